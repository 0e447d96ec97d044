"""A closed WebSocket connection leaves memory by reference counting, with no collection."""

from __future__ import annotations

import asyncio
import gc
import threading
import time
import weakref
from typing import Any

import uvicorn
from websockets.asyncio.client import connect

from circolo.cli.play import free_port
from circolo.cli.serve import uvicorn_settings


def test_a_closed_connection_is_freed_without_the_garbage_collector() -> None:
    protocols: list[weakref.ref[Any]] = []

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        protocols.append(weakref.ref(receive.__self__.conn))  # websockets' ServerProtocol
        await receive()
        await send({"type": "websocket.accept"})
        while (await receive())["type"] != "websocket.disconnect":
            pass

    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, **uvicorn_settings())
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        thread.start()
        while not server.started:
            time.sleep(0.02)

        async def talk() -> None:
            async with connect(f"ws://127.0.0.1:{port}/") as client:
                await client.send("hello")

        asyncio.run(talk())
        deadline = time.monotonic() + 10
        while (not protocols or protocols[0]() is not None) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert protocols and protocols[0]() is None, "the closed connection is still in memory"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        if was_enabled:
            gc.enable()
