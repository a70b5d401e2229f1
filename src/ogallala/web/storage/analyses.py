"""The SQL of game analyses (web/learning/analyses.py): one row per finished game and seat, its status
(queued for a worker, running, done), its progress and, once done, its result; the row is the claim of
the process that computes it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from .repository import Database
from .schema import analyses

#: A running analysis whose row was not updated for this long was cut off (a stop): another takes it over.
STALE_SECONDS = 300.0


@dataclass(frozen=True)
class AnalysisState:
    status: str  # queued (for a worker), running, done
    done: int
    total: int
    analysis: dict[str, Any] | None
    updated: float = 0.0


class AnalysisRepository:
    def __init__(self, db: Database) -> None:
        self.engine = db.engine

    def get(self, game_id: str, seat: int) -> AnalysisState | None:
        with self.engine.connect() as conn:
            r = conn.execute(select(analyses).where(and_(analyses.c.game_id == game_id,
                                                         analyses.c.seat == seat))).first()
        if r is None:
            return None
        return AnalysisState(r.status, r.done, r.total, json.loads(r.result) if r.result else None, r.updated)

    def claim(self, game_id: str, seat: int, total: int, now: float) -> bool:
        """Take the analysis to compute: a new row, or a running one cut off long ago; False when another
        process holds it or it is done."""
        with self.engine.begin() as conn:
            taken = conn.execute(update(analyses).where(and_(
                analyses.c.game_id == game_id, analyses.c.seat == seat, analyses.c.status == "running",
                analyses.c.updated < now - STALE_SECONDS)).values(done=0, total=total, updated=now)).rowcount
            if taken:
                return True
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(analyses).values(game_id=game_id, seat=seat, status="running", done=0,
                                                     total=total, result=None, updated=now))
            return True
        except IntegrityError:
            return False

    def enqueue(self, game_id: str, seat: int, now: float) -> None:
        """Ask the workers for an analysis (nothing when it is queued, running or done already)."""
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(analyses).values(game_id=game_id, seat=seat, status="queued", done=0, total=0,
                                                     result=None, updated=now))
        except IntegrityError:
            return

    def begin(self, game_id: str, seat: int, total: int, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(analyses).where(and_(analyses.c.game_id == game_id, analyses.c.seat == seat))
                         .values(done=0, total=total, updated=now))

    def progress(self, game_id: str, seat: int, done: int, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(analyses).where(and_(analyses.c.game_id == game_id, analyses.c.seat == seat))
                         .values(done=done, updated=now))

    def finish(self, game_id: str, seat: int, result: dict[str, Any], now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(analyses).where(and_(analyses.c.game_id == game_id, analyses.c.seat == seat))
                         .values(status="done", done=len(result["moments"]), result=json.dumps(result),
                                 updated=now))

    def drop(self, game_id: str, seat: int) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(analyses).where(and_(analyses.c.game_id == game_id, analyses.c.seat == seat,
                                                     analyses.c.status == "running")))
