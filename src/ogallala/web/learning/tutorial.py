"""The guided first game: short lessons, each a position of a real AMIGO game where the learner decides
one thing, and the moves that lesson accepts.

Every lesson is found in seeded games played by the engine and judged by the engine: a lesson's
position is a :func:`ogallala.Game.position`, its right moves are those whose effect the lesson
teaches (a placement that completes a boat is one that the engine answers with a ``complete`` event).
Nothing here plays by its own rules, so when the rules change the lessons are found again:
``python make_data/make_tutorial.py`` rewrites ``data/tutorial.json``, and a test fails until it is.
Each lesson's words (title, what to do, why a wrong move is wrong, what just happened) are in the
catalogue's ``tutorial`` table, in every language.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from ... import Action
from ...game import Game, load_position, new_game

EDITION = "amigo"
PLAYERS = 3
#: Where the lessons are stored (made by this module's main()).
DATA = "data/tutorial.json"


def _events_after(game: Game, action: str) -> list[str]:
    """The names of the events the engine answers ``action`` with."""
    g = game.copy()
    n = g.event_count
    g.apply(action)
    return [str(e.get("event")) for e in g.events_since(n)]


def _cards_in_river(game: Game, seat: int = 0) -> int:
    return sum(1 for x in game.river(seat).split() if x not in (".", "/"))


def _verb(action: str) -> str:
    return action.split(" ", 1)[0]


#: The bot whose advice a lesson must agree with: the table's Hint (``expert``), asked with a few seeds.
ADVISER = "expert"


def _advised(game: Game, action: str, seeds: int = 3) -> bool:
    """Whether the Hint's bot plays ``action`` here, whatever its seed (a lesson never teaches a move the
    Hint advises against)."""
    from ..bots.pool import decide

    seat = game.current_seat
    assert seat is not None
    view, legal = game.view(seat, events=False), game.legal_codes()
    return all(str(Action.from_code(decide(ADVISER, view, legal, seed))) == action for seed in range(seeds))


def _raid_with_booty(game: Game, action: str) -> bool:
    """A raid that wins booty to place (the lesson after it speaks of that booty), one the Hint advises."""
    if _verb(action) != "attack":
        return False
    after = game.copy()
    after.apply(action)
    return after.current_seat == 0 and after.phase == "loot" and _advised(game, action)


def _gain(game: Game, action: str) -> int:
    """How much seat 0's score grows by ``action`` (AMIGO scores complete boats only)."""
    after = game.copy()
    after.apply(action)
    return after.scores()[0] - game.scores()[0]


def _pairs(game: Game) -> int:
    """The suite pairs (a left half directly left of its right half) in seat 0's complete boats."""
    n = 0
    for boat in game.boats(0):
        cells = [str(c) for c in boat["cells"] if c]
        if boat["complete"]:
            n += sum(1 for a, b in itertools.pairwise(cells) if a.endswith("-left") and b == a[:-5] + "-right")
    return n


def _scores_most(game: Game, action: str) -> bool:
    """A placement that completes a boat holding a suite pair side by side (40 points, 90 with its person)
    and scores more than any other placement here (at most two places score as much), one the Hint
    advises: the scoring lesson's move."""
    legal = [str(a) for a in game.legal_actions()]
    if _verb(action) != "place" or any(_verb(a) == "shift" for a in legal):
        return False  # shifting has its own lesson
    gains = {a: _gain(game, a) for a in legal if _verb(a) == "place"}
    best = max(gains.values())
    if gains[action] != best or best < 40 or sum(1 for g in gains.values() if g == best) > 2:
        return False
    after = game.copy()
    after.apply(action)
    return _pairs(after) > _pairs(game) and _advised(game, action)


@dataclass(frozen=True)
class Lesson:
    """One lesson: the phase where seat 0 decides, and which of its legal moves teach the lesson."""

    id: str
    phase: str
    right: Callable[[Game, str], bool]
    #: more than one move must be legal, so that a wrong click can be explained (where it can be wrong)
    needs_choice: bool = True


