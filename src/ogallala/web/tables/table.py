"""A table in memory: the game rebuilt from its record, its seats, and what was said about it."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import operator
import secrets
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from ... import Action
from ...game import Game, load_position, new_game
from ..storage.rows import ActionRow, GameRow, NoteRow, SeatRow, Snapshot

PLAYING_KINDS = ("human", "remote-bot")  # seats that act through a token


def new_token() -> str:
    """A fresh secret: 192 random bits as 48 hex digits (safe in URLs, fragments and command lines)."""
    return secrets.token_hex(24)


def new_game_id() -> str:
    """A table's id: 48 random bits as 12 hex digits (not a secret: anyone may watch a table)."""
    return secrets.token_hex(6)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def matches(token: str | None, stored: str | None) -> bool:
    """Whether ``token`` is the one whose hash is ``stored``, compared in constant time."""
    if not token or not stored:
        return False
    return hmac.compare_digest(token_hash(token), stored)


def rated_seats(seats: list[SeatRow]) -> bool:
    """Whether seats make a rated table: every person's seat an account's, each account at one seat
    (no hot seat), no remote bot, and at least one account."""
    accounts = [s.account_id for s in seats if s.kind in ("human", "open", "remote-bot")]
    return bool(accounts) and all(a is not None for a in accounts) and \
        all(s.kind != "remote-bot" for s in seats) and len(set(accounts)) == len(accounts)


class ActionLog(Sequence[ActionRow]):
    """A table's committed actions, kept as columns: five objects however many actions, not one a row.

    An open table holds its record (dozens of actions) as long as it lives, and the collector would walk
    every row object on each full collection; here the numbers lie in arrays and the texts in lists of
    strings, which it does not look into. A row is built when asked for (``log[k]``, ``log[a:b]``)."""

    __slots__ = ("_seq", "_seat", "_action", "_actor", "_at")

    def __init__(self, rows: Iterable[ActionRow] = ()) -> None:
        self._seq = array("q")
        self._seat = array("h")
        self._action: list[str] = []
        self._actor: list[str] = []
        self._at = array("d")
        for row in rows:
            self.append(row)

    def append(self, row: ActionRow) -> None:
        self._seq.append(row.seq)
        self._seat.append(row.seat)
        self._action.append(row.action)
        self._actor.append(row.actor)
        self._at.append(row.at)

    def __len__(self) -> int:
        return len(self._seq)

    @overload
    def __getitem__(self, k: int) -> ActionRow: ...

    @overload
    def __getitem__(self, k: slice) -> list[ActionRow]: ...

    def __getitem__(self, k: int | slice) -> ActionRow | list[ActionRow]:
        if isinstance(k, slice):
            return [self._row(i) for i in range(*k.indices(len(self)))]
        i = operator.index(k)
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(f"action {k} of {len(self)}")
        return self._row(i)

    def _row(self, i: int) -> ActionRow:
        return ActionRow(self._seq[i], self._seat[i], self._action[i], self._actor[i], self._at[i])

    def __repr__(self) -> str:
        return f"ActionLog({len(self)} actions)"


def start_game(row: GameRow) -> Game:
    """The game as it was dealt (or loaded), before any action."""
    if row.start is not None:
        return load_position(row.start)
    return new_game(row.edition, row.players, row.seed, tuple(row.variants), deck=row.deck)


