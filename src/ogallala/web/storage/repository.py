"""The repository: every SQL statement of the server, on plain rows (docs/architecture.md).

It stores game records (set-up, seats, actions in order, notes) and nothing else; the services
rebuild a game by replaying its actions. Its methods are blocking: the services call them through
:class:`Database`, which runs them on worker threads for PostgreSQL, and on the event loop for SQLite
(on a worker thread only while another connection holds SQLite's write lock, see :meth:`Database.run`).
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from sqlalchemy import ColumnElement, Engine, and_, delete, event, func, insert, or_, select, text, update
from sqlalchemy.engine import Connection, Row
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError

from ..errors import DatabaseBusy, DatabaseUnavailable
from .accounts import AccountRepository
from .db import make_engine, migrate
from .rows import NO_LEASE, ActionRow, GameRow, NoteRow, SeatRow, Snapshot, unavailable
from .schema import actions, games, invitations, notes, seats
from .statements import ADD_ACTION_SQL, ADD_NOTE_SQL, ADVANCE_SQL, for_driver, write_action

if TYPE_CHECKING:
    from .pgcommit import PostgresCommits
    from .sqlitecommit import SqliteCommits

P = ParamSpec("P")
T = TypeVar("T")


def _game_row(r: Row[Any]) -> GameRow:
    m = r._mapping
    return GameRow(
        id=m["id"], edition=m["edition"], variants=json.loads(m["variants"]), players=m["players"],
        seed=m["seed"], start=m["start"], deck=json.loads(m["deck"]) if m["deck"] else None, status=m["status"],
        seq=m["seq"], version=m["version"], turn_seconds=m["turn_seconds"], deadline=m["deadline"],
        bot_due=m["bot_due"], creator_hash=m["creator_hash"], rematch_of=m["rematch_of"], rematch=m["rematch"],
        created=m["created"], updated=m["updated"], rated=bool(m["rated"]), pace=m["pace"])


def _seat_rows(conn: Connection, game_id: str) -> list[SeatRow]:
    rows = conn.execute(select(seats).where(seats.c.game_id == game_id).order_by(seats.c.seat))
    return [SeatRow(r.seat, r.kind, r.name, r.level, r.token_hash, r.account_id, bool(r.deleted)) for r in rows]


_VERSION = text("SELECT version FROM games WHERE id = :id")


class Repository:
    """SQL for games, seats, actions and notes."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._advance = for_driver(engine, ADVANCE_SQL)
        self._add_action = for_driver(engine, ADD_ACTION_SQL)
        self._add_note = for_driver(engine, ADD_NOTE_SQL)

    # -- writing

    def create(self, game: GameRow, seat_rows: list[SeatRow], first_actions: list[ActionRow],
               inviter_id: str | None = None) -> None:
        """Store a new table with its seats (and the actions of a record it starts from); each open seat kept
        for an account is an invitation from ``inviter_id`` (the signed-in creator)."""
        with self.engine.begin() as conn:
            conn.execute(insert(games).values(
                id=game.id, edition=game.edition, variants=json.dumps(game.variants), players=game.players,
                seed=game.seed, start=game.start, deck=json.dumps(game.deck) if game.deck else None,
                status=game.status, seq=game.seq, version=game.version, turn_seconds=game.turn_seconds,
                deadline=game.deadline, bot_due=game.bot_due, creator_hash=game.creator_hash,
                rematch_of=game.rematch_of, rematch=game.rematch, created=game.created, updated=game.updated,
                rated=game.rated, pace=game.pace, origin=game.origin))
            conn.execute(insert(seats), [
                {"game_id": game.id, "seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level,
                 "token_hash": s.token_hash, "account_id": s.account_id, "deleted": s.deleted} for s in seat_rows])
            if first_actions:
                conn.execute(insert(actions), [
                    {"game_id": game.id, "seq": a.seq, "seat": a.seat, "action": a.action, "actor": a.actor,
                     "at": a.at} for a in first_actions])
            invited = [{"game_id": game.id, "seat": s.seat, "account_id": s.account_id, "inviter_id": inviter_id,
                        "created": game.created, "answer": None, "answered": None}
                       for s in seat_rows if s.kind == "open" and s.account_id is not None]
            if invited:
                conn.execute(insert(invitations), invited)

    def commit_action(self, game_id: str, version: int, action: ActionRow, status: str, deadline: float | None,
                      bot_due: float | None, note: NoteRow | None = None, lease: tuple[str, float] = NO_LEASE) -> bool:
        """Commit action number ``action.seq`` if the game is still at that seq and version (and renew the
        lease of ``lease``'s process on the game until ``lease``'s time, if that process holds it).

        False (and nothing written) when another action or change came first: the ``(game_id, seq)``
        key and the version check serialize racing writers, in one process or many.
        """
        # The hot path of the server: statements sent to the driver as they are (see ADVANCE_SQL).
        with self.engine.begin() as conn:
            return write_action(lambda sql, params: conn.exec_driver_sql(sql, params).rowcount,
                                (self._advance, self._add_note, self._add_action), game_id, version, action, status,
                                deadline, bot_due, note, lease)

    def change_seat(self, game_id: str, version: int, seat: SeatRow, status: str, now: float,
                    deadline: float | None, bot_due: float | None, note: NoteRow | None = None,
                    rated: bool | None = None) -> bool:
        """Replace one seat (claim, hand to a bot, leave) if the game is still at ``version`` (and set whether
        it is rated, when given: a table's rating is settled as it starts)."""
        with self.engine.begin() as conn:
            values: dict[str, Any] = {"version": version + 1, "status": status, "deadline": deadline,
                                      "bot_due": bot_due, "updated": now}
            if rated is not None:
                values["rated"] = rated
            res = conn.execute(update(games).where(and_(games.c.id == game_id, games.c.version == version))
                               .values(**values))
            if res.rowcount != 1:
                return False
            conn.execute(update(seats).where(and_(seats.c.game_id == game_id, seats.c.seat == seat.seat))
                         .values(kind=seat.kind, name=seat.name, level=seat.level, token_hash=seat.token_hash,
                                 account_id=seat.account_id, deleted=seat.deleted))
            if note is not None:
                conn.execute(insert(notes).values(game_id=game_id, n=note.n, seq=note.seq,
                                                  data=json.dumps(note.data), at=note.at))
        return True

    def forget_seats(self, game_id: str, version: int, changed: list[SeatRow], scrubbed: list[NoteRow]) -> bool:
        """Write the seats of a deleted account (``changed``) and the notes that named it (``scrubbed``,
        rewritten), if the game is still at ``version``; False (nothing written) when another change came first."""
        with self.engine.begin() as conn:
            res = conn.execute(update(games).where(and_(games.c.id == game_id, games.c.version == version))
                               .values(version=version + 1))
            if res.rowcount != 1:
                return False
            for seat in changed:
                conn.execute(update(seats).where(and_(seats.c.game_id == game_id, seats.c.seat == seat.seat))
                             .values(kind=seat.kind, name=seat.name, level=seat.level, token_hash=seat.token_hash,
                                     account_id=seat.account_id, deleted=seat.deleted))
            for note in scrubbed:
                conn.execute(update(notes).where(and_(notes.c.game_id == game_id, notes.c.n == note.n))
                             .values(data=json.dumps(note.data)))
        return True

    def set_rematch(self, game_id: str, rematch_id: str, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(games).where(games.c.id == game_id)
                         .values(rematch=rematch_id, version=games.c.version + 1, updated=now))

    def set_pace(self, game_id: str, pace: str, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(games).where(games.c.id == game_id)
                         .values(pace=pace, version=games.c.version + 1, updated=now))

    def expire(self, untouched_before: float, finished_before: float | None,
               open_before: float | None = None) -> list[str]:
        """Delete unfinished tables untouched since ``untouched_before``, open ones (a seat still waiting
        for a person) untouched since ``open_before`` if given, and finished ones older than
        ``finished_before``, if given; answer their ids."""
        cond = and_(games.c.status != "over", games.c.updated < untouched_before)
        if open_before is not None:
            cond = or_(cond, and_(games.c.status == "open", games.c.updated < open_before))
        if finished_before is not None:
            cond = or_(cond, and_(games.c.status == "over", games.c.updated < finished_before))
        with self.engine.begin() as conn:
            ids = [r.id for r in conn.execute(select(games.c.id).where(cond).limit(500))]
            if ids:
                for table in (invitations, notes, actions, seats):
                    conn.execute(delete(table).where(table.c.game_id.in_(ids)))
                conn.execute(delete(games).where(games.c.id.in_(ids)))
        return ids

    # -- reading

    def load(self, game_id: str, since_seq: int = 0, since_note: int = 0) -> Snapshot | None:
        """A game's rows, with its actions from ``since_seq`` and notes from ``since_note`` on."""
        with self.engine.connect() as conn:
            r = conn.execute(select(games).where(games.c.id == game_id)).first()
            if r is None:
                return None
            snap = Snapshot(_game_row(r), _seat_rows(conn, game_id))
            rows = conn.execute(select(actions).where(and_(actions.c.game_id == game_id, actions.c.seq >= since_seq))
                                .order_by(actions.c.seq))
            snap.actions = [ActionRow(a.seq, a.seat, a.action, a.actor, a.at) for a in rows]
            nrows = conn.execute(select(notes).where(and_(notes.c.game_id == game_id, notes.c.n >= since_note))
                                 .order_by(notes.c.n))
            snap.notes = [NoteRow(n.n, n.seq, json.loads(n.data), n.at) for n in nrows]
        return snap

    def version(self, game_id: str) -> int | None:
        with self.engine.connect() as conn:
            v = conn.execute(_VERSION, {"id": game_id}).scalar()
        return None if v is None else int(v)

    def list_games(self, status: str | None, limit: int, offset: int,
                   hidden_starts: Sequence[str] = ()) -> list[tuple[GameRow, list[SeatRow]]]:
        """The lobby's tables, most recently active first; none that began at one of ``hidden_starts``
        (the guided first game's lessons: a learner's table is nobody else's business)."""
        q = select(games).order_by(games.c.updated.desc(), games.c.id).limit(limit).offset(offset)
        if status is not None:
            q = q.where(games.c.status == status)
        if hidden_starts:
            q = q.where(or_(games.c.start.is_(None), games.c.start.not_in(list(hidden_starts))))
        with self.engine.connect() as conn:
            return [(_game_row(r), _seat_rows(conn, r.id)) for r in conn.execute(q).all()]

    def games_of(self, account_id: str, limit: int | None) -> list[tuple[GameRow, list[SeatRow]]]:
        """The games with a seat of the account (or kept for it), most recently active first (None: all)."""
        mine = select(seats.c.game_id).where(seats.c.account_id == account_id).distinct()
        q = (select(games).where(games.c.id.in_(mine)).order_by(games.c.updated.desc(), games.c.id).limit(limit))
        with self.engine.connect() as conn:
            return [(_game_row(r), _seat_rows(conn, r.id)) for r in conn.execute(q).all()]

    def count_correspondence(self, account_id: str, min_seconds: int) -> int:
        """The unfinished tables with a clock of ``min_seconds`` or more where the account has a seat."""
        mine = select(seats.c.game_id).where(seats.c.account_id == account_id)
        q = select(func.count()).select_from(games).where(and_(
            games.c.id.in_(mine), games.c.status != "over", games.c.turn_seconds >= min_seconds))
        with self.engine.connect() as conn:
            return int(conn.execute(q).scalar() or 0)

    def count_unfinished(self, origin: str | None = None) -> int:
        """Unfinished tables: all of them, or those created from the address whose hash is ``origin``."""
        cond = games.c.status != "over"
        if origin is not None:
            cond = and_(cond, games.c.origin == origin)
        with self.engine.connect() as conn:
            return int(conn.execute(select(func.count()).select_from(games).where(cond)).scalar() or 0)

    def due(self, now: float, bot_before: float) -> list[str]:
        """Running games whose clock ran out, or whose bot should have acted before ``bot_before``."""
        q = select(games.c.id).where(due_games(now, bot_before)).limit(200)
        with self.engine.connect() as conn:
            return [r.id for r in conn.execute(q)]


