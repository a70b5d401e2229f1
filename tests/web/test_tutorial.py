"""The guided first game's lessons (issue "The table, second edition", feature 4): each is a position of a
real game judged by the engine, stored in ``web/learning/data/tutorial.json`` and found again from seeded games;
the server deals a lesson's table from its own position (no ``--allow-seed``), unrated, with two bots."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ogallala import load_position
from ogallala.i18n import LANGUAGES, table
from ogallala.web.learning import tutorial
from web.webtools import bearer

DATA = Path(tutorial.__file__).parent / tutorial.DATA


def test_the_stored_lessons_are_the_ones_the_engine_finds_again() -> None:
    """A rules change that moves a lesson fails here: ``python make_data/make_tutorial.py`` writes them anew."""
    stored = json.loads(DATA.read_text())
    assert stored["lessons"] == tutorial.find(), "run: python make_data/make_tutorial.py"


@pytest.mark.parametrize("lesson", tutorial.lessons(), ids=lambda x: x.id)
def test_each_lesson_teaches_by_the_engines_judgement(lesson: tutorial.Stored) -> None:
    game = load_position(lesson.position)
    legal = {str(a) for a in game.legal_actions()}
    assert game.current_seat == 0 and set(lesson.accept) <= legal
    assert list(lesson.accept) == tutorial.check(lesson)
    if lesson.id == "complete":  # every accepted move completes a boat, and no other does
        for a in legal:
            g = game.copy()
            n = g.event_count
            g.apply(a)
            assert (a in lesson.accept) == any(e["event"] == "complete" for e in g.events_since(n)), a
    if lesson.id in ("stop", "build", "complete", "shift", "attack", "end"):
        assert legal - set(lesson.accept), "a lesson with a choice has a wrong move to explain"


def test_every_lesson_has_its_words_in_every_language() -> None:
    words = table("tutorial")
    for lesson in tutorial.lessons():
        for part in ("title", "do", "wrong", "done"):
            assert set(words[f"{lesson.id}_{part}"]) == set(LANGUAGES), (lesson.id, part)


def test_the_lessons_and_a_lessons_table_without_allow_seed(make_client: Any) -> None:
    client = make_client(allow_seed=False)
    r = client.get("/api/tutorial")
    assert r.status_code == 200
    listed = r.json()
    assert listed["edition"] == "amigo"
    assert [x["id"] for x in listed["lessons"]] == [x.id for x in tutorial.lessons()]
    assert listed["lessons"][0]["accept"] == list(tutorial.lessons()[0].accept)
    # a client's own position is refused on this server, but a lesson is the server's own
    assert client.post("/api/games", json={"seats": [{"kind": "human"}, {"kind": "bot"}],
                                           "position": tutorial.lesson("draw").position}).status_code == 403
    r = client.post("/api/tutorial/complete", json={"name": "Ann"})
    assert r.status_code == 201, r.text
    made = r.json()
    assert (made["seats"][0]["kind"], made["seats"][0]["name"]) == ("human", "Ann")
    assert [s["kind"] for s in made["seats"]] == ["human", "bot", "bot"]
    token = made["seats"][0]["token"]
    view = client.get(f"/api/games/{made['id']}", headers=bearer(token)).json()
    assert view["decision"]["seat"] == 0 and view["decision"]["phase"] == "place"
    assert {a["text"] for a in view["decision"]["legal_actions"]} >= set(tutorial.lesson("complete").accept)
    move = tutorial.lesson("complete").accept[0]
    r = client.post(f"/api/games/{made['id']}/actions", json={"action": move, "seq": view["seq"]},
                    headers=bearer(token))
    assert r.status_code == 200, r.text
    log = client.get(f"/api/games/{made['id']}/log").json()["entries"]
    assert any(e["event"] == "complete" for e in log)


def test_a_lesson_that_does_not_exist_or_a_bad_request(make_client: Any) -> None:
    client = make_client(allow_seed=False)
    r = client.post("/api/tutorial/nothing", json={})
    assert r.status_code == 404 and r.json()["error"]["code"] == "no_lesson"
    assert "nothing" in r.json()["error"]["message"]
    assert client.post("/api/tutorial/DRAW", json={}).status_code == 422  # not an id
    assert client.post("/api/tutorial/draw", json={"name": "x" * 65}).status_code == 422
    assert client.post("/api/tutorial/draw", json={"seat": 2}).status_code == 422  # unknown field


def test_a_lessons_table_is_not_in_the_lobby(make_client: Any) -> None:
    client = make_client(allow_seed=False)
    lesson = client.post("/api/tutorial/draw", json={}).json()
    other = client.post("/api/games", json={"seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}]}).json()
    listed = {g["id"] for g in client.get("/api/games?limit=100").json()["games"]}
    assert other["id"] in listed and lesson["id"] not in listed


def test_the_raid_lesson_teaches_a_raid_the_hint_advises_and_that_wins_booty() -> None:
    """The raid lesson's right move is the Hint's own (with every seed asked), and after it the learner
    places booty, as the lesson's words say."""
    stored = tutorial.lesson("attack")
    game = load_position(stored.position)
    for action in stored.accept:
        assert tutorial._advised(game, action)
        after = game.copy()
        after.apply(action)
        assert after.current_seat == 0 and after.phase == "loot"
