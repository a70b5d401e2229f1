"""The routes of players: the leaderboard per edition, a player's profile, the ratings at a table, and the
signed-in player's profile settings."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Cookie, Path, Query, Request, Response
from pydantic import BaseModel, Field

from ... import EDITIONS, ConfigError
from ..accounts.routes import COOKIE, Acc, Changing, Reading
from ..api import Edition, GameId, Level, Strict, errors
from ..errors import BadSetup
from ..tables.dealing import CreationLimit
from ..tables.deps import Svc
from .games import Invitation, MyGames, Players
from .quickplay import QueueState, QuickPlay
from .ratings import Leader, Profile, Ratings

router = APIRouter(tags=["players"])
Username = Annotated[str, Path(pattern=r"^[A-Za-z0-9_-]{3,20}$", description="a player's username")]


def ratings(request: Request) -> Ratings:
    r: Ratings = request.app.state.ratings
    return r


class LeaderOut(BaseModel):
    rank: int
    username: str | None = Field(description="the player (null for a bot)")
    bot: str | None = Field(description="the bot's level (null for a player)")
    rating: int
    provisional: bool
    games: int
    wins: int


class LeaderboardOut(BaseModel):
    edition: str
    players: list[LeaderOut]


class RatingOut(BaseModel):
    edition: str
    rating: int = Field(description="round(mu * 60): 1500 to start")
    provisional: bool
    games: int
    wins: int
    mu: float
    sigma: float


class PointOut(BaseModel):
    game_id: str
    edition: str
    players: int
    rank: int
    score: int | None
    rating: int = Field(description="the rating after this game")
    at: float
    change: int = Field(0, description="the rating after this game less the rating before it")
    opponents: list[str] | None = Field(None, description="the names at the other seats (recent games only)")


class ProfileOut(BaseModel):
    username: str
    created: float
    ratings: list[RatingOut]
    history: list[PointOut] = Field(description="every rated game, oldest first (for the rating plot)")
    played: dict[str, dict[str, dict[str, int]]] = Field(
        description="rated games per edition and player count: {edition: {players: {played, won}}}")
    recent: list[PointOut] | None = Field(description="the last rated games, newest first; null when hidden")


class SeatRatingOut(BaseModel):
    seat: int
    rating: int
    provisional: bool
    change: int | None = Field(None, description="a rated game once rated: the rating's change in it")


class SettingsIn(Strict):
    hide_games: bool = Field(description="hide the list of games on the public profile")


@router.get("/api/leaderboard", response_model=LeaderboardOut, responses=errors(422))
async def leaderboard(request: Request, edition: Edition,  # type: ignore[valid-type]
                      limit: Annotated[int, Query(ge=1, le=200)] = 50,
                      offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0) -> dict[str, object]:
    """The edition's rated players and bots, best first (by mu - 3 sigma)."""
    board: list[Leader] = await ratings(request).leaderboard(edition, limit, offset)
    return {"edition": edition, "players": board}


@router.get("/api/players/{username}", response_model=ProfileOut, responses=errors(404, 422))
async def profile(username: Username, request: Request, acc: Acc,
                  session_id: Annotated[str | None, Cookie(alias=COOKIE)] = None) -> Profile:
    """A player's profile: ratings per edition with their history, rated games per edition and player
    count, recent games (unless the player hides them)."""
    session = await acc.session(session_id)
    return await ratings(request).profile(username, session.account.id if session else None)


@router.get("/api/games/{game_id}/ratings", response_model=list[SeatRatingOut], responses=errors(404, 422))
async def table_ratings(game_id: GameId, request: Request) -> list[SeatRatingOut]:
    """The ratings, for the table's edition, of the accounts and bots at its seats."""
    found, changes = await ratings(request).at_table(game_id)
    return [SeatRatingOut(seat=n, rating=r.rating, provisional=r.provisional, change=changes.get(n))
            for n, r in found.items()]


@router.post("/api/me/settings", status_code=204, responses=errors(401, 403, 413, 422))
async def settings(body: SettingsIn, session: Changing, acc: Acc) -> Response:
    """The signed-in player's profile settings."""
    await acc.set_hide_games(session, body.hide_games)
    return Response(status_code=204)


# -- quick play

class QuickPlayIn(Strict):
    edition: Edition = "amigo"  # type: ignore[valid-type]
    players: int = Field(3, ge=2, le=5)
    level: Level = "medium"
    wait_seconds: int | None = Field(30, ge=5, le=3600,
                                     description="then bots fill the remaining seats; null: wait for people only")


class QueueOut(BaseModel):
    status: Literal["none", "waiting", "seated"]
    game_id: str | None = Field(None, description="the table, once seated")
    edition: str | None = None
    players: int | None = None
    waited: float | None = Field(None, description="seconds in the queue")
    waiting_here: int | None = Field(None, description="people waiting for the same edition and player count")
    wait_seconds: float | None = Field(None, description="waiting: bots fill the table after so many seconds in "
                                       "the queue (null: people only)")
    level: str | None = Field(None, description="waiting: the level of the bots that fill it")


