"""The routes of tables: create one, list them (the lobby), start a rematch; and the health check."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..accounts.routes import Who
from ..api import Auth, Edition, GameId, Level, SeatKind, Strict, client_address, errors, token_of
from .deps import Svc
from .results import Created, Lobby, SeatRequest


class SeatIn(Strict):
    kind: SeatKind
    name: str | None = Field(None, max_length=64, description="the player's or remote bot's name")
    level: Level | None = Field(None, description="a bot seat's level (default medium)")
    username: str | None = Field(None, pattern=r"^[A-Za-z0-9_-]{3,20}$",
                                 description="signed in: your own username for your seat, or another player's "
                                             "to keep the seat open for them (an invitation)")


class CreateIn(Strict):
    edition: Edition = "amigo"  # type: ignore[valid-type]
    variants: list[Annotated[str, Field(max_length=32)]] = Field(default_factory=list, max_length=12)
    seats: list[SeatIn] = Field(min_length=2, max_length=5)
    turn_seconds: int | None = Field(None, ge=1, le=7 * 86400, description="seconds per decision, then a bot "
                                     "decides; an hour or more makes a correspondence table, among accounts only")
    pace: Literal["fast", "normal", "slow"] = Field("normal", description="how fast the bots move: the pause "
                                                    "that lets their last move be seen (a bot thinks during it)")
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


class LobbySeat(BaseModel):
    seat: int
    kind: SeatKind
    name: str
    level: str | None
    rating: int | None = Field(None, description="the rating, for the table's edition, of the seat's account or bot")
    provisional: bool = Field(False, description="whether that rating is still provisional")
    deleted: bool = Field(False, description="the seat's account was deleted (it shows \"deleted player\")")


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
    pace: Literal["fast", "normal", "slow"] = Field("normal", description="how fast the bots move")


class LobbyOut(BaseModel):
    games: list[LobbyGame]
    next: int | None


class Health(BaseModel):
    status: Literal["ok"]


router = APIRouter()


@router.get("/healthz", response_model=Health, tags=["server"])
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


class LoopOut(BaseModel):
    since: float = Field(description="epoch seconds: the stalls listed ended at or after it")
    checks: int = Field(description="wake-ups measured since the process started (one every 10 ms)")
    max_ms: float = Field(description="the longest stall listed (0: none)")
    stalls: list[tuple[float, float]] = Field(description="(epoch seconds when it ended, ms), each of >= 20 ms")


@router.get("/api/server/loop", response_model=LoopOut, tags=["server"], responses=errors(404, 422))
async def loop_stats(request: Request, since: float = Query(0.0, ge=0)) -> LoopOut:
    """How long the event loop stalled since ``since`` (only with ``--loop-stats``: 404 otherwise)."""
    watch = request.app.state.loopwatch
    if watch is None:
        raise StarletteHTTPException(404, "the loop's stalls are measured only with --loop-stats")
    s = watch.stats(since)
    return LoopOut(since=s.since, checks=s.checks, max_ms=round(s.max_ms, 2),
                   stalls=[(at, round(ms, 2)) for at, ms in s.stalls])


@router.post("/api/games", status_code=201, response_model=CreateOut, tags=["tables"],
             responses=errors(400, 401, 403, 404, 413, 422, 429))
async def create_game(body: CreateIn, request: Request, svc: Svc, who: Who) -> Created:
    """Create a table; every human and remote-bot seat gets its own secret token (a seat kept for an
    invited player gets none: it is that account's)."""
    return await svc.tables.create(
        edition=body.edition, variants=body.variants, turn_seconds=body.turn_seconds,
        seats=[SeatRequest(s.kind, s.name, s.level, s.username) for s in body.seats], client=client_address(request),
        seed=body.seed, position=body.position, record=body.record, account=who.account, pace=body.pace)


@router.get("/api/games", response_model=LobbyOut, tags=["tables"], responses=errors(422))
async def list_games(svc: Svc, status: Literal["open", "running", "over"] | None = None,
                     limit: Annotated[int, Query(ge=1, le=100)] = 20,
                     offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0) -> Lobby:
    """The lobby: tables by status, most recently active first."""
    return await svc.lobby(status, limit, offset)


class PaceIn(Strict):
    pace: Literal["fast", "normal", "slow"]


class PaceOut(BaseModel):
    pace: Literal["fast", "normal", "slow"]


@router.put("/api/games/{game_id}/pace", response_model=PaceOut, tags=["tables"], responses=errors(403, 404, 422))
async def set_pace(game_id: GameId, body: PaceIn, svc: Svc, auth: Auth) -> PaceOut:
    """How fast the table's bots move, from their next move on (the creator's token)."""
    return PaceOut(pace=await svc.tables.set_pace(game_id, token_of(auth), body.pace))  # type: ignore[arg-type]


class ChatSwitchesIn(Strict):
    enabled: bool = Field(description="whether the table has a chat at all (off: nobody writes or reads it)")
    spectators_read: bool = Field(description="whether spectators read the players' chat (they have their own)")


class ChatSwitchesOut(BaseModel):
    enabled: bool
    spectators_read: bool


@router.get("/api/games/{game_id}/chat", response_model=ChatSwitchesOut, tags=["chat"], responses=errors(404, 422))
async def chat_switches(game_id: GameId, svc: Svc) -> ChatSwitchesOut:
    """The table's chat switches (the messages come over the table's WebSocket, docs/server.md, "Chat")."""
    s = await svc.chat.settings(game_id)
    return ChatSwitchesOut(enabled=s.enabled, spectators_read=s.spectators_read)


@router.put("/api/games/{game_id}/chat", response_model=ChatSwitchesOut, tags=["chat"],
            responses=errors(403, 404, 413, 422))
async def switch_chat(game_id: GameId, body: ChatSwitchesIn, svc: Svc, auth: Auth) -> ChatSwitchesOut:
    """Turn the table's chat on or off, and spectators' reading of the players' chat (the creator's token);
    every socket of the table is sent the chat again."""
    s = await svc.chat.switch(game_id, token_of(auth), body.enabled, body.spectators_read)
    return ChatSwitchesOut(enabled=s.enabled, spectators_read=s.spectators_read)


@router.post("/api/games/{game_id}/rematch", status_code=201, response_model=CreateOut, tags=["tables"],
             responses=errors(403, 404, 409, 413, 422, 429))
async def rematch(game_id: GameId, svc: Svc, auth: Auth) -> Created:
    """A new table with the same seats, the first seat moved on by one (the creator's token). Every seat's
    token and the creator's carry over to the new table."""
    return await svc.tables.rematch(game_id, token_of(auth))
