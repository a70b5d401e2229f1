"""The settings per table that ``hard`` and ``expert`` read (``ogallala/ai/expert_weights.json``):
``hard``'s own weights per table, the options that win over them."""

from __future__ import annotations

import pytest

import ogallala
from ogallala.ai import Budget, make_bot
from ogallala.ai.evaluate import Weights
from ogallala.ai.hard import HardBot
from ogallala.ai.tables import HARD_WEIGHTS, expert_weights, hard_weights, weights_table


def _settled(spec: str, edition: str, players: int) -> HardBot:
    bot = make_bot(spec, seed=1)
    assert isinstance(bot, HardBot)
    game = ogallala.new_game(edition, players, seed=3)
    bot.choose(game.view(0), game.legal_actions(), Budget(None))
    return bot


def test_every_hard_set_in_the_file_is_valid_and_says_where_it_came_from() -> None:
    names = set(Weights.__dataclass_fields__)
    for key, entry in weights_table()["tables"].items():
        hard = entry.get("hard")
        if hard is None:
            continue
        assert set(hard) == {"weights", "source"}, key
        assert hard["weights"] and set(hard["weights"]) <= names, key
        assert all(v > 0 for v in hard["weights"].values()), key
        assert hard["source"], key


def test_hard_plays_each_table_with_that_tables_set() -> None:
    for key, entry in weights_table()["tables"].items():
        edition, players = key.split("/")
        bot = _settled("hard:iterations=2", edition, int(players))
        assert bot.weights == hard_weights(edition, int(players)), key
        for name, value in entry.get("hard", {}).get("weights", {}).items():
            assert getattr(bot.weights, name) == pytest.approx(value), key
        if "hard" not in entry:
            assert bot.weights == HARD_WEIGHTS, key


def test_hard_takes_a_new_tables_set_when_the_table_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    from ogallala.ai import tables

    monkeypatch.setattr(tables, "weights_table", lambda: {"tables": {
        "ass/2": {"weights": {"raid": 0.9}, "hard": {"weights": {"raid": 0.2, "tempo": 4.0}, "source": "test"}},
        "ass/4": {"weights": {"raid": 0.9}}}})
    bot = make_bot("hard:iterations=2", seed=1)
    assert isinstance(bot, HardBot)
    two = ogallala.new_game("ass", 2, seed=3)
    bot.choose(two.view(0), two.legal_actions(), Budget(None))
    assert bot.weights.raid == 0.2 and bot.weights.tempo == 4.0
    four = ogallala.new_game("ass", 4, seed=3)
    bot.choose(four.view(0), four.legal_actions(), Budget(None))
    assert bot.weights == HARD_WEIGHTS  # the entry names no set of hard's: hard's own weights
    assert expert_weights("ass", 4).raid == 0.9  # the expert's set is not hard's


def test_a_weight_given_as_an_option_wins_over_the_tables_set() -> None:
    table = next(k for k, e in weights_table()["tables"].items() if "hard" in e)
    edition, players = table.split("/")
    bot = _settled("hard:iterations=2,raid=0.123,tempo=0.5", edition, int(players))
    assert bot.weights.raid == 0.123 and bot.weights.tempo == 0.5
    with pytest.raises(ValueError, match="no option"):
        make_bot("hard:rai=0.1", seed=1)