def quickplay(request: Request) -> QuickPlay:
    q: QuickPlay = request.app.state.quickplay
    return q


@router.post("/api/quickplay", response_model=QueueOut, responses=errors(400, 401, 403, 413, 422))
async def join_queue(body: QuickPlayIn, request: Request, session: Changing) -> QueueState:
    """Play now: wait for a table of this edition and size (the account's entry replaces any other)."""
    try:
        EDITIONS[body.edition].check_players(body.players)
    except ConfigError as e:
        raise BadSetup(e) from None
    return await quickplay(request).join(session.account, body.edition, body.players, body.level,
                                         body.wait_seconds)


@router.get("/api/quickplay", response_model=QueueOut, responses=errors(401, 422))
async def queue_state(request: Request, response: Response, session: Reading) -> QueueState:
    """Where the account stands in the queue (polling it keeps the place: unpolled for 20 s, it is left)."""
    response.headers["Cache-Control"] = "no-store"
    return await quickplay(request).state(session.account)


@router.delete("/api/quickplay", status_code=204, responses=errors(401, 403, 422))
async def leave_queue(request: Request, session: Changing) -> Response:
    """Leave the queue."""
    await quickplay(request).leave(session.account)
    return Response(status_code=204)


# -- the player's games

class SeatBrief(BaseModel):
    seat: int
    kind: str
    name: str
    level: str | None
    deleted: bool = Field(False, description="the seat's account was deleted (it shows \"deleted player\")")


class ResultOut(BaseModel):
    rank: int = Field(description="the player's place (1: first; equal scores share a place)")
    score: int
    winners: list[str] = Field(description="the winners' names")
    rating_change: int | None = Field(description="the rating's change in a rated game (null: not rated)")


class MyGameOut(BaseModel):
    id: str
    edition: str
    players: int
    status: str
    seats: list[SeatBrief]
    my_seats: list[int] = Field(description="the seats this account plays")
    to_move: int | None = Field(description="the seat deciding now (null unless running)")
    my_turn: bool
    invited: bool = Field(description="a seat is kept open for this account: take it to join")
    rated: bool
    turn_seconds: int | None
    updated: float
    created: float
    deadline: float | None = Field(description="epoch seconds when the deciding seat's clock runs out")
    last_move: float | None = Field(description="epoch seconds of the last action (running and finished games)")
    result: ResultOut | None = Field(description="a finished game's result for the player (the newest 20)")


class MyGamesOut(BaseModel):
    my_turn: list[MyGameOut]
    waiting: list[MyGameOut]
    finished: list[MyGameOut]


@router.get("/api/me/games", response_model=MyGamesOut, responses=errors(401, 422))
async def my_games(request: Request, response: Response, session: Reading) -> MyGames:
    """The signed-in player's games: those where it is their turn first, then the others running or
    open (invitations among them), then the finished ones; most recently active first in each."""
    response.headers["Cache-Control"] = "no-store"
    players: Players = request.app.state.players
    return await players.games(session.account)


class InvitationOut(BaseModel):
    game_id: str
    seat: int = Field(description="the seat kept for you")
    edition: str
    variants: list[str]
    players: int
    inviter: str | None = Field(description="who invited you (null: an account since deleted)")
    seats: list[SeatBrief]
    turn_seconds: int | None
    created: float


@router.get("/api/me/invitations", response_model=list[InvitationOut], responses=errors(401, 422))
async def my_invitations(request: Request, response: Response, session: Reading) -> list[Invitation]:
    """The seats kept for the signed-in player at open tables, not yet taken or declined, newest first: take one
    with ``…/seats/{n}/claim``, decline it with ``…/seats/{n}/decline``."""
    response.headers["Cache-Control"] = "no-store"
    players: Players = request.app.state.players
    return await players.invitations(session.account)


class LinkSeat(Strict):
    game_id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,32}$")
    token: str = Field(min_length=16, max_length=100)


class CarryIn(Strict):
    seats: list[LinkSeat] = Field(max_length=50)


class Carried(BaseModel):
    game_id: str
    seat: int


class CarriedOut(BaseModel):
    carried: list[Carried]


#: At most this many carries a minute per account (each may name 50 seats).
_carries = CreationLimit(5, "carries of link games a minute per account")


@router.post("/api/me/seats", response_model=CarriedOut, responses=errors(401, 403, 413, 422, 429))
async def carry_seats(body: CarryIn, session: Changing, svc: Svc) -> CarriedOut:
    """The seats this browser played by link (their tokens) become the signed-in account's: a person's seat
    without an account, one per table; the others are left as they are and not named in the answer."""
    _carries.check(f"account:{session.account.id}")
    out: list[Carried] = []
    for item in body.seats:
        change = await svc.adopt(item.game_id, item.token, session.account)
        if change is not None:
            out.append(Carried(game_id=item.game_id, seat=change.seat))
    return CarriedOut(carried=out)
