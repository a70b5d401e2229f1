"""Players' accounts (docs/server.md, "Accounts"): sign-up, sign-in, sessions, CSRF, limits, the
account's data and its deletion, on SQLite and PostgreSQL; and the ways in that must stay shut."""

from __future__ import annotations

import hashlib
import logging
from typing import Any

import pytest
from sqlalchemy import create_engine, select

from ogallala.web import create_app
from ogallala.web.accounts.passwords import RULES
from ogallala.web.accounts.routes import COOKIE, DEVICE_COOKIE
from ogallala.web.accounts.service import (
    FREE_PER_ACCOUNT,
    FREE_PER_ADDRESS,
    LONGEST_WAIT,
    csrf_token,
    wait_after,
)
from ogallala.web.settings import Settings
from ogallala.web.storage.schema import accounts, sessions
from web.webtools import TestClient, on_app_loop, settings_for

PASSWORD = "correct horse battery"


def sign_up(client: Any, username: str = "Ann", password: str = PASSWORD) -> dict[str, Any]:
    r = client.post("/api/accounts", json={"username": username, "password": password})
    assert r.status_code == 201, r.text
    return dict(r.json())


def csrf(client: Any) -> dict[str, str]:
    return {"X-CSRF-Token": client.get("/api/session").json()["csrf"]}


def rows(db_url: str, table: Any) -> list[Any]:
    engine = create_engine(db_url.replace("postgresql://", "postgresql+psycopg://"))
    try:
        with engine.connect() as conn:
            return list(conn.execute(select(table)))
    finally:
        engine.dispose()


def test_sign_up_signs_in_with_a_cookie_that_scripts_cannot_read(client: Any) -> None:
    out = sign_up(client)
    assert out["username"] == "Ann" and len(out["csrf"]) >= 32
    cookie = client.post("/api/session", json={"username": "ann", "password": PASSWORD}).headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=") and "HttpOnly" in cookie and "SameSite=lax" in cookie
    assert "Secure" not in cookie  # plain http on localhost
    me = client.get("/api/session")
    assert me.status_code == 200 and me.json()["username"] == "Ann"
    assert me.headers["cache-control"] == "no-store"


def test_behind_https_the_cookie_is_secure(db_url: str) -> None:
    with TestClient(create_app(settings_for(db_url)), base_url="https://testserver") as c:
        r = c.post("/api/accounts", json={"username": "Ann", "password": PASSWORD})
        assert r.status_code == 201 and "Secure" in r.headers["set-cookie"]


def test_passwords_and_sessions_are_stored_hashed(client: Any, db_url: str) -> None:
    sign_up(client)
    sid = client.cookies[COOKIE]
    assert len(sid) >= 32  # 256 random bits, URL-safe
    (acc,) = rows(db_url, accounts)
    assert acc.password_hash.startswith("$argon2id$") and PASSWORD not in acc.password_hash
    (sess,) = rows(db_url, sessions)
    assert sess.id_hash == hashlib.sha256(sid.encode()).hexdigest() and sid not in sess.id_hash


@pytest.mark.parametrize("username", ["ab", "a" * 21, "Ann Lee", "Ann!", "Änne", "", "ann/../x"])
def test_usernames_are_3_to_20_letters_digits_underscores_or_hyphens(client: Any, username: str) -> None:
    r = client.post("/api/accounts", json={"username": username, "password": PASSWORD})
    assert r.status_code in (400, 422), r.text
    if r.status_code == 400:
        assert r.json()["error"]["code"] == "bad_username"


@pytest.mark.parametrize(("password", "why"), [
    ("short1234", "at least 10"), ("password123", "common"), ("1234567890", "common"),
    ("Ann_Lee_99", "username"), ("aaaaaaaaaaaa", "different"), ("x" * 257, "at most")])
def test_a_weak_password_is_refused_and_says_why(client: Any, password: str, why: str) -> None:
    r = client.post("/api/accounts", json={"username": "Ann_Lee_99", "password": password})
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_password"
    assert why in r.json()["error"]["message"]
    assert r.json()["error"]["reason"] in RULES  # the rule broken, for the page to say in its language
    assert r.json()["error"]["params"] == {"min": 10, "max": 256}


def test_usernames_are_unique_whatever_their_case(client: Any) -> None:
    sign_up(client, "Ann-Lee")
    r = client.post("/api/accounts", json={"username": "ann-LEE", "password": PASSWORD})
    assert r.status_code == 409 and r.json()["error"]["code"] == "username_taken"


def test_a_failed_sign_in_never_says_whether_the_username_exists(client: Any) -> None:
    sign_up(client)
    client.cookies.clear()
    wrong = client.post("/api/session", json={"username": "Ann", "password": "not the password"})
    unknown = client.post("/api/session", json={"username": "Nobody", "password": "not the password"})
    malformed = client.post("/api/session", json={"username": "no one!", "password": "not the password"})
    assert wrong.status_code == unknown.status_code == malformed.status_code == 401
    assert wrong.json() == unknown.json() == malformed.json()
    assert client.get("/api/session").json()["signed_in"] is False


