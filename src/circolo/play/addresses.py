"""A client's network address as it is counted: the server's per-address caps (connections,
tables made, spectators' sockets, analyses) and a table's fair play (play/fair_play.py) use
one key.

An IPv4 address is its own key; an IPv6 address counts as its /64 network, since one home
(or one client) picks its addresses from a whole /64; an IPv4 address mapped into IPv6 is the
IPv4 one. A host that is not an IP address (a test client's "testclient", a Unix socket's
"unknown") is its own key.

>>> client_key("2001:db8::1"), client_key("2001:db8::ffff:1")
('2001:db8::/64', '2001:db8::/64')
>>> client_key("::ffff:10.0.0.7"), client_key("10.0.0.7"), client_key(None)
('10.0.0.7', '10.0.0.7', 'unknown')
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
from typing import Final

#: The length of the IPv6 network counted as one address.
IPV6_PREFIX: Final = 64


def address_key(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str:
    """What a client at ``address`` is counted as: the IPv4 address, or the IPv6 /64
    network."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{address}/{IPV6_PREFIX}", strict=False))
    return str(address)


def client_key(host: str | None) -> str:
    """The key of a client whose address is ``host`` (as the request or socket gives it)."""
    if not host:
        return "unknown"
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host[:64]
    return address_key(address)


def hand_of(secret: str, host: str) -> str:
    """A table's name for the client at ``host``: the same client gets the same name at one
    table, and the name says nothing of the address to whoever reads the table's events
    without its secret (fair play compares hands, and saves them with the seats)."""
    digest = hmac.new(secret.encode(), client_key(host).encode(), hashlib.sha256)
    return digest.hexdigest()[:24]
