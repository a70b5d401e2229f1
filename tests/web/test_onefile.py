"""One server process per SQLite file: a second ``ogallala serve`` on the same file refuses to start."""

from __future__ import annotations

import subprocess
from pathlib import Path

import httpx

from web.webtools import BIN, ServerProcess, free_port


def test_a_second_server_on_one_sqlite_file_refuses_to_start_and_a_new_one_starts_after(tmp_path: Path) -> None:
    db = tmp_path / "one.sqlite3"
    url = f"sqlite:///{db}"
    first = ServerProcess("--database-url", url, "--bot-workers", "1", log=tmp_path / "first.log").start()
    try:
        assert httpx.get(first.url + "/healthz", timeout=5).status_code == 200
        second = subprocess.run([str(BIN), "serve", "--port", str(free_port()), "--database-url", url],
                                capture_output=True, text=True, timeout=60)
        assert second.returncode != 0
        assert str(db) in second.stderr and "PostgreSQL" in second.stderr, second.stderr
        assert httpx.get(first.url + "/healthz", timeout=5).status_code == 200  # the first serves on
        other = ServerProcess("--database-url", f"sqlite:///{tmp_path / 'other.sqlite3'}",
                              log=tmp_path / "other.log").start()  # another file: no conflict
        other.stop()
    finally:
        first.stop()
    third = ServerProcess("--database-url", url, log=tmp_path / "third.log").start()
    try:
        assert httpx.get(third.url + "/healthz", timeout=5).status_code == 200
    finally:
        third.stop()


def test_the_lock_goes_with_a_killed_server(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'k.sqlite3'}"
    first = ServerProcess("--database-url", url, log=tmp_path / "first.log").start()
    first.kill()
    again = ServerProcess("--database-url", url, log=tmp_path / "again.log").start()
    again.stop()
