"""The server's edge, below the application: which connections are let in, and whose address
a request is counted against.

A stranger must not make the server unreachable with connections alone: holding hundreds of
them open, or trickling a request head a byte a second, or sending one endless header line.
:class:`Edge` holds the caps (every way of serving takes them through
``circolo.cli.serve.uvicorn_settings``), :class:`ConnectionGate` counts the open connections,
plain HTTP and WebSocket alike, from accept to close — per address and server-wide — and
server/edge_protocol.py applies both to uvicorn's protocols.

Only the proxies named by ``--forwarded-allow-ips`` are believed when they say, in
``X-Forwarded-For``, whom they forward: anybody else could write any address there and
escape every per-address cap. A trusted proxy's own connections are not held to the
per-address cap (it carries many people); the people behind it are, by the address it names.
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
from dataclasses import dataclass
from typing import Final

from circolo.core.hosting.refusals import TableError
from circolo.play.addresses import address_key
from circolo.server.limits import Limits

#: Open connections (HTTP and WebSocket) one address may hold by default: well under the
#: descriptors a process gets (1,024 where nothing raises it), and plenty for a club's
#: people behind one router, each holding one socket and a few short requests.
CONNECTIONS_PER_ADDRESS: Final = Limits.connections_per_address
#: The request line and headers of one request, in bytes (browsers send under 8 KiB).
HEAD_BYTES: Final = 32 * 1024
#: Seconds a connection has to send a request's whole head (HAProxy's ``timeout
#: http-request`` is the same).
HEAD_TIMEOUT_S: Final = 10.0
#: Seconds an idle keep-alive connection is kept between requests (uvicorn's own default).
KEEP_ALIVE_S: Final = 5
#: Descriptors left for everything that is not a client's connection (the database and
#: Redis pools, the AI processes' pipes, logs, files), and the most a process ever asks for.
RESERVED_DESCRIPTORS: Final = 256
MOST_DESCRIPTORS: Final = 1 << 20
#: What is asked for when that is refused (macOS allows no more by default).
FALLBACK_DESCRIPTORS: Final = 10_240
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def trusted_proxies(text: str) -> tuple[str, ...]:
    """The proxies ``--forwarded-allow-ips`` names (comma-separated addresses or networks),
    each checked; ValueError says which one is not an address and what to write."""
    proxies: list[str] = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        if item == "*":
            raise ValueError(
                "'*' would believe every client about its own address, and no per-address "
                "cap would hold; name the proxy's address, e.g. 127.0.0.1 or 10.0.0.2"
            )
        try:
            proxies.append(str(ipaddress.ip_network(item, strict=False)))
        except ValueError:
            raise ValueError(
                f"{item!r} is not an IP address or network; write e.g. 10.0.0.2 or 10.0.0.0/24"
            ) from None
    return tuple(proxies)


@dataclass(frozen=True)
class Edge:
    """What a connection may hold before the application sees a request."""

    #: Open connections from one address (a trusted proxy's own are not counted).
    connections_per_address: int = CONNECTIONS_PER_ADDRESS
    #: The longest request head (request line and headers), in bytes.
    head_bytes: int = HEAD_BYTES
    #: Seconds to send a request's head, from the connection's start or the last answer.
    head_timeout_s: float = HEAD_TIMEOUT_S
    #: Seconds an idle keep-alive connection is kept.
    keep_alive_s: int = KEEP_ALIVE_S
    #: The proxies whose ``X-Forwarded-For`` is believed (addresses or networks); none
    #: by default, not even this machine.
    trusted_proxies: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("connections_per_address", "head_bytes", "keep_alive_s"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)}")
        if not 0 < self.head_timeout_s < float("inf"):
            raise ValueError(f"head_timeout_s must be above 0, not {self.head_timeout_s}")
        trusted_proxies(",".join(self.trusted_proxies))  # each one an address or network

    def room_problem(self, descriptors: int) -> str | None:
        """Why the per-address cap leaves too little room under ``descriptors`` open files
        (one address could hold more than half the connections the server can), or None."""
        most = max_connections(descriptors)
        if self.connections_per_address * 2 <= most:
            return None
        return (
            f"{self.connections_per_address} connections per address is too many for "
            f"{descriptors} open files ({most} connections in all): a few addresses could "
            "fill the server; raise the open-files limit (systemd LimitNOFILE=, ulimit -n) "
            "or lower --connections-per-address"
        )


def descriptor_limit() -> int:
    """Raise this process's soft limit of open files to its hard limit, and return it.

    systemd and most shells start a process with 1,024 (soft) though the hard limit allows
    far more: every connection holds one, and at the soft limit the server cannot accept.
    """
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows has no such limit to raise
        return 512
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MOST_DESCRIPTORS if hard == resource.RLIM_INFINITY else min(hard, MOST_DESCRIPTORS)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        # macOS refuses more than its own cap (10,240 by default) below an unlimited hard
        # limit: each lower step is tried until one is taken
        for step in (wanted, FALLBACK_DESCRIPTORS):
            if soft < step:
                with contextlib.suppress(ValueError, OSError):
                    resource.setrlimit(resource.RLIMIT_NOFILE, (step, hard))
                    break
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return MOST_DESCRIPTORS if soft == resource.RLIM_INFINITY else int(soft)


def max_connections(descriptors: int) -> int:
    """The connections a process with ``descriptors`` open files may hold at once: the rest
    stays free, so that the server always has a descriptor to accept (and close) one more."""
    return descriptors - min(RESERVED_DESCRIPTORS, descriptors // 4)


def peer_address(peer: object) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The IP address of ``peer`` (a transport's ``peername``; an IPv4 address mapped into
    IPv6 as the IPv4 one), or None for a peer with none (a Unix socket)."""
    if not isinstance(peer, tuple) or not peer or not isinstance(peer[0], str):
        return None
    try:
        address = ipaddress.ip_address(peer[0].split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def refusal(status: int, reason: str, error: TableError) -> bytes:
    """A whole HTTP answer that refuses a connection and closes it: the sentence in en
    (``detail``) and it, as the application's refusals are."""
    body = json.dumps(error.to_http(), ensure_ascii=False).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    )
    return head.encode("ascii") + body


