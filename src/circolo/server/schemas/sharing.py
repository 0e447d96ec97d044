"""The sharing answers: the server's addresses, and a table's invitation."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from circolo.server.schemas import Answer


class Share(Answer):
    """``GET /api/share``: whether only this computer reaches the server, and the
    addresses friends on the same network open (best first; never ``localhost``)."""

    local_only: bool
    urls: list[str]


class Invite(Answer):
    """``GET /api/tables/{id}/invite``: the link that opens the lobby at the table from
    another device, and the link to watch it."""

    link: str
    watch: Annotated[
        str | None, Field(description="Null when the table's creator lets nobody watch.")
    ]
    local_only: bool
