"""The HTTP routes: they validate requests against typed models, call a service and map its errors.

No rules and no SQL live here. Every error answers ``{"error": {"code": str, "message": str}}``
(a refused action also ``reason`` and ``params`` where the engine gives them); each route declares
in the OpenAPI schema the errors it can answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Query, Request, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, ConfigDict, Field

from .. import EDITIONS
from .bots import LEVELS
from .errors import (
    AmbiguousStart,
    BadLevel,
    BadName,
    BadSetup,
    ChangedMeanwhile,
    EngineRefusal,
    Forbidden,
    GameOver,
    IllegalAction,
    NotOver,
    NotStarted,
    NotYourTurn,
    RematchExists,
    SeatNotFound,
    SeatTaken,
    SeedNotAllowed,
    SetupMismatch,
    StaleSeq,
    StepNotFound,
    TableError,
    TableNotFound,
    TooFast,
    TooManyTables,
)
from .services import SeatRequest, Service

Edition = Literal[tuple(EDITIONS)]  # type: ignore[valid-type]
Level = Literal[LEVELS]  # type: ignore[valid-type]
SeatKind = Literal["human", "open", "bot", "remote-bot"]
GameId = Annotated[str, Path(pattern=r"^[A-Za-z0-9_-]{1,32}$", description="the table's id")]
SeatNo = Annotated[int, Path(ge=0, le=9, description="the seat's number, from 0")]

bearer = HTTPBearer(auto_error=False, description="a seat's token, or the creator's where a route says so")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- errors

class ErrorDetail(BaseModel):
    code: str = Field(description="a stable code, e.g. illegal_action, stale_seq, not_your_turn, forbidden")
    message: str = Field(description="what is wrong, in English")
    reason: str | None = Field(None, description="for a refused action: the engine's stable reason code")
    params: dict[str, Any] | None = Field(None, description="for a refused action: the reason's parameters")


class ErrorBody(BaseModel):
    error: ErrorDetail


_ERROR_TEXT = {
    400: "Malformed JSON, or an action the rules refuse (the engine's reason in the message)",
    403: "No valid token for this",
    404: "No such game or seat",
    409: "Not now: stale seq, not this seat's decision, seat taken, game not over or already over",
    413: "The request body is too large",
    422: "The body or a parameter breaks the schema",
    429: "Too many tables: created too fast from one address, or the server's cap on unfinished tables",
}


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    return {c: {"model": ErrorBody, "description": _ERROR_TEXT[c]} for c in codes}


#: Every refusal of the services: its HTTP status and stable code (None: the engine's error's code).
ERRORS: dict[type[TableError], tuple[int, str | None]] = {
    AmbiguousStart: (400, "bad_request"),
    BadLevel: (400, "bad_level"),
    BadName: (400, "bad_name"),
    BadSetup: (400, None),
    IllegalAction: (400, None),
    SetupMismatch: (400, "bad_config"),
    Forbidden: (403, "forbidden"),
    SeedNotAllowed: (403, "seed_not_allowed"),
    SeatNotFound: (404, "no_seat"),
    StepNotFound: (404, "no_step"),
    TableNotFound: (404, "not_found"),
    ChangedMeanwhile: (409, "conflict"),
    GameOver: (409, "game_over"),
    NotOver: (409, "not_over"),
    NotStarted: (409, "not_started"),
    NotYourTurn: (409, "not_your_turn"),
    RematchExists: (409, "rematch_exists"),
    SeatTaken: (409, "seat_taken"),
    StaleSeq: (409, "stale_seq"),
    TooFast: (429, "rate_limited"),
    TooManyTables: (429, "too_many_tables"),
}


@dataclass(frozen=True)
class Refusal:
    """A refusal as the client gets it: the HTTP status, and the body's code, message, reason and params."""

    status: int
    code: str
    message: str
    reason: str | None = None
    params: dict[str, Any] | None = None


