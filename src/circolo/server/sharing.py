"""Where friends reach this server: the addresses to send them, and a table's invitation.

A server listening on every interface (``0.0.0.0``, what ``circolo`` does by default) is
reached from another device at the machine's local-network addresses, never at
``localhost``; one listening on loopback only (``circolo --local-only``) is private to this
machine, and the lobby says so instead of offering an address that cannot work. A table's
invitation is the link that opens the lobby at that table (``#/join/ID``) and its QR code,
for phones.
"""

from __future__ import annotations

import io
import ipaddress
import urllib.parse
from dataclasses import dataclass
from typing import Any

import segno

from circolo.server.discovery import lan_addresses

#: Hosts that mean "every interface".
EVERY_INTERFACE = frozenset({"", "0.0.0.0", "::"})


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


@dataclass(frozen=True)
class Sharing:
    """The address and port the server listens on (None when not known: an application
    made in a test), and what follows from them for friends."""

    host: str | None = None
    port: int | None = None
    #: The address people open, when the server stands behind a name or a proxy
    #: (``circolo serve --public-url``): it is sent instead of the machine's own addresses.
    public_url: str | None = None

    @property
    def local_only(self) -> bool:
        """Whether only this machine can reach the server: it listens on loopback, or on every
        interface of a machine with no network address but loopback."""
        if self.public_url is not None:
            return False
        if self.host is None or self.port is None:
            return False
        if self.host in EVERY_INTERFACE:
            return all(_is_loopback(address) for address in lan_addresses())
        return _is_loopback(self.host)

    def urls(self, fallback: str) -> list[str]:
        """The addresses to send friends, best first; ``fallback`` (the address the asking
        browser used) when the listening address is not known."""
        if self.public_url is not None:
            return [self.public_url]
        if self.host is None or self.port is None:
            return [fallback]
        if self.host in EVERY_INTERFACE:
            return [_url(address, self.port) for address in lan_addresses()]
        return [_url(self.host, self.port)]

    def to_json(self, fallback: str) -> dict[str, Any]:
        """``GET /api/share``: whether the server is private to this machine, and the
        addresses friends on the same network open."""
        return {"local_only": self.local_only, "urls": self.urls(fallback)}

    def invitation(self, table_id: str, fallback: str) -> str:
        """The link that opens the lobby at table ``table_id`` from another device."""
        return f"{self.urls(fallback)[0]}#/join/{table_id}"

    def evening_link(self, evening_id: str, code: str | None, fallback: str) -> str:
        """The link that opens evening ``evening_id`` from another device, to join it (with
        the invitation's ``code`` for an evening by invitation)."""
        shown = f"/{code}" if code is not None else ""
        return f"{self.urls(fallback)[0]}#/evening/{evening_id}{shown}"

    def watch_link(self, table_id: str, fallback: str) -> str:
        """The link that opens table ``table_id`` from another device to watch it."""
        return f"{self.urls(fallback)[0]}#/watch/{table_id}"


def public_url(text: str) -> str:
    """``--public-url``'s value checked: an http(s) address with a host, ending in ``/``;
    raises ValueError with a sentence for anything else."""
    parsed = urllib.parse.urlsplit(text)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise ValueError(
            f"--public-url must be an http:// or https:// address with a host, "
            f"like https://circolo.example.org/, not {text!r}"
        )
    if parsed.query or parsed.fragment:
        raise ValueError(f"--public-url must not have a query or a fragment: {text!r}")
    return text if text.endswith("/") else f"{text}/"


def qr_svg(text: str) -> str:
    """``text`` as a QR code, a standalone SVG document (with its namespace, so that a browser
    shows it as an image): dark modules on white, a quiet border."""
    code = segno.make(text, error="m", micro=False)
    out = io.BytesIO()
    code.save(out, kind="svg", scale=6, border=4, dark="#111", light="#fff", xmldecl=True)
    return out.getvalue().decode("utf-8")
