"""Where friends reach the server: its LAN addresses when it listens on every interface, a
private server said to be private, and a table's invitation link and QR code."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from circolo.server import sharing
from circolo.server.app import create_app
from circolo.server.sharing import Sharing, public_url, qr_svg
from circolo.storage.base import MemoryTableStore


@pytest.fixture
def on_a_lan(monkeypatch: pytest.MonkeyPatch) -> None:
    """This machine's one network address is 192.168.1.5."""
    monkeypatch.setattr(sharing, "lan_addresses", lambda: ["192.168.1.5"])


def test_a_server_on_every_interface_is_sent_at_its_lan_address_never_localhost(
    on_a_lan: None,
) -> None:
    assert Sharing("0.0.0.0", 8123).to_json("http://localhost:8123/") == {
        "local_only": False, "urls": ["http://192.168.1.5:8123/"],
    }  # fmt: skip
    assert Sharing("10.0.0.7", 80).urls("x") == ["http://10.0.0.7:80/"]


def test_a_server_on_loopback_is_private_to_this_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    for host in ("127.0.0.1", "::1", "localhost"):
        assert Sharing(host, 9000).local_only
    assert not Sharing().local_only
    monkeypatch.setattr(sharing, "lan_addresses", lambda: ["127.0.0.1"])  # no network at all
    assert Sharing("0.0.0.0", 9000).local_only
    monkeypatch.setattr(sharing, "lan_addresses", lambda: ["192.168.1.5"])
    assert not Sharing("0.0.0.0", 9000).local_only


@pytest.fixture
def client(on_a_lan: None) -> Iterator[TestClient]:
    app = create_app(MemoryTableStore(), listening=("0.0.0.0", 8123))
    with TestClient(app) as test_client:
        yield test_client


def test_a_tables_invitation_is_its_lobby_link_at_the_lan_address_and_its_qr_code(
    client: TestClient,
) -> None:
    assert client.get("/api/share").json()["urls"] == ["http://192.168.1.5:8123/"]
    table = client.post("/api/tables", json={"seats": ["human", "open", "ai:random", "open"]})
    table_id = table.json()["id"]
    invite = client.get(f"/api/tables/{table_id}/invite").json()
    assert invite == {
        "link": f"http://192.168.1.5:8123/#/join/{table_id}",
        "watch": f"http://192.168.1.5:8123/#/watch/{table_id}",
        "local_only": False,
    }
    qr = client.get(f"/api/tables/{table_id}/invite.svg")
    assert qr.status_code == 200 and qr.headers["content-type"].startswith("image/svg+xml")
    assert qr.text == qr_svg(invite["link"]) and "<path" in qr.text
    assert 'xmlns="http://www.w3.org/2000/svg"' in qr.text  # a document a browser shows
    missing = client.get("/api/tables/nothere/invite")
    assert missing.status_code == 404 and "nothere" in missing.json()["detail"]
    assert client.get("/api/tables/nothere/invite.svg").status_code == 404


def test_a_table_closed_to_spectators_has_no_link_to_watch_it(client: TestClient) -> None:
    body = {"seats": ["human", "open", "ai:random", "open"], "spectators": False}
    table_id = client.post("/api/tables", json=body).json()["id"]
    assert client.get(f"/api/tables/{table_id}/invite").json()["watch"] is None


def test_a_public_url_is_sent_instead_of_the_machines_addresses_and_checked(
    on_a_lan: None,
) -> None:
    behind = Sharing("0.0.0.0", 8123, public_url("https://circolo.example.org"))
    assert behind.to_json("x") == {"local_only": False, "urls": ["https://circolo.example.org/"]}
    assert behind.invitation("t1", "x") == "https://circolo.example.org/#/join/t1"
    for bad in ("circolo.example.org", "ftp://x/", "https://x/?a=1", "http://"):
        with pytest.raises(ValueError, match="--public-url"):
            public_url(bad)