def _guess(client: Any, username: str = "Ann", password: str = "guess guess") -> Any:
    return client.post("/api/session", json={"username": username, "password": password})


def test_sign_in_is_throttled_per_account_with_the_wait_in_minutes(client: Any) -> None:
    sign_up(client)
    client.cookies.clear()  # no known-device cookie: a stranger
    for _ in range(FREE_PER_ACCOUNT):
        assert _guess(client).status_code == 401
    r = _guess(client, "ANN", PASSWORD)  # the next try waits, whatever the password
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_attempts"
    assert "try again in 1 minute" in r.json()["error"]["message"]
    assert COOKIE not in r.headers.get("set-cookie", "")


def test_the_wait_doubles_with_each_failure_up_to_a_cap() -> None:
    assert [wait_after(n, 5) for n in range(4, 9)] == [0, 2, 4, 8, 16]
    assert wait_after(10_000, 5) == LONGEST_WAIT


def test_guesses_from_elsewhere_never_lock_out_a_browser_that_signed_in_before(make_client: Any) -> None:
    owner = make_client()
    sign_up(owner)
    assert owner.cookies.get(DEVICE_COOKIE)  # set on sign-up (and on each sign-in)
    owner.cookies.delete(COOKIE)  # signed out, the device cookie kept
    stranger, forged = make_client(), make_client()
    forged.cookies.set(DEVICE_COOKIE, "nonce." + "0" * 64, path="/api/session")
    for _ in range(FREE_PER_ACCOUNT):
        assert _guess(stranger).status_code == 401
    assert _guess(stranger, password=PASSWORD).status_code == 429
    assert _guess(forged, password=PASSWORD).status_code == 429  # a made-up device cookie is no help
    assert _guess(owner, password=PASSWORD).status_code == 200  # the owner's browser is known


def test_sign_in_is_throttled_per_address(client: Any) -> None:
    sign_up(client, "Bob")
    client.cookies.clear()
    for i in range(FREE_PER_ADDRESS):  # a different username each time: only the address adds up
        assert _guess(client, f"user{i}").status_code == 401
    assert _guess(client, "Bob", PASSWORD).status_code == 429


def test_concurrent_guesses_never_pass_the_limit(client: Any) -> None:
    import asyncio

    from ogallala.web.errors import SignInFailed, TooManyAttempts

    sign_up(client)
    acc = client.app.state.accounts

    async def guesses() -> list[BaseException | object]:
        return await asyncio.gather(*(acc.sign_in("Ann", f"guess {i}", f"10.0.{i // 250}.{i % 250}")
                                      for i in range(120)), return_exceptions=True)

    results = on_app_loop(client, guesses())
    hashed = sum(isinstance(r, SignInFailed) for r in results)  # those that reached the slow hash
    assert hashed <= FREE_PER_ACCOUNT  # (all may be refused: each saw the others under way)
    assert hashed + sum(isinstance(r, TooManyAttempts) for r in results) == 120


def test_unknown_and_known_usernames_answer_alike_when_throttled(client: Any) -> None:
    sign_up(client)
    client.cookies.clear()
    known = [_guess(client, "Ann") for _ in range(FREE_PER_ACCOUNT + 1)]
    unknown = [_guess(client, "Nobody") for _ in range(FREE_PER_ACCOUNT + 1)]
    assert [r.status_code for r in known] == [r.status_code for r in unknown] == [401] * FREE_PER_ACCOUNT + [429]
    assert [r.json() for r in known] == [r.json() for r in unknown]


def test_passkey_sign_in_is_not_held_up_by_password_guesses(client: Any) -> None:
    client.cookies.clear()
    for i in range(FREE_PER_ADDRESS + 1):
        _guess(client, f"user{i}")
    assert _guess(client, "someone").status_code == 429
    # the passkey sign-in's own limit (of the test client's address) counts passkey failures only
    on_app_loop(client, client.app.state.accounts.within_limits("testclient"))


def test_sign_ups_are_limited_per_address(client: Any) -> None:
    for i in range(Settings().sign_ups_per_hour):
        sign_up(client, f"new{i}")
    r = client.post("/api/accounts", json={"username": "onemore", "password": PASSWORD})
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_attempts"
    assert "minute" in r.json()["error"]["message"]


