"""``ogallala bot``: a bot of the ``ogallala.ai`` protocol plays a remote-bot seat through the WebSocket API
of a real server process, and reconnects when the server goes away and comes back."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

import ogallala
from ogallala.rules.errors import ConfigError
from ogallala.web.bots.remote import ws_url
from web.webtools import BIN, ServerProcess, wait_for


def test_ws_url_is_made_from_the_server_address() -> None:
    assert ws_url("http://127.0.0.1:8000", "abc") == "ws://127.0.0.1:8000/ws/games/abc"
    assert ws_url("https://play.example/ogallala/", "abc") == "wss://play.example/ogallala/ws/games/abc"
    assert ws_url("localhost:9000", "x") == "ws://localhost:9000/ws/games/x"
    with pytest.raises(ConfigError, match="--server"):
        ws_url("ftp://host", "x")


def test_a_remote_bot_plays_its_seat_to_the_end_and_survives_a_server_restart(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    server = ServerProcess("--database-url", db, "--bot-delay", "0.01", log=tmp_path / "a.log").start()
    port = server.port
    table = httpx.post(server.url + "/api/games", json={"seats": [
        {"kind": "remote-bot", "name": "my bot"}, {"kind": "bot", "level": "easy"}]}).json()
    token = table["seats"][0]["token"]
    bot = subprocess.Popen([str(BIN), "bot", "--server", server.url, "--game", table["id"], "--seat", "0",
                            "--token", token, "--bot", "medium", "--seed", "3"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    again = None
    try:
        wait_for(lambda: httpx.get(f"{server.url}/api/games/{table['id']}").json()["seq"] >= 6, timeout=60)
        server.kill()  # the connection drops; the bot keeps trying
        time.sleep(1.0)
        again = ServerProcess("--database-url", db, "--bot-delay", "0.01", log=tmp_path / "b.log")
        again.port, again.url = port, f"http://127.0.0.1:{port}"
        again.args[again.args.index("--port") + 1] = str(port)
        again.start()
        out, err = bot.communicate(timeout=240)
        rec = httpx.get(f"{again.url}/api/games/{table['id']}/record")
    finally:
        if bot.poll() is None:
            bot.kill()
        server.stop()
        if again is not None:
            again.stop()
    assert bot.returncode == 0, err
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["game"] == table["id"] and summary["seat"] == 0 and len(summary["scores"]) == 2
    assert "reconnecting" in err
    assert token not in err + out
    assert rec.status_code == 200 and ogallala.replay(rec.json()).is_over()


def test_a_wrong_token_is_refused_with_a_clear_error(tmp_path: Path) -> None:
    server = ServerProcess("--database-url", f"sqlite:///{tmp_path / 'db.sqlite3'}", log=tmp_path / "s.log").start()
    try:
        seats = [{"kind": "remote-bot"}, {"kind": "human"}]
        table = httpx.post(server.url + "/api/games", json={"seats": seats}).json()
        out = subprocess.run([str(BIN), "bot", "--server", server.url, "--game", table["id"], "--seat", "0",
                              "--token", "forged", "--bot", "random"], capture_output=True, text=True, timeout=60)
        assert out.returncode == 2 and "forbidden" in out.stderr
        out = subprocess.run([sys.executable, "-m", "ogallala.cli.main", "bot", "--server", server.url, "--game",
                              table["id"], "--seat", "1", "--token", table["seats"][0]["token"], "--bot", "random"],
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 2 and "seat 0" in out.stderr
    finally:
        server.stop()
