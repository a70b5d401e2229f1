"""The public game API: :class:`Game` and the functions that make, replay and score games."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path
from typing import Any

from .notation.position import format_position, parse_position
from .notation.river import format_river, parse_river
from .rules import State, event_dict
from .rules import actions as A
from .rules import phases as P
from .rules.actions import Action, actions_of, parse_action
from .rules.cards import CARD_IDS, CLASS, HALF, IS_WARRIOR, STRENGTH, SUITE, SUITES, card_text, deck_from_counts
from .rules.editions import Edition, check_variants, deck_counts, get_edition
from .rules.errors import ConfigError, GameOverError, IllegalActionError, NotationError, NotYourTurnError
from .view import Outcome, View, ViewCache, boat_view, build_view, view_json

RECORD_FORMAT = "ogallala-record"
RECORD_VERSION = 1
_from_code = Action.from_code

ActionLike = Action | str | int


class Game:
    """One game of Ogallala: ask it what may be done, apply actions, read views, scores and records.

    Make one with :func:`new_game`, :func:`replay` or :func:`load_position`.
    """

    __slots__ = ("state", "seed", "variants", "custom_deck", "start", "_history", "_views")

    def __init__(self, state: State, seed: int | None, variants: tuple[str, ...], start: str | None = None,
                 custom_deck: dict[str, int] | None = None) -> None:
        self.state = state
        self.seed = seed
        self.variants = variants
        self.custom_deck = custom_deck  # the custom deck's counts, if one was given
        self.start = start  # the position the game was loaded from, if not dealt from a seed
        self._history: list[int] = []
        self._views: ViewCache | None = None  # made by the first view(); shared with copies

    # -- facts

    @property
    def edition(self) -> str:
        return self.state.ed.id

    @property
    def players(self) -> int:
        return self.state.n

    @property
    def current_seat(self) -> int | None:
        """The seat to decide now (None once the game is over)."""
        s = self.state
        return None if s.phase == P.OVER else s.seat

    @property
    def turn(self) -> int:
        """The turn number (1 for the first turn of the game)."""
        return self.state.turn

    @property
    def action_count(self) -> int:
        """How many actions were applied (the choices; forced steps are not counted)."""
        return len(self._history)

    @property
    def phase(self) -> str:
        """The pending decision's name (``draw``, ``place``, ``attack``, ... or ``over``)."""
        return P.PHASE_NAMES[self.state.phase]

    @property
    def history(self) -> list[Action]:
        """The actions applied so far (the choices; forced steps are not listed)."""
        return [_from_code(c) for c in self._history]

    @property
    def events(self) -> list[dict[str, Any]]:
        """Everything that happened, as structured entries (``{"event": name, ...}``)."""
        return [event_dict(e) for e in self.state.events or ()]

    @property
    def event_count(self) -> int:
        """How many events happened (cheaper than ``len(game.events)``)."""
        return len(self.state.events or ())

    def events_since(self, n: int, until: int | None = None) -> list[dict[str, Any]]:
        """The events after the first ``n`` and before ``until`` (``game.events[n:until]``, without
        building the others)."""
        return [event_dict(e) for e in (self.state.events or [])[n:until]]

    # -- play

    def legal_actions(self) -> list[Action]:
        """The legal actions of the pending decision; non-empty until the game is over."""
        return actions_of(self.state.legal())

    def legal_codes(self) -> list[int]:
        """The legal actions as integer codes (see :func:`ogallala.action_space_size`)."""
        return list(self.state.legal())

    def parse_action(self, text: str) -> Action:
        """Read an action's text form. In a place decision ``place 1 4`` may leave out the card."""
        hand = self.state.hand
        return parse_action(text, hand[0] >> 2 if hand and len({c >> 2 for c in hand}) == 1 else None)

    def apply(self, action: ActionLike, seat: int | None = None) -> None:
        """Apply one action (an Action, its text or its code), then every forced step.

        Raises IllegalActionError naming the action and the reason (NotYourTurnError when
        ``seat`` is given and is not the seat to decide; GameOverError once the game is over).
        The game is unchanged when it raises.
        """
        code = action.code if type(action) is Action else self._code(action)
        s = self.state
        if seat is not None and seat != s.seat and s.phase != P.OVER:
            text = A.format_code(code)
            raise NotYourTurnError(f"illegal action {text!r}: seat {s.seat} decides now, not seat {seat}",
                                   "not_your_turn", {"action": text, "seat": seat, "deciding": s.seat})
        if code not in s.legal():
            if s.phase == P.OVER:
                text = A.format_code(code)
                raise GameOverError(f"illegal action {text!r}: the game is over", "game_over", {"action": text})
            raise IllegalActionError(*s.refusal(code))
        s.apply_unchecked(code)
        self._history.append(code)

    def _code(self, action: ActionLike) -> int:
        if isinstance(action, Action):
            return action.code
        if isinstance(action, str):
            return self.parse_action(action).code
        if isinstance(action, int) and not isinstance(action, bool):
            return _from_code(action).code
        kind = type(action).__name__
        raise IllegalActionError(f"an action is an Action, its text or its code, not {kind}", "bad_action_type",
                                 {"type": kind})

    def is_over(self) -> bool:
        return self.state.phase == P.OVER

    def scores(self) -> list[int]:
        """The score of every seat by the edition's scoring (AMIGO: complete boats); final once over."""
        return self.state.scores()

    def winners(self) -> list[int]:
        """The seats with the highest score once the game is over (ties share); [] before."""
        return self.state.winners()

    def outcome(self) -> Outcome | None:
        """How the game ended (termination, the seat that ended it, scores, winners); None while it runs."""
        return Outcome.of(self.state)

    def result(self) -> dict[str, Any] | None:
        """The outcome as JSON (``reason``, ``ended_by``, ``scores``, ``winners``), as records hold it;
        None while the game runs."""
        out = Outcome.of(self.state)
        return None if out is None else out.to_json()

    # -- reading the state

    def river(self, seat: int) -> str:
        """A seat's river in notation (rules.md section 7)."""
        return format_river(self.state.rivers[self.check_seat(seat)])

    def boats(self, seat: int) -> list[dict[str, Any]]:
        """A seat's boats: row, start, cells (ids, None for a gap), complete, strength, points."""
        s = self.state
        points = s.ed.boat_points
        return [boat_view(b, points(b.cells, b.complete)).to_json() for b in s.boats_of(self.check_seat(seat))]

    def census(self) -> dict[str, Any]:
        """How many cards lie where; ``total`` always equals the deck size."""
        return self.state.census()

    def view(self, seat: int | None = None, events: bool = True) -> View:
        """What ``seat`` may see (None: a spectator), as a typed :class:`~ogallala.view.View`; never a
        pile's order. ``view.to_json()`` is its wire form.

        ``events=False`` leaves out the list of everything that happened (``events``), which grows
        with the game; a client that follows the game as it goes needs only :meth:`events_since`.
        """
        if seat is not None:
            self.check_seat(seat)
        return build_view(self.state, seat, events, self._view_cache())

    def view_json(self, seat: int | None = None, events: bool = True) -> dict[str, Any]:
        """``view(seat, events).to_json()``, the view's wire form, built without the typed objects first
        (about a third of the cost: what the server sends after every action)."""
        if seat is not None:
            self.check_seat(seat)
        return view_json(self.state, seat, events, self._view_cache())

    def _view_cache(self) -> ViewCache:
        cache = getattr(self, "_views", None)  # a Game unpickled from before the cache has none
        if cache is None:
            cache = self._views = ViewCache()
        return cache

    def check_seat(self, seat: int) -> int:
        """``seat`` if it is a seat of this game; else ConfigError naming it."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.state.n:
            raise ConfigError(f"seat {seat!r} does not exist: seats are 0..{self.state.n - 1}")
        return seat

    # -- text forms

    def position(self) -> str:
        """The whole state as one line of text (pile order included); see :func:`load_position`."""
        return format_position(self.state)

    def record(self) -> dict[str, Any]:
        """A JSON-serializable game record; :func:`replay` rebuilds the game from it."""
        rec: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "edition": self.edition,
            "variants": list(self.variants),
            "players": self.players,
            "seed": self.seed,
            "actions": [A.format_code(c) for c in self._history],
        }
        if self.custom_deck is not None:
            rec["deck"] = dict(self.custom_deck)
        if self.start is not None:
            rec["start"] = self.start
        res = self.result()
        if res is not None:
            rec["result"] = res
        return rec

    def __getstate__(self) -> tuple[None, dict[str, Any]]:
        """Pickle the game without its view cache (a cache, made again by the next view)."""
        return None, {k: getattr(self, k) for k in Game.__slots__ if k != "_views" and hasattr(self, k)}

    def copy(self) -> Game:
        """An independent copy, cheap enough for search."""
        g = Game.__new__(Game)
        g.state = self.state.copy(events=True)
        g.seed = self.seed
        g.variants = self.variants
        g.custom_deck = self.custom_deck
        g.start = self.start
        g._history = self._history[:]
        # The view cache is shared: its entries are checked by identity (a river's very boats), so a copy
        # that moves on never meets a stale one, and a copy that replaces its original keeps the cache.
        g._views = getattr(self, "_views", None)
        return g

    def __repr__(self) -> str:
        return f"<Game {self.edition} players={self.players} turn={self.state.turn} phase={self.phase}>"


def new_game(edition: str = "amigo", players: int = 2, seed: int | None = None,
             variants: tuple[str, ...] | list[str] = (), deck: dict[str, int] | str | Path | None = None) -> Game:
    """Deal a new game. ``seed`` fixes every shuffle (a random one is drawn when None).

    ``variants`` are names from rules.md section 1 (``two-tribes``, ``river-16``,
    ``sorted-stacks`` and the deck presets ``more-lassos-archers``, ``fewer-axes``, ``no-axes``,
    ``no-totems``). ``deck`` is a custom deck: a mapping of card id to count, or the path of a
    file holding one (see :func:`load_deck_file`).
    """
    ed = get_edition(edition)
    ed.check_players(players)
    if seed is None:
        seed = int.from_bytes(os.urandom(8), "little") >> 1
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ConfigError(f"a seed is a whole number >= 0, not {seed!r}")
    vs = check_variants(ed, variants)
    custom = load_deck_file(deck) if isinstance(deck, str | Path) else deck
    if custom is not None and not isinstance(custom, dict):
        raise ConfigError(f"a custom deck is a mapping of card id to count or a file, not {type(custom).__name__}")
    counts = deck_counts(ed, vs, custom)
    cards = deck_from_counts(ed.id, counts).cards("two-tribes" in vs)
    state = State.new(ed, players, seed, vs, deck=cards)
    return Game(state, seed, vs, custom_deck=dict(custom) if custom is not None else None)


def load_deck_file(path: str | Path) -> dict[str, int]:
    """Read a custom deck file: JSON (``{"chief": 6, ...}``) or lines ``card-id count`` (``#`` comments)."""
    try:
        text = Path(path).read_text("utf-8")
    except OSError as e:
        raise ConfigError(f"deck file {str(path)!r} cannot be read: {e.strerror}") from None
    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise ConfigError(f"deck file {str(path)!r}: bad JSON at line {e.lineno}: {e.msg}") from None
        if not isinstance(data, dict):
            raise ConfigError(f"deck file {str(path)!r}: expected an object of card id to count")
        return data
    counts: dict[str, int] = {}
    for i, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2 or not parts[1].lstrip("-").isdigit():
            raise ConfigError(f"deck file {str(path)!r}, line {i}: expected 'card-id count', got {line!r}")
        if parts[0] in counts:
            raise ConfigError(f"deck file {str(path)!r}, line {i}: {parts[0]!r} appears twice")
        counts[parts[0]] = int(parts[1])
    return counts


def load_position(text: str) -> Game:
    """A game in exactly the state a position text describes (see :meth:`Game.position`)."""
    state = parse_position(text)
    return Game(state, None, state.variants, start=text.strip())


def replay(record: dict[str, Any]) -> Game:
    """Rebuild a game from its record; a bad record raises NotationError naming the problem."""
    if not isinstance(record, dict):
        raise NotationError(f"a record is a JSON object, not {type(record).__name__}")
    if record.get("format") != RECORD_FORMAT:
        raise NotationError(f"not a game record: format is {record.get('format')!r}, expected {RECORD_FORMAT!r}")
    if record.get("version") != RECORD_VERSION:
        raise NotationError(f"record version {record.get('version')!r} is not supported (this is {RECORD_VERSION})")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise NotationError("record field 'actions' must be a list of action texts")
    try:
        if record.get("start") is not None:
            game = load_position(record["start"])
            if record.get("edition") != game.edition:
                raise NotationError("record edition differs from its start position's")
        else:
            game = new_game(record.get("edition", "amigo"), record.get("players"),  # type: ignore[arg-type]
                            record.get("seed"), record.get("variants", ()), deck=record.get("deck"))
    except ConfigError as e:
        raise NotationError(f"record: {e}") from None
    for i, text in enumerate(actions):
        try:
            game.apply(text)
        except (IllegalActionError, NotationError) as e:
            raise NotationError(f"record action {i} ({text!r}) does not replay: {e}") from None
    return game


def score(edition: str, river_text: str, variants: tuple[str, ...] | list[str] = ()) -> dict[str, Any]:
    """Score a river given in notation (rules.md section 7): ``{"total", "boats": [...]}``.

    Any river of the right size is scored, legal or not; ``warnings`` lists rule 4 breaks.
    """
    from .rules.river import river_boats

    ed = get_edition(edition)
    vs = check_variants(ed, variants)
    tribes = "two-tribes" in vs
    width = 16 if "river-16" in vs else ed.width
    rows = parse_river(river_text, tribes, ed.rows, width, exact_cols=None if ed.free_layout else width)
    for r, row in enumerate(rows):
        for c, x in enumerate(row):
            if x and CARD_IDS[x >> 2] not in ed.card_ids:
                raise NotationError(f"card {card_text(x)!r} at row {r}, column {c} is not part of edition {ed.id!r}")
    boats = river_boats(rows, ed.gap_joins)
    out = []
    total = 0
    for b in boats:
        pts = ed.boat_points(b.cells, b.complete)
        total += pts
        out.append({"row": b.row, "start": b.start, "cards": [card_text(c) for c in b.cells if c],
                    "complete": b.complete, "strength": b.strength, "points": pts})
    return {"total": total, "boats": out, "warnings": river_warnings(rows, ed, tribes)}


def river_warnings(rows: list[list[int]], ed: Edition, tribes: bool) -> list[str]:
    """Say which lasting placement rules of rule 4 a river breaks (for ``score``)."""
    from .rules.cards import IS_BOW, IS_STERN
    from .rules.river import cut_row

    out = []
    for r, row in enumerate(rows):
        if ed.row_unique:
            seen = Counter(c >> 2 for c in row if c)
            for k, n in sorted(seen.items()):
                if n > 1:
                    out.append(f"row {r} holds {CARD_IDS[k]} {n} times")
        for c in range(1, len(row)):
            a, b = row[c - 1], row[c]
            if ed.free_layout and a and b and IS_BOW[b >> 2] != IS_STERN[a >> 2]:
                out.append(f"row {r}, columns {c - 1}-{c}: only a stern may lie left of a bow, "
                           "only a bow right of a stern")
        if tribes:
            for s, e in cut_row(row, ed.gap_joins):
                t = 0
                for x in row[s : e + 1]:
                    if x and IS_WARRIOR[x >> 2]:
                        t |= x & 3
                if t == 3:
                    out.append(f"row {r}, boat at column {s} holds warriors of both tribes")
    return out


def card_facts() -> dict[str, dict[str, Any]]:
    """Every card id of every edition with what one needs to draw it: ``kind`` (``warrior``, ``booty``,
    ...), ``strength`` (warriors only, else None), ``suite`` and ``half`` (booty halves, else None)."""
    halves = ("left", "right", "person")
    return {
        cid: {
            "kind": CLASS[k],
            "strength": STRENGTH[k] if IS_WARRIOR[k] else None,
            "suite": SUITES[SUITE[k]] if SUITE[k] >= 0 else None,
            "half": halves[HALF[k]] if HALF[k] >= 0 else None,
        }
        for k, cid in enumerate(CARD_IDS)
        if k
    }


def deck(edition: str = "amigo", variants: tuple[str, ...] | list[str] = ()) -> list[dict[str, Any]]:
    """The deck of an edition: ``[{"card": id, "count": n}, ...]``."""
    ed = get_edition(edition)
    vs = check_variants(ed, variants)
    return [{"card": cid, "count": n} for cid, n in deck_counts(ed, vs).items()]
