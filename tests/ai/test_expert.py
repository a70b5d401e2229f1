"""The ``expert`` level: its shipped weights, its settings per table, determinism and honesty."""

from __future__ import annotations

import hashlib
import json
import random
from importlib import resources

import pytest

import ogallala
from conftest import hidden_twin, random_states
from ogallala.ai import LEVELS, Budget, hint, make_bot
from ogallala.ai.evaluate import Weights
from ogallala.ai.expert import WEIGHTS_FILE, WEIGHTS_SHA256, ExpertBot, table_settings, weights_table
from ogallala.ai.hard import HARD_WEIGHTS


def test_the_shipped_weights_load_and_match_their_recorded_checksum() -> None:
    raw = resources.files("ogallala.ai").joinpath(WEIGHTS_FILE).read_bytes()
    assert hashlib.sha256(raw).hexdigest() == WEIGHTS_SHA256
    data = json.loads(raw)
    assert data["version"] >= 1
    names = set(Weights.__dataclass_fields__)
    for key, entry in data["tables"].items():
        edition, players = key.split("/")
        ed = ogallala.rules.editions.EDITIONS[edition]
        assert ed.min_players <= int(players) <= ed.max_players, key
        assert set(entry["weights"]) <= names, key
        assert all(v > 0 for v in entry["weights"].values()), key
        assert entry["iterations"] >= 1 and entry["horizon"] >= 0, key
        assert entry["source"], key  # how the set was made (a command, or that it is hard's)
    # every table a game can have is covered
    for edition, ed in ogallala.rules.editions.EDITIONS.items():
        for n in range(ed.min_players, ed.max_players + 1):
            assert f"{edition}/{n}" in data["tables"], f"{edition}/{n}"


def test_expert_plays_with_its_tables_weights_and_budget() -> None:
    entry = weights_table()["tables"]["amigo/4"]
    game = ogallala.new_game("amigo", 4, seed=3)
    bot = make_bot("expert", seed=1)
    assert isinstance(bot, ExpertBot)
    bot.choose(game.view(0), game.legal_actions(), Budget(None))
    for name, value in entry["weights"].items():
        assert getattr(bot.weights, name) == pytest.approx(value)
    assert bot.iterations == entry["iterations"] and bot.horizon == entry["horizon"]
    # another table, another set
    two = ogallala.new_game("ass", 2, seed=3)
    bot.choose(two.view(0), two.legal_actions(), Budget(None))
    assert bot.iterations == weights_table()["tables"]["ass/2"]["iterations"]
    # distinct candidates where the file says so, and only there
    for edition, players in (("pelikan", 2), ("amigo", 4)):
        other = ogallala.new_game(edition, players, seed=3)
        bot.choose(other.view(0), other.legal_actions(), Budget(None))
        assert bot.distinct is bool(weights_table()["tables"][f"{edition}/{players}"].get("distinct", False))
    assert weights_table()["tables"]["pelikan/2"]["distinct"] is True


def test_an_option_given_wins_over_the_file() -> None:
    game = ogallala.new_game("amigo", 4, seed=3)
    bot = make_bot("expert:iterations=7,horizon=1,raid=0.123", seed=1)
    bot.choose(game.view(0), game.legal_actions(), Budget(None))
    assert isinstance(bot, ExpertBot)
    assert bot.iterations == 7 and bot.horizon == 1 and bot.weights.raid == 0.123
    assert bot.last_stats["iterations"] <= 7
    pelikan = ogallala.new_game("pelikan", 2, seed=3)
    for spec, distinct in (("expert:distinct=false", False), ("expert:distinct=true", True)):
        chosen = make_bot(spec, seed=1)
        assert isinstance(chosen, ExpertBot)
        for g in (pelikan, game):
            chosen.choose(g.view(0), g.legal_actions(), Budget(None))
            assert chosen.distinct is distinct
    with pytest.raises(ogallala.ConfigError):
        make_bot("expert:no_such_option=1", 0)
    with pytest.raises(ogallala.ConfigError, match="fresh deal"):  # hard's pool of deals: not the expert's
        make_bot("expert:samples=4", 0)
    assert "samples" not in make_bot("expert", 0).options


def test_a_table_not_in_the_file_takes_the_nearest_player_count(monkeypatch: pytest.MonkeyPatch) -> None:
    from ogallala.ai import tables

    monkeypatch.setattr(tables, "weights_table", lambda: {"tables": {
        "amigo/2": {"weights": {"raid": 0.2}, "iterations": 5, "horizon": 0},
        "amigo/4": {"weights": {"raid": 0.4}, "iterations": 9, "horizon": 1}}})
    assert table_settings("amigo", 5)["iterations"] == 9
    assert table_settings("amigo", 3)["iterations"] == 9  # a tie goes to the larger table
    assert table_settings("pelikan", 2) == {}
    bot = ExpertBot(seed=1)
    game = ogallala.new_game("pelikan", 2, seed=1)
    bot.choose(game.view(0), game.legal_actions(), Budget(None))
    assert bot.weights == HARD_WEIGHTS


def test_expert_is_deterministic_for_a_seed_and_budget() -> None:
    game = ogallala.new_game("amigo", 3, seed=8)
    rng = random.Random(2)
    decisions = 0
    while not game.is_over() and decisions < 12:
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions()
        if len(legal) > 1:
            a = make_bot("expert:iterations=12", seed=5).choose(game.view(seat), legal, Budget(None))
            b = make_bot("expert:iterations=12", seed=5).choose(game.view(seat), legal, Budget(None))
            assert a == b
            decisions += 1
        game.apply(legal[rng.randrange(len(legal))])
    assert decisions == 12


@pytest.mark.parametrize(("edition", "players"), [("amigo", 4), ("ass", 3), ("ass", 4), ("pelikan", 4)])
def test_expert_is_honest_at_tables_of_more_than_two(edition: str, players: int) -> None:
    """Positions that differ only in the hidden order of the piles get equal decisions (the expert
    samples every round's deal from its view, so this checks its fresh deals too)."""
    rng = random.Random(4)
    checked = 0
    for game in random_states(edition, players, (), seed=9, every=11):
        twin = hidden_twin(game, rng)
        seat = game.current_seat
        assert seat is not None
        a = make_bot("expert:iterations=9", seed=3).choose(game.view(seat), game.legal_actions(), Budget(None))
        b = make_bot("expert:iterations=9", seed=3).choose(twin.view(seat), twin.legal_actions(), Budget(None))
        assert a == b, f"{a} vs {b} in phase {game.phase}"
        checked += 1
        if checked >= 5:
            break
    assert checked >= 4


def test_expert_is_the_top_level_and_the_hints_engine() -> None:
    assert LEVELS[-1] == "expert"
    game = ogallala.new_game("amigo", 2, seed=4)
    legal = game.legal_actions()
    assert hint(game.view(0), legal, seed=1) == make_bot("expert", 1).choose(game.view(0), legal, Budget(1.0))