@dataclass
class Table:
    """One table: the game at ``seq`` actions, its seats and notes, and the marks that tie events to actions."""

    row: GameRow
    seats: list[SeatRow]
    game: Game
    actions: ActionLog = field(default_factory=ActionLog)
    notes: list[NoteRow] = field(default_factory=list)
    #: marks[k]: how many engine events there were after k actions.
    marks: list[int] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    bot_task: asyncio.Task[None] | None = None
    #: The encoded public view and the key it was built for (seq, version, connected seats).
    body: tuple[Any, str] | None = None
    #: The legal actions at a seq: their texts (what a seat may play, in its view) and each text's action.
    legal_texts: tuple[int, list[str], dict[str, Action]] | None = None

    @classmethod
    def from_snapshot(cls, snap: Snapshot) -> Table:
        game = start_game(snap.game)
        table = cls(snap.game, snap.seats, game, marks=[game.event_count])
        table.extend(snap.actions, snap.notes)
        return table

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def seq(self) -> int:
        return len(self.actions)

    @property
    def status(self) -> str:
        return self.row.status

    def extend(self, actions: list[ActionRow], notes: list[NoteRow]) -> None:
        """Apply actions committed after ours (by replay) and take notes we had not seen."""
        for a in actions:
            if a.seq != self.seq:
                continue  # already applied
            self.game.apply(a.action, seat=a.seat)
            self.actions.append(a)
            self.marks.append(self.game.event_count)
        for n in notes:
            if n.n == len(self.notes):
                self.notes.append(n)

    def advance(self, after: Game, row: ActionRow, note: NoteRow | None, status: str, deadline: float | None,
                bot_due: float | None) -> None:
        """Take committed action ``row`` (``after`` is the game with it applied) and what changed with it."""
        self.game = after
        self.actions.append(row)
        self.marks.append(after.event_count)
        if note is not None:
            self.notes.append(note)
        r = self.row
        r.seq, r.version, r.status, r.deadline, r.bot_due, r.updated = row.seq + 1, r.version + 1, status, deadline, \
            bot_due, row.at

    def seat_of(self, token: str | None, account: str | None = None) -> int | None:
        """The seat whose token this is (checked against every seat, in constant time each); without a
        token, the signed-in account's seat (the one deciding now, if it holds several)."""
        found = None
        if token:
            hashed = token_hash(token)  # hashed once, compared with every seat's in constant time
            for s in self.seats:
                if s.token_hash and hmac.compare_digest(hashed, s.token_hash) and s.kind in PLAYING_KINDS:
                    found = s.seat
        if found is None and token is None and account is not None:
            mine = self.seats_of(account)
            if mine:
                deciding = self.deciding()
                found = deciding if deciding in mine else mine[0]
        return found

    def seats_of(self, account: str | None) -> list[int]:
        """The person seats of an account at this table."""
        if account is None:
            return []
        return [s.seat for s in self.seats if s.account_id == account and s.kind == "human"]

    def is_creator(self, token: str | None) -> bool:
        return matches(token, self.row.creator_hash)

    def deciding(self) -> int | None:
        """The seat to decide now, or None when nobody can (table not full, or game over)."""
        if self.row.status != "running":
            return None
        return self.game.current_seat

    def legal_for(self, seat: int | None) -> list[str]:
        """The texts of what ``seat`` may play now (nothing for spectators and seats not deciding)."""
        if seat is None or seat != self.deciding():
            return []
        return self._legal()[1]

    def legal_action(self, text: str) -> Action | None:
        """The legal action whose text this is, as the engine writes it (None: another text, to be parsed)."""
        return self._legal()[2].get(text)

    def _legal(self) -> tuple[int, list[str], dict[str, Action]]:
        legal = self.legal_texts
        if legal is None or legal[0] != self.seq:
            actions = {str(a): a for a in self.game.legal_actions()}
            legal = self.legal_texts = (self.seq, list(actions), actions)
        return legal

    def events_of(self, k: int) -> list[dict[str, Any]]:
        """The events of action ``k`` (1-based; 0: the deal) and the notes taken right after it."""
        lo = self.marks[k - 1] if k > 0 else 0
        out = self.game.events_since(lo, self.marks[k])
        out.extend(dict(n.data) for n in self.notes if n.seq == k)
        return out

    def log(self, since: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        """Log entries ``since`` .. ``since + limit``: every event and note, in order, with its action number."""
        entries: list[dict[str, Any]] = []
        n = 0
        for k in range(self.seq + 1):
            lo = self.marks[k - 1] if k > 0 else 0
            count = self.marks[k] - lo + sum(1 for x in self.notes if x.seq == k)
            if n + count <= since:
                n += count
                continue
            for e in self.events_of(k):
                if n >= since and len(entries) < limit:
                    entries.append({"n": n, "seq": k, **e})
                n += 1
            if len(entries) >= limit:
                break
        return entries, since + len(entries)
