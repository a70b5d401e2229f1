"""The messages server processes send each other through the fan-out, as typed values.

Only the fan-out's transport turns them into JSON (:func:`to_json`) and back (:func:`from_json`);
everything else handles the dataclasses. :func:`from_json` checks every field and raises
:class:`BadMessage` naming the first problem, so a malformed message is refused whole and never
half applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..storage.rows import ActionRow, NoteRow

STATUSES = ("open", "running", "over")


@dataclass(frozen=True)
class ActionCommitted:
    """Another process committed ``action`` (and ``note`` with it), taking the table to ``version``:
    enough for a process that holds the table just before it to apply it without reading the database."""

    version: int
    action: ActionRow
    status: str
    deadline: float | None
    bot_due: float | None
    note: NoteRow | None = None


@dataclass(frozen=True)
class TableChanged:
    """Another process changed the table otherwise (a seat, a rematch): read it again. ``notes``: its log's
    notes were rewritten too (a deleted account's name taken out), so read them all, not only new ones."""

    version: int
    notes: bool = False


@dataclass(frozen=True)
class PresenceChanged:
    """Who is connected to the table changed in another process."""


@dataclass(frozen=True)
class ChatPosted:
    """A chat message another process stored (its JSON for the sockets, as the writer's process built it):
    for the seated (``channel`` players; spectators too where ``spectators``) or for the spectators."""

    channel: str
    spectators: bool
    text: str


@dataclass(frozen=True)
class ChatSwitched:
    """The table's chat was switched (on or off, spectators reading or not) in another process: its
    sockets are sent the chat again."""


SyncMessage = ActionCommitted | TableChanged | PresenceChanged | ChatPosted | ChatSwitched


class BadMessage(ValueError):
    """A fan-out message that does not have the shape of any kind; the message says what is wrong."""


def to_json(message: SyncMessage) -> dict[str, Any]:
    """The JSON object of ``message`` (for the transport)."""
    if isinstance(message, ActionCommitted):
        a, n = message.action, message.note
        return {"kind": "action", "version": message.version, "seq": a.seq, "seat": a.seat, "action": a.action,
                "actor": a.actor, "at": a.at, "status": message.status, "deadline": message.deadline,
                "bot_due": message.bot_due,
                "note": None if n is None else {"n": n.n, "seq": n.seq, "data": n.data, "at": n.at}}
    if isinstance(message, TableChanged):
        return {"kind": "changed", "version": message.version, **({"notes": True} if message.notes else {})}
    if isinstance(message, ChatPosted):
        return {"kind": "chat", "channel": message.channel, "spectators": message.spectators, "text": message.text}
    if isinstance(message, ChatSwitched):
        return {"kind": "chat-switched"}
    return {"kind": "presence"}


def _int(obj: dict[str, Any], key: str, where: str) -> int:
    x = obj.get(key)
    if type(x) is not int:
        raise BadMessage(f"{where}: {key!r} is a whole number, not {x!r}")
    return x


def _float(obj: dict[str, Any], key: str, where: str) -> float:
    x = obj.get(key)
    if isinstance(x, bool) or not isinstance(x, int | float):
        raise BadMessage(f"{where}: {key!r} is a number, not {x!r}")
    return float(x)


def _float_or_none(obj: dict[str, Any], key: str, where: str) -> float | None:
    if obj.get(key) is None:
        return None
    x = obj[key]
    if isinstance(x, bool) or not isinstance(x, int | float):
        raise BadMessage(f"{where}: {key!r} is a number or null, not {x!r}")
    return float(x)


def _str(obj: dict[str, Any], key: str, where: str) -> str:
    x = obj.get(key)
    if not isinstance(x, str):
        raise BadMessage(f"{where}: {key!r} is a string, not {x!r}")
    return x


def from_json(obj: object) -> SyncMessage:
    """The message of JSON object ``obj``; raises :class:`BadMessage` naming what does not fit."""
    if not isinstance(obj, dict):
        raise BadMessage(f"a message is a JSON object, not {type(obj).__name__}")
    kind = obj.get("kind")
    if kind == "presence":
        return PresenceChanged()
    if kind == "changed":
        return TableChanged(_int(obj, "version", "a 'changed' message"), obj.get("notes") is True)
    if kind == "chat-switched":
        return ChatSwitched()
    if kind == "chat":
        where = "a 'chat' message"
        channel, spectators = _str(obj, "channel", where), obj.get("spectators")
        if channel not in ("players", "spectators") or not isinstance(spectators, bool):
            raise BadMessage(f"{where}: 'channel' is players or spectators and 'spectators' a boolean")
        return ChatPosted(channel, spectators, _str(obj, "text", where))
    if kind != "action":
        raise BadMessage(f"unknown message kind {kind!r}: action, changed, presence, chat or chat-switched")
    where = "an 'action' message"
    status = _str(obj, "status", where)
    if status not in STATUSES:
        raise BadMessage(f"{where}: 'status' is one of {', '.join(STATUSES)}, not {status!r}")
    action = ActionRow(_int(obj, "seq", where), _int(obj, "seat", where), _str(obj, "action", where),
                       _str(obj, "actor", where), _float(obj, "at", where))
    n = obj.get("note")
    note = None
    if n is not None:
        if not isinstance(n, dict) or not isinstance(n.get("data"), dict):
            raise BadMessage(f"{where}: 'note' is null or an object with an object 'data', not {n!r}")
        w = f"{where}'s note"
        note = NoteRow(_int(n, "n", w), _int(n, "seq", w), dict(n["data"]), _float(n, "at", w))
    return ActionCommitted(_int(obj, "version", where), action, status, _float_or_none(obj, "deadline", where),
                           _float_or_none(obj, "bot_due", where), note)
