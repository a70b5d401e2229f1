"""``ogallala serve`` stops cleanly on SIGTERM: its bot workers are waited for, and nothing is
reported as leaked."""

from __future__ import annotations

from pathlib import Path

import httpx

from web.webtools import ServerProcess, wait_for


def test_sigterm_stops_the_server_and_its_bot_workers_without_leaks(tmp_path: Path) -> None:
    server = ServerProcess("--database-url", f"sqlite:///{tmp_path / 'db.sqlite3'}", "--bot-delay", "0",
                           log=tmp_path / "s.log").start()
    try:
        g = httpx.post(server.url + "/api/games", json={"seats": [{"kind": "bot", "level": "medium"},
                                                                  {"kind": "bot", "level": "easy"}]}).json()
        # the bots play: the worker pool is up
        wait_for(lambda: httpx.get(f"{server.url}/api/games/{g['id']}").json()["seq"] > 3, timeout=60)
    finally:
        server.stop()
    # uvicorn shuts down, then raises the captured SIGTERM again: -15 is its clean exit (0 before 0.30)
    assert server.proc is not None and server.proc.returncode in (0, -15), server.logs()[-2000:]
    logs = server.logs()
    assert "leaked" not in logs and "Traceback" not in logs, logs[-2000:]
