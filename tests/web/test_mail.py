"""Email (web/mail/service.py) against a real SMTP server the tests start (aiosmtpd): an address confirmed by
its link, one message per turn of a correspondence table with a link that opens the game, a daily
digest, an unsubscribe link that works without signing in; correspondence tables among accounts only;
a seat whose clock ran out three times in a row goes to a bot for good."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from email import message_from_bytes, policy
from email.message import EmailMessage, Message
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

from ogallala.web.storage.schema import emails, outbox, unsubscribe_links
from web.test_accounts import PASSWORD, csrf, rows, sign_up
from web.webtools import TestClient, bearer, create, free_port, on_app_loop, wait_for

HOUR = 3600


class Inbox:
    """What the SMTP server received, as parsed messages."""

    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.messages.append(message_from_bytes(envelope.content, policy=policy.default))
        return "250 OK"

    def to(self, address: str) -> list[Message]:
        return [m for m in self.messages if m["To"] == address]


def body(m: Message) -> str:
    """A message's plain text (its text part, where it has an HTML one too)."""
    assert isinstance(m, EmailMessage)
    part = m.get_body(preferencelist=("plain",))
    assert isinstance(part, EmailMessage)
    return str(part.get_content())


def link(m: Message, path: str) -> str:
    found = re.search(r"https?://[^/\s]+(" + re.escape(path) + r"[^\s]*)", body(m))
    assert found, body(m)
    return found.group(1)


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    inbox = Inbox()
    port = free_port()
    def authenticate(server: Any, session: Any, envelope: Any, mechanism: str, data: Any) -> AuthResult:
        ok = isinstance(data, LoginPassword) and (data.login, data.password) == (b"mailer", b"s3cret-pw")
        return AuthResult(success=ok)

    controller = Controller(inbox, hostname="127.0.0.1", port=port, authenticator=authenticate,
                            auth_require_tls=False)  # the test server speaks plain SMTP on loopback
    controller.start()
    yield inbox, port
    controller.stop()


@pytest.fixture
def mailing(make_client: Any, smtp: tuple[Inbox, int]) -> Any:
    first: list[Any] = []

    def another(username: str) -> Any:
        """A client (a device) of one app that sends mail, signed in as ``username``."""
        if not first:
            first.append(make_client(smtp_url=f"smtp://mailer:s3cret-pw@127.0.0.1:{smtp[1]}", create_per_minute=1000,
                                     max_correspondence=2))
            c = first[0]
        else:
            c = TestClient(first[0].app)
        c.entered = first[0]  # the client whose portal runs the app's loop
        sign_up(c, username)
        return c

    return another


def send_mail(client: Any, later: float = 0.0) -> None:
    """What the scheduler's chore does: send what waits (as if ``later`` seconds on)."""
    on_app_loop(client.entered, client.app.state.mail.run(time.time() + later))


def confirmed(client: Any, inbox: Inbox, address: str, mode: str = "each") -> None:
    r = client.post("/api/me/email", json={"address": address, "mode": mode, "language": "en"}, headers=csrf(client))
    assert r.status_code == 204, r.text
    send_mail(client)
    (m,) = wait_for(lambda: inbox.to(address))  # the background sweeper may be the one that sends it
    assert "confirm" in m["Subject"].lower()
    stranger = TestClient(client.app)  # the link works without signing in
    assert stranger.get(link(m, "/api/email/confirm")).status_code == 200
    assert client.get("/api/me/email").json() == {"available": True, "address": address, "confirmed": True,
                                                  "mode": mode}


def correspondence(ann: Any, bob: Any) -> dict[str, Any]:
    r = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"},
                                                {"kind": "human", "username": "Bob"}],
                                      "turn_seconds": 2 * 24 * HOUR}, headers=csrf(ann))
    assert r.status_code == 201, r.text
    g = r.json()
    assert bob.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Bob"}, headers=csrf(bob)).status_code == 200
    return dict(g)


