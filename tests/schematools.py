"""Validating many views against the wire schemas (ogallala.wire_schema) in little time.

A game's views at one step and the next share most of their parts (the rivers that did not change, the
same legal moves, the deck), and the views of its seats differ only in ``seat``: :func:`validator` gives a
``jsonschema`` validator that checks a part of the same content against the same ``$ref`` once, and
takes an equal part it already found valid as valid again. Only parts without errors are remembered, so
every error is found and reported as ``jsonschema`` reports it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import orjson
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from jsonschema.validators import extend


def validator(schema: dict[str, Any], at: str | None = None) -> Any:
    """A validator of ``schema`` (checked against the 2020-12 meta-schema first); ``at``: validate against
    one of its ``$defs`` instead of the document (``from_server``)."""
    Draft202012Validator.check_schema(schema)
    valid: set[tuple[str, bytes]] = set()
    plain_ref = Draft202012Validator.VALIDATORS["$ref"]

    def ref(v: Any, ref: str, instance: Any, sub: dict[str, Any]) -> Iterator[Any]:
        if not isinstance(instance, dict | list):
            yield from plain_ref(v, ref, instance, sub)
            return
        key = (ref, orjson.dumps(instance, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS))
        if key in valid:
            return
        errors = list(plain_ref(v, ref, instance, sub))
        if not errors:
            valid.add(key)
        yield from errors

    cls = extend(Draft202012Validator, {"$ref": ref})
    if at is not None:
        schema = {"$schema": schema["$schema"], "$ref": f"#/$defs/{at}", "$defs": schema["$defs"]}
    return cls(schema)


def problems(v: Any, instance: Any) -> list[str]:
    """What ``instance`` breaks, one line each (path: message, for a value that fits none of a union's
    choices that of the choice it fits best); [] when it is valid."""
    out = []
    for e in v.iter_errors(instance):
        e = best_match([e])
        out.append(f"{'/'.join(str(p) for p in e.absolute_path) or '(top)'}: {e.message[:300]}")
    return out
