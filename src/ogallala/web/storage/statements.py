"""The statements of an action's commit, the server's hot path, as SQL text sent to the driver as it is
(the repository's, SQLite's own connection's and PostgreSQL's pool's commits share them)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from sqlalchemy import Engine

from .rows import ActionRow, NoteRow

# The hot path's statements, sent to the driver as they are (no SQLAlchemy compilation per call: that
# was a sixth of the server's time per action); written with :name parameters, rewritten once per
# dialect for drivers that take %(name)s.
ADVANCE_SQL = ("UPDATE games SET seq = :next_seq, version = :next_version, status = :status, deadline = :deadline, "
                "bot_due = :bot_due, updated = :updated, "
                "lease_until = CASE WHEN lease_by = :holder THEN :lease_until ELSE lease_until END "
                "WHERE id = :id AND version = :version AND seq = :seq")
#: The same advance for an action that leaves the table's clock and bot timer as they were (a game of
#: people without a clock, most moves): on SQLite every indexed column named in an UPDATE's SET costs
#: its index's upkeep even when its value stays, a fifth of the commit here
#: (docs/experiments/server-action-cost.md). Its
#: WHERE makes sure they are as said; where they are not, the full advance runs instead.
ADVANCE_SAME_TIMERS_SQL = ("UPDATE games SET seq = :next_seq, version = :next_version, status = :status, "
                            "updated = :updated, "
                            "lease_until = CASE WHEN lease_by = :holder THEN :lease_until ELSE lease_until END "
                            "WHERE id = :id AND version = :version AND seq = :seq "
                            "AND deadline IS :deadline AND bot_due IS :bot_due")
ADD_ACTION_SQL = ("INSERT INTO actions (game_id, seq, seat, action, actor, at) "
                   "VALUES (:game_id, :seq, :seat, :action, :actor, :at)")
ADD_NOTE_SQL = "INSERT INTO notes (game_id, n, seq, data, at) VALUES (:game_id, :n, :seq, :data, :at)"


def for_driver(engine: Engine, sql: str) -> str:
    """``sql`` with its :name parameters in the driver's own style (named or pyformat)."""
    style = engine.dialect.paramstyle
    if style == "named" or engine.dialect.name == "sqlite":  # sqlite3 takes :name with a dict in any style
        return sql
    if style == "pyformat":
        return re.sub(r"(?<!:):([a-z_]+)", r"%(\1)s", sql)
    raise ValueError(f"no driver SQL for parameter style {style!r}")


SQLITE_STATEMENTS = (ADVANCE_SQL, ADD_NOTE_SQL, ADD_ACTION_SQL)


def write_action(execute: Callable[[str, dict[str, Any]], int], statements: tuple[str, str, str], game_id: str,
                 version: int, action: ActionRow, status: str, deadline: float | None, bot_due: float | None,
                 note: NoteRow | None, lease: tuple[str, float], narrow_advance: str | None = None) -> bool:
    """The statements of an action's commit (``statements``: advance, add note, add action, in the driver's
    style), in order, each through ``execute`` (a statement and its parameters -> the rows it changed),
    inside the caller's transaction. False, after the first, when the table was no longer at ``version``
    and ``action.seq`` (the caller's transaction then holds no change). ``narrow_advance``: an advance that
    leaves the deadline and bot timer out (:data:`ADVANCE_SAME_TIMERS_SQL`), tried first; where it
    changes nothing, ``statements``' own advance decides."""
    advance, add_note, add_action = statements
    params = {"id": game_id, "version": version, "seq": action.seq, "next_seq": action.seq + 1,
              "next_version": version + 1, "status": status, "deadline": deadline, "bot_due": bot_due,
              "updated": action.at, "holder": lease[0], "lease_until": lease[1]}
    if (narrow_advance is None or execute(narrow_advance, params) != 1) and execute(advance, params) != 1:
        return False
    if note is not None:
        execute(add_note, {"game_id": game_id, "n": note.n, "seq": note.seq, "data": json.dumps(note.data),
                           "at": note.at})
    execute(add_action, {"game_id": game_id, "seq": action.seq, "seat": action.seat, "action": action.action,
                         "actor": action.actor, "at": action.at})
    return True
