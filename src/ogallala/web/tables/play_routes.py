"""The routes of play: a viewer's view, an action, a hint, the event log."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import orjson
from fastapi import APIRouter, Query, Request
from fastapi.exceptions import ResponseValidationError
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.responses import Response

from ..accounts.routes import Who
from ..api import GameId, Level, SeatKind, Strict, client_address, errors
from .deps import Svc
from .results import Hint, LogPage


class ActionIn(Strict):
    action: str = Field(min_length=1, max_length=64, description="an action's text, e.g. 'draw 2'")
    seq: int = Field(ge=0, le=1_000_000, description="the seq of the view this action answers")


class SeatView(BaseModel):
    seat: int
    kind: SeatKind
    name: str
    level: str | None
    connected: bool
    account: bool = Field(False, description="the seat is an account's (or kept for one): it carries the username")
    deleted: bool = Field(False, description="the seat's account was deleted (it shows \"deleted player\")")


class Clock(BaseModel):
    turn_seconds: int
    deadline: str | None
    seconds_left: float | None


class LastAction(BaseModel):
    seq: int
    seat: int
    action: str


class ViewOut(BaseModel):
    """The engine's view of the game (``Game.view``, see docs/notation.md) without its event list, plus the
    table's facts and what this viewer may do."""

    model_config = ConfigDict(extra="allow")
    id: str
    seq: int = Field(description="actions applied so far")
    status: Literal["open", "running", "over"]
    seat: int | None = Field(description="the viewer's seat (None: a spectator)")
    legal_actions: list[str] = Field(description="what this viewer may play now")
    seats: list[SeatView]
    events: list[dict[str, Any]] = Field(description="the events of the last action, and notes taken after it")
    clock: Clock | None
    last_action: LastAction | None
    rematch: str | None
    rematch_of: str | None
    pace: Literal["fast", "normal", "slow"] = Field(description="how fast the table's bots move")
    edition: str
    players: int
    turn: int
    current_seat: int | None
    rivers: list[dict[str, Any]]
    piles: list[dict[str, Any]]
    scores: list[int]
    decision: dict[str, Any] | None
    over: bool
    result: dict[str, Any] | None


class HintOut(BaseModel):
    action: str
    level: str
    seq: int


class LogOut(BaseModel):
    entries: list[dict[str, Any]] = Field(description="events and notes, each with its index n and action seq")
    next: int


router = APIRouter()


def checked_view(text: str) -> Response:
    """A view's JSON text as the answer, checked against :class:`ViewOut` first: a view that breaks its
    model raises ResponseValidationError (a 500) and is never sent. Checking costs a thirtieth of what
    FastAPI does with a returned object (validate it, then write it out again); the view's text is
    cached and was built for the push already."""
    try:
        ViewOut.model_validate(orjson.loads(text))  # orjson then objects: faster than pydantic reading the text
    except ValidationError as e:
        raise ResponseValidationError(e.errors(include_url=False)) from None
    return Response(text, media_type="application/json")


@router.get("/api/games/{game_id}", response_model=ViewOut, tags=["play"], responses=errors(403, 404, 422))
async def get_view(game_id: GameId, svc: Svc, who: Who) -> Response:
    """The view of the seat whose token is sent, or the spectator's view without one."""
    return checked_view(await svc.view(game_id, who.token, who.account_id))


@router.post("/api/games/{game_id}/actions", response_model=ViewOut, tags=["play"],
             responses=errors(400, 403, 404, 409, 413, 422))
async def post_action(game_id: GameId, body: ActionIn, svc: Svc, who: Who) -> Response:
    """Play an action for the seat whose token is sent; ``seq`` must be the game's current seq."""
    return checked_view(await svc.act_and_view(game_id, who.token, body.action, body.seq, who.account_id))


@router.get("/api/games/{game_id}/hint", response_model=HintOut, tags=["play"],
            responses=errors(400, 403, 404, 409, 422, 429, 503))
async def get_hint(game_id: GameId, svc: Svc, who: Who, request: Request,
                   level: Level = "expert") -> Hint:
    """A bot's suggestion for the pending decision of the seat whose token is sent. Hints under way
    are capped per client address and for the server (429, 503 with ``Retry-After``); the bots' moves
    at live tables come first."""
    return await svc.hint(game_id, who.token, level, who.account_id, client_address(request))


@router.get("/api/games/{game_id}/log", response_model=LogOut, tags=["play"], responses=errors(404, 422))
async def get_log(game_id: GameId, svc: Svc, since: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
                  limit: Annotated[int, Query(ge=1, le=1000)] = 200) -> LogPage:
    """The event log, ``limit`` entries from entry ``since`` on; ``next`` is where the next page starts."""
    return await svc.log(game_id, since, limit)
