"""Every refusal of the engine carries a stable reason code and its parameters beside the English
text, and the one word catalogue words every reason code in English, German, Dutch and French.

``data/refusals.json`` holds, per reason code, a position and an action the engine refuses there
for that reason (found by probing seeded games of every edition); the few reasons no game reaches
by itself are made by setting the state's phase directly.
"""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Any

import pytest

import ogallala
from ogallala.i18n import LANGUAGES, table
from ogallala.rules import State
from ogallala.rules import phases as P
from ogallala.rules.errors import IllegalActionError

CASES: list[dict[str, Any]] = json.loads((Path(__file__).parent / "data" / "refusals.json").read_text())
#: Reasons made below from a state set up by hand (no seeded game sits in that spot).
MADE = {"no_such_pile", "no_card_left", "no_voluntary_stop", "not_waiting_boat", "not_possible", "no_such_action",
        "not_your_turn", "bad_action_type", "illegal_action"}


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("case", CASES, ids=[c["reason"] for c in CASES])
def test_refusal_reason_from_position(case: dict[str, Any]) -> None:
    game = ogallala.load_position(case["position"])
    with pytest.raises(IllegalActionError) as info:
        game.apply(case["action"])
    err = info.value
    assert err.reason == case["reason"]
    assert err.params["action"] == case["action"]
    assert str(err) == game.state.explain(ogallala.parse_action(case["action"]).code)  # the English text is kept
    assert game.position() == case["position"]  # refused: unchanged
    for lang in LANGUAGES:
        text = table("reasons")[err.reason][lang]
        assert _fields(text) <= set(err.params), (err.reason, lang, text, err.params)


def _state(edition: str, phase: int) -> State:
    game = ogallala.new_game(edition, players=2, seed=3)
    s = game.state.copy()
    s.phase = phase
    s._legal = None
    return s


def test_refusal_no_such_pile_and_no_card_left() -> None:
    s = _state("pelikan", P.DRAW)
    assert s.refusal(ogallala.parse_action("draw 2").code)[1:] == (
        "no_such_pile", {"action": "draw 2", "edition": "pelikan", "pile": 2, "piles": 1})
    s = _state("amigo", P.DRAW)
    s.piles = [[], [], []]
    s.discard = []
    text, reason, _ = s.refusal(ogallala.parse_action("draw 2").code)
    assert (reason, text) == ("no_card_left", "illegal action 'draw 2': no card can be drawn")


def test_refusal_no_voluntary_stop() -> None:
    s = _state("pelikan", P.CONTINUE)
    text, reason, _ = s.refusal(ogallala.parse_action("stop").code)
    assert reason == "no_voluntary_stop" and text.endswith("has no voluntary stop")


def test_refusal_not_waiting_boat_and_not_possible() -> None:
    s = _state("amigo", P.ATTACKER)
    assert s.refusal(ogallala.parse_action("attacker 1 1").code)[1] == "not_waiting_boat"
    s = _state("amigo", P.END)
    text, reason, _ = s.refusal(ogallala.parse_action("end").code)
    assert (reason, text) == ("not_possible", "illegal action 'end': not possible now")


def test_refusal_no_such_action() -> None:
    s = _state("amigo", P.DRAW)
    assert s.refusal(10) == ("action code 10 does not exist", "no_such_action", {"code": 10})


def test_refusal_not_your_turn_and_bad_type() -> None:
    game = ogallala.new_game("amigo", players=2, seed=7)
    with pytest.raises(ogallala.NotYourTurnError) as info:
        game.apply("draw 1", seat=1)
    assert (info.value.reason, info.value.params) == ("not_your_turn", {"action": "draw 1", "seat": 1, "deciding": 0})
    assert str(info.value) == "illegal action 'draw 1': seat 0 decides now, not seat 1"
    with pytest.raises(IllegalActionError) as bad:
        game.apply(1.5)  # type: ignore[arg-type]
    assert (bad.value.reason, bad.value.params) == ("bad_action_type", {"type": "float"})


def test_refusal_default_reason() -> None:
    assert IllegalActionError("x").reason == "illegal_action"
    assert ogallala.GameOverError("x").reason == "game_over"
    assert IllegalActionError("x").params == {}


def test_every_reason_code_is_worded_and_tested() -> None:
    reasons = table("reasons")
    assert set(reasons) == {c["reason"] for c in CASES} | MADE
    for code, texts in reasons.items():
        assert set(texts) == set(LANGUAGES), code
        assert all(texts[lang].strip() for lang in LANGUAGES), code
