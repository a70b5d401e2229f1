"""The SQL of ratings: each subject's rating per edition and its history, one row per rated game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Engine, and_, exists, insert, literal, select, update
from sqlalchemy.exc import IntegrityError

from .schema import accounts, games, rating_history, ratings, seats


@dataclass(frozen=True)
class RatingRow:
    subject: str
    edition: str
    mu: float
    sigma: float
    games: int
    wins: int


@dataclass(frozen=True)
class Placing:
    """One subject's result in a rated game: its rank (1 first), its score, whether it won."""

    subject: str
    rank: int
    score: int | None
    won: bool


@dataclass(frozen=True)
class HistoryRow:
    game_id: str
    edition: str
    players: int
    rank: int
    score: int | None
    mu: float
    sigma: float
    at: float


#: Computes the new (mu, sigma) of each subject from their (mu, sigma) before, or None where unrated.
Compute = Callable[[dict[str, tuple[float, float] | None]], dict[str, tuple[float, float]]]


class RatingRepository:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"

    def apply(self, game_id: str, edition: str, players: int, placings: list[Placing], compute: Compute,
              now: float) -> bool:
        """Rate a finished game once: in one transaction, read the subjects' ratings (locked on
        PostgreSQL), compute the new ones, write them and the history. False when the game was rated
        already (by this process or another)."""
        subjects = sorted({p.subject for p in placings})
        try:
            with self.engine.begin() as conn:
                done = conn.execute(select(exists().where(rating_history.c.game_id == game_id))).scalar()
                if done:
                    return False
                q = select(ratings).where(and_(ratings.c.edition == edition, ratings.c.subject.in_(subjects)))
                if self.postgres:
                    q = q.with_for_update()
                before = {r.subject: r for r in conn.execute(q)}
                after = compute({s: (before[s].mu, before[s].sigma) if s in before else None for s in subjects})
                for s in subjects:
                    mine = [p for p in placings if p.subject == s]
                    won = any(p.won for p in mine)
                    mu, sigma = after[s]
                    if s in before:
                        conn.execute(update(ratings).where(and_(ratings.c.subject == s, ratings.c.edition == edition))
                                     .values(mu=mu, sigma=sigma, games=ratings.c.games + 1,
                                             wins=ratings.c.wins + int(won), updated=now))
                    else:
                        conn.execute(insert(ratings).values(subject=s, edition=edition, mu=mu, sigma=sigma, games=1,
                                                            wins=int(won), updated=now))
                    best = min(mine, key=lambda p: p.rank)
                    conn.execute(insert(rating_history).values(
                        game_id=game_id, subject=s, edition=edition, players=players, rank=best.rank,
                        score=best.score, mu=mu, sigma=sigma, at=now))
        except IntegrityError:
            return False  # another process rated it at the same moment
        return True

    def of(self, subjects: list[str], edition: str | None = None) -> list[RatingRow]:
        q = select(ratings).where(ratings.c.subject.in_(subjects))
        if edition is not None:
            q = q.where(ratings.c.edition == edition)
        with self.engine.connect() as conn:
            return [RatingRow(r.subject, r.edition, r.mu, r.sigma, r.games, r.wins) for r in conn.execute(q)]

    def leaderboard(self, edition: str, limit: int, offset: int) -> list[tuple[RatingRow, str | None]]:
        """The edition's ratings, best first (by mu - 3 sigma), each with its account's username (None: a bot);
        deleted accounts left out."""
        q = (select(ratings, accounts.c.username, accounts.c.deleted)
             .select_from(ratings.outerjoin(accounts, ratings.c.subject == literal("account:").concat(accounts.c.id)))
             .where(ratings.c.edition == edition)
             .order_by((ratings.c.mu - 3 * ratings.c.sigma).desc(), ratings.c.subject).limit(limit).offset(offset))
        with self.engine.connect() as conn:
            out = []
            for r in conn.execute(q):
                if r.subject.startswith("account:") and (r.username is None or r.deleted is not None):
                    continue
                out.append((RatingRow(r.subject, r.edition, r.mu, r.sigma, r.games, r.wins), r.username))
            return out

    def history(self, subject: str, limit: int | None) -> list[HistoryRow]:
        """The subject's rated games, newest first (None: all)."""
        q = (select(rating_history).where(rating_history.c.subject == subject)
             .order_by(rating_history.c.at.desc()).limit(limit))
        with self.engine.connect() as conn:
            return [HistoryRow(r.game_id, r.edition, r.players, r.rank, r.score, r.mu, r.sigma, r.at)
                    for r in conn.execute(q)]

    def before(self, rows: list[tuple[str, str, float]]) -> dict[tuple[str, float], float]:
        """For each (subject, edition, at) of a history row, the subject's mu after its previous rated game of
        that edition (none before: left out), keyed by (subject, at)."""
        out: dict[tuple[str, float], float] = {}
        with self.engine.connect() as conn:
            for subject, edition, at in rows:
                mu = conn.execute(select(rating_history.c.mu).where(and_(
                    rating_history.c.subject == subject, rating_history.c.edition == edition,
                    rating_history.c.at < at)).order_by(rating_history.c.at.desc()).limit(1)).scalar()
                if mu is not None:
                    out[(subject, at)] = float(mu)
        return out

    def subjects_of_game(self, game_id: str) -> dict[str, HistoryRow]:
        """The history rows of one rated game by subject."""
        with self.engine.connect() as conn:
            return {r.subject: HistoryRow(r.game_id, r.edition, r.players, r.rank, r.score, r.mu, r.sigma, r.at)
                    for r in conn.execute(select(rating_history).where(rating_history.c.game_id == game_id))}

    def seat_names(self, game_ids: list[str]) -> dict[str, list[tuple[int, str, str | None]]]:
        """The (seat, name, account) of every seat of these games."""
        out: dict[str, list[tuple[int, str, str | None]]] = {g: [] for g in game_ids}
        if not game_ids:
            return out
        with self.engine.connect() as conn:
            for r in conn.execute(select(seats.c.game_id, seats.c.seat, seats.c.name, seats.c.account_id)
                                  .where(seats.c.game_id.in_(game_ids)).order_by(seats.c.game_id, seats.c.seat)):
                out[r.game_id].append((r.seat, r.name, r.account_id))
        return out

    def unrated_finished(self, limit: int) -> list[str]:
        """Rated games that are over but have no rating history yet (their rating was cut off)."""
        q = (select(games.c.id).where(and_(games.c.rated.is_(True), games.c.status == "over",
                                           ~exists().where(rating_history.c.game_id == games.c.id)))
             .limit(limit))
        with self.engine.connect() as conn:
            return [r.id for r in conn.execute(q)]
