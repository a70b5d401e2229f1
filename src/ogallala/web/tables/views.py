"""The one place that turns a table into what a viewer may see; every HTTP body and push is built here.

Ogallala has no private hands: every seat and every spectator may see the same things, and only the
order of the draw piles is hidden, from everyone (the engine's view never holds it). A viewer's view
therefore differs from the public one only in ``seat`` and ``legal_actions``, so the public part is
encoded once per change and each viewer's view is that text plus a short tail.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import orjson

from ...game import Game
from .table import Table


def _dumps(x: Any) -> str:
    """Compact JSON text (orjson: views are encoded after every action, and the standard library's
    encoder was a tenth of the server's time at 1,000 tables)."""
    return orjson.dumps(x, option=orjson.OPT_NON_STR_KEYS).decode()


def seat_list(table: Table, connected: set[int]) -> list[dict[str, Any]]:
    return [{"seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level, "connected": s.seat in connected,
             "account": s.account_id is not None, "deleted": s.deleted} for s in table.seats]


def clock(table: Table, now: float | None = None) -> dict[str, Any] | None:
    row = table.row
    if row.turn_seconds is None:
        return None
    out: dict[str, Any] = {"turn_seconds": row.turn_seconds, "deadline": None, "seconds_left": None}
    if row.deadline is not None and row.status == "running":
        now = time.time() if now is None else now
        out["deadline"] = datetime.fromtimestamp(row.deadline, UTC).isoformat().replace("+00:00", "Z")
        out["seconds_left"] = round(max(0.0, row.deadline - now), 3)
    return out


def public_view(table: Table, connected: set[int]) -> dict[str, Any]:
    """The spectator's view of a table: the engine's view without its event list, plus the table's facts."""
    view = table.game.view_json(None, events=False)
    del view["seat"]
    last = table.actions[-1] if table.actions else None
    view.update({
        "id": table.id,
        "seq": table.seq,
        "status": table.status,
        "seats": seat_list(table, connected),
        "events": table.events_of(table.seq),
        "last_action": {"seq": last.seq, "seat": last.seat, "action": last.action} if last else None,
        "clock": clock(table),
        "pace": table.row.pace,
        "rematch": table.row.rematch,
        "rematch_of": table.row.rematch_of,
    })
    return view


def encoded_public(table: Table, connected: set[int]) -> str:
    """The public view as JSON text without its closing brace, cached until the table changes."""
    key = (table.seq, table.row.version, frozenset(connected))
    if table.body is None or table.body[0] != key:
        text = _dumps(public_view(table, connected))
        table.body = (key, text[:-1])
    return table.body[1]


def view_text(table: Table, connected: set[int], seat: int | None) -> str:
    """The view of ``seat`` (None: a spectator) as JSON text."""
    return (encoded_public(table, connected) + ',"seat":' + _dumps(seat) + ',"legal_actions":'
            + _dumps(table.legal_for(seat)) + "}")


def viewer_view(table: Table, connected: set[int], seat: int | None) -> str:
    """The view of ``seat`` (None: a spectator) as JSON text for an HTTP answer: :func:`view_text`,
    cached (a push after the change built it already); the route checks it against its model."""
    return view_text(table, connected, seat)


def view_message(table: Table, connected: set[int], seat: int | None) -> str:
    """The WebSocket push ``{"type": "view", "seq": n, "view": {...}}`` for ``seat``."""
    return '{"type":"view","seq":' + str(table.seq) + ',"view":' + view_text(table, connected, seat) + "}"


def replay_view(table: Table, game: Game, k: int) -> dict[str, Any]:
    """The public view of a finished table after its first ``k`` actions (for the replay viewer)."""
    view = game.view_json(None, events=False)
    del view["seat"]
    lo = table.marks[k - 1] if k > 0 else 0
    events = game.events_since(lo)
    events.extend(dict(n.data) for n in table.notes if n.seq == k)
    last = table.actions[k - 1] if k > 0 else None
    view.update({
        "id": table.id, "seq": k, "status": "over" if game.is_over() else "running",
        "seats": seat_list(table, set()), "events": events,
        "last_action": {"seq": last.seq, "seat": last.seat, "action": last.action} if last else None,
        "clock": None, "rematch": table.row.rematch, "rematch_of": table.row.rematch_of,
        "pace": table.row.pace,
        "seat": None, "legal_actions": [],
    })
    return view
