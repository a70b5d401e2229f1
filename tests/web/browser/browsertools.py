"""Helpers of the browser tests: tables made through the API, pages watched for errors, play by clicks
or keys, positions in every kind of decision, and axe-core checks."""

from __future__ import annotations

import json
import os
import random
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import ogallala

CHROMIUM = os.environ.get("OGALLALA_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """``ogallala serve`` in a subprocess on a free port and its own SQLite file."""

    def __init__(self, tmp: Path, bot_delay: float = 0.01, extra: tuple[str, ...] = ()) -> None:
        self.extra = extra
        self.tmp = tmp
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.bot_delay = bot_delay
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = tmp / "server.log"

    def start(self) -> None:
        exe = Path(sys.executable).with_name("ogallala")
        cmd = [str(exe), "serve", "--port", str(self.port), "--database-url", f"sqlite:///{self.tmp / 'db.sqlite'}",
               "--allow-seed", "--bot-delay", str(self.bot_delay), "--log-level", "warning",
               "--create-per-minute", "100000", "--unfinished-per-address", "100000",
               "--sign-ups-per-hour", "100000", *self.extra]  # tables and accounts: faster than people
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(self.url + "/healthz", timeout=1) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("the server did not answer /healthz within 60 s")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

TIMEOUT = 20_000  # ms, for one wait in a page


def api(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def create(base: str, edition: str = "amigo", seats: list[dict[str, Any]] | None = None, **extra: Any) -> Any:
    seats = seats or [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"},
                      {"kind": "bot", "level": "easy"}]
    return api(base, "POST", "/api/games", {"edition": edition, "variants": extra.pop("variants", []), "seats": seats,
                                           "turn_seconds": None, **extra})


def seat_url(base: str, game: Any, seat: int) -> str:
    token = game["seats"][seat]["token"]
    return f"{base}/games/{game['id']}#seat={seat}&token={token}"


def watch_errors(page: Any) -> list[str]:
    """Collect the page's uncaught errors and console errors (a test asserts there are none)."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    return errors


def after_move(page: Any, seq: int) -> None:
    """Wait until the page shows the view after a move played at ``seq`` (or is no longer deciding)."""
    page.wait_for_function("() => !document.querySelector('#decision.my-turn') || document.querySelector('section.end')"
                           f" || document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)


def my_turn_or_over(page: Any) -> str:
    """Wait until this page must decide or the game is over; says which."""
    page.wait_for_selector("#decision.my-turn, section.end", timeout=TIMEOUT)
    return "over" if page.locator("section.end").count() else "turn"


def seq_of(base: str, game_id: str) -> int:
    return int(api(base, "GET", f"/api/games/{game_id}")["seq"])


def click_one_move(page: Any, rng: random.Random) -> None:
    """Play one legal move by clicking: a highlighted cell or pile, or a decision button; a menu's choice."""
    targets = page.locator("#decision .act, .cell.target, .pile.target")
    n = targets.count()
    assert n, "it is my turn, but nothing on the table accepts a click"
    # Prefer ending turns now and then so that the game moves on; any legal move is fine.
    stop = page.locator('#decision .act[data-action="stop"]')
    pick = stop if stop.count() and rng.random() < 0.5 else targets.nth(rng.randrange(n))
    pick.click()
    menu = page.locator(".menu [data-action]")
    if menu.count():
        menu.nth(rng.randrange(menu.count())).click()


def positions_by_phase(edition: str, want: set[str], players: int = 3, seeds: int = 1000,
                       variants: tuple[str, ...] = ()) -> dict[str, str]:
    """A position per kind of decision of an edition (seat 0 deciding; ``place-shift``: a placement
    where shifting is possible too), found in seeded random games; stops once all of ``want`` are found."""
    found: dict[str, str] = {}
    for seed in range(seeds):
        if want <= set(found):
            break
        game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
        rng = random.Random(seed)
        while not game.is_over():
            legal = game.legal_actions()
            if game.current_seat == 0:
                kind = game.phase
                if kind == "place" and any(str(a).startswith("shift") for a in legal):
                    kind = "place-shift"
                found.setdefault(kind, game.position())
            game.apply(rng.choice(legal))
    return found


POSITIONS = Path(__file__).parent / "data" / "positions.json"


def stored_positions() -> dict[str, dict[str, str]]:
    """The positions of ``data/positions.json``: per edition, per kind of decision (made by
    ``python tests/web/browser/browsertools.py``, which searches seeded games with the function above)."""
    data: dict[str, dict[str, str]] = json.loads(POSITIONS.read_text())
    return data


def axe_violations(page: Any) -> list[str]:
    """Serious and critical axe-core violations of the page as it is now."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    out = []
    for v in results.response["violations"]:
        if v.get("impact") in ("serious", "critical"):
            nodes = ", ".join(str(n["target"]) for n in v["nodes"][:3])
            out.append(f"{v['id']} ({v['impact']}): {v['help']} — {nodes}")
    return out


#: The kinds of decision of each edition that the browser tests reach from positions.
DECISIONS = {
    "amigo": ["draw", "continue", "place", "place-shift", "axe", "lasso", "lasso-place", "archer", "attacker", "attack",
              "loot", "end"],
    "ass": ["draw", "continue", "place", "place-shift", "axe", "lasso", "lasso-place", "archer", "attack", "loot",
            "end"],
    "pelikan": ["place", "lasso", "lasso-place", "archer", "attack", "hunt", "hunt-place", "second", "take",
                "take-place"],
}

if __name__ == "__main__":
    POSITIONS.parent.mkdir(exist_ok=True)
    out = {ed: positions_by_phase(ed, set(kinds)) for ed, kinds in DECISIONS.items()}
    for ed, kinds in DECISIONS.items():
        missing = set(kinds) - set(out[ed])
        assert not missing, f"{ed}: no seeded game reached {missing}"
        out[ed] = {k: out[ed][k] for k in kinds}
    POSITIONS.write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {POSITIONS}")


def loot_position(edition: str = "amigo", players: int = 3, seeds: int = 500) -> str:
    """A position where seat 0 places the loot of a raid and holds two or more different cards to
    place, found in seeded random games."""
    for seed in range(seeds):
        game = ogallala.new_game(edition, players=players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            legal = game.legal_actions()
            if game.current_seat == 0 and game.phase == "loot":
                cards = {str(a).split()[1] for a in legal if str(a).startswith("place ")}
                if len(cards) > 1:
                    return game.position()
            game.apply(rng.choice(legal))
    raise AssertionError(f"no seeded {edition} game gave seat 0 several loot cards to place")
