"""What happens at the tables, as events on the server's bus (:mod:`..events`): published by the
committing of changes (:mod:`.sync`) and the sweeper (:mod:`.scheduler`), taken by the other parts
(ratings, mail, quick play, accounts) where the composition root subscribes them."""

from __future__ import annotations

from dataclasses import dataclass

from .table import Table


@dataclass(frozen=True)
class ChangeCommitted:
    """This process committed a change of ``table`` (an action or a seat), after its followers and the
    other processes were told."""

    table: Table

    def __str__(self) -> str:
        return f"a change of table {self.table.id}"


@dataclass(frozen=True)
class GameEnded:
    """This process committed ``table``'s last action: the game is over."""

    table: Table

    def __str__(self) -> str:
        return f"the last action of table {self.table.id}"


@dataclass(frozen=True)
class Housekeeping:
    """About once a minute, with the expiry of old tables: ``now`` is the sweeper's time."""

    now: float

    def __str__(self) -> str:
        return "the housekeeping"


@dataclass(frozen=True)
class Swept:
    """At every sweep of due tables (a few times a second; a handler is cheap when idle)."""

    now: float

    def __str__(self) -> str:
        return "a sweep"


@dataclass(frozen=True)
class Invited:
    """This process dealt ``table`` with ``seats`` kept open for invited accounts, by ``inviter`` (the
    signed-in creator's username)."""

    table: Table
    seats: tuple[int, ...]
    inviter: str | None

    def __str__(self) -> str:
        return f"the invitations of table {self.table.id}"
