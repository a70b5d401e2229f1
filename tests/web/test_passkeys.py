"""Passkeys (docs/server.md, "Accounts"): add one while signed in, sign in with it, list and remove
them; refused on other origins, replays, forged answers and other accounts' keys."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from ogallala.web import create_app
from ogallala.web.accounts.routes import COOKIE
from web.passkey_tools import SoftAuthenticator
from web.test_accounts import PASSWORD, csrf, sign_up
from web.webtools import TestClient, settings_for

ORIGIN = "http://localhost"


@pytest.fixture
def local(db_url: str) -> Iterator[Any]:
    """A client that reaches the server as http://localhost (where browsers allow passkeys)."""
    with TestClient(create_app(settings_for(db_url)), base_url=ORIGIN) as c:
        yield c


def add_passkey(client: Any, auth: SoftAuthenticator, name: str = "laptop") -> dict[str, Any]:
    start = client.post("/api/passkeys/options", headers=csrf(client))
    assert start.status_code == 200, start.text
    opts = start.json()["options"]
    assert opts["rp"]["id"] == "localhost" and opts["authenticatorSelection"]["residentKey"] == "required"
    r = client.post("/api/passkeys", json={"handle": start.json()["handle"], "name": name,
                                           "credential": auth.create(opts, ORIGIN)}, headers=csrf(client))
    assert r.status_code == 201, r.text
    return dict(r.json())


def passkey_sign_in(client: Any, auth: SoftAuthenticator, origin: str = ORIGIN) -> Any:
    start = client.post("/api/session/passkey/options")
    assert start.status_code == 200, start.text
    return client.post("/api/session/passkey", json={"handle": start.json()["handle"],
                                                     "credential": auth.get(start.json()["options"], origin)})


def test_a_passkey_added_while_signed_in_signs_in_without_a_password(local: Any) -> None:
    auth = SoftAuthenticator()
    sign_up(local)
    key = add_passkey(local, auth)
    assert [k["name"] for k in local.get("/api/passkeys").json()] == ["laptop"]
    local.cookies.clear()
    r = passkey_sign_in(local, auth)
    assert r.status_code == 200, r.text
    assert r.json()["username"] == "Ann" and "HttpOnly" in r.headers["set-cookie"]
    assert local.get("/api/session").json()["username"] == "Ann"
    assert local.get("/api/passkeys").json()[0]["last_used"] is not None
    assert local.get("/api/me/data").json()["passkeys"][0]["id"] == key["id"]


def test_adding_a_passkey_needs_a_session_and_its_csrf_token(local: Any) -> None:
    assert local.post("/api/passkeys/options").status_code == 401
    sign_up(local)
    r = local.post("/api/passkeys/options")
    assert r.status_code == 403 and r.json()["error"]["code"] == "csrf"


def test_passkeys_are_refused_on_plain_http_other_than_localhost(client: Any) -> None:
    sign_up(client)  # http://testserver
    r = client.post("/api/passkeys/options", headers=csrf(client))
    assert r.status_code == 400 and r.json()["error"]["code"] == "passkeys_unavailable"
    assert client.post("/api/session/passkey/options").status_code == 400


def test_an_answer_for_another_origin_or_a_used_challenge_does_not_sign_in(local: Any) -> None:
    auth = SoftAuthenticator()
    sign_up(local)
    add_passkey(local, auth)
    local.cookies.clear()
    r = passkey_sign_in(local, auth, origin="https://evil.example")
    assert r.status_code == 401 and r.json()["error"]["code"] == "sign_in_failed"
    start = local.post("/api/session/passkey/options").json()
    answer = auth.get(start["options"], ORIGIN)
    assert local.post("/api/session/passkey", json={"handle": start["handle"], "credential": answer}).status_code == 200
    local.cookies.clear()
    again = local.post("/api/session/passkey", json={"handle": start["handle"], "credential": answer})
    assert again.status_code == 401 and COOKIE not in again.headers.get("set-cookie", "")


def test_a_forged_signature_or_an_unknown_key_does_not_sign_in(local: Any) -> None:
    auth = SoftAuthenticator()
    sign_up(local)
    add_passkey(local, auth)
    local.cookies.clear()
    start = local.post("/api/session/passkey/options").json()
    answer = auth.get(start["options"], ORIGIN)
    answer["response"]["signature"] = answer["response"]["signature"][:-4] + "AAAA"
    assert local.post("/api/session/passkey", json={"handle": start["handle"], "credential": answer}).status_code == 401
    stranger = SoftAuthenticator()
    stranger.create({"rp": {"id": "localhost"}, "user": {"id": "eA"}, "challenge": "eA"}, ORIGIN)
    r = passkey_sign_in(local, stranger)
    assert r.status_code == 401
    assert local.get("/api/session").json()["signed_in"] is False


def test_one_account_cannot_remove_or_use_another_accounts_passkey(local: Any) -> None:
    auth = SoftAuthenticator()
    sign_up(local)
    key = add_passkey(local, auth)
    local.cookies.clear()
    sign_up(local, "Bob")
    r = local.delete(f"/api/passkeys/{key['id']}", headers=csrf(local))
    assert r.status_code == 404
    assert local.get("/api/passkeys").json() == []
    local.cookies.clear()
    assert passkey_sign_in(local, auth).json()["username"] == "Ann"  # still Ann's
    assert local.delete(f"/api/passkeys/{key['id']}", headers=csrf(local)).status_code == 204
    local.cookies.clear()
    assert passkey_sign_in(local, auth).status_code == 401


def test_deleting_the_account_removes_its_passkeys(local: Any) -> None:
    auth = SoftAuthenticator()
    sign_up(local)
    add_passkey(local, auth)
    assert local.post("/api/me/delete", json={"password": PASSWORD}, headers=csrf(local)).status_code == 200
    assert passkey_sign_in(local, auth).status_code == 401
