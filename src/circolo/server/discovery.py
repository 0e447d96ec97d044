"""Circolo servers and their waiting tables on the local network, over mDNS/DNS-SD (zeroconf).

A server announces itself as one ``_circolo._tcp.local.`` service (:class:`Announcer`) whose
TXT record carries its version, its HTTP port and a compact summary of its waiting tables;
:func:`browse` finds the servers that answer and reads those summaries back. Discovery is a
convenience: joining by address (``http://ADDRESS:PORT``) always works, and a machine
without multicast still serves — the announcer logs why it is silent and carries on.
The TXT record is written and read by server/discovery_txt.py; its keys are in docs/discovery.md.
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import logging
import re
import secrets
import socket
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import ifaddr
from zeroconf import DNSQuestionType, InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf import Error as ZeroconfError
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from circolo import __version__
from circolo.server.discovery_txt import (
    TableSummary,
    parse_txt,
    printable,
    txt_properties,
)

log = logging.getLogger(__name__)

#: The DNS-SD service type every Circolo server registers.
SERVICE_TYPE: Final = "_circolo._tcp.local."
#: How long other hosts may cache our records (seconds): short, so a crashed server fades.
RECORD_TTL: Final = 120
#: How long ``start`` and ``stop`` may take before the announcer gives up on the network.
NETWORK_TIMEOUT_S: Final = 10.0
#: After a browse window closes, how long found services may still take to resolve.
RESOLVE_GRACE_S: Final = 1.0
#: A DNS label (the instance name) is at most 63 bytes.
MAX_LABEL: Final = 63

_WILDCARDS: Final = frozenset({"", "0.0.0.0", "::"})
#: Questions ask for multicast answers: a unicast answer to port 5353 reaches only one of
#: the sockets bound there, so `circolo tables` run beside a server (or twice) could miss it.
_ASK: Final = DNSQuestionType.QM


# --- Addresses -----------------------------------------------------------------------------


def _adapter_ipv4() -> list[tuple[ipaddress.IPv4Address, ipaddress.IPv4Network]]:
    """This machine's IPv4 addresses with their networks (nothing if they cannot be read)."""
    found: list[tuple[ipaddress.IPv4Address, ipaddress.IPv4Network]] = []
    try:
        adapters = ifaddr.get_adapters()
    except OSError as error:
        log.warning("cannot list the network interfaces: %s", error)
        return found
    for adapter in adapters:
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and ip.is_IPv4:
                network = ipaddress.IPv4Network(f"{ip.ip}/{ip.network_prefix}", strict=False)
                found.append((ipaddress.IPv4Address(ip.ip), network))
    return found


def _local_addresses() -> set[str]:
    """Every IP address of this machine's interfaces (empty if they cannot be read)."""
    try:
        adapters = ifaddr.get_adapters()
    except OSError:
        return set()
    found: set[str] = set()
    for adapter in adapters:
        for ip in adapter.ips:
            found.add(ip.ip if isinstance(ip.ip, str) else ip.ip[0])
    return found


def lan_addresses() -> list[str]:
    """The IPv4 addresses a server listening on every interface is reachable at.

    Loopback and link-local addresses are left out unless there is nothing else.
    """
    addresses = [address for address, _ in _adapter_ipv4()]
    usable = [a for a in addresses if not (a.is_loopback or a.is_link_local)]
    chosen = (
        usable or [a for a in addresses if a.is_loopback] or [ipaddress.IPv4Address("127.0.0.1")]
    )
    return sorted({str(address) for address in chosen}, key=lambda a: ipaddress.IPv4Address(a))


def _address_rank(address: str, networks: Sequence[ipaddress.IPv4Network]) -> tuple[int, ...]:
    """Sort key: addresses on one of our own networks first, loopback and link-local last."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return (9,)
    on_our_network = isinstance(ip, ipaddress.IPv4Address) and any(ip in n for n in networks)
    return (
        int(ip.is_loopback),
        int(ip.is_link_local),
        int(not on_our_network),
        int(ip.version == 6),
    )


def _url(address: str, port: int) -> str:
    """The address a browser opens: ``http://ADDRESS:PORT``, an IPv6 address in brackets."""
    host = f"[{address}]" if ":" in address else address
    return f"http://{host}:{port}"


