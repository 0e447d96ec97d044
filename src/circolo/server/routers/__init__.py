"""The HTTP routes, one module per resource: tables, profiles (and leaderboards), games."""

from __future__ import annotations

from fastapi import Request

from circolo.play.addresses import client_key
from circolo.server.tables import Lobby


def lobby_of(request: Request) -> Lobby:
    """The lobby of the application serving ``request`` (a route's dependency)."""
    lobby: Lobby = request.app.state.lobby
    return lobby


def address_of(request: Request) -> str:
    """The client's address as per-address caps count it (an IPv6 address by its /64)."""
    return client_key(request.client.host if request.client is not None else None)
