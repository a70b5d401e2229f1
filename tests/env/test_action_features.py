"""What a legal move completes or takes, in the batch's action features (docs/rl.md, "Action features"):
exact values in positions built by hand (the rule tests' notation), and against the engine itself on
every legal move of seeded random games (the move applied on a copy)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

import ogallala
from conftest import make_position as amigo_position
from ogallala.env import batch as B
from ogallala.env.batch import FEATURES, VERBS, Batch
from ogallala.rules.actions import decode_code
from ogallala.rules.state import event_dict
from ogallala.rules.turn import apply_code

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))
from mat_positions import make_position as mat_position

NEW = ("target_size", "target_points", "completes", "complete_size", "complete_points")


def features(text: str, *moves: str) -> dict[str, dict[str, int]]:
    """The feature rows of the legal moves after ``moves`` in the position, by the moves' texts."""
    game = ogallala.load_position(text)
    for m in moves:
        game.apply(m)
    batch = Batch(1, game.edition, game.players, game.variants)
    batch.reset(0, position=game.position())
    feats, codes, _ = batch.action_features()
    return {str(ogallala.Action.from_code(int(c))): dict(zip(FEATURES, row.tolist(), strict=True))
            for row, c in zip(feats, codes, strict=True)}


def new(row: dict[str, int]) -> tuple[int, ...]:
    return tuple(row[k] for k in NEW)


def test_the_verb_constants_of_the_compiled_loop_name_their_verbs() -> None:
    constants = (B._V_PLACE, B._V_SHIFT, B._V_SINK, B._V_ATTACKER, B._V_ATTACK)
    assert constants == tuple(VERBS.index(v) for v in ("place", "shift", "sink", "attacker", "attack"))


def test_amigo_a_placement_that_completes_a_boat() -> None:
    f = features(amigo_position(["bow chief", "bow warrior-1 stern"], tops=("stern", "", "")), "draw 1")
    assert new(f["place stern 0 2"]) == (0, 0, 1, 3, 3)  # bow chief stern: 3 cards, 1 point each
    completing = [t for t, row in f.items() if row["completes"]]
    assert completing == ["place stern 0 2"]
    assert new(f["place stern 1 0"]) == (0, 0, 0, 0, 0)
    assert new(f["discard"]) == (0, 0, 0, 0, 0)
    # a card that fills the gap of a boat joined across it (rules.md 3, AMIGO) completes it
    f = features(amigo_position(["bow chief . stern", "totem"], tops=("warrior-1", "", "")), "draw 1")
    assert new(f["place warrior-1 0 2"]) == (0, 0, 1, 4, 4)
    assert [t for t, row in f.items() if row["completes"]] == ["place warrior-1 0 2"]


def test_amigo_a_shift_that_completes_a_boat() -> None:
    # bow gold-right gold-left stern: 4 points for the cards, 10 for each half out of order
    f = features(amigo_position(["bow gold-left . stern", "totem"], tops=("gold-right", "", "")), "draw 1")
    assert new(f["shift gold-right 0 1 right"]) == (0, 0, 1, 4, 24)
    assert new(f["shift gold-right 0 1 left"]) == (0, 0, 0, 0, 0)
    # bow gold-left gold-right stern: the halves side by side in order, 40
    f = features(amigo_position(["bow . gold-left stern", "totem"], tops=("gold-right", "", "")), "draw 1")
    assert new(f["shift gold-right 0 2 left"]) == (0, 0, 1, 4, 44)
    assert new(f["shift gold-right 0 2 right"]) == (0, 0, 0, 0, 0)
    # a complete boat that only grows is not completed again
    f = features(amigo_position(["bow gold-left stern . stern", "totem"], tops=("gold-right", "", "")), "draw 1")
    assert all(row["completes"] == 0 for t, row in f.items() if t.startswith("shift"))


def test_amigo_an_attack_names_the_boat_it_takes() -> None:
    f = features(amigo_position(["bow chief", "bow warrior-1 stern"], tops=("stern", "", "")),
                 "draw 1", "place stern 0 2")
    assert sorted(f) == ["attack 1 0 0", "no-attack"]
    assert new(f["attack 1 0 0"]) == (3, 3, 0, 0, 0)  # bow warrior-1 stern: 3 cards, 3 points
    assert new(f["no-attack"]) == (0, 0, 0, 0, 0)