# --- Announcing ----------------------------------------------------------------------------


def _host_label(host_name: str | None) -> str:
    """The first label of the host name, printable and short enough for an instance name."""
    label = (host_name if host_name is not None else socket.gethostname()).split(".", 1)[0]
    label = "".join(char for char in label if char.isprintable()).strip() or "circolo"
    return label.encode()[: MAX_LABEL - 12].decode("utf-8", errors="ignore")


def _dns_safe(text: str) -> str:
    """``text`` reduced to the letters, digits and hyphens a host name may use."""
    return re.sub(r"[^a-z0-9-]+", "-", text.lower()).strip("-")[:30] or "circolo"


class Announcer:
    """Announces one Circolo server and its waiting tables on the local network.

    Use it from the server's event loop: ``await start(address, port)`` when the server
    listens, ``await update(tables)`` whenever the waiting tables change, ``await stop()``
    at shutdown. ``address`` is the one the server listens on: an IP address binds the
    announcement to that interface (``127.0.0.1`` keeps it on this machine); ``0.0.0.0``,
    ``::`` or ``""`` announce every LAN address. Nothing here raises for a network that
    refuses multicast: the announcer logs a warning, stays silent and the server serves on.
    """

    def __init__(
        self,
        *,
        version: str = __version__,
        host_name: str | None = None,
        public_url: str | None = None,
    ) -> None:
        self.version = version
        #: The one address to open (a cluster's), announced beside this machine's.
        self.public_url = public_url
        self._host = _host_label(host_name)
        self._lock = asyncio.Lock()
        self._zeroconf: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._broadcast: asyncio.Future[Any] | None = None
        self._port = 0
        self._tables: tuple[TableSummary, ...] = ()
        self._published: dict[str, str] | None = None

    @property
    def active(self) -> bool:
        """Whether the service is registered and answering on the network."""
        return self._info is not None

    @property
    def service_name(self) -> str | None:
        """The registered DNS-SD instance name (it may end in ``-2`` after a name clash)."""
        return None if self._info is None else self._info.name

    async def start(self, address: str, port: int) -> bool:
        """Announce the server listening on ``address``:``port``; False if it cannot be heard.

        Probing the name on the network takes about a second.
        """
        async with self._lock:
            if self._zeroconf is not None:
                raise RuntimeError("this announcer is already started; stop it first")
            self._port = port
            try:
                async with asyncio.timeout(NETWORK_TIMEOUT_S):
                    await self._register(address, port)
            except (OSError, ZeroconfError, RuntimeError, ValueError, TimeoutError) as error:
                log.warning(
                    "not announcing Circolo on the local network (%s: %s); "
                    "players can still join by address at %s",
                    type(error).__name__,
                    error,
                    _url(address or "ADDRESS", port),
                )
                await self._close()
                return False
            except asyncio.CancelledError:
                await self._close()  # a server stopped while starting leaves no socket open
                raise
            log.info("announcing %s on the local network", self.service_name)
            return True

    async def _register(self, address: str, port: int) -> None:
        """Open the mDNS sockets on ``address`` and register the service, probing its name."""
        if address in _WILDCARDS:
            addresses = lan_addresses()
            ip_version = IPVersion.V4Only
        else:
            addresses = [await _resolve(address)]
            ip_version = IPVersion.V6Only if ":" in addresses[0] else IPVersion.V4Only
            local = _local_addresses()
            if local and addresses[0] not in local:
                # Checked here because zeroconf leaks a socket when it fails to bind one.
                raise OSError(errno.EADDRNOTAVAIL, f"{addresses[0]} is not on this machine")
        self._zeroconf = AsyncZeroconf(interfaces=list(addresses), ip_version=ip_version)
        properties = txt_properties(self.version, port, self._tables, self.public_url)
        info = AsyncServiceInfo(
            SERVICE_TYPE,
            f"{self._host}:{port}.{SERVICE_TYPE}",
            port=port,
            properties=dict(properties),
            server=f"circolo-{_dns_safe(self._host)}-{secrets.token_hex(3)}.local.",
            host_ttl=RECORD_TTL,
            other_ttl=RECORD_TTL,
            parsed_addresses=list(addresses),
        )
        broadcast = await self._zeroconf.async_register_service(info, allow_name_change=True)
        self._info = info
        self._published = properties
        self._keep_broadcast(broadcast)

    def _keep_broadcast(self, broadcast: Awaitable[Any]) -> None:
        """Follow the announcement being sent, cancelling one that would repeat old records."""
        if self._broadcast is not None and not self._broadcast.done():
            self._broadcast.cancel()
        self._broadcast = asyncio.ensure_future(broadcast)
        self._broadcast.add_done_callback(_log_broadcast_failure)

    async def update(self, tables: Sequence[TableSummary]) -> None:
        """Publish ``tables`` (the waiting ones) in place of the previous ones.

        Returns once the new record answers queries; its announcement goes on in the
        background. Called before ``start`` or after a failed start, it only remembers
        the tables for the next ``start``.
        """
        self._tables = tuple(tables)
        async with self._lock:
            if self._zeroconf is None or self._info is None:
                return
            properties = txt_properties(self.version, self._port, self._tables, self.public_url)
            if properties == self._published:
                return  # a burst of updates ends here once the latest tables are out
            old = self._info
            info = AsyncServiceInfo(
                SERVICE_TYPE,
                old.name,
                port=old.port,
                properties=dict(properties),
                server=old.server,
                host_ttl=RECORD_TTL,
                other_ttl=RECORD_TTL,
                parsed_addresses=old.parsed_addresses(),
            )
            try:
                broadcast = await self._zeroconf.async_update_service(info)
            except (OSError, ZeroconfError, RuntimeError) as error:
                log.warning("could not update the tables announced on the network: %s", error)
                return
            self._info = info
            self._published = properties
            self._keep_broadcast(broadcast)

    async def stop(self) -> None:
        """Withdraw the announcement (goodbye packets) and close its sockets; safe to repeat."""
        async with self._lock:
            await self._close()

    async def _close(self) -> None:
        """Say goodbye on the network and close the sockets, whatever state they are in."""
        if self._broadcast is not None and not self._broadcast.done():
            self._broadcast.cancel()
        self._broadcast = None
        zc, self._zeroconf = self._zeroconf, None
        self._info = None
        self._published = None
        if zc is None:
            return
        try:
            async with asyncio.timeout(NETWORK_TIMEOUT_S):
                await zc.async_close()  # unregisters every service first: goodbye packets
        except (OSError, ZeroconfError, RuntimeError, TimeoutError) as error:
            log.warning("closing the local-network announcement failed: %s", error)


