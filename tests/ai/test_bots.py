"""The bots (docs/bots.md; docs/architecture.md, "ogallala.ai"): every level answers a legal action in
every kind of state of every edition and variant, sees only its seat's view, keeps its budget, and is
built from specs."""

from __future__ import annotations

import gc
import random
from pathlib import Path
from typing import Any

import pytest

import ogallala
from conftest import hidden_twin, random_states
from ogallala.ai import LEVELS, Budget, bot_action, hint, level_help, make_bot, parse_bot_spec, split_bot_list
from ogallala.ai.base import no_cycle_collection
from ogallala.ai.evaluate import Context, share_boats
from ogallala.ai.hard import HARD_WEIGHTS, HardBot, best_of
from ogallala.ai.medium import value_after
from ogallala.rules.determinize import determinize
from ogallala.tournament.runner import GameTask, play_game

EDITIONS = [("amigo", 2, ()), ("amigo", 3, ("two-tribes",)), ("amigo", 5, ()), ("ass", 2, ()),
            ("ass", 4, ("two-tribes", "river-16")), ("ass", 3, ("sorted-stacks",)), ("pelikan", 2, ()),
            ("pelikan", 4, ("two-tribes",))]
IDS = [f"{e}-{p}p{'-' + '-'.join(v) if v else ''}" for e, p, v in EDITIONS]
SPECS = ["random", "easy", "medium", "hard:iterations=6,samples=2", "expert:iterations=6"]


@pytest.mark.parametrize(("edition", "players", "variants"), EDITIONS, ids=IDS)
def test_every_level_answers_a_legal_action(edition: str, players: int, variants: tuple[str, ...]) -> None:
    """In states of random games (every phase comes up), each level returns one of the legal actions."""
    bots = {spec: make_bot(spec, seed=11) for spec in SPECS}
    phases = set()
    n = 0
    for seed in (1,):
        for game in random_states(edition, players, variants, seed, every=9):
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            phases.add(game.phase)
            for spec, bot in bots.items():
                action = bot.choose(view, legal, Budget(seconds=5.0))
                assert action in legal, f"{spec} chose {action} in phase {game.phase}"
            n += 1
    assert n > 10
    assert {"place", "continue" if edition != "pelikan" else "place"} <= phases


@pytest.mark.parametrize(("edition", "players", "variants"), EDITIONS, ids=IDS)
def test_bots_play_whole_games(edition: str, players: int, variants: tuple[str, ...]) -> None:
    """Whole games between the levels end; the tournament runner refuses any illegal answer."""
    lineup = ["medium", "easy", "hard:iterations=3,samples=1", "random", "medium"][:players]
    task = GameTask(index=0, deal=0, rotation=0, edition=edition, variants=variants, players=players,
                    deal_seed=5, bots=tuple(lineup), bot_seeds=tuple(range(players)))
    res = play_game(task)
    assert res.reason
    assert len(res.scores) == players
    replayed = ogallala.replay(res.record)  # type: ignore[arg-type]
    assert replayed.scores() == res.scores


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
def test_decisions_do_not_depend_on_hidden_pile_order(edition: str) -> None:
    """Two games that differ only in the hidden order of the piles get the same decision from the
    same bot seed, at every level: the bots see only their view."""
    rng = random.Random(3)
    checked = 0
    for game in random_states(edition, 2, (), seed=8, every=7):
        twin = hidden_twin(game, rng)
        seat = game.current_seat
        assert seat is not None
        # without events: a loaded position starts a new event list
        va, vb = game.view(seat, events=False), twin.view(seat, events=False)
        assert va == vb
        for spec in SPECS:
            a = make_bot(spec, seed=99).choose(game.view(seat), game.legal_actions(), Budget(5.0))
            b = make_bot(spec, seed=99).choose(twin.view(seat), twin.legal_actions(), Budget(5.0))
            assert a == b, f"{spec}: {a} vs {b} in phase {game.phase}"
        checked += 1
        if checked >= 6:
            break
    assert checked >= 4


