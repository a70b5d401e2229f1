"""The rules engine: cards, rivers, editions and the game state. No I/O, no globals, no hidden randomness.

This package's names are the engine's surface for the layers above it: the :class:`State`, its
record (:class:`StateFields`, built into a checked state by :func:`from_fields`), the phases of a
turn, the event records and determinization. The modules ``cards``, ``river``, ``actions``,
``editions``, ``errors``, ``phases``, ``fields``, ``determinize`` and ``effects`` (what a legal
move completes or takes) are public too; ``state``'s internals and the rule modules beside it
(``geometry``, ``shifts``, ``targets``, ``legal``, ``turn``, ``flow``, ``conquest``, ``refusals``)
are not.
"""

from __future__ import annotations

from .determinize import determinize
from .fields import StateFields, check_invariants, fields, from_fields, with_fields
from .phases import PHASE_BY_NAME, PHASE_NAMES
from .state import Event, State, event_dict

__all__ = [
    "PHASE_BY_NAME",
    "PHASE_NAMES",
    "Event",
    "State",
    "StateFields",
    "check_invariants",
    "determinize",
    "event_dict",
    "fields",
    "from_fields",
    "with_fields",
]
