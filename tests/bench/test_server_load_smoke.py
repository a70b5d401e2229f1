"""The server load benchmark still runs end to end: a tiny run reports actions and latencies (no timing check)."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("client", ["lean", "websockets"])
def test_server_load_smoke(tmp_path: Path, client: str) -> None:
    out = tmp_path / "load.json"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "server_load.py"), "--games", "3", "--seconds", "3", "--warmup", "0.5",
         "--think", "0.2", "--load-procs", "1", "--client", client, "--json", str(out)],
        capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(out.read_text())
    (run,) = report["runs"]
    assert run["games"] == 3 and run["processes"] == 1 and run["database"] == "sqlite" and run["client"] == client
    assert run["actions_served"] > 0 and run["actions_per_s"] > 0
    lat = run["latency_ms"]
    assert 0 < lat["p50"] <= lat["p99"] <= lat["p99.9"] <= lat["max"] and math.isfinite(lat["p99"])
    (stall,) = run["server_longest_stall_ms"]  # read from the server's own loop watch
    assert stall == 0 or stall >= 20
    assert run["actions_lost"] == 0 and not run["errors"], run
    assert run["server_cpu_pct"][0] > 0 and run["server_rss_mb"][0] > 0
    assert "| 3 | 1 | sqlite |" in proc.stdout