def test_same_seed_same_decisions() -> None:
    game = ogallala.new_game("amigo", 2, seed=4)
    for spec in SPECS:
        bots = [make_bot(spec, 7), make_bot(spec, 7)]
        g = [game.copy(), game.copy()]
        for _ in range(30):
            if g[0].is_over():
                break
            acts = [b.choose(x.view(x.current_seat), x.legal_actions(), Budget(5.0))
                    for b, x in zip(bots, g, strict=True)]
            assert acts[0] == acts[1]
            for x, a in zip(g, acts, strict=True):
                x.apply(a)


def _busy_state() -> ogallala.Game:
    """A state with several legal actions, after some medium play."""
    game = ogallala.new_game("amigo", 2, seed=12)
    bots = [make_bot("medium", 1), make_bot("medium", 2)]
    for _ in range(60):
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), Budget(1.0)))
    while game.phase != "place":
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), Budget(1.0)))
    return game


def test_hard_keeps_its_iteration_budget() -> None:
    game = _busy_state()
    bot = HardBot(seed=1, iterations=13, width=4)
    bot.choose(game.view(game.current_seat), game.legal_actions(), Budget(seconds=None))
    assert bot.last_stats["iterations"] == 13


class CollectorWatch(HardBot):
    """A hard bot that notes whether the cycle collector was on while it scored its simulations."""

    seen: list[bool]

    def leaves(self, ends: list[Any], ctx: Any) -> list[float]:
        self.seen.append(gc.isenabled())
        return super().leaves(ends, ctx)


def test_search_holds_the_cycle_collector_off_and_restores_it() -> None:
    """The search runs without the cycle collector (it makes no cycles: the collector only slowed it,
    docs/experiments/search-without-cycle-collector.md) and leaves it as it found it: on if it was on, off
    if the caller had it off."""
    game = _busy_state()
    seat = game.current_seat
    for was_on in (True, False):
        bot = CollectorWatch(seed=1, iterations=12, width=3)
        bot.seen = []
        if not was_on:
            gc.disable()
        try:
            bot.choose(game.view(seat), game.legal_actions(), Budget(seconds=None))
            assert bot.seen and not any(bot.seen)
            assert gc.isenabled() is was_on
        finally:
            gc.enable()
    # Nested uses: the outer one turns it back on, the inner one leaves it off.
    with no_cycle_collection():
        with no_cycle_collection():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()
    # An error inside still turns it back on.
    with pytest.raises(RuntimeError), no_cycle_collection():
        raise RuntimeError("boom")
    assert gc.isenabled()


def test_a_search_leaves_no_cycles_behind() -> None:
    """What a search drops is freed by reference counting alone, so holding the collector off costs no
    memory: after searches with it off, a collection finds nothing that they made."""
    game = _busy_state()
    seat = game.current_seat
    bot = make_bot("expert:iterations=24", seed=3)
    bot.choose(game.view(seat), game.legal_actions(), Budget(seconds=None))  # loads its table's weights and network
    gc.collect()
    gc.disable()
    try:
        for _ in range(3):
            bot.choose(game.view(seat), game.legal_actions(), Budget(seconds=None))
        assert gc.collect() == 0
    finally:
        gc.enable()


