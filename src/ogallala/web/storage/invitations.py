"""The SQL of invitations (web/players/invitations.py): who was invited to which seat, by whom, and the
answer (None: not yet; ``accepted``, the seat taken; ``declined``; ``deleted``, the invited account was
deleted and its seat opened to anyone)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, case, select, update

from .repository import Database, _game_row, _seat_rows
from .rows import GameRow, SeatRow
from .schema import accounts, games, invitations


@dataclass(frozen=True)
class Pending:
    """An invitation not yet answered, to a seat still kept for the account at a table still open."""

    game: GameRow
    seats: list[SeatRow]
    seat: int
    inviter: str | None  # the inviter's username (None: the account is gone)
    created: float


class InvitationRepository:
    def __init__(self, db: Database) -> None:
        self.engine = db.engine

    def pending(self, account_id: str, limit: int) -> list[Pending]:
        """The account's unanswered invitations to open tables, newest first."""
        q = (select(invitations.c.game_id, invitations.c.seat, invitations.c.created, accounts.c.username,
                    accounts.c.deleted)
             .select_from(invitations.join(games, games.c.id == invitations.c.game_id)
                          .outerjoin(accounts, accounts.c.id == invitations.c.inviter_id))
             .where(and_(invitations.c.account_id == account_id, invitations.c.answer.is_(None),
                         games.c.status == "open"))
             .order_by(invitations.c.created.desc(), invitations.c.game_id).limit(limit))
        out: list[Pending] = []
        with self.engine.connect() as conn:
            for r in conn.execute(q).all():
                g = conn.execute(select(games).where(games.c.id == r.game_id)).first()
                if g is None:
                    continue
                seat_rows = _seat_rows(conn, r.game_id)
                kept = [s for s in seat_rows if s.seat == r.seat and s.kind == "open" and s.account_id == account_id]
                if kept:
                    out.append(Pending(_game_row(g), seat_rows, r.seat, None if r.deleted else r.username, r.created))
        return out

    def answer(self, game_id: str, seat: int, account_id: str, answer: str, now: float) -> None:
        """Record the account's answer to its invitation to the seat (if it has one not yet answered)."""
        with self.engine.begin() as conn:
            conn.execute(update(invitations).where(and_(
                invitations.c.game_id == game_id, invitations.c.seat == seat, invitations.c.account_id == account_id,
                invitations.c.answer.is_(None))).values(answer=answer, answered=now))

    def release(self, account_id: str, now: float) -> None:
        """Answer ``deleted`` every invitation of the account not yet answered (it was deleted: its seats are
        open to anyone now)."""
        with self.engine.begin() as conn:
            conn.execute(update(invitations).where(and_(invitations.c.account_id == account_id,
                                                        invitations.c.answer.is_(None)))
                         .values(answer="deleted", answered=now))

    def export(self, account_id: str) -> dict[str, list[dict[str, Any]]]:
        """The account's invitations, for its data download: those it received (with the inviter's username)
        and those it sent (with the invited account's), oldest first, each with its answer."""
        inviter, invited = accounts.alias("inviter"), accounts.alias("invited")

        def name(col: Any, deleted: Any) -> Any:
            return case((deleted.is_not(None), None), else_=col)

        received = (select(invitations.c.game_id, invitations.c.seat, invitations.c.created, invitations.c.answer,
                           invitations.c.answered, name(inviter.c.username, inviter.c.deleted).label("who"))
                    .select_from(invitations.outerjoin(inviter, inviter.c.id == invitations.c.inviter_id))
                    .where(invitations.c.account_id == account_id)
                    .order_by(invitations.c.created, invitations.c.game_id, invitations.c.seat))
        sent = (select(invitations.c.game_id, invitations.c.seat, invitations.c.created, invitations.c.answer,
                       invitations.c.answered, name(invited.c.username, invited.c.deleted).label("who"))
                .select_from(invitations.join(invited, invited.c.id == invitations.c.account_id))
                .where(invitations.c.inviter_id == account_id)
                .order_by(invitations.c.created, invitations.c.game_id, invitations.c.seat))
        with self.engine.connect() as conn:
            def rows(q: Any, who: str) -> list[dict[str, Any]]:
                return [{"game_id": r.game_id, "seat": r.seat, who: r.who, "created": r.created,
                         "answer": r.answer, "answered": r.answered} for r in conn.execute(q).all()]

            return {"received": rows(received, "inviter"), "sent": rows(sent, "invited")}

    def inviter_of(self, game_id: str) -> str | None:
        """The username of whoever invited someone to the table (None: nobody, or the account is gone)."""
        q = (select(accounts.c.username, accounts.c.deleted)
             .select_from(invitations.join(accounts, accounts.c.id == invitations.c.inviter_id))
             .where(invitations.c.game_id == game_id).limit(1))
        with self.engine.connect() as conn:
            r = conn.execute(q).first()
        return None if r is None or r.deleted else str(r.username)
