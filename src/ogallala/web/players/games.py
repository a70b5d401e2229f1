"""What the server knows of a signed-in player across tables: "My games" (those where it is their turn
first), one use case of the server's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..accounts.service import Account
from ..storage.repository import Database
from ..storage.rows import GameRow, SeatRow
from ..tables.results import LobbySeat
from ..tables.store import TableStore

#: The most games "My games" lists.
MY_GAMES = 200


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


@dataclass(frozen=True)
class MyGames:
    my_turn: list[MyGame]
    waiting: list[MyGame]  # open tables (invitations among them) and running games where others decide
    finished: list[MyGame]


class Players:
    """A player's games, on the server's database and table store."""

    def __init__(self, db: Database, store: TableStore) -> None:
        self.db = db
        self.store = store

    async def games(self, account: Account) -> MyGames:
        rows = await self.db.run(self.db.repo.games_of, account.id, MY_GAMES)
        out = MyGames([], [], [])
        for game, seats in rows:
            entry = await self._entry(account, game, seats)
            if game.status == "over":
                out.finished.append(entry)
            elif entry.my_turn:
                out.my_turn.append(entry)
            else:
                out.waiting.append(entry)
        return out

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

    async def _entry(self, account: Account, game: GameRow, seats: list[SeatRow]) -> MyGame:
        mine = [s.seat for s in seats if s.account_id == account.id and s.kind == "human"]
        invited = any(s.account_id == account.id and s.kind == "open" for s in seats)
        to_move = None
        if game.status == "running":
            table = await self.store.get(game.id)
            to_move = table.deciding()
            self.store.release(table)
        return MyGame(game.id, game.edition, game.players, game.status,
                      [LobbySeat(s.seat, s.kind, s.name, s.level, deleted=s.deleted) for s in seats], mine, to_move,
                      to_move is not None and to_move in mine, invited, game.rated, game.turn_seconds, game.updated)