class SteppingClock:
    """A stand-in for the ``time`` module of ``ogallala.ai.base``: every reading advances it by
    ``step`` seconds, so a time budget is tested without racing the machine's real clock."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def test_hard_keeps_its_time_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A time-budgeted hard bot looks at the clock after every simulation: it stops as soon as its
    budget is spent (95% of it, a margin for answering), and it uses the budget, not less."""
    from ogallala.ai import base

    clock = SteppingClock(0.001)
    monkeypatch.setattr(base, "time", clock)
    game = _busy_state()
    seat = game.current_seat
    for budget in (0.02, 0.05):
        bot = make_bot(f"hard:time={budget}", seed=2)
        start = clock.now
        action = bot.choose(game.view(seat), game.legal_actions(), Budget(seconds=10.0))
        assert action in game.legal_actions()
        assert isinstance(bot, HardBot)
        spent, iterations = clock.now - start, bot.last_stats["iterations"]
        assert spent <= budget + 0.005, f"hard:time={budget} spent {spent:.3f} s"
        assert iterations >= round(0.95 * budget / clock.step) - 3, iterations
    # The clock handed over is the budget when the bot has none of its own.
    bot = make_bot("hard", seed=2)
    handed = Budget(seconds=0.03)
    bot.choose(game.view(seat), game.legal_actions(), handed)
    assert isinstance(bot, HardBot)
    assert 0.03 * 0.95 <= clock.now - handed.started <= 0.03 + 0.005
    assert bot.last_stats["iterations"] >= 20


def test_bot_specs() -> None:
    assert parse_bot_spec("medium") == ("medium", {})
    assert parse_bot_spec("hard:iterations=2000") == ("hard", {"iterations": 2000})
    assert parse_bot_spec("hard:time=0.5,width=3") == ("hard", {"time": 0.5, "width": 3})
    assert parse_bot_spec("my.bots:Greedy") == ("my.bots:Greedy", {})
    assert parse_bot_spec("my.bots:Greedy:eager=true,name=x") == ("my.bots:Greedy", {"eager": True, "name": "x"})
    assert split_bot_list("hard:iterations=20,width=3,medium, easy") == ["hard:iterations=20,width=3", "medium", "easy"]
    for bad in ["", "hard:iterations", "a:b:c", "nosuchlevel", "hard:nosuchoption=1", "no_such_module_x:Bot",
                "random:x=1"]:
        with pytest.raises(ogallala.ConfigError):
            make_bot(bad, 0)
    assert [name for name, _ in level_help()] == list(LEVELS)


def test_user_bot_from_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    bot = make_bot("example_user_bot:FirstLegal:prefer=stop", seed=3)
    game = ogallala.new_game("amigo", 2, seed=1)
    action = bot.choose(game.view(0), game.legal_actions(), Budget(1.0))
    assert action == game.legal_actions()[0]
    with pytest.raises(ogallala.ConfigError):
        make_bot("example_user_bot:NoSuchClass", 0)


def test_hint_and_bot_action_use_only_the_view() -> None:
    game = _busy_state()
    seat = game.current_seat
    twin = hidden_twin(game, random.Random(5))
    a = hint(game.view(seat), game.legal_actions(), level="medium", seed=4)
    b = hint(twin.view(seat), twin.legal_actions(), level="medium", seed=4)
    assert a == b and a in game.legal_actions()
    c = bot_action("hard:iterations=4", game.view(seat), game.legal_actions(), seed=4)
    assert c in game.legal_actions()


def test_medium_finds_the_obvious_move() -> None:
    """Completing a boat full of booty beats scattering the stern (rule 4.12 scores complete boats)."""
    from conftest import game_at

    game = game_at(("bow furs tobacco eagle", "chief"), phase="place", hand="stern", flags="")
    action = make_bot("medium", 1).choose(game.view(0), game.legal_actions(), Budget(1.0))
    assert str(action) == "place stern 0 4"


def test_evaluation_weights_are_options() -> None:
    bot = make_bot("medium:draws_cap=3,raid=0.3", seed=1)
    assert bot.weights.draws_cap == 3.0 and bot.weights.raid == 0.3  # type: ignore[attr-defined]
    hard = make_bot("hard:iterations=5,raid=0.5", seed=1)
    assert hard.weights.raid == 0.5 and hard.weights.draws_cap == 3.0  # type: ignore[attr-defined]
    with pytest.raises(ogallala.ConfigError):
        make_bot("medium:no_such_weight=1", 0)