LESSONS: tuple[Lesson, ...] = (
    Lesson("draw", "draw", lambda g, a: _verb(a) == "draw", needs_choice=False),
    Lesson("stop", "continue", lambda g, a: a == "stop"),
    Lesson("build", "place", lambda g, a: _verb(a) == "place" and "complete" not in _events_after(g, a)),
    Lesson("complete", "place", lambda g, a: _verb(a) == "place" and "complete" in _events_after(g, a)),
    Lesson("shift", "place", lambda g, a: _verb(a) == "shift"),
    Lesson("lasso", "lasso", lambda g, a: _verb(a) == "lasso", needs_choice=False),
    Lesson("archer", "archer", lambda g, a: _verb(a) == "shoot", needs_choice=False),
    Lesson("axe", "axe", lambda g, a: True, needs_choice=False),
    Lesson("attack", "attack", _raid_with_booty),
    Lesson("loot", "loot", lambda g, a: _verb(a) == "place", needs_choice=False),
    Lesson("score", "place", _scores_most),
    Lesson("end", "end", lambda g, a: a == "end"),
)


def _fits(lesson: Lesson, game: Game) -> list[str] | None:
    """The lesson's right moves in this position, or None when it does not teach the lesson here."""
    if game.current_seat != 0 or game.phase != lesson.phase:
        return None
    legal = [str(a) for a in game.legal_actions()]
    right = [a for a in legal if lesson.right(game, a)]
    if not right or (lesson.needs_choice and len(right) == len(legal)):
        return None
    if lesson.id == "build" and any(_verb(a) == "shift" for a in legal):
        return None  # shifting has its own lesson
    if lesson.id == "axe" and not any(b["complete"] for b in game.boats(0)):
        return None  # the axe sinking a boat of one's own, not lapsing
    return right


def find(seeds: int = 3000) -> list[dict[str, object]]:
    """Every lesson's position and right moves, from the first seeded game (seat 0 deciding) that teaches it."""
    found: dict[str, dict[str, object]] = {}
    for seed in range(seeds):
        if len(found) == len(LESSONS):
            break
        game = new_game(EDITION, players=PLAYERS, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            if game.current_seat == 0 and _cards_in_river(game) >= 3:  # a river with a few cards in it
                for lesson in LESSONS:
                    if lesson.id in found:
                        continue
                    right = _fits(lesson, game)
                    if right is not None:
                        found[lesson.id] = {"id": lesson.id, "position": game.position(), "accept": sorted(right)}
            game.apply(rng.choice(game.legal_actions()))
    missing = [x.id for x in LESSONS if x.id not in found]
    if missing:
        raise RuntimeError(f"no seeded game teaches the lessons {missing}")
    return [found[x.id] for x in LESSONS]


@dataclass(frozen=True)
class Stored:
    """A lesson as stored: its id, its position and the moves it accepts."""

    id: str
    position: str
    accept: tuple[str, ...]


@cache
def lessons() -> tuple[Stored, ...]:
    """The stored lessons, in their order (``data/tutorial.json``)."""
    text = resources.files(__package__).joinpath(DATA).read_text(encoding="utf-8")
    return tuple(Stored(str(x["id"]), str(x["position"]), tuple(x["accept"])) for x in json.loads(text)["lessons"])


def lesson(lesson_id: str) -> Stored:
    """One stored lesson by its id (KeyError: no such lesson)."""
    for x in lessons():
        if x.id == lesson_id:
            return x
    raise KeyError(lesson_id)


def check(stored: Stored) -> list[str]:
    """A stored lesson judged again by the engine: its position loads, seat 0 decides in the lesson's
    phase; answers the legal moves that teach it there (what the lesson should accept)."""
    by_id = {x.id: x for x in LESSONS}
    game = load_position(stored.position)
    right = _fits(by_id[stored.id], game)
    if right is None:
        raise ValueError(f"lesson {stored.id!r}: its position no longer teaches it")
    return sorted(right)


def main() -> int:
    """Write ``data/tutorial.json`` anew (make_data/make_tutorial.py)."""
    out = Path(__file__).parent / DATA
    out.parent.mkdir(exist_ok=True)
    found = find()
    data = {"format": "ogallala-tutorial", "version": 1, "edition": EDITION, "lessons": found}
    out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}: {len(found)} lessons")
    return 0

