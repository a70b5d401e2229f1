"""The routes of finished games: the record and the replay (the analysis is :mod:`..learning`'s)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict, Field

from ..api import GameId, errors
from .deps import Svc
from .play_routes import ViewOut
from .results import ReplayPage


class ReplayStep(BaseModel):
    seq: int
    action: str | None
    seat: int | None
    view: ViewOut


class ReplayOut(BaseModel):
    total: int = Field(description="the number of actions of the game")
    views: list[ReplayStep]


class RecordOut(BaseModel):
    model_config = ConfigDict(extra="allow")
    format: str
    version: int
    edition: str
    players: int
    actions: list[str]


router = APIRouter()


@router.get("/api/games/{game_id}/record", response_model=RecordOut, tags=["replay"], responses=errors(404, 409, 422))
async def get_record(game_id: GameId, svc: Svc) -> dict[str, Any]:
    """The game record (docs/notation.md), once the game is over: it holds the seed."""
    return await svc.record(game_id)


@router.get("/api/games/{game_id}/replay", response_model=ReplayOut, tags=["replay"],
            responses=errors(404, 409, 422))
async def get_replay(game_id: GameId, svc: Svc, start: Annotated[int, Query(alias="from", ge=0, le=1_000_000)] = 0,
                     count: Annotated[int, Query(ge=1, le=100)] = 20) -> ReplayPage:
    """Public views of a finished game, after ``from`` .. ``from + count - 1`` actions."""
    return await svc.replay(game_id, start, count)