def refusal(error: TableError) -> Refusal:
    """How ``error`` answers a request (the one place that gives the services' errors a status and code)."""
    for cls in type(error).__mro__:
        if cls in ERRORS:
            status, code = ERRORS[cls]
            break
    else:
        raise TypeError(f"{type(error).__name__} has no HTTP status: add it to api.ERRORS")
    if isinstance(error, IllegalAction):
        return Refusal(status, error.code, error.message, error.reason, error.params)
    if isinstance(error, EngineRefusal):
        return Refusal(status, error.code, error.message)
    assert code is not None, f"{type(error).__name__} needs its code in api.ERRORS"
    return Refusal(status, code, error.message)


# -- requests and answers

class SeatIn(Strict):
    kind: SeatKind
    name: str | None = Field(None, max_length=64, description="the player's or remote bot's name")
    level: Level | None = Field(None, description="a bot seat's level (default medium)")


class CreateIn(Strict):
    edition: Edition = "amigo"  # type: ignore[valid-type]
    variants: list[Annotated[str, Field(max_length=32)]] = Field(default_factory=list, max_length=12)
    seats: list[SeatIn] = Field(min_length=2, max_length=5)
    turn_seconds: int | None = Field(None, ge=1, le=86400, description="seconds per decision; then a bot decides")
    seed: int | None = Field(None, ge=0, le=2**63 - 1, description="only with --allow-seed: the deal's seed")
    position: str | None = Field(None, max_length=20_000, description="only with --allow-seed: a start position")
    record: dict[str, Any] | None = Field(None, description="only with --allow-seed: a game record to go on from")


class SeatOut(BaseModel):
    seat: int
    kind: SeatKind
    name: str
    token: str | None = Field(description="the seat's secret token (human and remote-bot seats)")


class CreateOut(BaseModel):
    id: str
    creator_token: str | None = Field(description="the creator's token (None for a rematch: it carries over)")
    seats: list[SeatOut]
    spectate_path: str
    rematch_of: str | None = None


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


class ActionIn(Strict):
    action: str = Field(min_length=1, max_length=64, description="an action's text, e.g. 'draw 2'")
    seq: int = Field(ge=0, le=1_000_000, description="the seq of the view this action answers")


class SeatView(BaseModel):
    seat: int
    kind: SeatKind
    name: str
    level: str | None
    connected: bool


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


class LobbySeat(BaseModel):
    seat: int
    kind: SeatKind
    name: str
    level: str | None


class LobbyGame(BaseModel):
    id: str
    edition: str
    variants: list[str]
    players: int
    status: Literal["open", "running", "over"]
    seq: int
    seats: list[LobbySeat]
    turn_seconds: int | None
    created: float
    updated: float


class LobbyOut(BaseModel):
    games: list[LobbyGame]
    next: int | None


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


class Health(BaseModel):
    status: Literal["ok"]


# -- routes

def service(request: Request) -> Service:
    svc: Service = request.app.state.service
    return svc


Svc = Annotated[Service, Depends(service)]
Auth = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]


def _token(auth: HTTPAuthorizationCredentials | None) -> str | None:
    return auth.credentials if auth is not None else None


def _json(text: str) -> Response:
    return Response(content=text, media_type="application/json")


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


router = APIRouter()


@router.get("/healthz", response_model=Health, tags=["server"])
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.post("/api/games", status_code=201, response_model=CreateOut, tags=["tables"],
             responses=errors(400, 403, 413, 422, 429))
async def create_game(body: CreateIn, request: Request, svc: Svc) -> dict[str, Any]:
    """Create a table; every human and remote-bot seat gets its own secret token."""
    return await svc.create(
        edition=body.edition, variants=body.variants, turn_seconds=body.turn_seconds,
        seats=[SeatRequest(s.kind, s.name, s.level) for s in body.seats], client=client_address(request),
        seed=body.seed, position=body.position, record=body.record)


@router.get("/api/games", response_model=LobbyOut, tags=["tables"], responses=errors(422))
async def list_games(svc: Svc, status: Literal["open", "running", "over"] | None = None,
                     limit: Annotated[int, Query(ge=1, le=100)] = 20,
                     offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0) -> dict[str, Any]:
    """The lobby: tables by status, most recently active first."""
    return await svc.lobby(status, limit, offset)