def _log_broadcast_failure(future: asyncio.Future[Any]) -> None:
    """Report an announcement that failed in the background (its error is otherwise lost)."""
    if not future.cancelled() and future.exception() is not None:
        log.warning("announcing on the local network failed: %s", future.exception())


async def _resolve(address: str) -> str:
    """``address`` as an IP address string, looking a host name up if need be."""
    try:
        return str(ipaddress.ip_address(address))
    except ValueError:
        pass
    infos = await asyncio.get_running_loop().getaddrinfo(
        address, None, type=socket.SOCK_STREAM, family=socket.AF_INET
    )
    if not infos:
        raise ValueError(f"{address!r} has no IPv4 address")
    return str(infos[0][4][0])


# --- Browsing ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FoundServer:
    """A Circolo server that answered on the local network, with its waiting tables."""

    name: str
    #: The address to try first: one on a network of this machine if there is one.
    address: str
    port: int
    version: str
    waiting_tables: int
    tables: tuple[TableSummary, ...]
    addresses: tuple[str, ...] = field(default=())
    #: The address the server asks to be opened at (a cluster's), if it announced one.
    public_url: str | None = None

    @property
    def url(self) -> str:
        """Where a browser joins this server: the public address it announced, else
        ``http://ADDRESS:PORT``."""
        return self.public_url or _url(self.address, self.port)

    def to_dict(self) -> dict[str, Any]:
        """The server as a JSON object (``circolo tables --json``)."""
        return {
            "name": self.name,
            "address": self.address,
            "addresses": list(self.addresses),
            "port": self.port,
            "url": self.url,
            "version": self.version,
            "waiting_tables": self.waiting_tables,
            "tables": [table.to_dict() for table in self.tables],
        }


