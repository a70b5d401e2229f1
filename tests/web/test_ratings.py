"""Ratings (docs/server.md, "Ratings"): a finished rated table updates the openskill rating per edition
of its accounts and bot levels, once; ranks by final score with ties shared and leavers last; the
leaderboard, profiles and a table's ratings."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

import pytest
from sqlalchemy import create_engine, delete, select

from ogallala.web.players.ratings import PROVISIONAL_SIGMA, placings
from ogallala.web.storage.rows import SeatRow
from ogallala.web.storage.schema import rating_history, ratings
from web.test_account_seats import create_as, make, signed_in  # noqa: F401  (make is a fixture)
from web.test_accounts import PASSWORD, csrf
from web.webtools import on_app_loop, wait_for


def play_out(client: Any, game_id: str, timeout: float = 120) -> dict[str, Any]:
    """Play the signed-in player's seat (its first legal action each time) until the game is over."""
    deadline = time.time() + timeout
    while True:
        view = client.get(f"/api/games/{game_id}").json()
        if view["over"]:
            rated(client, game_id)
            return dict(view)
        assert time.time() < deadline
        if view["legal_actions"]:
            client.post(f"/api/games/{game_id}/actions", json={"action": view["legal_actions"][0],
                                                               "seq": view["seq"]}, headers=csrf(client))
        else:
            time.sleep(0.01)


def wait_over(client: Any, game_id: str, timeout: float = 120) -> None:
    deadline = time.time() + timeout
    while client.get(f"/api/games/{game_id}").json()["status"] != "over":
        assert time.time() < deadline
        time.sleep(0.05)
    rated(client, game_id)


def rated(client: Any, game_id: str) -> None:
    """Wait until the bot turn that may have made the game's last action is done: the game is rated right
    after that action is committed, which the view may show first."""
    table = client.app.state.service.store.held(game_id)
    wait_for(lambda: table is None or table.bot_task is None or table.bot_task.done(), timeout=10)


def rows(db_url: str, table: Any) -> list[Any]:
    engine = create_engine(db_url.replace("postgresql://", "postgresql+psycopg://"))
    try:
        with engine.connect() as conn:
            return list(conn.execute(select(table)))
    finally:
        engine.dispose()


def _fake(seats: list[SeatRow], scores: list[int]) -> Any:
    return SimpleNamespace(seats=seats, game=SimpleNamespace(outcome=lambda: SimpleNamespace(scores=scores)))


def test_ranks_follow_the_scores_ties_share_and_who_left_is_last() -> None:
    seats = [SeatRow(0, "human", "Ann", None, None, "a"), SeatRow(1, "bot", "medium bot", "medium"),
             SeatRow(2, "human", "Bob", None, None, "b"), SeatRow(3, "bot", "medium bot", "medium", None, "c")]
    got = placings(_fake(seats, [30, 41, 30, 99]))  # Cy left (a bot plays on): last, whatever the score
    assert got is not None
    assert [(p.subject, p.rank, p.won) for p in got] == [
        ("account:a", 2, False), ("bot:medium", 1, True), ("account:b", 2, False), ("account:c", 4, False)]
    anonymous = [SeatRow(0, "human", "Ann"), SeatRow(1, "bot", "easy bot", "easy")]
    assert placings(_fake(anonymous, [1, 2])) is None


