"""JSON Schemas of the view's wire form (version 2) and of the game server's WebSocket messages, from one
definition.

The definition is this module's Python: :func:`view_schema` describes a view as :mod:`ogallala.wire`
writes it (``Game.view_json``, ``View.to_json``), :func:`messages_schema` the messages a WebSocket
client of ``/ws/games/{id}`` sends (``hello``, ``action``, ``ping``, ``chat-join``, ``chat``,
``chat-report``) and those the server sends (``view``, with the server's view of a table: the engine's
view plus the table's facts; ``error``; ``pong``; ``seq``, the heartbeat; ``chat``, ``chat-history``,
``chat-reported``), as docs/server.md tells them. The words they allow (editions,
variants, card ids, phases, verbs, reasons) are read from the engine, so the schemas follow it. The
server serves them at ``/schema/view.json`` and ``/schema/messages.json``; ``docs/schema/`` holds them as generated (a
test checks that they are current). Write them anew with::

    python -m ogallala.wire_schema docs/schema
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .rules import phases as P
from .rules.actions import MAX_SEATS, SIZE
from .rules.cards import CARD_IDS, SUITES, TRIBE_NAMES
from .rules.editions import EDITIONS, KNOWN_VARIANTS
from .wire import MOVE_WORDS, TODO_NAMES, VIEW_VERSION

DIALECT = "https://json-schema.org/draft/2020-12/schema"

Schema = dict[str, Any]

#: The verbs of the legal moves (an action's first word; docs/server.md, "The view").
VERBS = ("draw", "stop", "discard", "end", "continue", "no-attack", "done", "pass", "place", "shift", "lasso",
         "shoot", "sink", "attacker", "attack", "hunt", "take")

#: Why a game ended (``ogallala.view.Termination``'s values).
REASONS = ("ended", "three-boats", "fifth-boat", "no-cards")

#: The kinds of a table's seats and the states of a table (the server's).
SEAT_KINDS = ("human", "open", "bot", "remote-bot")
STATUSES = ("open", "running", "over")


# ---------------------------------------------------------------------------- building blocks


def _ref(name: str) -> Schema:
    return {"$ref": f"#/$defs/{name}"}


def _or_null(s: Schema) -> Schema:
    """``s`` or null: a second type where ``s`` has one type (what a validator checks fastest), else anyOf."""
    if isinstance(s.get("type"), str) and "enum" not in s and "const" not in s:
        return {**s, "type": [s["type"], "null"]}
    return {"anyOf": [{"type": "null"}, s]}


def _array(items: Schema, min_items: int = 0) -> Schema:
    out: Schema = {"type": "array", "items": items}
    if min_items:
        out["minItems"] = min_items
    return out


def _tuple(*items: Schema) -> Schema:
    return {"type": "array", "prefixItems": list(items), "minItems": len(items), "maxItems": len(items)}


def _object(required: dict[str, Schema], optional: dict[str, Schema] | None = None, description: str = "",
            closed: bool = True) -> Schema:
    """An object with the ``required`` properties (and the ``optional`` ones); ``closed``: no others."""
    out: Schema = {"type": "object"}
    if description:
        out["description"] = description
    out["properties"] = {**required, **(optional or {})}
    out["required"] = list(required)
    if closed:
        out["additionalProperties"] = False
    return out


def _enum(values: tuple[str, ...] | list[str]) -> Schema:
    return {"type": "string", "enum": list(values)}


INT: Schema = {"type": "integer"}
COUNT: Schema = {"type": "integer", "minimum": 0}
BOOL: Schema = {"type": "boolean"}
STR: Schema = {"type": "string"}


def _alternatives(words: tuple[str, ...] | list[str]) -> str:
    return "|".join(words)


# ---------------------------------------------------------------------------- the view


SEAT: Schema = {"type": "integer", "minimum": 0, "maximum": MAX_SEATS - 1}


def _card() -> Schema:
    ids = [c for c in CARD_IDS if c]
    tribes = [t for t in TRIBE_NAMES if t]
    return {"type": "string", "description": "a card in card notation: its id, and its tribe after a colon "
                                             "(docs/notation.md)",
            "pattern": f"^({_alternatives(ids)})(:({_alternatives(tribes)}))?$"}


def _cell() -> Schema:
    return {**_tuple(INT, INT), "description": "[row, column] in a river's own frame"}


def _counts() -> Schema:
    return {"type": "object", "description": "cards by their notation, each with how many there are",
            "propertyNames": _ref("card"), "additionalProperties": {"type": "integer", "minimum": 1}}


def _view_defs() -> dict[str, Schema]:
    """The parts of a view, by name (its ``$defs``)."""
    seat = SEAT
    return {
        "card": _card(),
        "card_id": _enum([c for c in CARD_IDS if c]),
        "cards": {**_array(_ref("card")), "description": "cards in card notation, in their order"},
        "cell": _cell(),
        "counts": _counts(),
        "boat": _object({
            "row": COUNT, "start": COUNT, "cells": _array(_or_null(_card()), 1), "complete": BOOL,
            "strength": COUNT, "protected": BOOL, "points": INT,
        }, description="a boat: its first cell, its cells left to right (null: a gap), what it is worth"),
        "river": _object({
            "seat": seat, "text": STR, "rows": _array(_array(_or_null(_card()))),
            "boats": _array(_ref("boat")), "complete_boats": COUNT, "score": INT,
        }, description="one seat's river: its notation, its cells row by row (null: empty), its boats"),
        "pile": _object({
            "pile": {"type": "integer", "minimum": 1, "maximum": 3}, "size": COUNT,
            "known": _or_null(_counts()),
        }, description="a draw pile: its size and, for a pile made from the public discard pile, its cards"),
        "move": _object({"code": {"type": "integer", "minimum": 0, "maximum": SIZE - 1}, "text": STR,
                         "verb": _enum(VERBS)}, {
            "pile": {"type": "integer", "minimum": 1, "maximum": 3}, "card": _ref("card_id"), "seat": seat,
            "cell": _ref("cell"), "boat": _array(_ref("cell"), 1), "direction": _enum(("left", "right")),
            "moves": _array(_tuple(_ref("card_id"), _enum(MOVE_WORDS)), 1),
        }, description="a legal move, decoded: its code and text, its verb and the parts it has"),
        "flags": _object({"duplicate": BOOL, "turn_ends": BOOL, "completed": BOOL, "took": BOOL,
                          "todo": _enum(TODO_NAMES)}),
        "decision": _object({
            "seat": seat, "phase": _enum([p for p in P.PHASE_NAMES if p != "over"]), "hand": _ref("cards"),
            "attacker": _or_null(_cell()), "pending_attackers": _array(_ref("cell")),
            "first_target": _or_null(_tuple(seat, INT, INT)), "hunting": _array(_enum(SUITES)),
            "spoils": _array(_tuple(seat, INT, INT)), "legal_actions": _array(_ref("move"), 1),
            "flags": _ref("flags"),
        }, description="the pending decision: who decides, in which phase, and every legal move"),
        "result": _object({"reason": _enum(REASONS), "ended_by": _or_null(seat), "scores": _array(INT),
                           "winners": _array(seat)}, description="how a finished game ended"),
        "event": {"type": "object", "description": "something that happened: its name and its facts",
                  "properties": {"event": STR}, "required": ["event"]},
    }


def _view_fields() -> dict[str, Schema]:
    """A view's fields (``events`` is there only in a view built with them)."""
    seat = SEAT
    variants = list(dict.fromkeys(v for vs in KNOWN_VARIANTS.values() for v in vs))
    return {
        "version": {"const": VIEW_VERSION}, "edition": _enum(list(EDITIONS)), "edition_name": STR,
            "variants": _array(_enum(variants)), "players": {"type": "integer", "minimum": 1, "maximum": MAX_SEATS},
            "seat": _or_null(seat), "turn": COUNT, "current_seat": _or_null(seat), "rivers": _array(_ref("river")),
            "piles": _array(_ref("pile")), "discard": _or_null(_ref("cards")), "discard_size": COUNT,
            "out_of_play": _or_null(_ref("cards")), "refills_left": COUNT, "bonus": _array(INT),
            "river": _object({"rows": COUNT, "width": COUNT, "free_layout": BOOL}), "deck_size": COUNT,
            "deck": _ref("counts"), "scores": _array(INT), "decision": _or_null(_ref("decision")), "over": BOOL,
            "result": _or_null(_ref("result")), "events": _array(_ref("event")),
    }