def _found_server(
    info: AsyncServiceInfo, networks: Sequence[ipaddress.IPv4Network]
) -> FoundServer | None:
    """A resolved service as a found server, or None if it gave no address to reach it."""
    addresses = sorted(info.parsed_scoped_addresses(), key=lambda a: _address_rank(a, networks))
    if not addresses or info.port is None:
        return None
    announced = parse_txt(info.properties)
    instance = info.name.removesuffix("." + SERVICE_TYPE)
    return FoundServer(
        name=printable(instance),
        address=addresses[0],
        port=announced.port or info.port,
        version=announced.version,
        waiting_tables=announced.waiting_tables,
        tables=announced.tables,
        addresses=tuple(addresses),
        public_url=announced.url,
    )


async def browse(
    timeout: float = 2.0, interfaces: Sequence[str] | None = None
) -> list[FoundServer]:
    """The Circolo servers that answer on the local network within ``timeout`` seconds.

    ``interfaces`` are the IP addresses of the interfaces to ask on (default: all IPv4
    ones). Servers come sorted by name; nothing found, or no usable network, is an empty
    list (with a logged warning for the latter), never an error.
    """
    choice: list[str] | InterfaceChoice = (
        InterfaceChoice.All if interfaces is None else list(interfaces)
    )
    try:
        aiozc = AsyncZeroconf(interfaces=choice)
    except (OSError, ZeroconfError, RuntimeError, ValueError) as error:
        log.warning("cannot search the local network: %s", error)
        return []
    loop = asyncio.get_running_loop()
    resolving: dict[str, asyncio.Task[AsyncServiceInfo | None]] = {}

    async def resolve(name: str) -> AsyncServiceInfo | None:
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        wait_ms = 1000 * (timeout + RESOLVE_GRACE_S)
        answered = await info.async_request(aiozc.zeroconf, wait_ms, question_type=_ASK)
        return info if answered else None

    def on_change(
        zeroconf: Zeroconf,  # the browser passes every argument by name
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        previous = resolving.pop(name, None)
        if previous is not None:
            previous.cancel()
        if state_change is not ServiceStateChange.Removed:
            resolving[name] = loop.create_task(resolve(name))

    try:
        browser = AsyncServiceBrowser(
            aiozc.zeroconf, [SERVICE_TYPE], handlers=[on_change], question_type=_ASK
        )
        try:
            await asyncio.sleep(timeout)
        finally:
            await browser.async_cancel()
        pending = list(resolving.values())
        if pending:
            await asyncio.wait(pending, timeout=RESOLVE_GRACE_S)
        for task in pending:
            task.cancel()  # a server that has not answered by now is not waited for
        results = await asyncio.gather(*pending, return_exceptions=True)
        networks = [network for _, network in _adapter_ipv4()]
        found: list[FoundServer] = []
        for result in results:
            if isinstance(result, AsyncServiceInfo):
                server = _found_server(result, networks)
                if server is not None:
                    found.append(server)
            elif isinstance(result, Exception):
                log.warning("a Circolo server's answer could not be read: %s", result)
        return sorted(found, key=lambda server: (server.name, server.address, server.port))
    finally:
        await aiozc.async_close()
