"""A learned value: each seat's chance to win a position, by a small network trained in self-play.

The network reads a position as one seat sees it (:func:`features`): for every seat, in turn order
from the observer on, the points the hand-written evaluation expects it to make
(:func:`.evaluate.seat_values`), its score as the river lies, its complete boats and the cards in its
river; then the observer's lead over the best other seat in both, what is left to draw (cards in the
piles, refills, the chances :class:`.evaluate.Context` gives to draw a bow, a stern, a filler, the
share of Crazy Axes) and whose turn it is. Nothing there depends on the order of the piles: the
same features come out of every deal of the seat's view.

Its answer is a distribution over the seats: the chance that each wins (a shared win counting as a
share), read by :meth:`ValueNet.win_chance`. It was trained on games of ``medium`` against
``medium`` (with the expert's weights of the table) with their real outcomes as targets
(Monte-Carlo returns, as DouZero trained its values: D. Zha et al., *DouZero*, ICML 2021), by
``make_data/train_value.py``, whose command each shipped file records. Inference is NumPy (a few
matrix products); the weights ship in the package (``value_nets/EDITION-PLAYERS.npz``) with their
SHA-256 in :data:`NETS`, checked on load.
"""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from ..rules import State
from ..rules import phases as P
from ..rules.errors import ConfigError
from .evaluate import FEATURE_SCALE, Context, position_features

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

#: The layout of :func:`features`; a network records the version it was trained on.
FEATURES_VERSION = 1

#: The shipped networks: table -> SHA-256 of its file (tests/ai/test_value.py checks them).
NETS: dict[str, str] = {
    "amigo/2": "c3e5e4f3c4c06544a4073139d8a6563b8d9653d605e2e07e44f663960d0cc4fe",
    "amigo/4": "c353effd7e65feae96fbfb96fa65f42d1fcdde9c70a60cf676920bf4a354cf84",
    "amigo/5": "26700858b13ea9c80c7914dee32436f57be29009b2edca4a3358930bfddf1254",
    "ass/4": "6bebdb49c2cfaa6629edc2e75476ff6777b7ac6f74db74f0f28d0a318e6cbcaa",
    "pelikan/2": "0ac566abe5e2b120014f581d1db54e1c71c1fc3a8d7da21a65a4d92ad3c9d366",
    "pelikan/3": "5ee37d79680f21cc6bf4789f864b6772ee13628467a882486f29dc96833b7519",
}

SCALE = FEATURE_SCALE
PER_SEAT = 4
GLOBAL = 9


def feature_count(players: int) -> int:
    """The length of :func:`features`' vector for a table of ``players``."""
    return PER_SEAT * players + GLOBAL + players


def features(state: State, seat: int, ctx: Context) -> list[float]:
    """The position as ``seat`` sees it (module docstring), with ``ctx`` giving the evaluation's
    weights and odds (a context of ``seat`` computed on this game or an earlier position of it).
    Computed by the compiled evaluation (:func:`.evaluate.position_features`)."""
    return position_features(state, seat, ctx)


