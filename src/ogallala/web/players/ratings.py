"""Ratings, one use case of the server's: each finished rated table updates the openskill rating
(Plackett-Luce) of every account and bot level at it, for that edition; the leaderboard; a player's
profile.

A game ranks its seats by their final scores (equal scores share a rank); a player who left the
table or lost the seat to the clock finishes last. Bots hold ratings too (``bot:LEVEL``), from their
games at rated tables, so a new player's rating has anchors; a level at several seats of one game
takes the mean of its seats' new ratings. A rating is shown as ``round(mu * 60)`` (1500 to start),
provisional while sigma is above :data:`PROVISIONAL_SIGMA`; the leaderboard orders by the
conservative ``mu - 3 sigma``. The process that commits a game's last action rates it; the sweeper
rates any finished rated game whose rating was cut off, and a game is never rated twice.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, replace
from typing import Any

from openskill.models import PlackettLuce

from ..accounts.service import username_key
from ..errors import PlayerNotFound
from ..storage.accounts import AccountRepository
from ..storage.ratings import Compute, HistoryRow, Placing, RatingRepository, RatingRow
from ..storage.repository import Database
from ..storage.rows import SeatRow
from ..tables.store import TableStore
from ..tables.table import Table

log = logging.getLogger("ogallala.web")

SCALE = 60.0
PROVISIONAL_SIGMA = 6.0
_MODEL = PlackettLuce()


def shown(mu: float) -> int:
    return round(mu * SCALE)


def subject_of_seat(table: Table, n: int) -> tuple[str, bool] | None:
    """The rated subject at seat ``n`` and whether it left (None: a seat no rating covers)."""
    return subject_of(table.seats[n])


def subject_of(s: SeatRow) -> tuple[str, bool] | None:
    """The rated subject of a seat and whether its player left (None: a seat no rating covers)."""
    if s.account_id is not None and s.kind in ("human", "bot"):
        return f"account:{s.account_id}", s.kind == "bot"  # a bot plays the seat its player left
    if s.kind == "bot" and s.level:
        return f"bot:{s.level}", False
    return None


def shown_subject(s: SeatRow) -> str | None:
    """The subject whose rating a seat shows (None: none; a deleted account's seat shows no rating)."""
    x = subject_of(s)
    return None if x is None or s.deleted else x[0]


def placings(table: Table) -> list[Placing] | None:
    """Each seat's subject, rank and score in a finished table (None: some seat is not rated)."""
    subjects = [subject_of_seat(table, n) for n in range(len(table.seats))]
    outcome = table.game.outcome()
    if outcome is None or any(x is None for x in subjects):
        return None
    scores = list(outcome.scores)
    stayed = [n for n, x in enumerate(subjects) if x is not None and not x[1]]
    out = []
    for n, x in enumerate(subjects):
        assert x is not None
        subject, left = x
        rank = len(stayed) + 1 if left else 1 + sum(1 for m in stayed if scores[m] > scores[n])
        out.append(Placing(subject, rank, scores[n], rank == 1 and not left))
    return out


def compute(places: list[Placing]) -> Compute:
    """The new ratings of a game's subjects from their ratings before (a level at several seats: the mean)."""

    def run(before: dict[str, tuple[float, float] | None]) -> dict[str, tuple[float, float]]:
        teams = []
        for p in places:
            prior = before.get(p.subject)
            teams.append([_MODEL.rating(*prior) if prior else _MODEL.rating()])
        rated = _MODEL.rate(teams, ranks=[p.rank for p in places])
        sums: dict[str, list[tuple[float, float]]] = {}
        for p, team in zip(places, rated, strict=True):
            sums.setdefault(p.subject, []).append((team[0].mu, team[0].sigma))
        return {s: (sum(m for m, _ in v) / len(v), sum(g for _, g in v) / len(v)) for s, v in sums.items()}

    return run


@dataclass(frozen=True)
class Rating:
    edition: str
    rating: int
    provisional: bool
    games: int
    wins: int
    mu: float
    sigma: float


@dataclass(frozen=True)
class Leader:
    rank: int
    username: str | None  # None: a bot
    bot: str | None  # the bot's level
    rating: int
    provisional: bool
    games: int
    wins: int


@dataclass(frozen=True)
class HistoryPoint:
    game_id: str
    edition: str
    players: int
    rank: int
    score: int | None
    rating: int
    at: float
    change: int = 0  # the rating after this game less the rating before it
    opponents: list[str] | None = None  # the names at the game's other seats (the recent games only)


@dataclass(frozen=True)
class Profile:
    username: str
    created: float
    ratings: list[Rating]
    history: list[HistoryPoint]  # oldest first, for the plot
    played: dict[str, dict[str, dict[str, int]]]  # edition -> players -> {"played", "won"}
    recent: list[HistoryPoint] | None  # newest first; None when the player hides them


def _rating(r: RatingRow) -> Rating:
    return Rating(r.edition, shown(r.mu), r.sigma > PROVISIONAL_SIGMA, r.games, r.wins, r.mu, r.sigma)


#: A subject's mu before its first rated game (openskill's default: 1500 as shown).
FIRST_MU = _MODEL.rating().mu


def _points(history: list[HistoryRow]) -> list[HistoryPoint]:
    """The points of a subject's history (newest first), each with its change from the game before it of
    the same edition."""
    out: list[HistoryPoint] = []
    for i, h in enumerate(history):
        older = next((o for o in history[i + 1:] if o.edition == h.edition), None)
        out.append(HistoryPoint(h.game_id, h.edition, h.players, h.rank, h.score, shown(h.mu), h.at,
                                shown(h.mu) - shown(older.mu if older else FIRST_MU)))
    return out


class Ratings:
    """Rating finished tables, the leaderboard, profiles."""

    def __init__(self, db: Database, store: TableStore) -> None:
        self.db = db
        self.store = store
        self.repo = RatingRepository(db.engine)
        self.accounts: AccountRepository = db.accounts

    async def rate(self, table: Table) -> bool:
        """Rate a finished rated table (once; False when not rated now)."""
        if not table.row.rated or table.status != "over":
            return False
        places = placings(table)
        if places is None:
            log.warning("rated table %s has a seat no rating covers; not rated", table.id)
            return False
        return await self.db.run(self.repo.apply, table.id, table.row.edition, len(places), places,
                                 compute(places), time.time())

    async def catch_up(self, now: float) -> None:
        """Rate finished rated tables whose rating was cut off (a process stopped between the two)."""
        for game_id in await self.db.run(self.repo.unrated_finished, 20):
            table = await self.store.get(game_id)
            await self.rate(table)
            self.store.release(table)

    async def of_subjects(self, subjects: list[str], edition: str) -> dict[str, Rating]:
        """The ratings of these subjects (``account:ID``, ``bot:LEVEL``) for the edition, where they have one."""
        if not subjects:
            return {}
        return {r.subject: _rating(r) for r in await self.db.run(self.repo.of, subjects, edition)}

    async def at_table(self, game_id: str) -> tuple[dict[int, Rating], dict[int, int]]:
        """The rating of each seat's account or bot at a table, for its edition (seats without one left out),
        and, once a rated game is rated, each seat's change in it."""
        table = await self.store.get(game_id)
        subjects = {n: x for n in range(len(table.seats)) if (x := shown_subject(table.seats[n])) is not None}
        over, rated = table.status == "over", table.row.rated
        self.store.release(table)
        found = await self.of_subjects(sorted(set(subjects.values())), table.row.edition)
        changes = await self.changes(game_id, table.row.edition, subjects) if over and rated else {}
        return {n: found[s] for n, s in subjects.items() if s in found}, changes

    async def of_seats(self, tables: list[tuple[str, list[SeatRow]]]) -> list[dict[int, Rating]]:
        """For each (edition, seats) of a list of tables, the rating of each seat that has one."""
        wanted: dict[str, set[str]] = {}
        for edition, seats in tables:
            wanted.setdefault(edition, set()).update(x for s in seats if (x := shown_subject(s)) is not None)
        found = {edition: await self.of_subjects(sorted(subjects), edition) for edition, subjects in wanted.items()}
        return [{s.seat: found[edition][x] for s in seats
                 if (x := shown_subject(s)) is not None and x in found[edition]} for edition, seats in tables]

    async def export(self, account_id: str) -> dict[str, Any]:
        """The account's ratings and rating history, for its data download."""
        subject = f"account:{account_id}"
        rows = await self.db.run(self.repo.of, [subject])
        history = await self.db.run(self.repo.history, subject, None)
        return {"ratings": [{"edition": r.edition, "rating": shown(r.mu), "mu": r.mu, "sigma": r.sigma,
                             "games": r.games, "wins": r.wins} for r in rows],
                "rating_history": [{"game_id": h.game_id, "edition": h.edition, "players": h.players, "rank": h.rank,
                                    "score": h.score, "mu": h.mu, "sigma": h.sigma, "at": h.at} for h in history]}

    async def leaderboard(self, edition: str, limit: int, offset: int) -> list[Leader]:
        rows = await self.db.run(self.repo.leaderboard, edition, limit, offset)
        return [Leader(offset + i + 1, name, None if name else r.subject.removeprefix("bot:"), shown(r.mu),
                       r.sigma > PROVISIONAL_SIGMA, r.games, r.wins) for i, (r, name) in enumerate(rows)]

    async def profile(self, username: str, viewer: str | None = None) -> Profile:
        acc = await self.db.run(self.accounts.by_key, username_key(username))
        if acc is None:
            raise PlayerNotFound(f"no player is called {username!r}")
        subject = f"account:{acc.id}"
        rows = await self.db.run(self.repo.of, [subject])
        history = await self.db.run(self.repo.history, subject, 1000)
        played: dict[str, dict[str, dict[str, int]]] = {}
        for h in history:
            cell = played.setdefault(h.edition, {}).setdefault(str(h.players), {"played": 0, "won": 0})
            cell["played"] += 1
            cell["won"] += int(h.rank == 1)
        hidden = await self.db.run(self.accounts.hides_games, acc.id) and viewer != acc.id
        points = _points(history)
        recent = None
        if not hidden:
            names = await self.db.run(self.repo.seat_names, [p.game_id for p in points[:20]])
            recent = [replace(p, opponents=[n for _, n, a in names.get(p.game_id, []) if a != acc.id])
                      for p in points[:20]]
        return Profile(acc.username, acc.created, sorted((_rating(r) for r in rows), key=lambda r: r.edition),
                       list(reversed(points)), played, recent)

    async def changes(self, game_id: str, edition: str, subjects: dict[int, str]) -> dict[int, int]:
        """The change of each seat's rating (``subjects``: seat -> subject) in a rated game, once it is rated."""
        rows = await self.db.run(self.repo.subjects_of_game, game_id)
        if not rows:
            return {}
        before = await self.db.run(self.repo.before, [(s, edition, r.at) for s, r in rows.items()])
        return {n: shown(rows[s].mu) - shown(before.get((s, rows[s].at), FIRST_MU))
                for n, s in subjects.items() if s in rows}

    async def change_of(self, account_id: str, game_ids: list[str]) -> dict[str, int]:
        """The change of the account's rating in each of these games that was rated."""
        out: dict[str, int] = {}
        subject = f"account:{account_id}"
        for g in game_ids:
            rows = await self.db.run(self.repo.subjects_of_game, g)
            if subject in rows:
                r = rows[subject]
                before = await self.db.run(self.repo.before, [(subject, r.edition, r.at)])
                out[g] = shown(r.mu) - shown(before.get((subject, r.at), FIRST_MU))
        return out
