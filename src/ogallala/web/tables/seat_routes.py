"""The routes of seats: take an open seat, name one's own, hand one to a bot, leave one."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel, Field

from ..accounts.routes import Changing, Who
from ..api import Auth, GameId, Level, SeatKind, SeatNo, Strict, errors, token_of
from .deps import Svc
from .results import SeatChange


class ClaimIn(Strict):
    name: str = Field(min_length=1, max_length=64)


class BotIn(Strict):
    level: Level = "medium"


class SeatChangeOut(BaseModel):
    seat: int
    kind: SeatKind
    name: str
    level: str | None = None
    token: str | None


router = APIRouter()


@router.post("/api/games/{game_id}/seats/{n}/claim", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(400, 403, 404, 409, 413, 422))
async def claim_seat(game_id: GameId, n: SeatNo, body: ClaimIn, svc: Svc, who: Who) -> SeatChange:
    """Take an open seat; answers its token (signed in: the seat is the account's, under its username)."""
    return await svc.claim(game_id, n, body.name, who.account)


@router.post("/api/games/{game_id}/seats/{n}/bot", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(400, 403, 404, 409, 413, 422))
async def seat_to_bot(game_id: GameId, n: SeatNo, body: BotIn, svc: Svc, auth: Auth) -> SeatChange:
    """Hand a seat to a bot of a chosen level (the creator's token)."""
    return await svc.to_bot(game_id, n, token_of(auth), body.level)


@router.post("/api/games/{game_id}/seats/{n}/leave", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(403, 404, 409, 413, 422))
async def leave_seat(game_id: GameId, n: SeatNo, svc: Svc, who: Who) -> SeatChange:
    """Leave a seat (its own token, or its signed-in player): a bot plays it from now on, and the log says so."""
    return await svc.leave(game_id, n, who.token, who.account_id)


@router.post("/api/games/{game_id}/seats/{n}/name", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(400, 403, 404, 409, 413, 422))
async def rename_seat(game_id: GameId, n: SeatNo, body: ClaimIn, svc: Svc, who: Who) -> SeatChange:
    """Name one's own seat (its token, or its signed-in player's session; an account's seat keeps its
    username); the log says so."""
    return await svc.rename(game_id, n, body.name, who.token, who.account_id)


@router.post("/api/games/{game_id}/seats/{n}/decline", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(401, 403, 404, 409, 413, 422))
async def decline_seat(game_id: GameId, n: SeatNo, svc: Svc, session: Changing) -> SeatChange:
    """Decline the seat kept for you (signed in, invited to it): it is open to anyone from now on, and the log
    says who declined."""
    return await svc.decline(game_id, n, session.account)
