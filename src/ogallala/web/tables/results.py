"""What the use cases take and answer: plain dataclasses, which the routes' response models check."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class SeatRequest:
    kind: str  # human, open, bot, remote-bot
    name: str | None = None
    level: str | None = None
    #: an account's username: the creator's own seat, or a seat kept open for the invited account
    username: str | None = None
    #: the account the seat is (or is kept) for, resolved from ``username`` or carried into a rematch
    account_id: str | None = None


@dataclass(frozen=True)
class SeatToken:
    seat: int
    kind: str
    name: str
    token: str | None  # the seat's secret (human and remote-bot seats)


@dataclass(frozen=True)
class Created:
    id: str
    creator_token: str | None  # None for a rematch: the creator's token carries over
    seats: list[SeatToken]
    spectate_path: str
    rematch_of: str | None


@dataclass(frozen=True)
class SeatChange:
    seat: int
    kind: str
    name: str
    level: str | None
    token: str | None


@dataclass(frozen=True)
class Hint:
    action: str
    level: str
    seq: int


@dataclass(frozen=True)
class LogPage:
    entries: list[dict[str, Any]]
    next: int


@dataclass(frozen=True)
class LobbySeat:
    seat: int
    kind: str
    name: str
    level: str | None
    rating: int | None = None  # the seat's account's or bot's rating for the table's edition
    provisional: bool = False
    deleted: bool = False  # the seat's account was deleted (it shows "deleted player")


@dataclass(frozen=True)
class LobbyGame:
    id: str
    edition: str
    variants: list[str]
    players: int
    status: str
    seq: int
    seats: list[LobbySeat]
    turn_seconds: int | None
    created: float
    updated: float
    pace: str = "normal"


@dataclass(frozen=True)
class Lobby:
    games: list[LobbyGame]
    next: int | None


@dataclass(frozen=True)
class ReplayStep:
    seq: int
    action: str | None
    seat: int | None
    view: dict[str, Any]


@dataclass(frozen=True)
class ReplayPage:
    total: int
    views: list[ReplayStep]
