"""The game state and its transitions: legal actions and apply (rules.md sections 3 to 6).

:class:`State` is the fast core. It works on integer card codes and action codes, keeps no
history beyond an optional event list, and never does I/O. The readable API is the
:class:`ogallala.Game` façade above it. What differs between editions it asks of the
:class:`~.editions.Edition`.

A turn is a chain of decisions, each a *phase* (:mod:`.phases`). A decision with exactly one legal
action is applied by the engine itself.
"""

from __future__ import annotations

from functools import reduce
from operator import or_
from typing import Any

from . import actions as A
from . import refusals
from .cards import (
    ARCHER,
    BOW,
    CARD_IDS,
    CRAZY_AXE,
    HALF,
    IS_BOOTY,
    IS_BOW,
    IS_STERN,
    IS_WARRIOR,
    LASSO,
    PERSON,
    SECTION,
    SHAMAN,
    STERN,
    SUITE,
    card_text,
)
from .editions import (
    LOOT_AMIGO,
    LOOT_ASS,
    TURN_AMIGO,
    TURN_ASS,
    TURN_PELIKAN,
    Edition,
)
from .errors import IllegalActionError
from .geometry import Geo, moved, put, remove_boat, river_geo, row_emptied, take
from .legal import PLACE_PHASES as _PLACE_PHASES
from .legal import compute_legal, enter
from .phases import (
    ATTACK,
    ATTACKER,
    AXE,
    CONTINUE,
    DRAW,
    END,
    HUNT,
    HUNT_PLACE,
    LASSO_PLACE,
    LASSO_TAKE,
    LOOT,
    OVER,
    PLACE,
    SECOND,
    SHOOT,
    TAKE,
    TAKE_PLACE,
)
from .river import Boat, is_complete_span, river_boats, span_of
from .rng import Rng
from .shifts import complete_in_row, move_shifts, shifted_row
from .targets import (
    archer_codes,
    attack_codes,
    attack_targets,
    boat_at,
    hunt_codes,
    lasso_codes,
    own_boat,
    person_of,
    take_targets,
    target_cell,
)

# Things the drawn card still has to do after it is dealt with (rules 4.10, 6.5).
TODO_NONE, TODO_LASSO, TODO_ARCHER = 0, 1, 2

# ASS: after these cards the player may draw again (rules.md 5.2).
_ASS_GO_ON = frozenset({BOW, STERN, SECTION}) | frozenset(k for k in range(len(CARD_IDS)) if IS_BOOTY[k])

#: An event as stored: a dict, or for the frequent ones a compact tuple (see :func:`event_dict`).
Event = dict[str, Any] | tuple[Any, ...]

def event_dict(e: Event) -> dict[str, Any]:
    """An event as a dict ``{..., "event": name}``; the frequent events are stored as tuples."""
    if isinstance(e, dict):
        return e
    name = e[0]
    if name == "draw":
        return {"seat": e[1], "pile": e[2], "card": card_text(e[3]), "event": name}
    if name == "place":
        return {"seat": e[1], "card": card_text(e[2]), "row": e[3], "col": e[4], "source": e[5], "event": name}
    if name == "turn":
        return {"seat": e[1], "turn": e[2], "event": name}
    if name == "discard":
        return {"seat": e[1], "card": card_text(e[2]), "event": name}
    return {"seat": e[1], "event": name}  # stop


