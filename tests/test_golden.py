"""Golden playthroughs (docs/architecture.md, "Tests and benchmarks"): seeded random games written step by step.

Each file in ``tests/golden/`` is one game: per decision the position (the fields that changed
since the previous decision; the first decision lists them all), the legal actions and the action
chosen. The test plays the game again and compares it with the file, showing a unified diff on a
mismatch: a change in the rules engine shows up as a reviewable diff of the playthrough.

Regenerate after an intended change: ``OGALLALA_UPDATE_GOLDEN=1 .venv/bin/pytest tests/test_golden.py``.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest

import ogallala
from ogallala.notation.position import position_fields

GOLDEN_DIR = Path(__file__).parent / "golden"
UPDATE = os.environ.get("OGALLALA_UPDATE_GOLDEN") == "1"
GAMES = [
    ("amigo-2p-seed1.txt", 2, 1, ()),
    ("amigo-4p-two-tribes-seed2.txt", 4, 2, ("two-tribes",)),
    ("amigo-5p-seed3.txt", 5, 3, ()),
]
MAX_DIFF_LINES = 120


def _piles_change(old: str, new: str) -> str:
    """``piles-=N`` when only the top card of pile N was drawn, else the whole field."""
    a, b = old.split("|"), new.split("|")
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            i = diff[0]
            if a[i].split()[:-1] == b[i].split():
                return f"piles-={i + 1}"
    return f"piles={new}"


def render(players: int, seed: int, variants: tuple[str, ...]) -> str:
    """Play the golden game and write it as text."""
    game = ogallala.new_game("amigo", players=players, seed=seed, variants=variants)
    choice = random.Random(f"golden-{players}-{seed}")
    lines = [
        f"# Golden playthrough: amigo, {players} players, seed {seed}, variants: {', '.join(variants) or 'none'}.",
        f"# Choices: uniformly random legal actions, random.Random('golden-{players}-{seed}').",
        "# Per decision: the position fields that changed (all of them at decision 1; 'piles-=N': the top",
        "# card of pile N was drawn), the legal actions, the action chosen.",
        "# Regenerate: OGALLALA_UPDATE_GOLDEN=1 .venv/bin/pytest tests/test_golden.py",
    ]
    prev: dict[str, str] = {}
    step = 0
    while True:
        fields = position_fields(game.position())
        step += 1
        lines.append(f"== decision {step}" if not game.is_over() else "== over")
        for key, value in fields.items():
            if prev.get(key) != value:
                lines.append(_piles_change(prev[key], value) if key == "piles" and key in prev else f"{key}={value}")
        prev = fields
        if game.is_over():
            break
        legal = game.legal_actions()
        lines.append("legal: " + " | ".join(str(a) for a in legal))
        action = choice.choice(legal)
        lines.append(f"chose: {action}")
        game.apply(action)
    result = game.result()
    assert result is not None
    lines.append(f"result: {result['reason']}, ended by {result['ended_by']}, scores {result['scores']}, "
                 f"winners {result['winners']}")
    for seat in range(players):
        lines.append(f"river {seat}: {game.river(seat)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("name", "players", "seed", "variants"), GAMES, ids=[g[0] for g in GAMES])
def test_golden_playthrough(name: str, players: int, seed: int, variants: tuple[str, ...]) -> None:
    """The game plays exactly as recorded in its golden file."""
    path = GOLDEN_DIR / name
    text = render(players, seed, variants)
    if UPDATE:
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with OGALLALA_UPDATE_GOLDEN=1 to write it"
    want = path.read_text(encoding="utf-8")
    if want != text:
        diff = list(difflib.unified_diff(want.splitlines(), text.splitlines(), f"golden/{name}", "now",
                                         lineterm="", n=2))
        shown = "\n".join(diff[:MAX_DIFF_LINES])
        more = f"\n... ({len(diff) - MAX_DIFF_LINES} more diff lines)" if len(diff) > MAX_DIFF_LINES else ""
        pytest.fail(f"golden playthrough {name} changed (OGALLALA_UPDATE_GOLDEN=1 rewrites it):\n{shown}{more}")


@pytest.mark.parametrize(("name", "players", "seed", "variants"), GAMES, ids=[g[0] for g in GAMES])
def test_golden_file_replays_from_its_first_position(name: str, players: int, seed: int,
                                                     variants: tuple[str, ...]) -> None:
    """The file's first position, loaded, and its chosen actions reach its final rivers and result
    (positions and actions in the file are complete enough to replay the game)."""
    path = GOLDEN_DIR / name
    assert path.exists(), f"{path} is missing: run with OGALLALA_UPDATE_GOLDEN=1 to write it"
    lines = path.read_text(encoding="utf-8").splitlines()
    first = lines.index("== decision 1")
    fields = []
    for line in lines[first + 1 :]:
        if line.startswith("legal: "):
            break
        fields.append(line)
    head = fields[0].removeprefix("head=")
    game = ogallala.load_position(";".join([head, *fields[1:]]))
    for line in lines:
        if line.startswith("chose: "):
            game.apply(line.removeprefix("chose: "))
    assert game.is_over()
    result = game.result()
    assert result is not None
    assert f"result: {result['reason']}, ended by {result['ended_by']}, scores {result['scores']}, " \
           f"winners {result['winners']}" in lines
    for seat in range(players):
        assert f"river {seat}: {game.river(seat)}" in lines
