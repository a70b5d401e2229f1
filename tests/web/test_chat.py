"""Table chat (docs/server.md, "Chat"): the seated write and read the players' channel over the table's
WebSocket, spectators read it where the table allows and have their own; the text stays text; length,
control characters and rate are limited; the creator switches it; reports; a deleted author."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from ogallala.web.accounts.routes import COOKIE
from ogallala.web.accounts.service import username_key
from ogallala.web.realtime.messages import ChatPosted, ChatSwitched, from_json, to_json
from ogallala.web.tables.chat import MAX_CHARS, PER_WINDOW, REPORTS_PER_HOUR, check_text
from ogallala.wire_schema import messages_schema
from schematools import problems, validator
from web.test_account_seats import create_as, make, signed_in  # noqa: F401  (make: a fixture)
from web.test_accounts import PASSWORD, csrf
from web.webtools import bearer, create, on_app_loop, receive

FROM_SERVER = validator(messages_schema(), "from_server")
FROM_CLIENT = validator(messages_schema(), "from_client")
TRICKY = "gg <b>x</b> <script>alert(1)</script> \u202eevil\u202c &amp;"


def send(ws: Any, msg: dict[str, Any], check: bool = True) -> None:
    """Send ``msg`` (``check``: one that fits the messages' schema, as a well-behaved client's do)."""
    assert not check or problems(FROM_CLIENT, msg) == [], msg
    ws.send_text(json.dumps(msg))


def until(ws: Any, kind: str, tries: int = 40) -> dict[str, Any]:
    """The next message of ``kind`` (each message on the way checked against the messages' schema)."""
    for _ in range(tries):
        msg = receive(ws)
        assert problems(FROM_SERVER, msg) == [], msg
        if msg["type"] == kind:
            return msg
    raise AssertionError(f"no {kind} message")


def join(ws: Any, token: str | None) -> dict[str, Any]:
    """Say hello with ``token`` and join the chat: the chat so far."""
    send(ws, {"type": "hello", "token": token})
    until(ws, "view")
    send(ws, {"type": "chat-join"})
    return until(ws, "chat-history")


def say(ws: Any, text: str | None = None, preset: str | None = None, check: bool = True) -> None:
    send(ws, {"type": "chat", **({"text": text} if text is not None else {}), **({"preset": preset} if preset else {})},
         check)


def refused(ws: Any, code: str) -> str:
    msg = until(ws, "error")
    assert msg["code"] == code, msg
    return str(msg["message"])


@pytest.fixture
def chat_client(make_client: Any) -> Any:
    return make_client(allow_seed=True, ws_messages_per_second=0)


def test_a_seated_player_writes_and_the_other_seat_and_a_spectator_read_it_as_text(chat_client: Any) -> None:
    c = chat_client
    g = create(c, [{"kind": "human", "name": "<i>Ann</i>"}, {"kind": "human", "name": "Bob"}], seed=3)
    ann_t, bob_t = g["seats"][0]["token"], g["seats"][1]["token"]
    with c.websocket_connect(f"/ws/games/{g['id']}") as ann, c.websocket_connect(f"/ws/games/{g['id']}") as bob, \
            c.websocket_connect(f"/ws/games/{g['id']}") as watcher:
        first = join(ann, ann_t)
        assert first["messages"] == [] and first["enabled"] and first["channel"] == "players"
        assert join(bob, bob_t)["channel"] == "players"
        assert join(watcher, None)["channel"] is None  # a spectator not signed in only reads
        say(ann, "  " + TRICKY + "  ")
        got = until(bob, "chat")["message"]
        assert got["text"] == TRICKY and got["name"] == "<i>Ann</i>" and got["seat"] == 0
        assert got["channel"] == "players" and got["preset"] is None
        assert until(watcher, "chat")["message"] == got  # the table lets spectators read by default
        assert until(ann, "chat")["message"] == got  # the writer's own socket hears it too
        say(bob, preset="well_played")
        assert until(ann, "chat")["message"]["preset"] == "well_played"
    # a reload (a new socket) is sent the chat so far, as stored: the same text
    with c.websocket_connect(f"/ws/games/{g['id']}") as again:
        history = join(again, bob_t)["messages"]
    assert [(m["name"], m["text"], m["preset"]) for m in history] == [("<i>Ann</i>", TRICKY, None),
                                                                     ("Bob", "", "well_played")]


def test_a_socket_that_does_not_join_hears_no_chat(chat_client: Any) -> None:
    c = chat_client
    g = create(c, seed=3)
    with c.websocket_connect(f"/ws/games/{g['id']}") as ann, c.websocket_connect(f"/ws/games/{g['id']}") as bob:
        join(ann, g["seats"][0]["token"])
        send(bob, {"type": "hello", "token": g["seats"][1]["token"]})
        until(bob, "view")
        say(ann, "hello")
        until(ann, "chat")
        send(bob, {"type": "ping"})
        assert until(bob, "pong")  # a remote bot (or any client) that never joined is sent no chat


def test_spectators_have_their_own_channel_and_write_only_signed_in(make: Any) -> None:  # noqa: F811
    ann_c = signed_in(make, "Ann")
    g = create_as(ann_c, [{"kind": "human", "username": "Ann"}, {"kind": "human", "name": "Bob"}], seed=3)
    eve = signed_in(make, "Eve")
    cookie = {"cookie": f"{COOKIE}={eve.cookies[COOKIE]}", "origin": "http://testserver"}
    anon = make()
    bob_t = g["seats"][1]["token"]
    with eve.websocket_connect(f"/ws/games/{g['id']}", headers=cookie) as ev, \
            anon.websocket_connect(f"/ws/games/{g['id']}") as stranger, \
            ann_c.websocket_connect(f"/ws/games/{g['id']}") as bob:
        assert join(ev, None)["channel"] == "spectators"
        assert join(stranger, None)["channel"] is None
        join(bob, bob_t)
        say(stranger, "let me in")
        assert "signed in" in refused(stranger, "chat_forbidden")
        say(ev, "Ann should shoot")
        m = until(ev, "chat")["message"]
        assert (m["channel"], m["name"], m["seat"]) == ("spectators", "Eve", None)
        assert until(stranger, "chat")["message"] == m  # spectators read their channel
        say(bob, "hi")
        assert until(bob, "chat")["message"]["text"] == "hi"  # the players never got Eve's message
        assert until(ev, "chat")["message"]["text"] == "hi"
    with ann_c.websocket_connect(f"/ws/games/{g['id']}") as again:
        assert [m["text"] for m in join(again, bob_t)["messages"]] == ["hi"]


def test_the_creator_turns_the_chat_off_and_spectators_reading(chat_client: Any) -> None:
    c = chat_client
    g = create(c, seed=3)
    ann_t = g["seats"][0]["token"]
    path = f"/api/games/{g['id']}/chat"
    assert c.get(path).json() == {"enabled": True, "spectators_read": True}
    body = {"enabled": True, "spectators_read": False}
    assert c.put(path, json=body).status_code == 403
    assert c.put(path, json=body, headers=bearer(ann_t)).json()["error"]["code"] == "forbidden"  # a seat is no creator
    assert c.put("/api/games/nothing/chat", json=body, headers=bearer(g["creator_token"])).status_code == 404
    with c.websocket_connect(f"/ws/games/{g['id']}") as ann, c.websocket_connect(f"/ws/games/{g['id']}") as watcher:
        join(ann, ann_t)
        join(watcher, None)
        say(ann, "before")
        until(watcher, "chat")
        r = c.put(path, json=body, headers=bearer(g["creator_token"]))
        assert r.status_code == 200 and r.json() == body
        shown = until(watcher, "chat-history")  # every socket is sent the chat again
        assert shown["messages"] == [] and not shown["spectators_read"]
        assert [m["text"] for m in until(ann, "chat-history")["messages"]] == ["before"]
        say(ann, "secret")
        assert until(ann, "chat")["message"]["text"] == "secret"
        send(watcher, {"type": "ping"})
        assert until(watcher, "pong")  # no chat message came before it
        c.put(path, json={"enabled": False, "spectators_read": True}, headers=bearer(g["creator_token"]))
        off = until(ann, "chat-history")
        assert off == {"type": "chat-history", "enabled": False, "spectators_read": True, "channel": None,
                       "messages": []}
        assert until(watcher, "chat-history")["messages"] == []
        say(ann, "anyone?")
        assert "turned its chat off" in refused(ann, "chat_off")
        c.put(path, json={"enabled": True, "spectators_read": True}, headers=bearer(g["creator_token"]))
        assert [m["text"] for m in until(watcher, "chat-history")["messages"]] == ["before", "secret"]


def test_a_seat_handed_to_a_bot_no_longer_reads_the_players_channel(chat_client: Any) -> None:
    """A person who left (their seat now a bot's) keeps the table's page open: the socket follows on as a
    spectator's, so where spectators do not read the players' channel it hears no more of it."""
    c = chat_client
    g = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"},
                   {"kind": "human", "name": "Cyd"}], seed=3)
    ann_t, bob_t = g["seats"][0]["token"], g["seats"][1]["token"]
    c.put(f"/api/games/{g['id']}/chat", json={"enabled": True, "spectators_read": False},
          headers=bearer(g["creator_token"]))
    with c.websocket_connect(f"/ws/games/{g['id']}") as ann, c.websocket_connect(f"/ws/games/{g['id']}") as bob:
        join(ann, ann_t)
        assert join(bob, bob_t)["channel"] == "players"
        say(ann, "before")
        assert until(bob, "chat")["message"]["text"] == "before"
        assert until(ann, "chat")["message"]["text"] == "before"
        r = c.post(f"/api/games/{g['id']}/seats/1/leave", headers=bearer(bob_t))
        assert r.status_code == 200 and r.json()["kind"] == "bot"
        for _ in range(40):  # the view after the change: Bob's socket now sees the table as a spectator
            msg = until(bob, "view")
            if msg["view"]["seats"][1]["kind"] == "bot":
                break
        assert msg["view"]["seat"] is None, msg["view"]["seat"]
        say(ann, "after")
        assert until(ann, "chat")["message"]["text"] == "after"
        send(bob, {"type": "ping"})
        assert until(bob, "pong")  # no chat message came before it
        say(bob, "still here?")
        assert refused(bob, "chat_forbidden")