_VIEW_REQUIRED = ("version", "edition", "edition_name", "variants", "players", "seat", "turn", "current_seat",
                  "rivers", "piles", "discard", "discard_size", "out_of_play", "refills_left", "bonus", "river",
                  "deck_size", "deck", "scores", "decision", "over", "result")


def _table_view() -> Schema:
    fields = _view_fields()
    fields.update({
        "id": STR, "seq": COUNT, "status": _enum(STATUSES),
        "seats": _array(_object({"seat": SEAT, "kind": _enum(SEAT_KINDS), "name": STR, "level": _or_null(STR),
                                 "connected": BOOL, "account": BOOL, "deleted": BOOL})),
        "last_action": _or_null(_object({"seq": COUNT, "seat": SEAT, "action": STR})),
        "clock": _or_null(_object({"turn_seconds": {"type": "integer", "minimum": 1},
                                   "deadline": _or_null({"type": "string", "format": "date-time"}),
                                   "seconds_left": _or_null({"type": "number", "minimum": 0})})),
        "rematch": _or_null(STR), "rematch_of": _or_null(STR), "legal_actions": _array(STR),
        "pace": {"enum": ["fast", "normal", "slow"], "description": "how fast the table's bots move"},
    })
    return {"type": "object", "description": "a table's view as the server sends it: the engine's view (its "
                                             "events: what the last action did, and notes after it) and the table's "
                                             "facts (docs/server.md, \"The view\")",
            "properties": fields, "required": [*_VIEW_REQUIRED, "events", "id", "seq", "status", "seats",
                                               "last_action", "clock", "rematch", "rematch_of", "pace",
                                               "legal_actions"],
            "additionalProperties": False}


