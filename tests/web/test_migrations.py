"""A database made by an earlier schema upgrades in place, its games intact (on SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import random
import time
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import inspect, text

import ogallala
from ogallala.web import create_app
from ogallala.web.storage.db import MIGRATIONS, make_engine
from web.webtools import TestClient, settings_for


def _at_revision(url: str, revision: str) -> None:
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            cfg = Config()
            cfg.set_main_option("script_location", str(MIGRATIONS))
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, revision)
    finally:
        engine.dispose()


def test_a_database_of_the_first_schema_upgrades_with_its_games_intact(db_url: str) -> None:
    _at_revision(db_url, "0001")
    game = ogallala.new_game("amigo", players=3, seed=11)
    rng = random.Random(11)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    history = [str(a) for a in game.history]
    seats_of = []
    replayed = ogallala.new_game("amigo", players=3, seed=11)
    for a in history:
        seats_of.append(replayed.current_seat)
        replayed.apply(a)
    now = time.time()
    engine = make_engine(db_url)
    with engine.begin() as conn:  # the rows as the first schema's server wrote them
        conn.execute(text(
            "INSERT INTO games (id, edition, variants, players, seed, start, deck, status, seq, version, "
            "turn_seconds, deadline, bot_due, creator_hash, rematch_of, rematch, created, updated) VALUES "
            "('old-game', 'amigo', '[]', 3, 11, NULL, NULL, 'over', :seq, :seq, NULL, NULL, NULL, :h, NULL, NULL, "
            ":now, :now)"), {"seq": len(history), "h": "0" * 64, "now": now})
        for n, name in enumerate(("Ann", "Bob", "Cy")):
            conn.execute(text("INSERT INTO seats (game_id, seat, kind, name, level, token_hash) "
                              "VALUES ('old-game', :n, 'human', :name, NULL, :h)"),
                         {"n": n, "name": name, "h": "1" * 64})
        for i, (a, s) in enumerate(zip(history, seats_of, strict=True)):
            conn.execute(text("INSERT INTO actions (game_id, seq, seat, action, actor, at) "
                              "VALUES ('old-game', :i, :s, :a, 'player', :now)"), {"i": i, "s": s, "a": a, "now": now})
    tables_before = set(inspect(engine).get_table_names())
    engine.dispose()
    assert "accounts" not in tables_before

    with TestClient(create_app(settings_for(db_url))) as client:  # the server migrates as it starts
        got = client.get("/api/games/old-game/record")
        assert got.status_code == 200, got.text
        record: dict[str, Any] = got.json()
        assert record["actions"] == history
        assert [s["name"] for s in record["table"]["seats"]] == ["Ann", "Bob", "Cy"]
        view = client.get("/api/games/old-game").json()
        assert view["over"] and view["scores"] == list(game.outcome().scores)
        r = client.post("/api/accounts", json={"username": "Ann", "password": "correct horse battery"})
        assert r.status_code == 201  # the new tables are there
    engine = make_engine(db_url)
    try:
        assert {"accounts", "sessions"} <= set(inspect(engine).get_table_names())
        with engine.connect() as conn:
            assert json.loads(conn.execute(text("SELECT variants FROM games WHERE id='old-game'")).scalar()) == []
    finally:
        engine.dispose()