# Seat 1 (tests/rules/test_pelikan_rules.py): a complete unprotected boat, an incomplete boat, a protected
# incomplete boat and a protected complete boat.
VICTIM = "bow chief furs stern / warrior-2 tent / bow totem warrior-1 . . bow-warrior totem stern"


def test_pelikan_a_lasso_names_the_points_its_owner_loses() -> None:
    f = features(mat_position("pelikan", ["", VICTIM], tops=["lasso"]), "draw 1", "place lasso 0 0")
    loss = {t: row["target_points"] for t, row in f.items()}
    # bow chief furs stern scores 60 (10 a card, 20 more for furs); without chief: bow (10) and furs stern (40)
    assert loss == {
        "lasso 1 0 0": 10,  # chief furs stern: 50
        "lasso 1 0 1": 10,  # bow, furs stern: 10 + 40
        "lasso 1 0 2": 30,  # bow chief, stern: 20 + 10
        "lasso 1 0 3": 10,  # bow chief furs: 50
        "lasso 1 1 0": 10,  # warrior-2 tent (40) to tent (30)
        "lasso 1 1 1": 30,  # to warrior-2 (10)
        "lasso 1 2 1": 60,  # bow totem warrior-1 (80: the totem 10 + 50) to bow, warrior-1 (20)
        "pass": 0,
    }
    assert all(row["target_size"] == 0 and row["completes"] == 0 for row in f.values())
    assert f["lasso 1 0 2"]["target_card"] and f["pass"]["target_card"] == 0


def test_pelikan_an_archer_names_the_points_its_target_loses() -> None:
    f = features(mat_position("pelikan", ["", VICTIM], tops=["archer"]), "draw 1", "place archer 0 0")
    assert {t: row["target_points"] for t, row in f.items()} == {
        "shoot 1 0 1": 10,  # chief out of bow chief furs stern, as the lasso above
        "shoot 1 1 0": 10,  # warrior-2 out of warrior-2 tent
        "pass": 0,
    }


def test_amigo_the_crazy_axe_names_the_boat_it_sinks() -> None:
    f = features(amigo_position(["bow chief furs stern / bow warrior-1 stern", "totem"],
                                tops=("crazy-axe", "", "")), "draw 1")
    assert sorted(f) == ["sink 0 0", "sink 1 0"]
    assert new(f["sink 0 0"]) == (4, 14, 0, 0, 0)  # 4 cards, 4 points and 10 for the furs
    assert new(f["sink 1 0"]) == (3, 3, 0, 0, 0)
    assert f["sink 0 0"]["seat"] == 0  # the own river


def test_pelikan_a_placement_that_completes_a_long_boat() -> None:
    f = features(mat_position("pelikan", ["bow warrior-1 warrior-2 chief", ""], tops=["stern"]), "draw 1")
    # 5 cards: 50 for the cards, 50 for a complete boat of 5-7 cards
    assert new(f["place stern 0 4"]) == (0, 0, 1, 5, 100)
    assert [t for t, row in f.items() if row["completes"]] == ["place stern 0 4"]


def test_ass_a_shift_with_the_suite_mates_moves_that_completes_a_boat() -> None:
    f = features(mat_position("ass", ["bow . gold-left stern", "totem"], tops=["gold-right", "", ""]), "draw 1")
    # gold-left moves left, gold-right goes beside it: bow gold-left gold-right stern, 4 points for the
    # cards and 3 for each half of the pair in order
    assert new(f["shift gold-right 0 2 gold-left=left"]) == (0, 0, 1, 4, 10)
    assert new(f["place gold-right 0 1"]) == (0, 0, 1, 4, 6)  # the halves out of order: 1 each
    f = features(mat_position("ass", ["bow . gold-right gold-digger stern", "totem"], tops=["gold-left", "", ""]),
                 "draw 1")
    assert new(f["place gold-left 0 1"]) == (0, 0, 1, 5, 17)  # the pair with its person beside it: 4 each
    assert new(f["shift gold-left 0 2 gold-right=left"]) == (0, 0, 1, 5, 8)
    f = features(mat_position("ass", ["bow gold-left . . stern", "totem"], tops=["gold-right", "", ""]), "draw 1")
    assert new(f["shift gold-right 0 3 gold-left=right"]) == (0, 0, 0, 0, 0)  # a gap stays before them


