"""The JSON Schemas of the wire (ogallala.wire_schema): current in docs/schema/, and every view of seeded
games of every edition and player count fits the view's schema (docs/server.md, "The view")."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import ogallala
from ogallala.rules.editions import EDITIONS
from ogallala.view import View
from ogallala.wire_schema import SCHEMAS, messages_schema, schema_text, view_schema
from schematools import problems, validator

DOCS = Path(__file__).resolve().parents[1] / "docs" / "schema"
GAMES = 2  # seeded random games per edition and player count


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_the_schema_files_in_the_docs_are_what_the_definition_generates(name: str) -> None:
    """docs/schema/ is generated (python -m ogallala.wire_schema docs/schema): it cannot drift."""
    assert (DOCS / name).read_text(encoding="utf-8") == schema_text(name), \
        f"docs/schema/{name} is out of date: run python -m ogallala.wire_schema docs/schema"
    assert json.loads(schema_text(name)) == SCHEMAS[name]()


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_view_of_seeded_games_fits_the_view_schema(edition: str) -> None:
    """Every seat's and a spectator's view after every action (and at the start and once over), without
    events and, at the end, with them; as the server writes it (view_json) and as a typed view's to_json."""
    v = validator(view_schema())
    ed = EDITIONS[edition]
    seen: set[str] = set()
    finished = views = 0
    for players in range(ed.min_players, ed.max_players + 1):
        for seed in range(GAMES):
            game = ogallala.new_game(edition, players=players, seed=seed)
            rng = random.Random(f"{edition}-{players}-{seed}")
            while True:
                for seat in (None, *range(players)):
                    j = game.view_json(seat, events=False)
                    assert problems(v, j) == [], (players, seed, game.action_count, seat)
                    views += 1
                    if j["decision"]:
                        seen.update(m["verb"] for m in j["decision"]["legal_actions"])
                if game.is_over():
                    break
                game.apply(rng.choice(game.legal_actions()))
            finished += 1
            for seat in (None, *range(players)):
                assert problems(v, game.view_json(seat)) == []
                assert problems(v, game.view(seat).to_json()) == []
                assert problems(v, View.from_json(game.view_json(seat)).to_json()) == []
    assert finished == GAMES * (ed.max_players - ed.min_players + 1) and views > 1000
    assert {"place", "attack"} <= seen


def _view() -> dict[str, Any]:
    game = ogallala.new_game("amigo", players=3, seed=2)
    for _ in range(8):
        game.apply(game.legal_actions()[-1])
    return game.view_json(1)


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(version=1), "version"),
    (lambda d: d.update(colour="red"), "(top)"),
    (lambda d: d.pop("deck"), "(top)"),
    (lambda d: d["rivers"][0]["rows"].append([None, "dragon"]), "rivers/0/rows/"),
    (lambda d: d["rivers"][1]["boats"].append({"row": 0}), "rivers/1/boats"),
    (lambda d: d["piles"][0].update(size=-1), "piles/0/size"),
    (lambda d: d["deck"].update({"chief": 0}), "deck/chief"),
    (lambda d: d["decision"]["legal_actions"][0].update(verb="fly"), "decision/legal_actions/0/verb"),
    (lambda d: d["decision"].update(legal_actions=[]), "decision/legal_actions"),
    (lambda d: d["decision"]["flags"].update(todo="sleep"), "decision/flags/todo"),
    (lambda d: d.update(seat=7), "seat"),
    (lambda d: d.update(result={"reason": "tired", "ended_by": None, "scores": [], "winners": []}), "result"),
])
def test_the_view_schema_refuses_what_the_writer_never_writes(change: Any, where: str) -> None:
    v = validator(view_schema())
    data = _view()
    assert problems(v, data) == []
    change(data)
    found = problems(v, data)
    assert found and any(p.startswith(where) for p in found), found


def test_the_messages_schema_holds_the_view_and_both_ways_of_messages() -> None:
    schema = messages_schema()
    to_server, to_client = validator(schema, "from_client"), validator(schema, "from_server")
    for ok in ({"type": "hello", "token": None}, {"type": "hello", "token": "abc"}, {"type": "ping"},
               {"type": "action", "action": "draw 1", "seq": 0}):
        assert problems(to_server, ok) == []
    for bad in ({"type": "hello"}, {"type": "action", "action": 3, "seq": 0}, {"type": "dance"}):
        assert problems(to_server, bad)
    assert problems(to_client, {"type": "pong"}) == []
    assert problems(to_client, {"type": "error", "code": "stale_seq", "message": "..."}) == []
    assert problems(to_client, {"type": "error", "code": "illegal", "message": "...", "reason": "x"})  # no params
    assert problems(to_client, {"type": "view", "seq": 0, "view": _view()})  # the engine's view lacks the table's facts
