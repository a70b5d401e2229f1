"""The browser client's pure modules (the words, the store, the story of a move) under Node's own test
runner: ``node --test tests/web/js/*.test.mjs``, on views of seeded games that the engine writes into a
temporary folder first (tests/web/js/views.py). Where no ``node`` can be had (scripts/test installs
Debian's ``nodejs`` where apt-get can), the test skips and says so."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

JS = Path(__file__).parent / "js"


def _node() -> tuple[str, tuple[int, ...]] | None:
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        return None
    out = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
    m = re.match(r"v(\d+)\.(\d+)", out)
    return node, (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def test_the_clients_pure_modules_pass_their_node_tests(tmp_path: Path) -> None:
    found = _node()
    if found is None:
        pytest.skip("notice: node is not installed, so the browser client's unit tests (tests/web/js) did not run; "
                    "scripts/test installs Debian's nodejs where apt-get can")
    node, version = found
    if version < (20, 10):  # the client's files are ES modules named .js, without a package.json saying so
        pytest.skip(f"notice: node {'.'.join(map(str, version))} is too old for the browser client's unit tests "
                    "(tests/web/js): they need 20.10 or newer")
    subprocess.run([sys.executable, str(JS / "views.py"), str(tmp_path)], check=True, timeout=600)
    tests = sorted(str(p) for p in JS.glob("*.test.mjs"))
    assert len(tests) >= 3
    flags = ["--experimental-detect-module"] if version < (22, 7) else []
    run = subprocess.run([node, *flags, "--test", *tests], capture_output=True, text=True, timeout=600,
                         env={**os.environ, "OGALLALA_JS_FIXTURES": str(tmp_path)}, cwd=JS.parents[2])
    out = run.stdout + run.stderr
    assert run.returncode == 0, out[-6000:]
    passed = re.search(r"^# pass (\d+)$", out, re.M)
    failed = re.search(r"^# fail (\d+)$", out, re.M)
    assert passed and failed and int(failed.group(1)) == 0 and int(passed.group(1)) >= 20, out[-3000:]