def play_until_other(client: Any, game_id: str) -> None:
    """Play the client's seat's first legal moves until the other seat decides."""
    for _ in range(50):
        view = client.get(f"/api/games/{game_id}").json()
        if view["current_seat"] != view["seat"]:
            return
        client.post(f"/api/games/{game_id}/actions", json={"action": view["legal_actions"][0], "seq": view["seq"]},
                    headers=csrf(client))
    raise AssertionError("the turn did not pass")


def test_an_address_is_confirmed_by_its_link_and_its_tokens_are_kept_hashed(mailing: Any, smtp: Any,
                                                                            db_url: str) -> None:
    inbox, _ = smtp
    ann = mailing("Ann")
    r = ann.post("/api/me/email", json={"address": "not an address"}, headers=csrf(ann))
    assert r.status_code in (400, 422)
    assert ann.post("/api/me/email", json={"address": "ann@example.test"}).status_code == 403  # CSRF
    ann.post("/api/me/email", json={"address": "ann@example.test", "language": "de"}, headers=csrf(ann))
    send_mail(ann)
    (m,) = wait_for(lambda: inbox.to("ann@example.test"))
    token = link(m, "/api/email/confirm").split("token=")[1]
    (row,) = rows(db_url, emails)
    assert token not in str(tuple(row)) and row.confirm_hash and row.confirmed is None
    assert "bestätige" in m["Subject"]  # in the account's language
    wrong = ann.get("/api/email/confirm?token=" + "0" * 48, headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    assert wrong.status_code == 403 and 'id="mail-link-refused"' in wrong.text and "Ce lien" in wrong.text
    first = ann.get(link(m, "/api/email/confirm"))
    assert first.status_code == 200 and "Adresse bestätigt" in first.text  # in the address's language
    assert ann.get("/api/me/email").json()["confirmed"] is True
    (row,) = rows(db_url, emails)
    confirmed_at = row.confirmed
    again = ann.get(link(m, "/api/email/confirm"))  # a second click: said to be confirmed already, changing nothing
    assert again.status_code == 200 and "Adresse schon bestätigt" in again.text and "ann@example.test" in again.text
    assert rows(db_url, emails)[0].confirmed == confirmed_at
    assert "unsubscribe" in body(m) and ann.get("/api/me/data").json()["email"]["address"] == "ann@example.test"


@pytest.mark.parametrize(("lang", "title", "already"), [
    ("en", "Address confirmed", "Address already confirmed"), ("de", "Adresse bestätigt", "Adresse schon bestätigt"),
    ("nl", "Adres bevestigd", "Adres al bevestigd"), ("fr", "Adresse confirmée", "Adresse déjà confirmée")])
def test_the_confirmation_page_is_the_sites_and_a_second_click_says_confirmed_already(
        mailing: Any, smtp: Any, lang: str, title: str, already: str) -> None:
    inbox, _ = smtp
    ann = mailing("Ann")
    ann.post("/api/me/email", json={"address": "ann@example.test", "language": lang}, headers=csrf(ann))
    send_mail(ann)
    (m,) = wait_for(lambda: inbox.to("ann@example.test"))
    shell = ann.get("/account").text
    for page, heading in ((ann.get(link(m, "/api/email/confirm")), title), (ann.get(link(m, "/api/email/confirm")),
                                                                          already)):
        assert page.status_code == 200 and page.headers["Cache-Control"] == "no-store"
        assert f'<html lang="{lang}">' in page.text and f'<h1 id="mail-link-title">{heading}</h1>' in page.text
        assert '<link rel="stylesheet" href="/static/style.css">' in page.text and \
            '<link rel="stylesheet" href="/static/style.css">' in shell  # the site's stylesheet
        assert '<header class="top"><a class="brand" href="/">' in page.text and 'id="mail-link-done"' in page.text
        assert "script" not in page.text and page.headers["Content-Security-Policy"].startswith("default-src 'self'")


def test_each_turn_of_a_correspondence_game_is_told_once_with_a_link_that_opens_it(mailing: Any,
                                                                                   smtp: Any) -> None:
    inbox, _ = smtp
    ann, bob = mailing("Ann"), mailing("Bob")
    confirmed(ann, inbox, "ann@example.test")
    confirmed(bob, inbox, "bob@example.test")
    g = correspondence(ann, bob)
    first = ann if ann.get(f"/api/games/{g['id']}").json()["current_seat"] == 0 else bob
    other = bob if first is ann else ann
    send_mail(ann)
    send_mail(ann)  # sent once, whatever the sweeps
    address = "ann@example.test" if first is ann else "bob@example.test"

    def told() -> list[Message]:
        return [m for m in inbox.to(address) if "turn" in m["Subject"]]
    wait_for(told)
    send_mail(ann)
    time.sleep(0.6)  # and a sweep of the server's own
    mine = told()
    assert len(mine) == 1
    path = link(mine[0], "/account?next=/games/")
    assert path == f"/account?next=/games/{g['id']}"  # through sign-in, back to the game
    m = mine[0]
    assert m["Date"] and m["Message-ID"] and m.get_content_type() == "multipart/alternative"
    opponent = "Bob" if first is ann else "Ann"
    assert opponent in m["Subject"] and "AMIGO 2002" in m["Subject"] and " UTC" in m["Subject"], m["Subject"]
    html = m.get_body(preferencelist=("html",))
    assert html is not None and f'href="http://testserver/account?next=/games/{g["id"]}"' in html.get_content()
    view = first.get(f"/api/games/{g['id']}").json()  # the link's page plays the account's seat, no token
    assert view["seat"] == view["current_seat"] and view["legal_actions"]
    play_until_other(first, g["id"])
    send_mail(ann)
    theirs = wait_for(lambda: [m for m in inbox.to("bob@example.test" if first is ann else "ann@example.test")
                               if "turn" in m["Subject"]])
    assert len(theirs) == 1 and other.get(f"/api/games/{g['id']}").json()["legal_actions"]


def test_a_digest_tells_several_turns_in_one_message(mailing: Any, smtp: Any) -> None:
    inbox, _ = smtp
    ann, bob = mailing("Ann"), mailing("Bob")
    confirmed(ann, inbox, "ann@example.test", mode="digest")
    games = [correspondence(ann, bob) for _ in range(2)]
    for g in games:  # make it Ann's turn at both tables
        if bob.get(f"/api/games/{g['id']}").json()["current_seat"] == 1:
            play_until_other(bob, g["id"])
    send_mail(ann)
    assert [m for m in inbox.to("ann@example.test") if "turn" in m["Subject"]] == []  # not before a day is over
    send_mail(ann, later=25 * HOUR)
    digests = wait_for(lambda: [m for m in inbox.to("ann@example.test") if "turn" in m["Subject"]])
    assert [m["Subject"] for m in digests] == ["Ogallala: your turn in 2 games"]
    assert len(digests) == 1
    assert all(f"/games/{g['id']}" in body(digests[0]) for g in games)


def test_the_unsubscribe_link_works_without_signing_in_and_stops_the_mail(mailing: Any, smtp: Any,
                                                                          db_url: str) -> None:
    inbox, _ = smtp
    ann, bob = mailing("Ann"), mailing("Bob")
    confirmed(ann, inbox, "ann@example.test")
    (m,) = inbox.to("ann@example.test")
    stranger = TestClient(ann.app)
    assert stranger.get("/api/email/unsubscribe?token=" + "f" * 48).status_code == 403
    r = stranger.get(link(m, "/api/email/unsubscribe"))
    assert r.status_code == 200 and "ann@example.test" in r.text
    assert ann.get("/api/me/email").json()["mode"] == "off"
    g = correspondence(ann, bob)
    if bob.get(f"/api/games/{g['id']}").json()["current_seat"] == 1:
        play_until_other(bob, g["id"])
    send_mail(ann)
    assert len(inbox.to("ann@example.test")) == 1  # nothing since
    assert all(m.hash not in link(m2, "/api/email/unsubscribe") for m in rows(db_url, unsubscribe_links)
               for m2 in inbox.messages)  # the links' tokens are kept hashed


def test_correspondence_is_among_accounts_and_capped(mailing: Any, smtp: Any) -> None:
    ann, bob = mailing("Ann"), mailing("Bob")
    r = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"}, {"kind": "human", "name": "X"}],
                                     "turn_seconds": HOUR}, headers=csrf(ann))
    assert r.status_code == 400 and r.json()["error"]["code"] == "accounts_only"
    correspondence(ann, bob)
    correspondence(ann, bob)
    r = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"},
                                                {"kind": "human", "username": "Bob"}],
                                      "turn_seconds": HOUR}, headers=csrf(ann))
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_correspondence"
    assert ann.post("/api/games", json={"seats": [{"kind": "human"}] * 2, "turn_seconds": 30}).status_code == 201


