"""What the server knows of a signed-in player across tables: "My games" (those where it is their turn
first), one use case of the server's."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from ..accounts.service import Account
from ..storage.invitations import InvitationRepository
from ..storage.repository import Database
from ..storage.rows import GameRow, SeatRow
from ..tables.results import LobbySeat
from ..tables.store import TableStore
from .ratings import Ratings

#: The most games "My games" lists.
MY_GAMES = 200
#: The finished games (newest first) whose result "My games" tells; the older ones are listed without.
WITH_RESULT = 20
#: The most invitations listed.
INVITATIONS = 50


@dataclass(frozen=True)
class Result:
    """How a finished game ended for the player: their place (1: first; ties share it), their score, the
    winners' names, and their rating's change (rated games, once rated)."""

    rank: int
    score: int
    winners: list[str]
    rating_change: int | None


@dataclass(frozen=True)
class Invitation:
    """A seat kept for the account at an open table, not yet taken or declined."""

    game_id: str
    seat: int
    edition: str
    variants: list[str]
    players: int
    inviter: str | None
    seats: list[LobbySeat]
    turn_seconds: int | None
    created: float


@dataclass(frozen=True)
class MyGame:
    """A game of a signed-in player's, as "My games" lists it."""

    id: str
    edition: str
    players: int
    status: str
    seats: list[LobbySeat]
    my_seats: list[int]
    to_move: int | None  # the seat deciding now (None: not running)
    my_turn: bool
    invited: bool  # a seat is kept open for this player
    rated: bool
    turn_seconds: int | None
    updated: float
    created: float = 0.0
    deadline: float | None = None  # epoch seconds when the deciding seat's clock runs out
    last_move: float | None = None  # epoch seconds of the last action (None: none yet)
    result: Result | None = None  # finished games (the newest WITH_RESULT of them)


@dataclass(frozen=True)
class MyGames:
    my_turn: list[MyGame]
    waiting: list[MyGame]  # open tables (invitations among them) and running games where others decide
    finished: list[MyGame]


class Players:
    """A player's games, on the server's database and table store."""

    def __init__(self, db: Database, store: TableStore, ratings: Ratings) -> None:
        self.db = db
        self.store = store
        self.ratings = ratings
        self.invites = InvitationRepository(db)
        #: finished games' (scores, winners, last move): they never change
        self._ended: OrderedDict[str, tuple[list[int], list[int], float | None]] = OrderedDict()

    async def games(self, account: Account) -> MyGames:
        rows = await self.db.run(self.db.repo.games_of, account.id, MY_GAMES)
        out = MyGames([], [], [])
        finished = [g.id for g, _ in rows if g.status == "over"][:WITH_RESULT]
        changes = await self.ratings.change_of(account.id, [g.id for g, _ in rows if g.id in finished and g.rated])
        for game, seats in rows:
            entry = await self._entry(account, game, seats, game.id in finished, changes.get(game.id))
            if game.status == "over":
                out.finished.append(entry)
            elif entry.my_turn:
                out.my_turn.append(entry)
            else:
                out.waiting.append(entry)
        return out

    async def invitations(self, account: Account) -> list[Invitation]:
        """The account's invitations not yet answered, to tables still open, newest first."""
        rows = await self.db.run(self.invites.pending, account.id, INVITATIONS)
        return [Invitation(p.game.id, p.seat, p.game.edition, p.game.variants, p.game.players, p.inviter,
                           [LobbySeat(s.seat, s.kind, s.name, s.level) for s in p.seats], p.game.turn_seconds,
                           p.created) for p in rows]

    async def export_invitations(self, account: Account) -> dict[str, list[dict[str, Any]]]:
        """The account's invitations, received and sent, each with its answer (its data download)."""
        return await self.db.run(self.invites.export, account.id)

    async def export(self, account: Account) -> list[dict[str, Any]]:
        """Every game with a seat of the account's (or kept for it), for its data download: the table's facts,
        the names at its seats (as the lobby shows them), which seats were the account's, and every move."""
        rows = await self.db.run(self.db.repo.games_of, account.id, None)
        out = []
        for g, seats in rows:
            snap = await self.db.run(self.db.repo.load, g.id)
            moves = [] if snap is None else [{"seq": a.seq, "seat": a.seat, "action": a.action, "actor": a.actor,
                                              "at": a.at} for a in snap.actions]
            out.append({"id": g.id, "edition": g.edition, "variants": g.variants, "players": g.players,
                        "status": g.status, "rated": g.rated, "created": g.created, "updated": g.updated,
                        "my_seats": [s.seat for s in seats if s.account_id == account.id],
                        "seats": [{"seat": s.seat, "kind": s.kind, "name": s.name} for s in seats],
                        "moves": moves})
        return out

    async def _entry(self, account: Account, game: GameRow, seats: list[SeatRow], with_result: bool,
                     change: int | None) -> MyGame:
        mine = [s.seat for s in seats if s.account_id == account.id and s.kind == "human"]
        # a seat the player left (a bot plays it) still counts as theirs in a finished game's result
        played = [s.seat for s in seats if s.account_id == account.id and s.kind in ("human", "bot")]
        invited = any(s.account_id == account.id and s.kind == "open" for s in seats)
        to_move = None
        last_move = None
        result = None
        if game.status == "running":
            table = await self.store.get(game.id)
            to_move = table.deciding()
            last_move = table.actions[-1].at if len(table.actions) else None
            self.store.release(table)
        elif game.status == "over" and with_result and played:
            scores, winners, last_move = await self._ending(game.id)
            me = played[0]
            if me < len(scores):
                result = Result(1 + sum(1 for x in scores if x > scores[me]), scores[me],
                                [seats[w].name for w in winners if w < len(seats)], change)
        return MyGame(game.id, game.edition, game.players, game.status,
                      [LobbySeat(s.seat, s.kind, s.name, s.level, deleted=s.deleted) for s in seats], mine, to_move,
                      to_move is not None and to_move in mine, invited, game.rated, game.turn_seconds, game.updated,
                      game.created, game.deadline if game.status == "running" else None, last_move, result)

    async def _ending(self, game_id: str) -> tuple[list[int], list[int], float | None]:
        """A finished game's scores, winners and last move's time (kept: a finished game never changes)."""
        if game_id in self._ended:
            self._ended.move_to_end(game_id)
            return self._ended[game_id]
        table = await self.store.get(game_id)
        outcome = table.game.outcome()
        ended = ([int(x) for x in outcome.scores] if outcome else [], sorted(int(w) for w in outcome.winners)
                 if outcome else [], table.actions[-1].at if len(table.actions) else None)
        self.store.release(table)
        self._ended[game_id] = ended
        while len(self._ended) > 5000:
            self._ended.popitem(last=False)
        return ended
