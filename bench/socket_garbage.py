"""What closed WebSockets leave for the cycle collector: garbage only a collection of everything frees.

The server freezes what its collections leave alive (``web/gcpolicy.py``), so a connection that was
alive at one and closes later leaves whatever cycles it makes among frozen objects, and only a
collection of everything (one pause as long as the process is large) finds them. This starts one
``ogallala serve`` on SQLite with ``bench/objects_hook`` on its path, opens ``--tables`` tables of three
seats, a WebSocket each, and plays random moves for ``--play`` seconds; then it counts the garbage
(SIGUSR2: everything unfrozen and collected with ``gc.DEBUG_SAVEALL``, the unreachable objects counted by
type, then freed, the rest frozen again), closes every socket, waits, and counts again. The second
count is what the closed sockets left::

    .venv/bin/python bench/socket_garbage.py --tables 100 --play 20
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from server_load import Server, create_tables, free_port

HOOK = Path(__file__).resolve().parent / "objects_hook"


async def census(server: Server, folder: Path, timeout: float = 60.0) -> str:
    """Ask the server for a garbage count and answer the report."""
    out = folder / f"garbage-{server.pid}.txt"
    out.unlink(missing_ok=True)
    os.kill(server.pid, signal.SIGUSR2)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        await asyncio.sleep(0.2)
        if out.exists() and out.read_text().endswith("\n"):
            await asyncio.sleep(0.3)  # the rest of the lines
            return out.read_text()
    raise SystemExit(f"the server wrote no garbage count within {timeout:.0f} s")


async def play(ws: Any, seat: int, acting: asyncio.Event) -> None:
    async for raw in ws:
        msg = json.loads(raw)
        if msg.get("type") != "view":
            continue
        legal = msg["view"].get("legal_actions") or []
        if legal and msg["view"].get("seat") == seat and acting.is_set():
            await ws.send(json.dumps({"type": "action", "action": random.choice(legal), "seq": msg["seq"]}))


async def run(args: argparse.Namespace, server: Server, folder: Path) -> tuple[str, str]:
    from websockets.asyncio.client import connect

    tables = await create_tables([server.url], args.tables, 120)
    acting = asyncio.Event()
    acting.set()
    sockets, tasks = [], []
    for game_id, tokens in tables:
        for seat, token in enumerate(tokens):
            ws = await connect(server.url.replace("http://", "ws://") + f"/ws/games/{game_id}", ping_interval=None)
            await ws.send(json.dumps({"type": "hello", "token": token}))
            sockets.append(ws)
            tasks.append(asyncio.create_task(play(ws, seat, acting)))
    await asyncio.sleep(args.play)
    acting.clear()
    await asyncio.sleep(2)
    open_count = await census(server, folder)
    for ws in sockets:
        await ws.close()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.sleep(5)
    closed_count = await census(server, folder)
    return open_count, closed_count


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=100, help="tables of three seats, a WebSocket each (default 100)")
    ap.add_argument("--play", type=float, default=20.0, help="seconds of random play before the counts (default 20)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    random.seed(args.seed)
    with tempfile.TemporaryDirectory(prefix="ogallala-garbage-") as tmp:
        folder = Path(tmp)
        os.environ["PYTHONPATH"] = os.pathsep.join([str(HOOK), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        os.environ["OGALLALA_OBJECTS_DIR"] = tmp
        server = Server(folder / "server.log", port=free_port())
        server.start(f"sqlite:///{folder / 'ogallala.sqlite3'}", None, "warning")
        try:
            server.wait_ready()
            open_count, closed_count = asyncio.run(run(args, server, folder))
        finally:
            server.stop()
    sockets = 3 * args.tables
    print(f"# {args.tables} tables, {sockets} WebSockets, {args.play:g} s of random play (bench/socket_garbage.py)")
    print(f"## garbage with every socket open\n{open_count}")
    print(f"## garbage after the {sockets} sockets closed\n{closed_count}")
    found = int(closed_count.split(" ", 1)[0])
    print(f"## {found} unreachable objects after closing: {found / sockets:.2f} a socket")
    return 0


if __name__ == "__main__":
    sys.exit(main())