class ValueNet:
    """A network of fully connected layers (ReLU between them) ending in a softmax over the seats."""

    def __init__(self, layers: list[tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]],
                 meta: dict[str, Any]) -> None:
        import numpy as np

        self.layers = layers
        self.meta = meta
        # What inference multiplies by: the layers with their subnormal numbers (below 2.2e-308, left by
        # weight decay in units that stopped firing) set to zero. Beside any normal number they vanish
        # (the shipped networks answer the same, bit for bit: tests/ai/test_value.py), but NumPy's matrix
        # products run several times slower on them. The file keeps the weights as trained.
        tiny = float(np.finfo(np.float64).tiny)
        self.run_layers = [(np.where(np.abs(w) < tiny, 0.0, w), np.where(np.abs(b) < tiny, 0.0, b))
                           for w, b in layers]
        self.players = int(meta["players"])
        if int(meta.get("features_version", -1)) != FEATURES_VERSION:
            raise ConfigError(f"value network {meta.get('table')!r} was trained on features version "
                              f"{meta.get('features_version')}, this build computes version {FEATURES_VERSION}")
        want = feature_count(self.players)
        if layers[0][0].shape[0] != want or layers[-1][0].shape[1] != self.players:
            raise ConfigError(f"value network {meta.get('table')!r} has the wrong shape for {self.players} players")

    def probabilities(self, x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        """Each seat's chance to win (rows of ``x``: :func:`features` vectors; columns: relative seats)."""
        import numpy as np

        h = x
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.run_layers):
            h = h @ w + b
            if i < last:
                h = np.maximum(h, 0.0)
        h = h - h.max(axis=-1, keepdims=True)
        e = np.exp(h)
        p: npt.NDArray[np.float64] = e / e.sum(axis=-1, keepdims=True)
        return p

    def win_chance(self, state: State, seat: int, ctx: Context) -> float:
        """The chance that ``seat`` wins ``state`` (its share of the win when the game is over)."""
        return self.win_chances([state], seat, ctx)[0]

    def win_chances(self, states: list[State], seat: int, ctx: Context) -> list[float]:
        """:meth:`win_chance` of each state, the network run once on all of them."""
        out = [win_share(st, seat) if st.phase == P.OVER else -1.0 for st in states]
        rows = [features(st, seat, ctx) for st, v in zip(states, out, strict=True) if v < 0]
        if rows:
            import numpy as np

            p = iter(self.probabilities(np.asarray(rows, dtype=np.float64))[:, 0].tolist())
            out = [next(p) if v < 0 else v for v in out]
        return out

    def to_bytes(self) -> bytes:
        """The network as the ``.npz`` file the package ships (weights and ``meta`` as JSON)."""
        arrays: dict[str, Any] = {}
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"] = w
            arrays[f"b{i}"] = b
        return npz_bytes(self.meta, arrays)

    @classmethod
    def from_bytes(cls, data: bytes) -> ValueNet:
        import numpy as np

        with np.load(io.BytesIO(data), allow_pickle=False) as z:
            meta = json.loads(bytes(z["meta"]).decode())
            count = sum(1 for k in z.files if k.startswith("w"))
            layers = [(z[f"w{i}"].astype(np.float64), z[f"b{i}"].astype(np.float64)) for i in range(count)]
        return cls(layers, meta)


def npz_bytes(meta: dict[str, Any], arrays: dict[str, Any]) -> bytes:
    """A network's ``.npz`` file: ``meta`` as JSON, then the arrays, in np.savez's layout with a fixed date in
    the archive, so that the same network is the same bytes."""
    import numpy as np

    every: dict[str, Any] = {"meta": np.frombuffer(json.dumps(meta, sort_keys=True).encode(), dtype=np.uint8), **arrays}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for name, array in every.items():
            entry = io.BytesIO()
            np.lib.format.write_array(entry, np.ascontiguousarray(array), allow_pickle=False)
            z.writestr(zipfile.ZipInfo(name + ".npy", date_time=(1980, 1, 1, 0, 0, 0)), entry.getvalue())
    return buf.getvalue()


def win_share(state: State, seat: int) -> float:
    """The seat's share of the win of a finished game (1/k for a win shared by k seats)."""
    winners = state.winners()
    return 1.0 / len(winners) if seat in winners else 0.0


def net_file(table: str) -> str:
    """The package file of a table's network (``amigo/4`` -> ``value_nets/amigo-4.npz``)."""
    return "value_nets/" + table.replace("/", "-") + ".npz"


@cache
def shipped(table: str) -> ValueNet:
    """The network shipped for ``table`` (``EDITION/PLAYERS``), its checksum checked."""
    if table not in NETS:
        raise ConfigError(f"no value network is shipped for {table!r} (there are: {', '.join(sorted(NETS)) or 'none'})")
    data = resources.files(__package__).joinpath(net_file(table)).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != NETS[table]:
        raise ConfigError(f"value network {net_file(table)} has SHA-256 {digest}, expected {NETS[table]}")
    return ValueNet.from_bytes(data)