class ConnectionGate:
    """The open connections, per address and in all, from accept to close, against caps.

    A connection is counted by its transport, which stays the same when an HTTP connection
    becomes a WebSocket (its protocol changes): whichever protocol has it when it closes
    releases it, once.
    """

    def __init__(self, edge: Edge, descriptors: int) -> None:
        self.edge = edge
        #: Connections held at once in all (the descriptors leave room for more).
        self.most = max_connections(descriptors)
        self._proxies: tuple[Network, ...] = tuple(
            ipaddress.ip_network(proxy) for proxy in edge.trusted_proxies
        )
        #: Each open connection's transport and the key it is counted by (None: not counted
        #: per address: a trusted proxy, a Unix socket).
        self._open: dict[object, str | None] = {}
        self._per_address: dict[str, int] = {}
        cap = edge.connections_per_address
        self.too_many = refusal(
            429, "Too Many Requests",
            TableError("too_many", "server.error.too_many_connections", most=cap),
        )  # fmt: skip
        self.full = refusal(
            503, "Service Unavailable",
            TableError("full", "server.error.server_connections_full", most=self.most),
        )  # fmt: skip
        self.head_too_big = refusal(
            431, "Request Header Fields Too Large",
            TableError("too_big", "server.error.request_head_too_big", most=edge.head_bytes),
        )  # fmt: skip
        timeout = edge.head_timeout_s
        seconds: float = int(timeout) if timeout == int(timeout) else timeout
        self.head_too_slow = refusal(
            408, "Request Timeout",
            TableError("too_slow", "server.error.request_head_too_slow", seconds=seconds),
        )  # fmt: skip

    def admit(self, transport: object, peer: object) -> bytes | None:
        """Count a new connection from ``peer``; None when it may stay, else the answer that
        refuses it (the caller writes it and closes the connection, which is not counted)."""
        if len(self._open) >= self.most:
            return self.full
        address = peer_address(peer)
        key = None if address is None or self._trusted(address) else address_key(address)
        if key is not None:
            count = self._per_address.get(key, 0)
            if count >= self.edge.connections_per_address:
                return self.too_many
            self._per_address[key] = count + 1
        self._open[transport] = key
        return None

    def release(self, transport: object) -> None:
        """The connection of ``transport`` closed (again: nothing happens)."""
        if transport not in self._open:
            return
        key = self._open.pop(transport)
        if key is None:
            return
        count = self._per_address.get(key, 0) - 1
        if count <= 0:
            self._per_address.pop(key, None)
        else:
            self._per_address[key] = count

    def open_from(self, peer: object) -> int:
        """Connections counted now against ``peer``'s address."""
        address = peer_address(peer)
        return 0 if address is None else self._per_address.get(address_key(address), 0)

    @property
    def open(self) -> int:
        """Connections open now, in all."""
        return len(self._open)

    def _trusted(self, address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
        return any(address in proxy for proxy in self._proxies)