def test_a_change_without_the_csrf_token_is_refused(client: Any) -> None:
    sign_up(client)
    for headers in ({}, {"X-CSRF-Token": "0" * 64}, {"X-CSRF-Token": csrf_token("another session")}):
        r = client.delete("/api/session", headers=headers)
        assert r.status_code == 403 and r.json()["error"]["code"] == "csrf"
    r = client.delete("/api/session", headers={**csrf(client), "Origin": "https://evil.example"})
    assert r.status_code == 403 and r.json()["error"]["code"] == "csrf"
    assert client.get("/api/session").json()["signed_in"] is True  # still signed in
    r = client.delete("/api/session", headers={**csrf(client), "Origin": "http://testserver"})
    assert r.status_code == 200
    assert client.get("/api/session").json()["signed_in"] is False


def test_sign_up_and_sign_in_from_another_origin_are_refused(client: Any) -> None:
    r = client.post("/api/accounts", json={"username": "Ann", "password": PASSWORD},
                    headers={"Origin": "https://evil.example"})
    assert r.status_code == 403
    sign_up(client)
    client.cookies.clear()
    r = client.post("/api/session", json={"username": "Ann", "password": PASSWORD},
                    headers={"Origin": "https://evil.example"})
    assert r.status_code == 403 and COOKIE not in r.headers.get("set-cookie", "")


def test_sign_out_everywhere_ends_every_session_of_the_account(client: Any) -> None:
    sign_up(client)
    sign_up(client, "Bob")  # the client now holds Bob's session
    bob = client.cookies[COOKIE]
    client.cookies.clear()
    devices = []
    for _ in range(2):
        r = client.post("/api/session", json={"username": "Ann", "password": PASSWORD})
        devices.append(r.cookies[COOKIE])
        client.cookies.clear()
    client.cookies.set(COOKIE, devices[0])
    assert client.delete("/api/sessions", headers=csrf(client)).json() == {"ended": 3}  # sign-up's session too
    for sid in devices:
        client.cookies.clear()
        client.cookies.set(COOKIE, sid)
        assert client.get("/api/session").json()["signed_in"] is False
    client.cookies.clear()
    client.cookies.set(COOKIE, bob)
    assert client.get("/api/session").json()["username"] == "Bob"  # another account's stays


def test_a_forged_or_expired_session_is_not_signed_in(make_client: Any) -> None:
    client = make_client(session_days=1e-9)
    sign_up(client)
    assert client.get("/api/session").json()["signed_in"] is False  # expired at once
    client.cookies.clear()
    client.cookies.set(COOKIE, "x" * 43)
    assert client.get("/api/session").json()["signed_in"] is False
    assert client.get("/api/me/data").status_code == 401


def test_the_data_download_holds_the_account_and_nothing_secret(client: Any) -> None:
    sign_up(client, "Bob")
    sign_up(client)
    sid = client.cookies[COOKIE]
    r = client.get("/api/me/data")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    data = r.json()
    assert data["account"]["username"] == "Ann" and len(data["sessions"]) == 1
    text = r.text
    assert "Bob" not in text and sid not in text and "argon2" not in text and PASSWORD not in text


def test_deleting_the_account_forgets_its_credentials_at_once(client: Any, db_url: str) -> None:
    sign_up(client)
    r = client.post("/api/me/delete", json={"password": "not the password"}, headers=csrf(client))
    assert r.status_code == 401
    assert client.post("/api/me/delete", json={"password": PASSWORD}).status_code == 403  # no CSRF token
    r = client.post("/api/me/delete", json={"password": PASSWORD}, headers=csrf(client))
    assert r.status_code == 200
    assert client.get("/api/session").json()["signed_in"] is False
    (acc,) = rows(db_url, accounts)
    assert acc.username == "deleted player" and acc.password_hash is None and acc.deleted is not None
    assert rows(db_url, sessions) == []
    assert client.post("/api/session", json={"username": "Ann", "password": PASSWORD}).status_code == 401
    r = client.post("/api/accounts", json={"username": "Ann", "password": PASSWORD})
    assert r.status_code == 409 and r.json()["error"]["code"] == "username_retired"  # never anyone else's


def test_no_password_or_session_id_reaches_a_log(client: Any, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG):
        sign_up(client)
        sid = client.cookies[COOKIE]
        client.post("/api/session", json={"username": "Ann", "password": "wrong password!"})
        client.delete("/api/session", headers=csrf(client))
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "POST /api/accounts 201" in text  # the access log ran
    assert PASSWORD not in text and "wrong password!" not in text and sid not in text


def test_old_failures_and_expired_sessions_are_forgotten(make_client: Any, db_url: str) -> None:
    import time

    from ogallala.web.storage.schema import signin_failures

    client = make_client(session_days=1e-9)
    sign_up(client)
    client.post("/api/session", json={"username": "Ann", "password": "wrong password!"})
    assert len(rows(db_url, sessions)) == 1 and len(rows(db_url, signin_failures)) == 2  # sign-up, address
    svc = client.app.state.service
    on_app_loop(client, svc.accounts.forget_old(time.time() + 61 * 60))  # as the sweeper does, an hour on
    assert rows(db_url, sessions) == [] and rows(db_url, signin_failures) == []