def test_ass_an_attack_names_the_boat_it_takes() -> None:
    f = features(mat_position("ass", ["bow chief", "bow furs stern"], tops=["stern", "", ""]),
                 "draw 1", "place stern 0 2")
    # bow furs stern: 3 cards, 1 point each and 1 for the booty card
    assert new(f["attack 1 0 0"]) == (3, 4, 0, 0, 0)


def _engine_says(state: Any, code: int) -> tuple[tuple[int, int, int], int]:
    """Apply ``code`` on a copy of ``state`` without the forced steps after it (they may draw hidden
    cards): the boats the mover completed (how many, their cards, their points as the edition scores
    them), and the points the river of the move's target seat lost."""
    s = state.copy(events=True)
    s.events = []
    mover = s.seat
    target = decode_code(code).seat
    before = s.score(target) if target >= 0 else 0
    s._legal = None
    apply_code(s, code)
    done = [e for e in map(event_dict, s.events) if e["event"] == "complete" and e["seat"] == mover]
    lost = before - s.score(target) if target >= 0 else 0
    boats = {(b.row, b.start): b for b in s.boats_of(mover)}
    points = sum(s.ed.boat_points(boats[e["row"], e["col"]].cells, True) for e in done)
    return (len(done), sum(len(e["cards"]) for e in done), points), lost


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 3, ()), ("amigo", 2, ("two-tribes",)), ("ass", 3, ()), ("ass", 2, ("river-16",)),
    ("pelikan", 3, ()), ("pelikan", 2, ("more-lassos-archers",)),
])
def test_features_agree_with_the_engine_on_every_legal_move(edition: str, players: int,
                                                            variants: tuple[str, ...]) -> None:
    batch = Batch(3, edition, players, variants)
    batch.reset(5)
    rng = random.Random(1)
    col = {name: j for j, name in enumerate(FEATURES)}
    seen = {"completes": 0, "takes": 0}
    for _ in range(500):
        feats, codes, index = batch.action_features()
        for row, code, i in zip(feats.tolist(), codes.tolist(), index.tolist(), strict=True):
            verb = VERBS[row[col["verb"]]]
            if verb not in ("place", "shift", "lasso", "shoot", "hunt", "take"):
                continue
            state = batch.games[i].state
            (n, size, points), lost = _engine_says(state, code)
            if verb in ("place", "shift"):
                assert (row[col["completes"]], row[col["complete_size"]]) == (n, size), (verb, code)
                assert row[col["complete_points"]] == points, (verb, code)
                seen["completes"] += n
            else:
                assert row[col["target_points"]] == lost, (verb, code)
                seen["takes"] += lost != 0
        batch.step([int(rng.choice(codes[index == i])) for i in range(3)])
    assert seen["completes"] > 0
    if edition == "pelikan":  # AMIGO's and ASS's lasso and archer take only from boats that score nothing
        assert seen["takes"] > 0


@pytest.mark.parametrize(("edition", "players"), [("amigo", 2), ("amigo", 4), ("ass", 3), ("pelikan", 2)])
def test_features_read_from_a_deal_of_the_view_are_the_games_own(edition: str, players: int) -> None:
    """A bot has only its view: ``move_features`` on a state dealt from it (other pile orders, other
    hidden cards) gives the rows the batch gives from the game itself, move by move."""
    from ogallala.env.batch import move_features
    from ogallala.rules.determinize import determinize

    batch = Batch(2, edition, players)
    batch.reset(7)
    rng = random.Random(3)
    for _ in range(200):
        feats, codes, index = batch.action_features()
        for i, game in enumerate(batch.games):
            mine = index == i
            dealt = determinize(game.view(game.state.seat), rng)
            again = move_features([dealt], codes[mine], index[mine] * 0, batch.layout)
            assert again.tolist() == feats[mine].tolist()
        batch.step([int(rng.choice(codes[index == i])) for i in range(2)])
