"""The luck of the draw (ogallala.tournament.luck): each draw's value less its expectation over the cards the
pile could give. Its terms have mean zero whatever the value function, so a seat's share less its luck keeps
the share's mean."""

from __future__ import annotations

import random
import statistics
from pathlib import Path

import pytest

import ogallala
from ogallala.ai.td import TDNet
from ogallala.rules.errors import ConfigError
from ogallala.tournament.luck import Chances, game_luck


def random_game(edition: str, players: int, seed: int) -> ogallala.Game:
    game = ogallala.new_game(edition, players, seed)
    rng = random.Random(seed)
    while not game.is_over():
        legal = game.legal_codes()
        game.apply(legal[rng.randrange(len(legal))])
    return game


@pytest.mark.parametrize(("edition", "players"), [("amigo", 2), ("amigo", 3), ("pelikan", 2)])
def test_the_seats_luck_adds_up_to_nothing_and_has_mean_zero(edition: str, players: int) -> None:
    chances = Chances(edition, players)
    first: list[float] = []
    for seed in range(40):
        luck = game_luck(random_game(edition, players, seed), chances)
        assert len(luck) == players
        assert sum(luck) == pytest.approx(0.0, abs=1e-6)  # the chances of the seats add up to 1 at every step
        first.append(luck[0])
    mean = statistics.mean(first)
    se = statistics.stdev(first) / len(first) ** 0.5
    assert abs(mean) < 3 * se + 1e-9, (mean, se)
    assert statistics.stdev(first) > 0  # the draws do move the chances


def test_a_game_of_one_deal_has_the_same_luck_whoever_counts_it() -> None:
    game = random_game("amigo", 2, 5)
    again = ogallala.replay(game.record())  # type: ignore[arg-type]
    assert game_luck(game) == game_luck(again)


def test_a_td_network_can_be_the_value(tmp_path: Path) -> None:
    net = TDNet.fresh("amigo", 2, 8, 1)
    chances = Chances("amigo", 2, td=net)
    luck = game_luck(random_game("amigo", 2, 3), chances)
    assert sum(luck) == pytest.approx(0.0, abs=1e-5) and any(abs(x) > 0 for x in luck)
    with pytest.raises(ConfigError, match="for amigo with 2 players, not amigo/3"):
        Chances("amigo", 3, td=net)


def test_only_a_finished_game_dealt_from_a_seed_is_measured() -> None:
    game = ogallala.new_game("amigo", 2, 1)
    with pytest.raises(ConfigError, match="once it is over"):
        game_luck(game)
    loaded = ogallala.load_position(random_game("amigo", 2, 2).position())
    with pytest.raises(ConfigError, match="dealt from a seed"):
        game_luck(loaded)
