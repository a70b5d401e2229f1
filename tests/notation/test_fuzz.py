"""Notation fuzzing (Hypothesis) and round trips (rules.md section 7; docs/architecture.md, "Tests and benchmarks").

A text that cannot be read raises NotationError and nothing else: not ConfigError (unless it is a
NotationError), not ValueError, KeyError, IndexError or AssertionError. This holds for river text
(``ogallala.score`` and ``notation.river.parse_river``), action text (``parse_action``) and
position text (``load_position``, also for small mutations of valid positions). A position that
does load must be usable: it writes itself back unchanged and each of its legal actions applies.
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import ogallala
from conftest import deck_tokens, make_position, position_fields, with_fields
from ogallala import NotationError
from ogallala.notation.river import format_river, parse_river

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

CARD_IDS = sorted({t.split(":")[0] for t in deck_tokens(False)})
WARRIORS = sorted({t.split(":")[0] for t in deck_tokens(True) if ":" in t})
NOISE = ["/", ".", ":", ":red", ":black", ":blue", " ", "  ", "|", ";", "=", ",", "\n", "\t", "-", "-1", "0", "1",
         "2", "3", "14", "15", "99", "999", "1e3", "٣", "x", "Bow", "BOW", "é", "\x00", "\u200b", "section",
         "gunpowder", "tent", "rifles", "left", "right"]
WORDS = ["draw", "stop", "discard", "place", "shift", "lasso", "shoot", "sink", "attacker", "attack", "no-attack",
         "done", "end", "continue", "Place", "DRAW"]

token = st.sampled_from(CARD_IDS + [f"{w}:red" for w in WARRIORS] + [f"{w}:black" for w in WARRIORS] + NOISE + WORDS)
garbage = st.one_of(
    st.text(max_size=60),
    st.lists(token, max_size=40).map(" ".join),
    st.lists(token, max_size=40).map("".join),
    st.lists(st.one_of(token, st.text(max_size=3)), max_size=30).map(lambda xs: " ".join(xs)),
)


def only_notation_error(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
    """Call fn; it may return or raise NotationError, nothing else. Returns (result, error)."""
    try:
        return fn(*args, **kwargs), None
    except NotationError as e:
        assert str(e), "a NotationError names the problem"
        return None, e


# ---------------------------------------------------------------------------------------------
# Rivers


@SETTINGS
@given(text=garbage, tribes=st.booleans())
@example(text="bow chief xyz", tribes=False)
@example(text="bow / ", tribes=False)
@example(text=" / ", tribes=True)
@example(text="chief:red", tribes=False)
@example(text="a / b / c / d", tribes=False)
def test_garbage_river_raises_notation_error_only(text: str, tribes: bool) -> None:
    """rules.md 7: a river that cannot be read raises NotationError (parse_river and score)."""
    rows, err = only_notation_error(parse_river, text, tribes, 3, 14)
    if err is None:
        assert len(rows) <= 3
        assert all(len(r) == len(rows[0]) <= 14 for r in rows)
    variants = ("two-tribes",) if tribes else ()
    result, err2 = only_notation_error(ogallala.score, "amigo", text, variants)
    # score also checks the cards against the edition (parse_river knows every edition's ids): what
    # score reads, parse_river reads.
    assert err2 is not None or err is None
    if result is not None:
        assert result["total"] == sum(b["points"] for b in result["boats"])
        json.dumps(result)


@pytest.mark.parametrize("value", [None, 7, b"bow stern", ["bow"], 1.5])
def test_non_text_inputs_raise_notation_error(value: object) -> None:
    """rules.md 7: readers refuse what is not text with NotationError."""
    with pytest.raises(NotationError):
        parse_river(value)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        ogallala.score("amigo", value)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        ogallala.parse_action(value)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        ogallala.load_position(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("bow chief xyz", ["'xyz'", "row 0", "column 2"]),
        ("bow stern / furs chef", ["'chef'", "row 1", "column 1"]),
        ("bow chief:red", ["'chief:red'", "column 1"]),
        (" / bow", ["row 0"]),
        ("bow stern / furs", ["row 1"]),
    ],
)
def test_river_error_names_token_and_position(text: str, names: list[str]) -> None:
    """rules.md 7: a parser error names the offending token and its position."""
    with pytest.raises(NotationError) as info:
        parse_river(text)
    for n in names:
        assert n in str(info.value)


@st.composite
def rivers(draw: st.DrawFn, tribes: bool = False) -> str:
    """A river text of at most 3 x 14 cells (rule 4 may be broken: notation does not care)."""
    h = draw(st.integers(1, 3))
    w = draw(st.integers(1, 14))
    cells = []
    for _ in range(h):
        row = []
        for _ in range(w):
            if draw(st.booleans()):
                row.append(".")
                continue
            cid = draw(st.sampled_from(CARD_IDS))
            if tribes and cid in WARRIORS:
                cid += draw(st.sampled_from([":red", ":black"]))
            row.append(cid)
        cells.append(row)
    return " / ".join(" ".join(r) for r in cells)


@SETTINGS
@given(data=st.data(), tribes=st.booleans())
def test_river_round_trip(data: st.DataObject, tribes: bool) -> None:
    """rules.md 7: format_river(parse_river(text)) gives the text back; score reads any such river
    and reports one entry per boat with its cards."""
    text = data.draw(rivers(tribes))
    rows = parse_river(text, tribes)
    assert format_river(rows) == text
    assert parse_river(format_river(rows), tribes) == rows
    result = ogallala.score("amigo", text, ("two-tribes",) if tribes else ())
    cards = [c for b in result["boats"] for c in b["cards"]]
    assert len(cards) == sum(1 for t in text.split() if t not in (".", "/"))
    assert result["total"] == sum(b["points"] for b in result["boats"])
    assert all(b["points"] == 0 for b in result["boats"] if not b["complete"])


@SETTINGS
@given(text=rivers())
def test_river_whitespace_is_free(text: str) -> None:
    """rules.md 7: cells are separated by spaces; extra whitespace reads the same."""
    spaced = "  " + text.replace(" ", "   ").replace("/", "\t/\t") + " \n"
    assert parse_river(spaced) == parse_river(text)


# ---------------------------------------------------------------------------------------------
# Actions


@SETTINGS
@given(text=garbage)
@example(text="place chief 1 x")
@example(text="place 1 4")
@example(text="draw 4")
@example(text="shift bear-left 0 3 up")
@example(text="attack 5 0 0")
@example(text="sink 3 0")
@example(text="draw 1 2")
def test_garbage_action_raises_notation_error_only(text: str) -> None:
    """rules.md 7: an action text that cannot be read raises NotationError; one that can is
    written back to a text that reads the same code."""
    action, _ = only_notation_error(ogallala.parse_action, text)
    if action is not None:
        assert ogallala.parse_action(str(action)).code == action.code
        assert 0 <= action.code < ogallala.action_space_size()


@SETTINGS
@given(text=garbage)
def test_garbage_action_applied_to_a_game_is_refused_cleanly(text: str) -> None:
    """Game.apply with garbage text raises NotationError or IllegalActionError, and the game is
    unchanged."""
    game = ogallala.new_game("amigo", players=3, seed=3)
    game.apply("draw 2")
    before = game.position()
    try:
        game.apply(text)
    except (NotationError, ogallala.IllegalActionError):
        assert game.position() == before
    else:
        assert game.position() != before


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("place chief 1 x", ["'x'", "token 4"]),
        ("draw 4", ["'4'", "token 2"]),
        ("shift bear-left 0 3 up", ["'up'", "token 5"]),
        ("fly 1", ["'fly'", "token 1"]),
        ("place chef 0 0", ["'chef'", "token 2"]),
        ("stop now", ["'now'", "token 2"]),
    ],
)
def test_action_error_names_token_and_position(text: str, names: list[str]) -> None:
    """rules.md 7: a parser error names the offending token and its position."""
    with pytest.raises(NotationError) as info:
        ogallala.parse_action(text)
    for n in names:
        assert n in str(info.value)


def test_every_action_code_round_trips() -> None:
    """Every code of the fixed action space that has a text reads back to itself."""
    size = ogallala.action_space_size()
    named = 0
    for code in range(size):
        try:
            action = ogallala.Action.from_code(code)
        except NotationError:
            continue
        named += 1
        assert action.code == code
        assert ogallala.parse_action(str(action)).code == code, str(action)
        assert ogallala.Action.from_code(code) is action
    assert named > size // 2
    for bad in (-1, size, None, "1", 1.0, True):
        with pytest.raises(NotationError):
            ogallala.Action.from_code(bad)  # type: ignore[arg-type]


@cache
def sample_games() -> list[ogallala.Game]:
    """Games at many stages of play (seeded random play), both variants, 2 to 5 players."""
    out = []
    for players in (2, 3, 4, 5):
        for variants in ((), ("two-tribes",)):
            rng = random.Random(f"{players}{variants}")
            game = ogallala.new_game("amigo", players=players, seed=rng.randrange(10**6), variants=variants)
            stops = sorted(rng.sample(range(400), 12))
            step = 0
            while not game.is_over():
                if stops and step == stops[0]:
                    stops.pop(0)
                    out.append(game.copy())
                game.apply(rng.choice(game.legal_actions()))
                step += 1
            out.append(game.copy())
    return out


def test_every_legal_action_text_parses_back() -> None:
    """Every legal action's text parses back to the same code (ogallala.parse_action and
    Game.parse_action), and applying the text does what applying the action does."""
    checked = 0
    for game in sample_games():
        for action in game.legal_actions():
            text = str(action)
            assert ogallala.parse_action(text).code == action.code, text
            assert game.parse_action(text).code == action.code, text
            a, b = game.copy(), game.copy()
            a.apply(action)
            b.apply(text)
            assert a.position() == b.position()
            checked += 1
    assert checked > 500


def test_place_without_card_reads_the_card_in_hand() -> None:
    """actions.py: in a place decision 'place R C' may leave out the card."""
    game = ogallala.new_game("amigo", players=2, seed=1)
    game.apply("draw 1")
    (first,) = [a for a in game.legal_actions() if str(a).startswith("place")]
    r, c = str(first).split()[2:]
    assert game.parse_action(f"place {r} {c}").code == first.code


# ---------------------------------------------------------------------------------------------
# Positions


@SETTINGS
@given(text=garbage)
@example(text="ogallala-position 1 amigo")
@example(text="ogallala-position 2 amigo;players=2")
@example(text="ogallala-position 1 ass")
@example(text="ogallala-position 1 pelikan")
@example(text="ogallala-position 1 nope")
def test_garbage_position_raises_notation_error_only(text: str) -> None:
    """rules.md 7 / position.py: a position that cannot be read raises NotationError."""
    game, _ = only_notation_error(ogallala.load_position, text)
    assert game is None  # garbage never makes a whole deck


def _check_loaded(game: ogallala.Game) -> None:
    """A position that loads is usable: it writes itself back and its legal actions apply."""
    text = game.position()
    again = ogallala.load_position(text)
    assert again.position() == text
    assert game.census()["total"] == 112
    legal = game.legal_actions()
    assert game.is_over() or legal
    for action in legal[:25]:
        c = game.copy()
        c.apply(action)
        assert c.census()["total"] == 112
        assert c.is_over() or c.legal_actions()
    json.dumps(game.view(None).to_json())


FIELDS = ("players", "variants", "turn", "seat", "phase", "hand", "flags", "todo", "pending", "attacker",
          "refills", "rng", "piles", "public", "discard", "rivers", "result")
FIELD_VALUES = st.sampled_from(
    ["", "0", "1", "2", "5", "-1", "9", "two-tribes", "draw", "continue", "place", "axe", "lasso", "lasso-place",
     "archer", "attacker", "attack", "loot", "end", "over", "dup", "must-end", "completed", "dup,must-end",
     "none", "0 0", "0 0,1 0", "2 15", "3 0", "ended 0", "no-cards -1", "fifth-boat 1", "chief", "crazy-axe",
     "furs furs", "0,0,0", "1,1,1", "0,1", "|", "||", "|||", "bow stern", "bow stern|", "ffffffffffffffff", "xyz"])


@st.composite
def mutated_positions(draw: st.DrawFn) -> str:
    games = sample_games()
    game = games[draw(st.integers(0, len(games) - 1))]
    text = game.position()
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.integers(0, 6))
        if op == 0:  # cut out a span
            i = draw(st.integers(0, len(text)))
            j = draw(st.integers(i, min(len(text), i + 30)))
            text = text[:i] + text[j:]
        elif op == 1:  # insert noise
            i = draw(st.integers(0, len(text)))
            text = text[:i] + draw(token) + text[i:]
        elif op == 2:  # replace a field's value
            key = draw(st.sampled_from(FIELDS))
            if f";{key}=" in text:
                text = with_fields(text, **{key: draw(FIELD_VALUES)})
        elif op == 3:  # swap two card tokens between places (keeps the deck whole)
            text = _swap_cards(text, draw)
        elif op == 4:  # repeat or drop a field
            parts = text.split(";")
            k = draw(st.integers(0, len(parts) - 1))
            if draw(st.booleans()):
                parts.insert(k, parts[k])
            else:
                del parts[k]
            text = ";".join(parts)
        elif op == 5:  # move the top card of a pile into the hand or a river edge
            text = _move_card(text, draw)
        elif ";phase=" in text:  # a different phase
            text = with_fields(text, phase=draw(st.sampled_from(
                ["draw", "continue", "place", "axe", "lasso", "lasso-place", "archer", "attacker", "attack",
                 "loot", "end", "over"])))
    return text


def _swap_cards(text: str, draw: st.DrawFn) -> str:
    if ";piles=" not in text or ";rivers=" not in text:
        return text
    f = position_fields(text)
    piles = f["piles"].split()
    river_toks = f["rivers"].split()
    cells = [i for i, t in enumerate(river_toks) if t not in (".", "/") and "|" not in t]
    pile_idx = [i for i, t in enumerate(piles) if "|" not in t]
    if not cells or not pile_idx:
        return text
    i = draw(st.sampled_from(cells))
    j = draw(st.sampled_from(pile_idx))
    river_toks[i], piles[j] = piles[j], river_toks[i]
    return with_fields(text, piles=" ".join(piles), rivers=" ".join(river_toks))


def _move_card(text: str, draw: st.DrawFn) -> str:
    if ";piles=" not in text or ";hand=" not in text:
        return text
    f = position_fields(text)
    piles = f["piles"].split("|")
    p = draw(st.integers(0, len(piles) - 1))
    cards = piles[p].split()
    if not cards:
        return text
    card = cards.pop()
    piles[p] = " ".join(cards)
    hand = (f["hand"] + " " + card).strip()
    return with_fields(text, piles="|".join(piles), hand=hand)


@SETTINGS
@given(text=mutated_positions())
def test_mutated_position_raises_notation_error_or_loads_usable(text: str) -> None:
    """rules.md 7 / position.py: a mutated position either raises NotationError (naming the bad
    part) or loads into a usable game."""
    game, _ = only_notation_error(ogallala.load_position, text)
    if game is not None:
        _check_loaded(game)


def test_positions_round_trip() -> None:
    """position() -> load_position -> position() is the identity, with the same legal actions."""
    for game in sample_games():
        text = game.position()
        loaded = ogallala.load_position(text)
        assert loaded.position() == text
        assert loaded.legal_actions() == game.legal_actions()
        assert loaded.view(0).to_json()["rivers"] == game.view(0).to_json()["rivers"]


def test_position_with_missing_card_names_it() -> None:
    """position.py: a position whose cards do not make the deck is refused, naming the card."""
    text = ogallala.new_game("amigo", players=2, seed=1).position()
    piles = position_fields(text)["piles"].split("|")
    first = piles[0].split()
    bad = with_fields(text, piles="|".join([" ".join(first[1:]), *piles[1:]]))
    with pytest.raises(NotationError) as info:
        ogallala.load_position(bad)
    assert first[0] in str(info.value)


@SETTINGS
@given(data=st.data())
def test_record_mutations_raise_notation_error_only(data: st.DataObject) -> None:
    """game.py replay: a bad record raises NotationError naming the problem."""
    games = sample_games()
    game = games[data.draw(st.integers(0, len(games) - 1))]
    record = game.record()
    key = data.draw(st.sampled_from(["format", "version", "edition", "variants", "players", "seed", "actions"]))
    record[key] = data.draw(st.one_of(st.none(), st.integers(-3, 10), st.text(max_size=8),
                                      st.lists(st.sampled_from(["draw 1", "stop", "xyz", "place chief 0 0"]))))
    again, _ = only_notation_error(ogallala.replay, record)
    if again is not None:  # a mutation that still makes a valid record replays to a whole game
        assert again.census()["total"] == 112


@pytest.mark.parametrize(
    "change",
    [
        {"edition": []},
        {"edition": None},
        {"variants": None},
        {"variants": [1]},
        {"variants": 5},
        {"players": "2"},
        {"players": None},
        {"seed": "x"},
        {"seed": -1},
        {"actions": [None]},
        {"actions": "draw 1"},
        {"actions": ["fly 1"]},
        {"start": 5},
        {"start": "x"},
    ],
    ids=repr,
)
def test_replay_bad_record_field_raises_notation_error(change: dict[str, object]) -> None:
    """game.py replay: "a bad record raises NotationError naming the problem" (a record is read
    notation, like a position: rules.md 7)."""
    game = ogallala.new_game("amigo", players=2, seed=1)
    game.apply("draw 1")
    record = game.record()
    record.update(change)
    with pytest.raises(NotationError):
        ogallala.replay(record)


@pytest.mark.parametrize(
    ("fields", "why"),
    [
        ({"phase": "place", "hand": "crazy-axe"}, "rules.md 4.2/4.8: Crazy Axe is never placed"),
        ({"phase": "lasso-place", "hand": "crazy-axe", "flags": "must-end"}, "rules.md 4.8: never placed"),
        ({"phase": "loot", "hand": "chief"}, "rules.md 4.9: only booty is loot"),
        ({"phase": "end"}, "rules.md 4.11: the end decision needs 3 complete boats"),
        ({"phase": "continue", "flags": "must-end"}, "rules.md 4.2: the turn has ended; no further draw"),
    ],
    ids=["axe-to-place", "axe-lassoed", "chief-as-loot", "end-without-3-boats", "continue-after-turn-end"],
)
def test_impossible_position_is_refused(fields: dict[str, str], why: str) -> None:
    """position.py ``_check_consistent``: "Refuse a position whose parts contradict each other
    (wrong card count, impossible phase)". Each position here holds the whole deck but a decision
    that play can never reach; loading it would let the game break the rule named."""
    hand = fields.get("hand", "")
    text = make_position(["bow chief stern", "furs"], hand=hand)
    text = with_fields(text, **{k: v for k, v in fields.items()})
    with pytest.raises(NotationError):
        ogallala.load_position(text)


def test_position_with_pending_attacker_outside_an_attack_is_refused_or_usable() -> None:
    """position.py: a position either raises NotationError or loads into a usable game whose legal
    actions apply. Here a boat waits to attack (``pending=0 0``) although the seat is about to draw;
    the drawn Crazy Axe sinks that very boat (rule 4.8) and the waiting attack must not crash."""
    text = make_position(["bow chief stern", "warrior-1"], tops=("crazy-axe", "", ""), pending="0 0")
    game, err = only_notation_error(ogallala.load_position, text)
    if game is not None:
        assert game.legal_actions()
        for action in game.legal_actions():
            c = game.copy()
            c.apply(action)  # 'draw 1' raised AssertionError: no boat at row 0, column 0
            assert c.census()["total"] == 112
    else:
        assert "pending" in str(err)
