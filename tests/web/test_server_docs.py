"""docs/server.md's promise: a game created with curl can be played to the end with curl alone."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import ogallala
from web.webtools import ServerProcess

DOC = Path(__file__).resolve().parents[2] / "docs" / "server.md"


@pytest.mark.skipif(shutil.which("curl") is None, reason="curl is not installed")
def test_the_curl_walkthrough_plays_a_game_to_the_end(tmp_path: Path) -> None:
    text = DOC.read_text()
    section = text.split("## Playing with curl alone", 1)[1]
    blocks = re.findall(r"```sh\n(.*?)```", section, re.S)
    assert len(blocks) == 2
    server = ServerProcess("--database-url", f"sqlite:///{tmp_path / 'db.sqlite3'}", "--bot-delay", "0.01",
                           log=tmp_path / "server.log").start()
    try:
        script = "\n".join(blocks).replace("S=http://127.0.0.1:8000", f"S={server.url}")
        out = subprocess.run(["bash", "-euc", script], cwd=tmp_path, capture_output=True, text=True, timeout=600)
        assert out.returncode == 0, out.stderr
        record, _ = json.JSONDecoder().raw_decode(out.stdout[out.stdout.rindex('{"format"'):])
        game = ogallala.replay(record)
        assert game.is_over() and record["result"]["scores"] == game.scores()
    finally:
        server.stop()
