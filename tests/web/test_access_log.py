"""The access log holds the method, the path and the status only: a WebSocket's client address and its
query string appear in no line of a real server's log."""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path

import httpx
from websockets.sync.client import connect

from web.webtools import ServerProcess


def test_no_log_line_names_a_websockets_address_or_query(tmp_path: Path) -> None:
    s = ServerProcess("--database-url", f"sqlite:///{tmp_path / 'db.sqlite'}",
                      log=tmp_path / "server.log").start()
    try:
        g = httpx.post(s.url + "/api/games", json={"seats": [{"kind": "human"}] * 2}, timeout=10).json()
        with connect(f"{s.ws_url}/ws/games/{g['id']}?secret=s3cr3t", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "hello"}))
            ws.recv(timeout=10)
        with contextlib.suppress(Exception), connect(f"{s.ws_url}/ws/nothing?secret=s3cr3t", open_timeout=10):
            pass
        time.sleep(0.5)
    finally:
        s.stop()
    lines = s.logs().splitlines()
    assert any("WS /ws/games/" in line for line in lines), lines[-20:]  # the server's own line, address-free
    for line in lines:
        if "Ogallala is ready" in line or "running on" in line.lower():
            continue
        assert "127.0.0.1" not in line and "s3cr3t" not in line, line
