"""axe-core (web-src's devDependency, from npm) run in a Playwright page: the page checked by
axe's rules as axe runs them by default (WCAG 2.x A and AA and axe's best practices: an h1,
names that hold the visible text …; not its experimental ones)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

#: axe-core as npm installs it for web-src (`npm ci` in .ci/run).
AXE = Path(__file__).resolve().parents[2] / "web-src" / "node_modules" / "axe-core" / "axe.min.js"

#: axe's default run over the whole document, shadow roots included.
RUN = """async () => {
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
    }));
}"""


def violations(page: Page) -> list[dict[str, Any]]:
    """axe's violations on the page as it is now (axe injected once per document)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        assert AXE.exists(), f"{AXE} is missing: run `npm ci` in web-src (.ci/run does)"
        page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(RUN)
    return found


def described(found: list[dict[str, Any]]) -> str:
    """Each violation's id, help and every element's target and failure summary."""
    lines = []
    for violation in found:
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"]:
            summary = " ".join(str(node["summary"] or "").split())
            lines.append(f"  {node['target']}: {summary}")
    return "\n".join(lines)


def assert_no_violations(page: Page, where: str) -> None:
    """Fail with every violation axe finds on the page, each element's target and summary."""
    found = violations(page)
    assert not found, f"axe on {where}:\n{described(found)}"
