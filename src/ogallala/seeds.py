"""Seeds derived by hashing: stable across processes, machines and Python versions.

Below both the bots (:mod:`ogallala.ai`) and the tournament runner, which each derive seeds
for games and bots from a master seed.
"""

from __future__ import annotations

import hashlib


def derive_seed(master: int, *parts: object) -> int:
    """A 63-bit seed from the master seed and a path of parts (stable across processes and machines)."""
    text = "/".join(str(p) for p in (master, *parts))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little") >> 1