class State:
    """Everything about one game at one moment, hidden pile order included."""

    __slots__ = (
        "ed", "tribes", "variants", "width", "deck", "n", "piles", "pile_public", "discard", "out", "refills",
        "rng", "rivers", "boats", "geo", "seat", "phase", "hand", "dup", "must_end", "completed", "took", "todo",
        "pending", "attacker", "hunts", "first_target", "spoils", "bonus", "turn", "reason", "ender", "events",
        "_legal",
    )

    ed: Edition
    tribes: bool
    variants: tuple[str, ...]
    width: int  # AMIGO: the bounding box's width limit; mats: the mat's width
    deck: tuple[int, ...]  # every card of this game, sorted (for checks)
    n: int
    piles: list[list[int]]  # top of a pile is its last element
    pile_public: list[bool]  # the pile was made from the public discard pile (its contents are known)
    discard: list[int]
    out: list[int]  # ASS: cards out of play
    refills: int  # refills left
    rng: int  # the generator's state
    rivers: list[list[list[int]]]
    boats: list[tuple[Boat, ...] | None]  # per seat, a cache; None when stale
    geo: list[Geo | None]  # per seat, row bitmasks for placement; None when stale
    seat: int
    phase: int
    hand: list[int]  # cards in resolution: the drawn, lassoed, hunted or taken card, or the loot
    dup: bool  # the drawn card's id was already in the river before it was drawn
    must_end: bool  # the turn ends once the current card is dealt with
    completed: bool  # a boat was completed in the current chain (for the end decision)
    took: bool  # Pelikan: a card of a conquered boat could be taken this turn (the turn ends)
    todo: int
    pending: list[tuple[int, int]]  # own completed boats (row, start) still to attack
    attacker: tuple[int, int] | None
    hunts: list[int]  # Pelikan: suites whose person was placed, still to hunt
    first_target: tuple[int, int, int] | None  # Pelikan: the first of two attacked boats
    spoils: list[tuple[int, int, int]]  # Pelikan: cells of conquered boats that may still be taken
    bonus: list[int]  # Pelikan: the first seat to hold 3 complete boats
    turn: int
    reason: str  # why the game ended ("" while it runs)
    ender: int  # the seat that ended it (-1: nobody)
    events: list[Event] | None
    _legal: list[int] | None

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, ed: Edition, players: int, seed: int, variants: tuple[str, ...] = (),
            deck: list[int] | None = None, events: bool = True) -> State:
        """Deal a new game: shuffle the deck into the draw piles (rules 4.1, 5.1, 6.1)."""
        s = cls()
        s.ed = ed
        s.variants = variants
        s.tribes = "two-tribes" in variants
        s.width = 16 if "river-16" in variants else ed.width
        s.n = players
        cards = list(deck) if deck is not None else ed.deck.cards(s.tribes)
        s.deck = tuple(sorted(cards))
        rng = Rng(seed)
        if "sorted-stacks" in variants:
            # Stack 1: bow, stern and section cards; stack 2: the other warriors and totems; 3: booty.
            stacks: list[list[int]] = [[], [], []]
            for c in cards:
                k = c >> 2
                stacks[0 if (IS_BOW[k] or IS_STERN[k] or k == SECTION) else 2 if IS_BOOTY[k] else 1].append(c)
            for st in stacks:
                rng.shuffle(st)
            s.piles = stacks
        else:
            rng.shuffle(cards)
            s.piles = []
            start = 0
            for p in range(ed.piles):
                size = len(cards) // ed.piles + (1 if p < len(cards) % ed.piles else 0)
                s.piles.append(cards[start : start + size])
                start += size
        s.rng = rng.state
        s.pile_public = [False] * ed.piles
        s.discard = []
        s.out = []
        s.refills = ed.max_refills
        if ed.free_layout:
            s.rivers = [[] for _ in range(players)]
        else:
            s.rivers = [[[0] * s.width for _ in range(ed.rows)] for _ in range(players)]
        s.boats = [() for _ in range(players)]
        s.geo = [None] * players
        s.seat = 0
        s.phase = DRAW
        s.hand = []
        s.dup = s.must_end = s.completed = s.took = False
        s.todo = TODO_NONE
        s.pending = []
        s.attacker = None
        s.hunts = []
        s.first_target = None
        s.spoils = []
        s.bonus = [0] * players
        s.turn = 1
        s.reason = ""
        s.ender = -1
        s.events = [] if events else None
        s._legal = None
        if s.events is not None:
            s.events.append(("turn", 0, 1))
        if not s.can_draw():
            s._finish("no-cards")
        s._settle()
        return s

    def copy(self, events: bool = False) -> State:
        """Return an independent copy (without the event list unless ``events``)."""
        s = State()
        s.ed = self.ed
        s.tribes = self.tribes
        s.variants = self.variants
        s.width = self.width
        s.deck = self.deck
        s.n = self.n
        s.piles = [p[:] for p in self.piles]
        s.pile_public = self.pile_public[:]
        s.discard = self.discard[:]
        s.out = self.out[:]
        s.refills = self.refills
        s.rng = self.rng
        s.rivers = [[row[:] for row in rv] for rv in self.rivers]
        s.boats = self.boats[:]
        s.geo = self.geo[:]
        s.seat = self.seat
        s.phase = self.phase
        s.hand = self.hand[:]
        s.dup = self.dup
        s.must_end = self.must_end
        s.completed = self.completed
        s.took = self.took
        s.todo = self.todo
        s.pending = self.pending[:]
        s.attacker = self.attacker
        s.hunts = self.hunts[:]
        s.first_target = self.first_target
        s.spoils = self.spoils[:]
        s.bonus = self.bonus[:]
        s.turn = self.turn
        s.reason = self.reason
        s.ender = self.ender
        s.events = self.events[:] if events and self.events is not None else None
        s._legal = self._legal
        return s

    # ------------------------------------------------------------------ queries

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def boats_of(self, seat: int) -> tuple[Boat, ...]:
        """Every boat of a seat's river (cached until that river changes)."""
        b = self.boats[seat]
        if b is None:
            b = self.boats[seat] = river_boats(self.rivers[seat], self.ed.gap_joins)
        return b

    def complete_boats(self, seat: int) -> list[Boat]:
        return [b for b in self.boats_of(seat) if b.complete]

    def score(self, seat: int) -> int:
        """The seat's score by the edition's scoring (rules 4.12, 5.7, 6.7), bonuses included."""
        points = self.ed.boat_points
        return sum(points(b.cells, b.complete) for b in self.boats_of(seat)) + self.bonus[seat]

    def scores(self) -> list[int]:
        return [self.score(s) for s in range(self.n)]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        sc = self.scores()
        best = max(sc)
        return [s for s in range(self.n) if sc[s] == best]

    def census(self) -> dict[str, Any]:
        """How many cards lie where (section 3, card conservation)."""
        piles = [len(p) for p in self.piles]
        rivers = [sum(1 for row in rv for c in row if c) for rv in self.rivers]
        d: dict[str, Any] = {
            "piles": piles,
            "discard": len(self.discard),
            "rivers": rivers,
            "resolution": len(self.hand),
            "out_of_play": len(self.out),
        }
        d["total"] = sum(piles) + len(self.discard) + sum(rivers) + len(self.hand) + len(self.out)
        return d

    def can_draw(self) -> bool:
        """A card can be drawn: a pile holds cards, or the discard pile can refill one (rule 4.3)."""
        for p in self.piles:
            if p:
                return True
        return self.refills > 0 and bool(self.discard)

    def river_kinds(self, seat: int) -> set[int]:
        return {c >> 2 for row in self.rivers[seat] for c in row if c}


    def lowest_empty_pile(self) -> int:
        """The first empty draw pile (the one a refill makes anew, rule 4.3)."""
        for p, pile in enumerate(self.piles):
            if not pile:
                return p
        raise AssertionError("no empty pile")

    def geo_of(self, seat: int) -> Geo:
        """A seat's row bitmasks (cached until that river changes)."""
        g = self.geo[seat]
        if g is None:
            g = self.geo[seat] = river_geo(self.rivers[seat])
        return g

    def _boat_at(self, seat: int, r: int, c: int) -> Boat:
        """A seat's boat starting at (r, c) (:func:`.targets.boat_at`)."""
        return boat_at(self, seat, r, c)

    # ------------------------------------------------------------------ legal actions

    def legal(self) -> list[int]:
        """The legal action codes of the pending decision, in a fixed order (empty once over)."""
        lg = self._legal
        if lg is None:
            lg = self._legal = compute_legal(self)
        return lg

    # ------------------------------------------------------------------ apply

    def apply(self, code: int) -> None:
        """Apply a legal action code, then every forced step after it.

        Raises IllegalActionError (with the reason) for a code that is not legal now.
        """
        if code not in self.legal():
            text, reason, params = refusals.refusal(self, code)
            raise IllegalActionError(text, reason, params)
        self.apply_unchecked(code)

    def apply_unchecked(self, code: int) -> None:
        """Apply a code taken from :meth:`legal` without checking it (the fast path for search)."""
        self._legal = None
        ph = self.phase
        if ph == DRAW or ph == CONTINUE:
            if code == A.STOP:
                if self.events is not None:
                    self.events.append(("stop", self.seat))
                self._next_turn()
            else:
                self._draw(code - A.DRAW)
        elif ph == PLACE:
            if code == A.DISCARD:
                self._discard_drawn()
            elif code < A.SHIFT:
                self._place_drawn(code)
            elif code >= A.MOVES:
                self._move_shift(code)
            else:
                self._shift(code)
        elif ph in _PLACE_PHASES:
            if code == A.DONE:
                self._away(self.hand)
                self._emit("loot-left", seat=self.seat, cards=[card_text(c) for c in self.hand])
                self.hand = []
                self._proceed()
            else:
                self._place_taken(ph, code)
        elif ph == AXE:
            r, c = divmod(code - A.SINK, A.COLS)
            b = own_boat(self, r, c)
            cards = remove_boat(self, self.seat, b)
            axe = self.hand.pop()
            self._away(cards)
            self._away([axe])
            self._emit("axe", seat=self.seat, row=r, col=c, cards=[card_text(x) for x in cards])
            self._proceed()
        elif ph == LASSO_TAKE:
            if code == A.PASS:
                self._emit("pass", seat=self.seat, card="lasso")
                self._proceed()
            else:
                s, r, c = target_cell(code - A.LASSO)
                card = take(self, s, r, c)
                self.hand = [card]
                self._emit("lasso", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
                self.phase = LASSO_PLACE
        elif ph == SHOOT:
            if code == A.PASS:
                self._emit("pass", seat=self.seat, card="archer")
            else:
                s, r, c = target_cell(code - A.SHOOT)
                card = take(self, s, r, c)
                self._away([card])
                self._emit("shoot", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
            self._proceed()
        elif ph == HUNT:
            if code == A.PASS:
                self._emit("pass", seat=self.seat, card=CARD_IDS[person_of(self.hunts[0])])
                self.hunts.pop(0)
                self._proceed()
            else:
                s, r, c = target_cell(code - A.HUNT)
                card = take(self, s, r, c)
                self.hand = [card]
                self._emit("hunt", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
                self.phase = HUNT_PLACE
        elif ph == TAKE:
            if code == A.DONE:
                self._emit("take-done", seat=self.seat)
                self.spoils = []
                self._proceed()
            else:
                s, r, c = target_cell(code - A.TAKE)
                card = take(self, s, r, c)
                self.spoils.remove((s, r, c))
                self.hand = [card]
                self._emit("take", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
                self.phase = TAKE_PLACE
        elif ph == ATTACKER:
            r, c = divmod(code - A.ATTACKER, A.COLS)
            self.pending.remove((r, c))
            self._start_attack((r, c))
        elif ph == ATTACK:
            if code == A.NO_ATTACK:
                att = self.attacker or (0, 0)
                self._emit("no-attack", seat=self.seat, row=att[0], col=att[1])
                self.attacker = None
                self._proceed()
            else:
                self._choose_target(*target_cell(code - A.ATTACK))
        elif ph == SECOND:
            first = self.first_target
            assert first is not None
            if code == A.NO_ATTACK:
                self._attack([first])
            else:
                self._attack([first, target_cell(code - A.ATTACK)])
        elif ph == END:
            if code == A.END:
                self.ender = self.seat
                self._finish("ended")
            else:
                self._emit("play-on", seat=self.seat)
                self._proceed()
        self._settle()

    def _settle(self) -> None:
        """Apply forced steps: a decision with a single legal action (the engine decides it)."""
        while self.phase != OVER:
            lg = self._legal
            if lg is None:
                lg = self._legal = compute_legal(self)
            if len(lg) != 1:
                return
            self.apply_unchecked(lg[0])

    def _away(self, cards: list[int]) -> None:
        """Cards leaving a river or a hand: to the discard pile, or out of play (ASS)."""
        if self.ed.out_of_play:
            self.out.extend(cards)
        else:
            self.discard.extend(cards)

    def _refill(self, p: int) -> None:
        """The discard pile, shuffled, becomes draw pile ``p`` (rules 4.3, 6.1)."""
        cards = self.discard
        rng = Rng(self.rng)
        rng.shuffle(cards)
        self.rng = rng.state
        self.piles[p] = cards
        self.pile_public[p] = self.ed.discard_public
        self.discard = []
        self.refills -= 1
        self._emit("refill", pile=p + 1, size=len(cards), refills_left=self.refills)

    def _draw(self, p: int) -> None:
        piles = self.piles
        if not piles[p]:
            self._refill(p)
        card = piles[p].pop()
        if not piles[p]:
            self.pile_public[p] = False
            if self.refills > 0 and self.discard:
                self._refill(self.lowest_empty_pile())
        kind = card >> 2
        kbit = 1 << kind
        self.dup = bool(reduce(or_, self.geo_of(self.seat)[6], 0) & kbit)
        if self.events is not None:
            self.events.append(("draw", self.seat, p + 1, card))
        self.hand = [card]
        if kind == CRAZY_AXE:
            # Rules 4.8, 5.3: it sinks an own complete boat of the player's choice.
            self.must_end = True
            if any(b.complete for b in self.boats_of(self.seat)):
                self.phase = AXE
            else:
                self.hand = []
                self._away([card])
                self._emit("axe", seat=self.seat, row=-1, col=-1, cards=[])
                self._proceed()
            return
        self.phase = PLACE

    def _discard_drawn(self) -> None:
        card = self.hand.pop()
        self._away([card])
        if self.events is not None:
            self.events.append(("discard", self.seat, card))
        self.must_end = True
        kind = card >> 2
        if self.ed.act_when_unplaced:  # Pelikan 6.3: lasso and archer act even when not placed
            if kind == LASSO:
                self.todo = TODO_LASSO
            elif kind == ARCHER:
                self.todo = TODO_ARCHER
        self._proceed()

    def _place_drawn(self, code: int) -> None:
        kind, p = divmod(code - A.PLACE, A.N_POS)
        r, c = divmod(p, A.POS_COLS)  # A.pos_of(p), shifted by one
        card = self.hand.pop()
        r, c = put(self, self.seat, r - 1, c - 1, card)
        if self.events is not None:
            self.events.append(("place", self.seat, card, r, c, "draw"))
        self._after_drawn_placed(kind)
        self._placed(kind, r, c)
        self._proceed()

    def _after_drawn_placed(self, kind: int) -> None:
        """Which stop of rules 4.2, 5.2, 6.2 the placed card brings, and its own action."""
        turn = self.ed.turn
        if turn == TURN_AMIGO:
            if self.dup or kind == LASSO or kind == ARCHER:
                self.must_end = True
        elif turn == TURN_ASS:
            if kind not in _ASS_GO_ON:
                self.must_end = True
        elif turn == TURN_PELIKAN and self.dup:
            self.must_end = True
        if kind == LASSO:
            self.todo = TODO_LASSO
        elif kind == ARCHER:
            self.todo = TODO_ARCHER

    def _placed(self, kind: int, r: int, c: int) -> None:
        """After any placement in the own river: a completed boat, a hunter (Pelikan 6.5)."""
        if self.ed.hunters and HALF[kind] == PERSON:
            self.hunts.append(SUITE[kind])
        self._check_completion(r, c)

    def _place_taken(self, ph: int, code: int) -> None:
        kind, p = divmod(code - A.PLACE, A.N_POS)
        r, c = A.pos_of(p)
        for i, card in enumerate(self.hand):
            if card >> 2 == kind:
                del self.hand[i]
                break
        r, c = put(self, self.seat, r, c, card)
        source = {LASSO_PLACE: "lasso", LOOT: "loot", HUNT_PLACE: "hunt", TAKE_PLACE: "take"}[ph]
        if self.events is not None:
            self.events.append(("place", self.seat, card, r, c, source))
        self._placed(kind, r, c)
        if self.phase == OVER:
            return
        if ph == TAKE_PLACE:
            self.phase = TAKE
            if not take_targets(self):
                self.spoils = []
                self._proceed()
        elif ph != LOOT or not self.hand:
            self._proceed()

    def _shift(self, code: int) -> None:
        """AMIGO rule 4.5: insert the drawn suite card, moving a run of cards one column."""
        x, right_bit = divmod(code - A.SHIFT, 2)
        x, c = divmod(x, A.COLS)
        kind, r = divmod(x, A.ROWS)
        card = self.hand.pop()
        rows = self.rivers[self.seat]
        row = rows[r]
        new_row, at, where = shifted_row(row, c, card, bool(right_bit))
        before = complete_in_row(self, r, where)
        if len(new_row) > len(row):
            grew_left = not right_bit and at == c + 1
            for i, other in enumerate(rows):
                if i != r:
                    if grew_left:
                        other.insert(0, 0)
                    else:
                        other.append(0)
            if grew_left:
                moved(self, 0, 1)
        self._replace_row(r, new_row, before)
        self._emit("shift", seat=self.seat, card=card_text(card), row=r, col=at,
                   direction="right" if right_bit else "left")
        self._after_drawn_placed(kind)
        self._proceed()

    def _move_shift(self, code: int) -> None:
        """ASS rule 5.5: place the drawn suite card while suite cards of its row move one space."""
        card = self.hand.pop()
        kind = card >> 2
        detail = dict(move_shifts(self, card))[code]
        r, c, new_row, where = detail
        self._replace_row(r, new_row, complete_in_row(self, r, where))
        self._emit("shift", seat=self.seat, card=card_text(card), row=r, col=c, direction="moves")
        self._after_drawn_placed(kind)
        if self.ed.hunters and HALF[kind] == PERSON:
            self.hunts.append(SUITE[kind])
        self._proceed()

    def _replace_row(self, r: int, new_row: list[int], before: list[set[int]]) -> None:
        """Put a shifted row in place; boats that turn complete by it attack (section 3)."""
        me = self.seat
        self.rivers[me][r] = new_row
        self.boats[me] = None
        self.geo[me] = None
        for b in self.boats_of(me):
            if b.complete and b.row == r:
                cells = set(range(b.start, b.end + 1))
                if not any(old <= cells for old in before):
                    self._completed(b)

    def _check_completion(self, r: int, c: int) -> None:
        """A placement that makes its boat complete gives that boat an attack (section 3)."""
        row = self.rivers[self.seat][r]
        # A complete boat is a run without gaps from a bow card to a stern card (section 3);
        # walk from the new card to both ends of its run.
        s = c
        while not IS_BOW[row[s] >> 2]:
            if s == 0 or not row[s - 1] or (IS_STERN[row[s] >> 2] and s != c):
                return
            s -= 1
        e = c
        last = len(row) - 1
        while not IS_STERN[row[e] >> 2]:
            if e == last or not row[e + 1] or (IS_BOW[row[e] >> 2] and e != c):
                return
            e += 1
        if s < e and is_complete_span(row, s, e) and span_of(row, c, self.ed.gap_joins) == (s, e):
            self._completed(own_boat(self, r, s))

    def _completed(self, b: Boat) -> None:
        ed = self.ed
        self.completed = True
        if ed.turn != TURN_PELIKAN:
            self.must_end = True  # rules 4.2, 5.2; in Pelikan only an attack can end the turn
        self.pending.append((b.row, b.start))
        self._emit("complete", seat=self.seat, row=b.row, col=b.start, strength=b.strength,
                   cards=[card_text(x) for x in b.cells])
        if ed.end_at_once_at and sum(1 for x in self.boats_of(self.seat) if x.complete) >= ed.end_at_once_at:
            # Pelikan 6.6: the game ends at once; the first seat to hold 3 complete boats gets the bonus.
            self.bonus[self.seat] += ed.first_bonus
            self.ender = self.seat
            self._finish("three-boats")

    def _start_attack(self, boat: tuple[int, int]) -> None:
        self.attacker = boat
        if attack_targets(self):
            self.phase = ATTACK
        else:
            self.attacker = None
            self._proceed()

    def _choose_target(self, seat: int, r: int, c: int) -> None:
        """A target is chosen; a Pelikan boat with a medicine man may add a second (rule 6.4)."""
        if self.ed.shaman_double_attack and self.attacker is not None:
            att = own_boat(self, *self.attacker)
            if any(x >> 2 == SHAMAN for x in att.cells):
                self.first_target = (seat, r, c)
                self.phase = SECOND
                if attack_targets(self):
                    return
        self._attack([(seat, r, c)])

    def _attack(self, targets: list[tuple[int, int, int]]) -> None:
        """Conquer the target boats (rules 4.9, 5.4, 6.4)."""
        ed = self.ed
        att = self.attacker or (0, 0)
        self.attacker = None
        self.first_target = None
        boats = [boat_at(self, *t) for t in targets]
        self._emit("attack", seat=self.seat, row=att[0], col=att[1],
                   targets=[{"seat": t[0], "row": t[1], "col": t[2], "cards": [card_text(x) for x in b.cells if x]}
                            for t, b in zip(targets, boats, strict=True)])
        if ed.loot == LOOT_AMIGO or ed.loot == LOOT_ASS:
            (seat, _, _), b = targets[0], boats[0]
            cards = remove_boat(self, seat, b)
            keep = IS_BOOTY if ed.loot == LOOT_AMIGO else _ASS_LOOT
            loot = [x for x in cards if keep[x >> 2]]
            self._away([x for x in cards if not keep[x >> 2]])
            if loot:
                self.hand = loot
                self.phase = LOOT
            else:
                self._proceed()
            return
        # Pelikan: the warriors go to the discard pile, the rest stays where it lies until taken.
        spoils = []
        for (seat, r, _), b in zip(targets, boats, strict=True):
            row = self.rivers[seat][r]
            for col in range(b.start, b.end + 1):
                x = row[col]
                if x and IS_WARRIOR[x >> 2]:
                    row[col] = 0
                    self._away([x])
                elif x:
                    spoils.append((seat, r, col))
            self.boats[seat] = None
            row_emptied(self, seat, r)
        self.spoils = spoils
        if take_targets(self):
            self.must_end = self.took = True  # he could take a card: the turn ends after the taking
            self.phase = TAKE
        else:
            self.spoils = []
            if not self.took:  # a free turn: he draws on, even after a duplicate
                self.must_end = False
                self.dup = False
                self._emit("free-turn", seat=self.seat)
            self._proceed()

    def _proceed(self) -> None:
        """After a step: the drawn card's action, then hunters, then attacks, then the end
        decision, then the turn's stop (rules 4.10, 6.5)."""
        if self.phase == OVER:
            return
        me = self.seat
        todo = self.todo
        if todo:
            self.todo = TODO_NONE
            if todo == TODO_LASSO:
                codes = lasso_codes(self)
                if codes:
                    enter(self, LASSO_TAKE, codes, A.PASS if self.ed.lasso_optional else None)
                    return
                self._emit("lapse", seat=me, card="lasso")
            else:
                codes = archer_codes(self)
                if codes:
                    enter(self, SHOOT, codes, A.PASS if self.ed.archer_optional else None)
                    return
                self._emit("lapse", seat=me, card="archer")
        while self.hunts:
            codes = hunt_codes(self)
            if codes:
                enter(self, HUNT, codes, A.PASS)
                return
            self.hunts.pop(0)
        while self.pending:
            if len(self.pending) > 1:
                self.phase = ATTACKER
                return
            boat = self.pending.pop()
            self.attacker = boat
            codes = attack_codes(self)
            if codes:
                enter(self, ATTACK, codes, A.NO_ATTACK)
                return
            self.attacker = None
        ed = self.ed
        if self.completed:
            self.completed = False
            if ed.may_end_at:
                done = sum(1 for b in self.boats_of(me) if b.complete)
                if ed.must_end_at and done >= ed.must_end_at:
                    self.ender = me
                    self._finish("fifth-boat")
                    return
                if done >= ed.may_end_at:
                    self.phase = END
                    return
        if self.must_end:
            self._next_turn()
        elif ed.turn == TURN_PELIKAN and not self.can_draw():
            self._finish("no-cards")  # Pelikan 6.2: the next draw is compulsory
        else:
            self.phase = CONTINUE

    def _next_turn(self) -> None:
        self.seat = (self.seat + 1) % self.n
        self.turn += 1
        self.dup = self.must_end = self.completed = self.took = False
        self.todo = TODO_NONE
        self.hand = []
        self.phase = DRAW
        if not self.can_draw():
            self._finish("no-cards")
            return
        if self.events is not None:
            self.events.append(("turn", self.seat, self.turn))

    def _finish(self, reason: str) -> None:
        self.phase = OVER
        self.reason = reason
        self.pending = []
        self.hunts = []
        self.spoils = []
        self.attacker = None
        self.first_target = None
        self.todo = TODO_NONE
        if self.hand:
            self._away(self.hand)
            self.hand = []
        self._legal = []
        if self.events is not None:
            scores = self.scores()
            best = max(scores)
            winners = [seat for seat, score in enumerate(scores) if score == best]  # self.winners(), reusing scores
            self._emit("game-over", reason=reason, seat=self.ender, scores=scores, winners=winners)

    def _emit(self, name: str, **params: Any) -> None:
        ev = self.events
        if ev is not None:
            params["event"] = name
            ev.append(params)

    # ------------------------------------------------------------------ diagnostics

    def explain(self, code: int) -> str:
        """Say why an action code is not legal now (for error messages)."""
        return refusals.refusal(self, code)[0]

    def refusal(self, code: int) -> tuple[str, str, dict[str, Any]]:
        """Why an action code is not legal now: the English text, a stable reason code and its
        parameters (so that a client can word the reason in its own language)."""
        return refusals.refusal(self, code)


# ASS: what an attacker gets of a conquered boat (rules.md 5.4): booty and empty cards.
_ASS_LOOT: tuple[bool, ...] = tuple(IS_BOOTY[k] or k in (BOW, STERN, SECTION) for k in range(len(CARD_IDS)))