def test_hard_overrides_the_look_ahead_only_on_clear_evidence() -> None:
    """Candidate 0 is the one-ply favourite; another wins only by more than z standard errors of
    the paired differences of their simulations."""
    bot = HardBot(seed=0, z=2.0)
    base = [10.0, 12.0, 8.0, 11.0]
    assert bot._pick([base, [x + 0.5 for x in base]]) == 1  # always better: no spread at all
    assert bot._pick([base, [x + d for x, d in zip(base, (5, -5, 5, -4), strict=True)]]) == 0  # noisy
    assert bot._pick([base, [x - 1 for x in base]]) == 0
    assert bot._pick([base[:1], base[:1]]) == 0  # one round is no evidence


def test_the_candidates_are_the_look_aheads_best_values_or_its_best_distinct_ones() -> None:
    prior = [3.0, 7.0, 7.0, 5.0, 7.0 - 1e-12, 1.0, 5.0]  # equal but for rounding: one value
    assert best_of(prior, 3, distinct=False) == [1, 2, 4]  # ties in the order given
    assert best_of(prior, 3, distinct=True) == [1, 3, 0]  # one move of each value
    assert best_of(prior, 9, distinct=True) == [1, 3, 0, 5]
    assert best_of([], 3, distinct=True) == []


def test_a_search_with_distinct_candidates_compares_moves_the_look_ahead_values_differently() -> None:
    """In Pelikan a card has many equally empty places; hard compares three of them, a search with
    ``distinct`` one place of each value the look-ahead gives."""
    game = ogallala.new_game("pelikan", 2, seed=5)
    while len(game.legal_actions()) < 20:
        game.apply(game.legal_actions()[0])
    seat = game.current_seat
    assert seat is not None
    # the deal hard scores the moves on: the first of its pool, from its seeded generator
    world = share_boats(determinize(game.view(seat), random.Random(1)))
    ctx = Context(world, seat, HARD_WEIGHTS)
    value = {str(a): round(value_after(world, a.code, ctx), 9) for a in game.legal_actions()}
    values = {}
    for distinct in (False, True):
        bot = HardBot(seed=1, iterations=12, distinct=distinct)
        bot.choose(game.view(seat), game.legal_actions(), Budget(seconds=None))
        values[distinct] = [value[a] for a in bot.last_stats["candidates"]]
    kinds = min(3, len(set(value.values())))
    assert len(set(values[False])) < kinds  # the three best: places the look-ahead values alike
    assert len(values[True]) == len(set(values[True])) == kinds  # one move of each value...
    assert values[True][0] == values[False][0] == max(value.values())  # ...the best first
    assert "distinct" not in HardBot(seed=1).options and HardBot(seed=1, distinct=True).options["distinct"] is True


@pytest.mark.parametrize(("edition", "players", "variants"), EDITIONS[::2], ids=IDS[::2])
def test_evaluation_caches_match_a_fresh_evaluation(edition: str, players: int, variants: tuple[str, ...]) -> None:
    """The evaluation keeps what it computed per river and per boat in its Context (a search reuses
    one Context for thousands of positions); a position's value is the same as with a fresh one."""
    from ogallala.ai.evaluate import Context, evaluate
    from ogallala.ai.hard import HARD_WEIGHTS
    from ogallala.ai.sampling import sample_game

    rng = random.Random(3)
    for game in random_states(edition, players, variants, seed=11, every=5):
        seat = game.current_seat
        assert seat is not None
        st = sample_game(game.view(seat), rng).state
        shared = Context(st, seat, HARD_WEIGHTS)
        for _ in range(3):  # the same positions again: answered from the caches
            for code in st.legal()[:8]:
                after = st.copy()
                after.apply_unchecked(code)
                assert evaluate(after, shared) == evaluate(after, Context(st, seat, HARD_WEIGHTS))
