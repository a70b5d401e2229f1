"""The fan-out's messages: typed values that round-trip through JSON, and a malformed one is refused whole,
with a logged error naming the problem, without stopping the subscriber."""

from __future__ import annotations

import json
import logging
import secrets
from typing import Any

import pytest
import redis.asyncio as aioredis

from ogallala.web.realtime.fanout import RedisFanout
from ogallala.web.realtime.messages import (
    ActionCommitted,
    BadMessage,
    PresenceChanged,
    SyncMessage,
    TableChanged,
    from_json,
    to_json,
)
from ogallala.web.storage.rows import ActionRow, NoteRow
from web.test_fanout_redis import run_apart, until

ACTION = ActionCommitted(7, ActionRow(3, 1, "draw 2", "player", 1700000000.5), "running", 1700000030.0, None,
                         NoteRow(2, 4, {"event": "clock-expired", "seat": 1}, 1700000001.0))


@pytest.mark.parametrize("message", [ACTION, ActionCommitted(1, ActionRow(0, 0, "draw 1", "bot", 2.0), "over", None,
                                                             None), TableChanged(4), PresenceChanged()])
def test_a_message_round_trips_through_json_text(message: SyncMessage) -> None:
    assert from_json(json.loads(json.dumps(to_json(message)))) == message


def test_the_json_of_an_action_is_flat_as_other_processes_read_it() -> None:
    assert to_json(ACTION) == {
        "kind": "action", "version": 7, "seq": 3, "seat": 1, "action": "draw 2", "actor": "player",
        "at": 1700000000.5, "status": "running", "deadline": 1700000030.0, "bot_due": None,
        "note": {"n": 2, "seq": 4, "data": {"event": "clock-expired", "seat": 1}, "at": 1700000001.0}}


GOOD = to_json(ACTION)


@pytest.mark.parametrize(("obj", "problem"), [
    ([1, 2], "a message is a JSON object, not list"),
    ({"version": 3}, "unknown message kind None"),
    ({"kind": "moved"}, "unknown message kind 'moved'"),
    ({"kind": "changed"}, "'changed' message: 'version' is a whole number, not None"),
    ({"kind": "changed", "version": "3"}, "'version' is a whole number, not '3'"),
    ({**GOOD, "seat": "x"}, "'action' message: 'seat' is a whole number, not 'x'"),
    ({**GOOD, "seq": True}, "'seq' is a whole number, not True"),
    ({**GOOD, "seq": 1.5}, "'seq' is a whole number, not 1.5"),
    ({**GOOD, "action": None}, "'action' is a string, not None"),
    ({**GOOD, "at": "now"}, "'at' is a number, not 'now'"),
    ({**GOOD, "deadline": "soon"}, "'deadline' is a number or null, not 'soon'"),
    ({**GOOD, "status": "paused"}, "'status' is one of open, running, over, not 'paused'"),
    ({**GOOD, "note": [1]}, "'note' is null or an object with an object 'data'"),
    ({**GOOD, "note": {"n": 0, "seq": 1, "data": {}, "at": None}}, "note: 'at' is a number, not None"),
])
def test_a_malformed_message_is_refused_naming_the_problem(obj: Any, problem: str) -> None:
    with pytest.raises(BadMessage) as e:
        from_json(obj)
    assert problem in str(e.value)


def test_a_malformed_message_on_redis_is_logged_and_the_subscriber_goes_on(
        redis_url: str, caplog: pytest.LogCaptureFixture) -> None:
    async def run() -> list[SyncMessage]:
        got: list[SyncMessage] = []
        game = f"bad-{secrets.token_hex(4)}"

        async def handler(game_id: str, message: SyncMessage) -> None:
            if game_id == game:
                got.append(message)

        listener = RedisFanout(redis_url)
        sender = aioredis.Redis.from_url(redis_url)  # a bare client: only the listener logs
        await listener.start(handler)
        try:
            await listener.follow(game)  # returns once the subscription is in place
            channel = RedisFanout.PREFIX + "game:" + game
            await sender.publish(channel, "{not json")
            await sender.publish(channel, json.dumps({**GOOD, "seat": "x"}))
            await sender.publish(channel, json.dumps(to_json(TableChanged(9))))
            await until(lambda: bool(got))
            return got
        finally:
            await sender.aclose()
            await listener.close()

    with caplog.at_level(logging.ERROR, logger="ogallala.web"):
        assert run_apart(run) == [TableChanged(9)]
    refused = [r.getMessage() for r in caplog.records if r.getMessage().startswith("refused a fan-out message")]
    assert len(refused) == 2, refused
    assert "not JSON" in refused[0]
    assert "'seat' is a whole number, not 'x'" in refused[1]
