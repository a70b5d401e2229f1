"""What the cycle collector walks in a running server: the tracked objects counted by type.

Put this folder first on ``PYTHONPATH`` of a run (the server processes inherit it), then send SIGUSR1
to a server process; it writes ``objects-PID.txt`` (the count of every type of GC-tracked object, most
first) into ``$OGALLALA_OBJECTS_DIR`` (default: the system's temporary folder):

    PYTHONPATH=bench/objects_hook .venv/bin/python bench/server_load.py --games 1000 --seconds 40 &
    sleep 50; kill -USR1 "$(pgrep -f 'ogallala serve' | head -1)"

The count stops the process for about half a second at 1,000 games: not for a measured window.
With ``OGALLALA_OBJECTS_FULL=1`` the frozen objects are counted by type too, and a full collection
of everything (the pause of ``gcpolicy``'s collection of everything) is timed and written first
(about a second more). SIGUSR2 counts the garbage instead (``garbage-PID.txt``): it unfreezes
everything and collects it, keeping what is unreachable (``gc.DEBUG_SAVEALL``), counts that by type,
then frees it and freezes the rest: what a collection of everything would have to find
(``bench/socket_garbage.py`` drives it).
Loaded by every Python process started with this path (Python imports ``sitecustomize`` at start).
"""

from __future__ import annotations

import os
import signal
import tempfile
from collections.abc import Callable, Iterable
from types import FrameType


def _names(objects: Iterable[object]) -> list[str]:
    return [f"{type(o).__module__!s}.{type(o).__qualname__!s}" for o in objects]


def _report(kind: str, body: Callable[[], tuple[str, list[str]]]) -> None:
    """Write ``KIND-PID.txt``: the head line ``body`` answers, then the type names it answers counted,
    most first (or why it could not count)."""
    import collections

    out = os.path.join(os.environ.get("OGALLALA_OBJECTS_DIR", tempfile.gettempdir()), f"{kind}-{os.getpid()}.txt")
    try:
        head, names = body()
        counts = collections.Counter(names)
        with open(out, "w") as f:
            f.write(head + "\n")
            for name, n in counts.most_common():
                f.write(f"{n:8d} {name}\n")
    except Exception as e:  # never into the interrupted code
        with open(out, "w") as f:
            f.write(f"could not count: {type(e).__name__}: {e}\n")


def _tracked() -> tuple[str, list[str]]:
    import gc
    import time

    full = os.environ.get("OGALLALA_OBJECTS_FULL") == "1"
    head = ""
    if full:
        gc.unfreeze()
        t0 = time.perf_counter()
        gc.collect()
        head = f"a full collection of everything took {(time.perf_counter() - t0) * 1000:.0f} ms; "
    start = time.perf_counter()
    objects = gc.get_objects()
    if full:
        gc.freeze()
    frozen = "frozen ones included" if full else (f"{gc.get_freeze_count()} more frozen (gc.freeze: walked "
                                                   "only by a collection of everything, not counted by type)")
    names = _names(objects)
    return f"{head}{len(objects)} tracked objects, counted in {time.perf_counter() - start:.2f} s; {frozen}", names


def _garbage() -> tuple[str, list[str]]:
    import gc
    import time

    frozen = gc.get_freeze_count()
    gc.unfreeze()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        t0 = time.perf_counter()
        found = gc.collect()
        took = time.perf_counter() - t0
    finally:
        gc.set_debug(0)
    names = _names(gc.garbage)
    gc.garbage.clear()
    gc.collect()  # the garbage, freed
    gc.freeze()  # what is left, frozen again
    return f"{found} unreachable objects among {frozen} frozen and the rest, found in {took * 1000:.0f} ms", names


def _count(signum: int, frame: FrameType | None) -> None:
    _report("objects", _tracked)


def _count_garbage(signum: int, frame: FrameType | None) -> None:
    _report("garbage", _garbage)


if hasattr(signal, "SIGUSR1"):
    signal.signal(signal.SIGUSR1, _count)
    signal.signal(signal.SIGUSR2, _count_garbage)