def test_deleting_the_account_forgets_the_address_at_once(mailing: Any, smtp: Any, db_url: str) -> None:
    inbox, _ = smtp
    ann = mailing("Ann")
    confirmed(ann, inbox, "ann@example.test")
    assert ann.post("/api/me/delete", json={"password": PASSWORD}, headers=csrf(ann)).status_code == 200
    assert rows(db_url, emails) == [] and rows(db_url, outbox) == [] and rows(db_url, unsubscribe_links) == []


def test_no_password_or_token_of_the_mail_is_logged(mailing: Any, smtp: Any, caplog: pytest.LogCaptureFixture) -> None:
    inbox, _ = smtp
    caplog.set_level("DEBUG")
    ann = mailing("Ann")
    confirmed(ann, inbox, "ann@example.test")
    token = link(inbox.messages[0], "/api/email/confirm").split("token=")[1]
    # the server's own logs (not the test's HTTP client's, nor the test SMTP server's)
    text = "\n".join(r.getMessage() for r in caplog.records if not r.name.startswith(("httpx", "mail.log")))
    assert "GET /api/email/confirm 200" in text  # the access log ran, without the query
    assert "s3cret-pw" not in text and token not in text
    assert "s3cret-pw" not in repr(ann.app.state.settings)


def test_three_timeouts_in_a_row_and_the_seat_goes_to_a_bot_for_good(make_client: Any) -> None:
    c = make_client(sweep_seconds=0.1)
    g = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"}], turn_seconds=1)

    def gone() -> bool:
        return bool(c.get(f"/api/games/{g['id']}").json()["seats"][0]["kind"] == "bot")
    wait_for(gone, timeout=30, every=0.2)
    log = c.get(f"/api/games/{g['id']}/log?limit=200").json()["entries"]
    clocks = [e for e in log if e.get("event") == "clock-expired" and e.get("seat") == 0]
    note = next(e for e in log if e.get("event") == "seat-to-bot")
    assert len(clocks) >= 3 and note["why"] == "timeouts" and note["name"] == "Ann"
    token = g["seats"][0]["token"]
    assert c.get(f"/api/games/{g['id']}", headers=bearer(token)).status_code == 403  # for good: the token is void


def test_no_turn_is_mailed_to_a_player_who_has_the_table_open(mailing: Any, smtp: Any) -> None:
    inbox, _ = smtp
    ann, bob = mailing("Ann"), mailing("Bob")
    confirmed(ann, inbox, "ann@example.test")
    confirmed(bob, inbox, "bob@example.test")
    g = correspondence(ann, bob)
    first = ann if ann.get(f"/api/games/{g['id']}").json()["current_seat"] == 0 else bob
    other, address = (bob, "bob@example.test") if first is ann else (ann, "ann@example.test")
    before = len([m for m in inbox.to(address) if "turn" in m["Subject"]])
    page = {"cookie": "; ".join(f"{k}={v}" for k, v in other.cookies.items()), "origin": "http://testserver"}
    with other.websocket_connect(f"/ws/games/{g['id']}", headers=page) as ws:  # the other's page is open
        ws.send_json({"type": "hello", "token": None})
        assert ws.receive_json()["view"]["seat"] is not None
        play_until_other(first, g["id"])
        send_mail(ann)
        time.sleep(0.6)
        assert len([m for m in inbox.to(address) if "turn" in m["Subject"]]) == before
