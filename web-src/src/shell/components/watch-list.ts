// The lobby's tables to watch: every table in play that lets spectators in and that this
// browser holds no seat at, each with the way to watch it (#/watch/ID) and how many watch.
import { html, nothing, type TemplateResult } from "lit";
import { t } from "../i18n";
import type { TableListing } from "../protocol";

/** The tables a person may watch now, newest first: playing, open to spectators, not theirs. */
export function watchable(tables: readonly TableListing[], held: ReadonlySet<string>): TableListing[] {
  return tables.filter((table) => table.status === "playing" && table.spectators !== false && !held.has(table.id));
}

/** Who plays at a table, in one line: names, or the computers' strengths. */
function players(table: TableListing, computer: (ai: string | null) => string): string {
  return table.seats.map((seat) => (seat.kind === "ai" ? computer(seat.ai) : (seat.name ?? "?"))).join(", ");
}

/** The lobby's section of tables to watch (nothing when there is none). */
export function watchList(tables: readonly TableListing[], label: (table: TableListing) => string, computer: (ai: string | null) => string): TemplateResult | typeof nothing {
  if (!tables.length) return nothing;
  return html`<section class="panel watch" data-testid="watch-tables">
    <h2>${t("web.watch.title")}</h2>
    <p class="muted small">${t("web.watch.hint")}</p>
    <ul class="tables">
      ${tables.map(
        (table) => html`<li data-table=${table.id} data-game=${table.game}>
          <div>
            <b>${label(table)}</b> <span class="muted small">${players(table, computer)}</span>
            ${table.watching ? html`<span class="muted small">· ${t("web.watch.spectators", { n: table.watching })}</span>` : nothing}
          </div>
          <div class="seat-row"><button data-testid="watch-table" @click=${() => (location.hash = `#/watch/${encodeURIComponent(table.id)}`)}>${t("web.watch.button")}</button></div>
        </li>`,
      )}
    </ul>
  </section>`;
}