def view_schema() -> Schema:
    """The JSON Schema of a view in the wire form, version 2 (``events`` only in a view built with them)."""
    return {"$schema": DIALECT, "title": f"Ogallala view, wire version {VIEW_VERSION}",
            "description": "What one seat (or a spectator, seat null) may see of a game, as Game.view_json and "
                           "View.to_json write it (docs/server.md, \"The view\")",
            "type": "object", "properties": _view_fields(), "required": list(_VIEW_REQUIRED),
            "additionalProperties": False, "$defs": _view_defs()}


def _type(name: str) -> Schema:
    return {"const": name}


def messages_schema() -> Schema:
    """The JSON Schema of the WebSocket messages of ``/ws/games/{id}``: ``$defs.from_client`` (what a client
    sends) and ``$defs.from_server`` (what the server sends); the document itself allows either."""
    defs = _view_defs()
    table_view = _table_view()
    defs.update({
        "table_view": table_view,
        "hello": _object({"type": _type("hello"), "token": _or_null(STR)}, closed=False,
                         description="the first message: a seat's token, or null to watch"),
        "action": _object({"type": _type("action"), "action": STR, "seq": COUNT}, closed=False,
                          description="play a move (its text) on the view of seq actions"),
        "ping": _object({"type": _type("ping")}, closed=False),
        "chat_join": _object({"type": _type("chat-join")}, closed=False,
                             description="join the table's chat: answered by chat-history, then every new "
                                         "message this socket may read"),
        "chat": _object({"type": _type("chat")}, {"text": {"type": "string", "maxLength": 300}, "preset": STR},
                        closed=False, description="write in the table's chat (docs/server.md, \"Chat\"): plain "
                                                  "text, or a preset phrase's key"),
        "chat_report": _object({"type": _type("chat-report"), "id": COUNT}, closed=False,
                               description="report a chat message to the server's operator"),
        "chat_entry": _object({"id": COUNT, "channel": _enum(("players", "spectators")), "seat": _or_null(SEAT),
                               "name": STR, "text": STR, "preset": _or_null(STR), "at": {"type": "number"}},
                              description="one chat message: plain text (never markup) or a preset phrase's key"),
        "chat_message": _object({"type": _type("chat"), "message": _ref("chat_entry")},
                                description="a new message of a chat channel this socket reads"),
        "chat_history": _object({"type": _type("chat-history"), "enabled": BOOL, "spectators_read": BOOL,
                                 "channel": _or_null(_enum(("players", "spectators"))),
                                 "messages": _array(_ref("chat_entry"))},
                                description="the chat so far as this socket reads it and the table's switches; "
                                            "after hello and after every switch (channel: where this socket "
                                            "writes, null where it only reads)"),
        "chat_reported": _object({"type": _type("chat-reported"), "id": COUNT},
                                 description="a report of this socket's was taken"),
        "view_message": _object({"type": _type("view"), "seq": COUNT, "view": _ref("table_view")},
                                description="the view after every change (and at once after hello)"),
        "error": {**_object({"type": _type("error"), "code": STR, "message": STR},
                            {"reason": STR, "params": {"type": "object"}},
                            description="what went wrong (a refused action: its reason and params); "
                                        "nothing changed"),
                  "dependentRequired": {"reason": ["params"]}},
        "pong": _object({"type": _type("pong")}),
        "seq": _object({"type": _type("seq"), "seq": COUNT},
                       description="the heartbeat, sent every few seconds to a socket that was sent nothing "
                                   "meanwhile: the game's latest seq (a client whose view is older fetches it)"),
        "from_client": {"oneOf": [_ref("hello"), _ref("action"), _ref("ping"), _ref("chat_join"), _ref("chat"),
                                  _ref("chat_report")]},
        "from_server": {"oneOf": [_ref("view_message"), _ref("error"), _ref("pong"), _ref("seq"),
                                  _ref("chat_message"), _ref("chat_history"), _ref("chat_reported")]},
    })
    return {"$schema": DIALECT, "title": "Ogallala WebSocket messages (/ws/games/{id})",
            "description": "The messages of a game's WebSocket (docs/server.md, \"The WebSocket\"): from_client "
                           "what a client sends, from_server what the server sends",
            "anyOf": [_ref("from_client"), _ref("from_server")], "$defs": defs}


#: The schema files: name -> the function that makes the schema.
SCHEMAS = {"view.json": view_schema, "messages.json": messages_schema}


def schema_text(name: str) -> str:
    """A schema file's text (``view.json`` or ``messages.json``), as ``docs/schema/`` holds it."""
    return json.dumps(SCHEMAS[name](), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        raise SystemExit("usage: python -m ogallala.wire_schema FOLDER  (writes view.json and messages.json)")
    folder = Path(args[0])
    folder.mkdir(parents=True, exist_ok=True)
    for name in SCHEMAS:
        (folder / name).write_text(schema_text(name), encoding="utf-8")
        print(folder / name)


if __name__ == "__main__":
    main()
