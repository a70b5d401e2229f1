"""``ogallala analyse RECORD --seat N``: a finished game's decisions of one seat, with its chance to
win before and after each move and the mistakes (see :mod:`ogallala.ai.analysis`)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from ..ai.analysis import Analysis
from ..rules.errors import NotationError


def load_record(path: str) -> dict[str, Any]:
    """A game record from a JSON file (``-``: standard input); NotationError names what is wrong."""
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text("utf-8")
    except OSError as e:
        raise NotationError(f"cannot read the record {path!r}: {e.strerror}") from None
    try:
        record = json.loads(text)
    except ValueError as e:
        raise NotationError(f"the record {path!r} is not JSON: {e}") from None
    if not isinstance(record, dict):
        raise NotationError(f"the record {path!r} is a JSON object, not {type(record).__name__}")
    return record


def progress_line(stream: TextIO) -> Callable[[int, int], None] | None:
    """Progress on a terminal's stderr: one line redrawn in place."""
    if not stream.isatty():
        return None

    def show(done: int, total: int) -> None:
        stream.write(f"\ranalyse: {done}/{total} decisions")
        if done == total:
            stream.write("\n")
        stream.flush()
    return show


def pct(x: float) -> str:
    return f"{round(x * 100):3d}%"


def format_analysis(a: Analysis) -> str:
    """The seat's decisions as lines (index, turn, move, chance before → after, the best move where it
    was another), then the mistakes."""
    lines = [f"seat {a.seat} of {a.players}, {a.edition}: {len(a.moments)} decisions, {a.samples} deals each",
             "  #  turn  move                          before  after  best alternative"]
    for m in a.moments:
        alt = f"{m.best} ({pct(m.before).strip()})" if m.best != m.played else ""
        mark = "?" if m.sure and m.loss >= 0.05 else " "
        lines.append(f"{m.index:3d}{mark} {m.turn:4d}  {m.played:<28}  {pct(m.before)}   {pct(m.after)}  {alt}")
    mistakes = a.mistakes()
    lines.append("mistakes: " + (", ".join(f"#{m.index} {m.played} (-{round(m.loss * 100)} ± {m.se * 100:.1f} points "
                                           f"of win chance, better {m.best})" for m in mistakes)
                                 if mistakes else "none found"))
    return "\n".join(lines) + "\n"
