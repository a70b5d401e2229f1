"""The rows the storage reads and writes: a game's set-up, seats, actions and notes, plain values with no
SQL; and the words of a database's failure. Every other part of the server speaks of a game in these."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple


@dataclass
class SeatRow:
    seat: int
    kind: str  # human, open, bot, remote-bot
    name: str
    level: str | None = None
    token_hash: str | None = None
    #: the account whose seat this is; on an open seat, the invited account it is kept for
    account_id: str | None = None
    #: the seat's account was deleted: it shows as "deleted player" (translated) and its token is void
    deleted: bool = False


@dataclass
class GameRow:
    id: str
    edition: str
    variants: list[str]
    players: int
    seed: int | None
    start: str | None
    deck: dict[str, int] | None
    status: str
    seq: int
    version: int
    turn_seconds: int | None
    deadline: float | None
    bot_due: float | None
    creator_hash: str
    rematch_of: str | None
    rematch: str | None
    created: float
    updated: float
    rated: bool = False
    #: how fast the table's bots move: fast, normal or slow (``tables.timers.PACES``)
    pace: str = "normal"
    #: the SHA-256 of the creating client's address (None: dealt by the server itself)
    origin: str | None = None


class ActionRow(NamedTuple):
    """One committed action (a table keeps its actions as columns, :class:`.tables.ActionLog`)."""

    seq: int
    seat: int
    action: str
    actor: str
    at: float


@dataclass
class NoteRow:
    n: int
    seq: int
    data: dict[str, Any]
    at: float


@dataclass
class Snapshot:
    """A game's rows: set-up, seats, and the actions and notes from a given point on."""

    game: GameRow
    seats: list[SeatRow]
    actions: list[ActionRow] = field(default_factory=list)
    notes: list[NoteRow] = field(default_factory=list)



#: A commit's renewal of the committing process's lease on the table (``leases.py``): its name and the
#: lease's new end, renewed only if it is the holder; nobody's (no renewal) by default.
NO_LEASE = ("", 0.0)


def first_line(e: BaseException) -> str:
    """The first line of an error's text (of the driver's error inside SQLAlchemy's), at most 200 characters."""
    text = str(getattr(e, "orig", None) or e).strip()
    return text.splitlines()[0][:200] if text else type(e).__name__


def unavailable(e: BaseException) -> str:
    """The message of DatabaseUnavailable for ``e`` (a driver's error, or SQLAlchemy's around one)."""
    return f"the database cannot be reached now ({first_line(e)}); nothing was written, try again in a moment"
