"""The search levels' settings per table: ``expert_weights.json``, one entry per edition and player count.

An entry (``"amigo/4"``) holds the expert's evaluation weights (``weights``), its budget
(``iterations``, ``horizon``), its value network (``value``), whether its candidates are distinct
(``distinct``) and, under ``hard``, the weights ``hard`` plays that table with. Weights not named
are :data:`.hard.HARD_WEIGHTS`'s. Each set says where it came from (``source``): a tuning command, a
measurement, or that it is hard's set. A table the file does not name takes the nearest player count
of its edition. The file's checksum is :data:`WEIGHTS_SHA256`, checked by a test, so the weights a
build plays with are the ones its docs measured.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Any

from .evaluate import DEFAULT, Weights

#: The shipped file of settings per table, and its SHA-256 (tests/ai/test_expert.py checks it).
WEIGHTS_FILE = "expert_weights.json"
WEIGHTS_SHA256 = "2cdc3dfe149887eda8664349488fe0bfbc92d843e8cf95aac934ea5c456b0627"

#: The weights a set in the file starts from: medium's, with completion odds counting at most 3 more
#: draws per seat and raids weighing less (self-play of medium with these weights against medium:
#: 64.0% of 300 AMIGO 2-player games, see docs/bots.md). A table without a set of its own plays these.
HARD_WEIGHTS = replace(DEFAULT, draws_cap=3.0, raid=0.3)


@cache
def weights_table() -> dict[str, Any]:
    """The shipped file, parsed (``{"version", "tables": {"EDITION/PLAYERS": {...}}}``)."""
    data: dict[str, Any] = json.loads(weights_bytes())
    return data


def weights_bytes() -> bytes:
    """The shipped file as it lies in the package."""
    return resources.files(__package__).joinpath(WEIGHTS_FILE).read_bytes()


def table_settings(edition: str, players: int) -> dict[str, Any]:
    """The file's entry for a table (the nearest player count of the edition if it has none)."""
    tables: dict[str, Any] = weights_table()["tables"]
    counts = sorted((int(k.split("/")[1]) for k in tables if k.split("/")[0] == edition),
                    key=lambda n: (abs(n - players), -n))
    return dict(tables[f"{edition}/{counts[0]}"]) if counts else {}


def expert_weights(edition: str, players: int) -> Weights:
    """The evaluation weights ``expert`` plays a table with."""
    return _named(table_settings(edition, players).get("weights", {}))


def hard_weights(edition: str, players: int) -> Weights:
    """The evaluation weights ``hard`` plays a table with (:data:`HARD_WEIGHTS` where the entry names none)."""
    return _named(table_settings(edition, players).get("hard", {}).get("weights", {}))


def _named(weights: dict[str, Any]) -> Weights:
    """:data:`HARD_WEIGHTS` with the weights a set in the file names."""
    return replace(HARD_WEIGHTS, **{k: float(v) for k, v in weights.items()})