def due_games(now: float, bot_before: float) -> ColumnElement[bool]:
    """The condition of a running game whose clock ran out, or whose bot should have acted before
    ``bot_before`` (the due loop of a node, and a worker's claim)."""
    return and_(games.c.status == "running", or_(games.c.deadline <= now, games.c.bot_due <= bot_before))


def _locked(e: BaseException) -> bool:
    """``e`` (SQLAlchemy's or the driver's error, or a DatabaseUnavailable from one) says that another
    connection holds SQLite's lock."""
    if isinstance(e, DatabaseUnavailable) and not isinstance(e, DatabaseBusy) and e.__cause__ is not None:
        e = e.__cause__
    orig = getattr(e, "orig", e)
    return isinstance(orig, sqlite3.OperationalError) and (getattr(orig, "sqlite_errorcode", 0) & 0xFF) in (
        sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


#: The busy timeout of a SQLite connection used where no event loop runs and no wait was set (migrations,
#: scripts): SQLite's own patience.
_PATIENT_MS = 30_000


class Database:
    """The repository for the event loop: PostgreSQL calls run on worker threads, so a round trip never
    stalls the loop; SQLite calls run inline, unless another connection holds SQLite's write lock (then on a
    thread of their own, for at most ``busy_seconds``; :meth:`run`)."""

    def __init__(self, url: str, busy_seconds: float = 5.0) -> None:
        self.engine = make_engine(url)
        self.repo = Repository(self.engine)
        self.accounts = AccountRepository(self.engine)
        # SQLite is a library call of tens of microseconds (WAL, synchronous=NORMAL): it runs on the
        # event loop's thread; a database server is a round trip away, so those calls go to worker threads.
        self.inline = self.engine.dialect.name == "sqlite"
        self._pool = ThreadPoolExecutor(max_workers=8, thread_name_prefix="ogallala-db")
        #: How long a SQLite call waits for another connection's write lock before it answers DatabaseBusy.
        self.busy_seconds = busy_seconds
        # A call that found SQLite's write lock held is tried again here, one at a time, while the loop goes on.
        self._waiting = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ogallala-sqlite-wait")
        self._wait = threading.local()  # .until: the monotonic time this thread's call gives up waiting
        # An action's commit, the statement of every move, goes to PostgreSQL in one round trip from the
        # event loop itself (pgcommit.py); on a SQLite file it is committed inline through a sqlite3
        # connection of its own (sqlitecommit.py), in memory through the engine like everything else.
        self._commits: PostgresCommits | None = None
        if self.engine.dialect.name == "postgresql":
            from .pgcommit import PostgresCommits

            self._commits = PostgresCommits(url)
        from .sqlitecommit import SqliteCommits, file_of

        self._sqlite_commits: SqliteCommits | None = None
        if (path := file_of(self.engine)) is not None:
            self._sqlite_commits = SqliteCommits(path)
            event.listen(self.engine, "checkout", self._set_busy_timeout)

    def _busy_ms(self) -> int:
        """The busy timeout for a SQLite call on this thread: none on the event loop's (a held lock answers at
        once, and the call is tried again off the loop), what is left of the call's wait on the waiting thread."""
        until = getattr(self._wait, "until", None)
        if until is not None:
            return max(1, int((until - time.monotonic()) * 1000))
        return 0 if asyncio._get_running_loop() is not None else _PATIENT_MS

    def _set_busy_timeout(self, dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        ms = self._busy_ms()
        if record.info.get("busy_ms") != ms:  # a PRAGMA only when it changes (the loop's calls: once)
            dbapi_connection.execute(f"PRAGMA busy_timeout={ms}")
            record.info["busy_ms"] = ms

    def migrate(self) -> None:
        migrate(self.engine)

    async def run(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """``fn(*args, **kwargs)``; when the database cannot be reached (a connection refused, cut or
        lost mid-transaction, which rolls back), DatabaseUnavailable, which requests answer with 503.

        On SQLite the call runs on the event loop and never waits there for a lock: when another connection
        (another process, a backup) holds the file's write lock, SQLite refuses at once, the transaction rolls
        back, and the call is tried again on a thread of its own, waiting up to ``busy_seconds`` for the lock
        while the loop answers everything else; still locked then, DatabaseBusy (503 ``busy``, Retry-After),
        nothing written. (A call is one repository method: one transaction, or a first one that wrote nothing.)"""
        try:
            if self.inline:
                try:
                    return fn(*args, **kwargs)
                except (OperationalError, InterfaceError) as e:
                    if self._sqlite_commits is None or not _locked(e):
                        raise
                return await self._off_the_loop(lambda: fn(*args, **kwargs))
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._pool, lambda: fn(*args, **kwargs))
        except (OperationalError, InterfaceError) as e:
            raise DatabaseUnavailable(unavailable(e)) from e
        except DBAPIError as e:
            if not e.connection_invalidated:
                raise
            raise DatabaseUnavailable(unavailable(e)) from e

    async def _off_the_loop(self, call: Callable[[], T]) -> T:
        """``call()`` on the waiting thread, with at most ``busy_seconds`` (from now) to get SQLite's lock."""
        until = time.monotonic() + self.busy_seconds

        def waiting() -> T:
            if time.monotonic() >= until:  # queued behind other waiting calls for all of its time
                raise DatabaseBusy(self._busy_message())
            self._wait.until = until
            try:
                return call()
            except (OperationalError, InterfaceError, DatabaseUnavailable) as e:
                if _locked(e):
                    raise DatabaseBusy(self._busy_message()) from e
                raise
            finally:
                self._wait.until = None

        return await asyncio.get_running_loop().run_in_executor(self._waiting, waiting)

    def _busy_message(self) -> str:
        return (f"another connection held the database's write lock for more than {self.busy_seconds:g} s; "
                "nothing was written: send the same request again in a moment")

    async def commit_action(self, game_id: str, version: int, action: ActionRow, status: str,
                            deadline: float | None, bot_due: float | None, note: NoteRow | None = None,
                            lease: tuple[str, float] = NO_LEASE, same_timers: bool = False) -> bool:
        """:meth:`Repository.commit_action` (the hot path: one round trip on PostgreSQL, see pgcommit.py;
        on a SQLite file a connection of its own, sqlitecommit.py, where ``same_timers`` says that the
        deadline and bot timer are expected to stay as they are; its write lock waited for as in :meth:`run`)."""
        if self._commits is not None:
            return await self._commits.commit_action(game_id, version, action, status, deadline, bot_due, note, lease)
        if (commits := self._sqlite_commits) is not None:
            try:
                return commits.commit_action(game_id, version, action, status, deadline, bot_due, note, lease,
                                             same_timers, busy_ms=self._busy_ms())
            except DatabaseUnavailable as e:
                if not _locked(e):
                    raise
            return await self._off_the_loop(lambda: commits.commit_action(
                game_id, version, action, status, deadline, bot_due, note, lease, same_timers,
                busy_ms=self._busy_ms()))
        return await self.run(self.repo.commit_action, game_id, version, action, status, deadline, bot_due, note,
                              lease)

    async def aclose(self) -> None:
        """Close the asynchronous connections (before :meth:`close`, on the event loop)."""
        if self._commits is not None:
            await self._commits.close()

    def close(self) -> None:
        if self._sqlite_commits is not None:
            self._sqlite_commits.close()
        self._waiting.shutdown(wait=True)
        self._pool.shutdown(wait=True)
        self.engine.dispose()