def test_length_control_characters_phrases_and_rate_are_limited(chat_client: Any) -> None:
    c = chat_client
    g = create(c, seed=3)
    with c.websocket_connect(f"/ws/games/{g['id']}") as ann:
        join(ann, g["seats"][0]["token"])
        say(ann, "x" * (MAX_CHARS + 1), check=False)
        assert f"at most {MAX_CHARS} characters" in refused(ann, "bad_chat")
        say(ann, "ring\u0007")
        assert "U+0007" in refused(ann, "bad_chat")
        say(ann, "two\nlines")
        assert "U+000A" in refused(ann, "bad_chat")
        say(ann, "   ")
        refused(ann, "bad_chat")
        say(ann, preset="<b>")
        refused(ann, "bad_chat")
        send(ann, {"type": "chat", "text": 5}, check=False)
        refused(ann, "bad_chat")
        for k in range(PER_WINDOW):
            say(ann, "x" * MAX_CHARS if k == 0 else f"message {k}")
            until(ann, "chat")
        say(ann, "one more")
        assert "wait a moment" in refused(ann, "chat_too_fast")
    assert check_text(" \u202eabc ") == "\u202eabc"  # a direction override is text, shown isolated


def test_a_stranger_a_bot_seat_and_another_tables_token_cannot_write(chat_client: Any) -> None:
    c = chat_client
    g = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "remote-bot", "name": "prog"}], seed=3)
    other = create(c, seed=4)
    with c.websocket_connect(f"/ws/games/{g['id']}") as ws:
        send(ws, {"type": "hello", "token": other["seats"][0]["token"]})
        assert until(ws, "error")["code"] == "forbidden"  # the socket is refused at hello: it never writes
    with c.websocket_connect(f"/ws/games/{g['id']}") as prog:
        assert join(prog, g["seats"][1]["token"])["channel"] is None
        say(prog, "beep")
        assert "bots do not chat" in refused(prog, "chat_forbidden")
    with c.websocket_connect(f"/ws/games/{g['id']}") as stranger:
        join(stranger, None)
        say(stranger, "hi")
        refused(stranger, "chat_forbidden")
    with c.websocket_connect(f"/ws/games/{g['id']}") as ann:
        assert join(ann, g["seats"][0]["token"])["messages"] == []


