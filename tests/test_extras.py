"""``pip install ogallala`` is the engine, the bots, the terminal game and ``simulate``; the server,
tournaments and RL environments come with extras, and a part imported without its extra names it.

Each test runs Python in a subprocess with the optional libraries blocked (``sys.modules[name] = None``,
which makes their import fail as if they were not installed).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
#: The import name of each distribution whose name is not its module's.
MODULE_OF = {"open-spiel": "pyspiel", "argon2-cffi": "argon2"}
#: The extras that bring a part of the package, and the modules that check them when imported.
PARTS = {"server": ("ogallala.web",), "tournament": ("ogallala.tournament",),
         "rl": ("ogallala.env", "ogallala.env.openspiel")}


def extra_modules(extra: str) -> list[str]:
    """The top-level modules of the libraries ``pyproject.toml`` lists under ``extra``."""
    project = tomllib.loads(PYPROJECT.read_text("utf-8"))["project"]
    out = []
    for req in project["optional-dependencies"][extra]:
        dist = re.split(r"[\[<>=!~ ;]", req, maxsplit=1)[0]
        out.append(MODULE_OF.get(dist, dist.replace("-", "_")))
    return out


def run(code: str, *blocked: str) -> subprocess.CompletedProcess[str]:
    prelude = f"import sys\nfor _m in {list(blocked)!r}:\n    sys.modules[_m] = None\n"
    return subprocess.run([sys.executable, "-c", prelude + code], capture_output=True, text=True, timeout=120)


ALL_OPTIONAL = sorted({m for extra in PARTS for m in extra_modules(extra)})


def test_the_core_needs_no_extra() -> None:
    """Without any extra: import ogallala, play a game to the end, ``ogallala play --help`` and ``simulate``."""
    code = f"OPTIONAL = {ALL_OPTIONAL!r}\n" + """
import ogallala
from ogallala.ai import Budget, make_bot
from ogallala.cli.main import main
game = ogallala.new_game("amigo", players=3, seed=4)
bots = [make_bot("medium", seed=s) for s in range(3)]
while not game.is_over():
    seat = game.current_seat
    game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), Budget(iterations=50)))
print("winners", game.result()["winners"])
assert main(["play", "--help"]) == 0
assert main(["simulate", "--games", "3", "--players", "2", "--json"]) == 0
print("loaded", sorted(m for m, mod in sys.modules.items() if mod is not None and m.split(".")[0] in OPTIONAL))
"""
    res = run(code, *ALL_OPTIONAL)
    assert res.returncode == 0, res.stderr
    assert "winners [" in res.stdout
    assert "usage: ogallala play" in res.stdout
    assert '"games": 3' in res.stdout
    assert "loaded []" in res.stdout


@pytest.mark.parametrize(("command", "extra", "blocked"), [
    (["serve"], "server", "fastapi"),
    (["bot", "--server", "http://127.0.0.1:9", "--game", "g", "--seat", "1", "--token", "t"], "server", "websockets"),
    (["tournament", "--bots", "easy,random", "--games", "2"], "tournament", "openskill"),
])
def test_a_command_without_its_extra_names_it(command: list[str], extra: str, blocked: str) -> None:
    res = run(f"from ogallala.cli.main import main\nsys.exit(main({command!r}))", blocked)
    assert res.returncode == 2, res.stderr
    assert f"install ogallala[{extra}]" in res.stderr
    assert blocked in res.stderr
    assert "Traceback" not in res.stderr


@pytest.mark.parametrize("extra", sorted(PARTS))
def test_every_library_of_an_extra_is_checked_by_its_part(extra: str) -> None:
    """Importing the part with any one of the extra's libraries missing raises MissingExtraError naming it."""
    code = f"""
from ogallala.extras import MissingExtraError
for module in {extra_modules(extra)!r}:
    sys.modules[module] = None
    named = []
    for part in {PARTS[extra]!r}:
        for m in [m for m in sys.modules if m.startswith(part)]:
            del sys.modules[m]
        try:
            __import__(part)
        except MissingExtraError as e:
            assert "install ogallala[{extra}]" in str(e), e
            named.append(e.name)
    print(module, module in named)
    del sys.modules[module]
"""
    res = run(code)
    assert res.returncode == 0, res.stderr
    lines = res.stdout.split("\n")[:-1]
    assert lines == [f"{m} True" for m in extra_modules(extra)]