@router.post("/api/games/{game_id}/seats/{n}/claim", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(400, 404, 409, 413, 422))
async def claim_seat(game_id: GameId, n: SeatNo, body: ClaimIn, svc: Svc) -> dict[str, Any]:
    """Take an open seat; answers its token."""
    return await svc.claim(game_id, n, body.name)


@router.post("/api/games/{game_id}/seats/{n}/bot", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(400, 403, 404, 409, 413, 422))
async def seat_to_bot(game_id: GameId, n: SeatNo, body: BotIn, svc: Svc, auth: Auth) -> dict[str, Any]:
    """Hand a seat to a bot of a chosen level (the creator's token)."""
    return await svc.to_bot(game_id, n, _token(auth), body.level)


@router.post("/api/games/{game_id}/seats/{n}/leave", response_model=SeatChangeOut, tags=["seats"],
             responses=errors(403, 404, 409, 413, 422))
async def leave_seat(game_id: GameId, n: SeatNo, svc: Svc, auth: Auth) -> dict[str, Any]:
    """Leave a seat (its own token): a bot plays it from now on, and the log says so."""
    return await svc.leave(game_id, n, _token(auth))


@router.get("/api/games/{game_id}", response_model=ViewOut, tags=["play"], responses=errors(403, 404, 422))
async def get_view(game_id: GameId, svc: Svc, auth: Auth) -> Response:
    """The view of the seat whose token is sent, or the spectator's view without one."""
    return _json(await svc.view(game_id, _token(auth)))


@router.post("/api/games/{game_id}/actions", response_model=ViewOut, tags=["play"],
             responses=errors(400, 403, 404, 409, 413, 422))
async def post_action(game_id: GameId, body: ActionIn, svc: Svc, auth: Auth) -> Response:
    """Play an action for the seat whose token is sent; ``seq`` must be the game's current seq."""
    return _json(await svc.act_and_view(game_id, _token(auth), body.action, body.seq))


@router.get("/api/games/{game_id}/hint", response_model=HintOut, tags=["play"], responses=errors(400, 403, 404, 409,
                                                                                                  422))
async def get_hint(game_id: GameId, svc: Svc, auth: Auth,
                   level: Level = "medium") -> dict[str, Any]:
    """A bot's suggestion for the pending decision of the seat whose token is sent."""
    return await svc.hint(game_id, _token(auth), level)


@router.get("/api/games/{game_id}/log", response_model=LogOut, tags=["play"], responses=errors(404, 422))
async def get_log(game_id: GameId, svc: Svc, since: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
                  limit: Annotated[int, Query(ge=1, le=1000)] = 200) -> dict[str, Any]:
    """The event log, ``limit`` entries from entry ``since`` on; ``next`` is where the next page starts."""
    return await svc.log(game_id, since, limit)


@router.post("/api/games/{game_id}/rematch", status_code=201, response_model=CreateOut, tags=["tables"],
             responses=errors(403, 404, 409, 413, 422, 429))
async def rematch(game_id: GameId, svc: Svc, auth: Auth) -> dict[str, Any]:
    """A new table with the same seats, the first seat moved on by one (the creator's token). Every seat's
    token and the creator's carry over to the new table."""
    return await svc.rematch(game_id, _token(auth))


@router.get("/api/games/{game_id}/record", response_model=RecordOut, tags=["replay"], responses=errors(404, 409, 422))
async def get_record(game_id: GameId, svc: Svc) -> dict[str, Any]:
    """The game record (docs/notation.md), once the game is over: it holds the seed."""
    return await svc.record(game_id)


@router.get("/api/games/{game_id}/replay", response_model=ReplayOut, tags=["replay"],
            responses=errors(404, 409, 422))
async def get_replay(game_id: GameId, svc: Svc, start: Annotated[int, Query(alias="from", ge=0, le=1_000_000)] = 0,
                     count: Annotated[int, Query(ge=1, le=100)] = 20) -> dict[str, Any]:
    """Public views of a finished game, after ``from`` .. ``from + count - 1`` actions."""
    return await svc.replay(game_id, start, count)