def test_a_reader_reports_a_message_for_the_operator(chat_client: Any, caplog: pytest.LogCaptureFixture,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ogallala.web.tables.chat.PER_WINDOW", 100)  # Ann writes more than the reports allow
    c = chat_client
    g = create(c, seed=3)
    other = create(c, seed=4)
    repo = c.app.state.service.chat.repo
    with c.websocket_connect(f"/ws/games/{g['id']}") as ann, c.websocket_connect(f"/ws/games/{g['id']}") as bob, \
            c.websocket_connect(f"/ws/games/{other['id']}") as elsewhere, \
            c.websocket_connect(f"/ws/games/{g['id']}") as watcher:
        join(ann, g["seats"][0]["token"])
        join(bob, g["seats"][1]["token"])
        join(elsewhere, other["seats"][0]["token"])
        join(watcher, None)
        say(ann, "rude words")
        n = until(bob, "chat")["message"]["id"]
        with caplog.at_level(logging.WARNING, logger="ogallala.chat"):
            send(bob, {"type": "chat-report", "id": n})
            assert until(bob, "chat-reported") == {"type": "chat-reported", "id": n}
            send(bob, {"type": "chat-report", "id": n})  # twice: one report
            until(bob, "chat-reported")
        assert [r.getMessage() for r in caplog.records] == [
            f"chat message {n} of game {g['id']} was reported (by a player)"]
        reported = repo.reported()
        assert [(row.id, row.text, count) for row, count, _ in reported] == [(n, "rude words", 1)]
        send(elsewhere, {"type": "chat-report", "id": n})  # a message of another table
        refused(elsewhere, "no_chat_message")
        send(watcher, {"type": "chat-report", "id": n})  # reads it, but has neither seat nor account
        refused(watcher, "chat_forbidden")
        send(bob, {"type": "chat-report", "id": "x"}, check=False)
        refused(bob, "bad_chat")
        for _ in range(REPORTS_PER_HOUR - 1):
            say(ann, "more")
            send(bob, {"type": "chat-report", "id": until(bob, "chat")["message"]["id"]})
            until(bob, "chat-reported")
        say(ann, "even more")
        send(bob, {"type": "chat-report", "id": until(bob, "chat")["message"]["id"]})
        assert "reports an hour" in refused(bob, "chat_too_fast")


def test_an_accounts_messages_are_in_its_export_and_forgotten_at_deletion(make: Any) -> None:  # noqa: F811
    ann_c = signed_in(make, "Ann")
    g = create_as(ann_c, [{"kind": "human", "username": "Ann"}, {"kind": "human", "name": "Bob"}], seed=3)
    cookie = {"cookie": f"{COOKIE}={ann_c.cookies[COOKIE]}", "origin": "http://testserver"}
    with ann_c.websocket_connect(f"/ws/games/{g['id']}", headers=cookie) as ann:
        assert join(ann, None)["channel"] == "players"  # the account's seat, by its session
        say(ann, "hello from Ann")
        assert until(ann, "chat")["message"]["name"] == "Ann"
    data = ann_c.get("/api/me/data").json()
    assert [(m["game"], m["text"], m["name"]) for m in data["chat"]] == [(g["id"], "hello from Ann", "Ann")]
    found = ann_c.app.state.service.db.accounts.by_key(username_key("Ann"))
    assert found is not None
    account = found.id
    chat = ann_c.app.state.service.chat
    deleted = ann_c.post("/api/me/delete", json={"password": PASSWORD}, headers=csrf(ann_c))  # forgets the author
    assert deleted.status_code == 200, deleted.text
    assert on_app_loop(ann_c, chat.forget_author(account)) == 0  # nothing of hers is left to forget
    with ann_c.websocket_connect(f"/ws/games/{g['id']}") as bob:
        history = join(bob, g["seats"][1]["token"])["messages"]
    assert [(m["name"], m["text"]) for m in history] == [("deleted player", "hello from Ann")]
    assert on_app_loop(ann_c, chat.export(account)) == []


def test_chat_messages_between_processes_keep_their_fields() -> None:
    m = ChatPosted("players", True, '{"type": "chat"}')
    assert from_json(to_json(m)) == m and from_json(to_json(ChatSwitched())) == ChatSwitched()
    with pytest.raises(ValueError, match="'channel' is players or spectators"):
        from_json({"kind": "chat", "channel": "all", "spectators": True, "text": ""})


def test_a_message_through_one_process_reaches_a_socket_of_the_other(pg_url: str, redis_url: str) -> None:
    """Two server processes on one PostgreSQL database with Redis: Ann writes through one, Bob reads on the
    other at once, and a switch made through one sends the other's sockets the chat again."""
    from ogallala.web import create_app
    from web.webtools import TestClient, settings_for

    a = TestClient(create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True, ws_messages_per_second=0)))
    b = TestClient(create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True, ws_messages_per_second=0)))
    with a, b:
        g = create(a, seed=3)
        with a.websocket_connect(f"/ws/games/{g['id']}") as ann, b.websocket_connect(f"/ws/games/{g['id']}") as bob:
            join(ann, g["seats"][0]["token"])
            join(bob, g["seats"][1]["token"])
            say(ann, TRICKY)
            m = until(bob, "chat")["message"]
            assert (m["name"], m["text"]) == ("Ann", TRICKY)
            a.put(f"/api/games/{g['id']}/chat", json={"enabled": False, "spectators_read": False},
                  headers=bearer(g["creator_token"]))
            assert until(bob, "chat-history")["enabled"] is False
            say(bob, "hello?")
            refused(bob, "chat_off")