def test_a_rated_game_rates_the_player_and_the_bots_once(make: Any, db_url: str) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"},
                        {"kind": "bot", "level": "easy"}])
    end = play_out(ann, g["id"])
    profile = ann.get("/api/players/Ann").json()
    (amigo,) = profile["ratings"]
    assert amigo["edition"] == "amigo" and amigo["games"] == 1 and amigo["sigma"] < 25 / 3
    assert amigo["provisional"] is (amigo["sigma"] > PROVISIONAL_SIGMA)
    (point,) = profile["history"]
    ann_score = end["scores"][0]
    assert point["game_id"] == g["id"] and point["score"] == ann_score and point["players"] == 3
    assert point["rank"] == 1 + sum(1 for s in end["scores"] if s > ann_score)
    if point["rank"] == 1 and end["scores"].count(ann_score) == 1:
        assert amigo["rating"] > 1500  # won alone: up
    if point["rank"] == 3:
        assert amigo["rating"] < 1500  # last: down
    assert profile["played"] == {"amigo": {"3": {"played": 1, "won": int(point["rank"] == 1)}}}
    board = ann.get("/api/leaderboard?edition=amigo").json()["players"]
    assert {(x["username"], x["bot"]) for x in board} == {("Ann", None), (None, "easy")}
    assert [x["rank"] for x in board] == [1, 2]
    easy = next(x for x in board if x["bot"] == "easy")
    assert easy["games"] == 1  # one game, though at two seats
    at_table = {x["seat"]: x["rating"] for x in ann.get(f"/api/games/{g['id']}/ratings").json()}
    assert at_table[0] == amigo["rating"] and at_table[1] == at_table[2] == easy["rating"]
    (listed,) = [x for x in ann.get("/api/games?status=over").json()["games"] if x["id"] == g["id"]]
    assert [(x["rating"], x["provisional"]) for x in listed["seats"]] == [
        (amigo["rating"], amigo["provisional"]), (easy["rating"], True), (easy["rating"], True)]  # the lobby's
    data = ann.get("/api/me/data").json()  # the data download holds the game and the rating
    assert [(x["id"], x["my_seats"], x["rated"]) for x in data["games"]] == [(g["id"], [0], True)]
    assert [x["rating"] for x in data["ratings"]] == [amigo["rating"]]
    assert [x["game_id"] for x in data["rating_history"]] == [g["id"]]
    assert len(rows(db_url, rating_history)) == 2
    svc = ann.app.state.service
    table = on_app_loop(ann, svc.store.get(g["id"]))
    assert on_app_loop(ann, ann.app.state.ratings.rate(table)) is False  # never twice
    assert len(rows(db_url, rating_history)) == 2


def test_who_leaves_a_rated_game_finishes_last(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    assert ann.post(f"/api/games/{g['id']}/seats/0/leave", headers=csrf(ann)).status_code == 200
    wait_over(ann, g["id"])
    (point,) = ann.get("/api/players/Ann").json()["history"]
    assert point["rank"] == 2
    easy = ann.get("/api/leaderboard?edition=amigo").json()["players"][0]
    assert easy["bot"] == "easy" and easy["wins"] == 1


def test_an_unrated_game_changes_no_rating(make: Any, db_url: str) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}], seed=4)
    assert ann.post(f"/api/games/{g['id']}/seats/0/leave", headers=csrf(ann)).status_code == 200
    wait_over(ann, g["id"])
    assert rows(db_url, ratings) == [] and ann.get("/api/players/Ann").json()["ratings"] == []


def test_a_rating_cut_off_is_caught_up_by_the_sweeper(make: Any, db_url: str) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    ann.post(f"/api/games/{g['id']}/seats/0/leave", headers=csrf(ann))
    wait_over(ann, g["id"])
    engine = create_engine(db_url.replace("postgresql://", "postgresql+psycopg://"))
    with engine.begin() as conn:  # as if the process stopped between the last action and the rating
        conn.execute(delete(rating_history))
        conn.execute(delete(ratings))
    engine.dispose()
    on_app_loop(ann, ann.app.state.ratings.catch_up(time.time()))
    assert len(rows(db_url, rating_history)) == 2


def test_a_player_may_hide_their_games_but_not_their_rating(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    ann.post(f"/api/games/{g['id']}/seats/0/leave", headers=csrf(ann))
    wait_over(ann, g["id"])
    assert ann.post("/api/me/settings", json={"hide_games": True}).status_code == 403  # CSRF
    assert ann.post("/api/me/settings", json={"hide_games": True}, headers=csrf(ann)).status_code == 204
    other = make()
    seen = other.get("/api/players/ann").json()
    assert seen["recent"] is None and seen["ratings"][0]["games"] == 1
    assert ann.get("/api/players/Ann").json()["recent"][0]["game_id"] == g["id"]  # the player sees them
    assert other.get("/api/players/Nobody").status_code == 404


def test_a_deleted_account_leaves_the_leaderboard(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    ann.post(f"/api/games/{g['id']}/seats/0/leave", headers=csrf(ann))
    wait_over(ann, g["id"])
    assert ann.post("/api/me/delete", json={"password": PASSWORD}, headers=csrf(ann)).status_code == 200
    board = make().get("/api/leaderboard?edition=amigo").json()["players"]
    assert [x["bot"] for x in board] == ["easy"]


@pytest.mark.parametrize("edition", ["nope", ""])
def test_the_leaderboard_names_a_known_edition(make: Any, edition: str) -> None:  # noqa: F811
    assert make().get(f"/api/leaderboard?edition={edition}").status_code == 422
