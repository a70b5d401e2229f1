"""bench/view_cost.py times a view's wire form both ways, as installed and as a pure-Python copy of
the package (a tiny run)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_view_cost_is_measured_installed_and_as_pure_python() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "bench" / "view_cost.py"), "--games", "1", "--pure"],
                         capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    rows = [line.split("|")[1:-1] for line in run.stdout.splitlines() if line.startswith("| ") and "µs" not in line]
    assert [r[0].strip() for r in rows] == ["installed", "pure copy"]
    assert rows[1][1].strip() == "False"  # the copy runs without the compiled modules
    for r in rows:
        assert int(r[2]) > 0 and float(r[3]) > 0 and float(r[4]) > 0
