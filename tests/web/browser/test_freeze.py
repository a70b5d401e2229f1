"""A table that never freezes: pushes lost, pushes out of order and a socket that stays open but says
nothing, injected in the page by wrapping its WebSocket (the server sends every message; the page's own
handler is never given some of them), and the page shows the person's turn within 5 s of the server
reaching it each time; and a soak of 200 bot rounds against the fastest bots, timed round by round."""

from __future__ import annotations

import os
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from web.browser.browsertools import TIMEOUT, Server, api, create, seat_url, watch_errors

#: How late the page may show a turn the server reached.
STALL_SECONDS = 5.0
SHOTS = Path(os.environ.get("OGALLALA_SHOTS", "/tmp/ogallala-freeze-shots"))

# Wraps the page's WebSocket: a socket can drop the views it is pushed (dropViews), hold back the next
# view and hand it to the page later (hold, release), or swallow every message (silence); what was done
# is logged, so the test knows the fault happened.
FAULTS = """
(() => {
  const Native = window.WebSocket;
  const f = window.__faults = { hold: false, held: null, sockets: [], log: [] };
  class Faulty extends Native {
    constructor(...args) { super(...args); this.silent = false; this.dropViews = false; f.sockets.push(this); }
    set onmessage(fn) {
      super.onmessage = (ev) => {
        let msg = null;
        try { msg = JSON.parse(ev.data); } catch { /* the page's handler judges it */ }
        if (this.silent) { f.log.push(`silenced ${msg && msg.type} ${msg && msg.seq}`); return; }
        if (msg && msg.type === "view") {
          if (this.dropViews) { f.log.push(`dropped ${msg.seq}`); return; }
          if (f.hold) { f.hold = false; f.held = [fn, ev, msg.seq]; f.log.push(`held ${msg.seq}`); return; }
        }
        fn(ev);
      };
    }
    get onmessage() { return super.onmessage; }
  }
  window.WebSocket = Faulty;
  f.silence = () => { for (const s of f.sockets) s.silent = true; };
  f.dropViews = () => { for (const s of f.sockets) s.dropViews = true; };
  f.heal = () => { for (const s of f.sockets) { s.silent = false; s.dropViews = false; } };
  f.release = () => { const [fn, ev, seq] = f.held; f.held = null; f.log.push(`released ${seq}`); fn(ev); };
})();
"""

SHOWN = "() => { const g = document.querySelector('.game'); return g ? Number(g.dataset.seq) : -1; }"
MY_TURN_AT = ("seq => { const g = document.querySelector('.game');"
              " return g && g.dataset.seq === String(seq) && !!document.querySelector('#decision.my-turn'); }")


@pytest.fixture(scope="module")
def fast(tmp_path_factory: pytest.TempPathFactory, playwright_api: Any) -> Iterator[Server]:
    """A server with the fastest bots it offers (no delay before a bot acts)."""
    srv = Server(tmp_path_factory.mktemp("fast"), bot_delay=0.0)
    srv.start()
    yield srv
    srv.stop()


def easy_table(base: str, seed: int) -> Any:
    return create(base, seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"},
                               {"kind": "bot", "level": "easy"}], seed=seed)


def server_turn(base: str, game_id: str, token: str, deadline: float) -> tuple[int, float] | None:
    """Poll the server until the seat must decide: its seq and when it was seen (None: the game is over)."""
    while time.monotonic() < deadline:
        v = api(base, "GET", f"/api/games/{game_id}", token=token)
        if v["status"] == "over":
            return None
        if v["legal_actions"]:
            return int(v["seq"]), time.monotonic()
        time.sleep(0.02)
    raise AssertionError("the server never reached the seat's turn")


def first_move(page: Any, prefer: tuple[str, ...] = ("stop", "end")) -> None:
    """Play by clicking: a button that hands the turn on if there is one, else the first target."""
    for verb in prefer:
        button = page.locator(f'#decision .act[data-action="{verb}"]')
        if button.count():
            button.first.click()
            return
    targets = page.locator("#decision .act, .cell.target, .pile.target")
    assert targets.count(), "it is my turn, but nothing on the table accepts a click"
    targets.first.click()
    menu = page.locator(".menu [data-action]")
    if menu.count():
        menu.first.click()


def shown_within(page: Any, seq: int, seen: float) -> float:
    """Wait until the page shows the seat's turn at ``seq``; answers how long after ``seen`` it did."""
    left = max(0.1, STALL_SECONDS - (time.monotonic() - seen))
    try:
        page.wait_for_function(MY_TURN_AT, arg=seq, timeout=left * 1000)
    except Exception as e:
        shot(page, f"stall-{seq}")
        raise AssertionError(f"the page still shows seq {page.evaluate(SHOWN)} {STALL_SECONDS} s after the "
                             f"server reached the seat's turn at seq {seq}; faults: "
                             f"{page.evaluate('window.__faults.log')[-8:]}") from e
    return time.monotonic() - seen


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}.png")


def open_seat(context: Any, base: str, game: Any) -> Any:
    context.add_init_script(FAULTS)
    page = context.new_page()
    page.goto(seat_url(base, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    return page


def hand_over(page: Any, base: str, game: Any, fault: str, deadline: float) -> tuple[int, float] | None:
    """Arm ``fault`` and play until the bots have played after the seat and the server waits for it again:
    the server's seq then and when it was seen (None: the game ended first)."""
    gid, token = game["id"], game["seats"][0]["token"]
    while True:
        turn = server_turn(base, gid, token, deadline)
        if turn is None:
            return None
        page.wait_for_function(MY_TURN_AT, arg=turn[0], timeout=TIMEOUT)
        page.evaluate(fault)
        first_move(page)
        after = server_turn(base, gid, token, deadline)
        if after is None or after[0] > turn[0] + 1:  # the bots played in between
            return after
        page.evaluate("window.__faults.heal()")  # still the seat's turn: again


def test_a_dropped_push_is_caught_up_by_the_heartbeat(fast: Server, context: Any) -> None:
    game = easy_table(fast.url, 11)
    page = open_seat(context, fast.url, game)
    errors = watch_errors(page)
    turn = hand_over(page, fast.url, game, "window.__faults.dropViews()", time.monotonic() + 60)
    assert turn is not None
    shown_within(page, *turn)
    log = page.evaluate("window.__faults.log")
    assert any(x.startswith("dropped") for x in log), log  # the views after the move never reached the page
    shot(page, "dropped-push")
    assert not errors, errors


def test_an_older_view_arriving_after_a_newer_one_never_replaces_it(fast: Server, context: Any) -> None:
    game = easy_table(fast.url, 12)
    page = open_seat(context, fast.url, game)
    errors = watch_errors(page)
    turn = hand_over(page, fast.url, game, "window.__faults.hold = true", time.monotonic() + 60)
    assert turn is not None
    shown_within(page, *turn)
    held = page.evaluate("window.__faults.held ? window.__faults.held[2] : null")
    assert held is not None and held < turn[0], page.evaluate("window.__faults.log")
    page.evaluate("window.__faults.release()")  # the older push arrives now, after the newer ones
    end = time.monotonic() + 1.5
    while time.monotonic() < end:
        assert page.evaluate(SHOWN) == turn[0], f"the view of seq {held} replaced the newer one"
        time.sleep(0.05)
    assert page.locator("#decision.my-turn").count()
    shot(page, "reordered-push")
    assert not errors, errors


def test_a_socket_open_but_silent_is_replaced(fast: Server, context: Any) -> None:
    game = easy_table(fast.url, 13)
    page = open_seat(context, fast.url, game)
    errors = watch_errors(page)
    sockets = []
    page.on("websocket", lambda ws: sockets.append(ws))
    turn = hand_over(page, fast.url, game, "window.__faults.silence()", time.monotonic() + 60)
    assert turn is not None
    shown_within(page, *turn)
    log = page.evaluate("window.__faults.log")
    assert any(x.startswith("silenced") for x in log), log
    # the replacement waits for 4 s of silence while others decide: under a full parallel test run it can take
    # longer than one ordinary wait (a run of 2026-12-05 timed out here at 20 s and passed alone)
    page.wait_for_function("() => window.__faults.sockets.filter(s => s.readyState === 1).length === 1"
                           " && window.__faults.sockets.at(-1).readyState === 1", timeout=3 * TIMEOUT)
    assert len(sockets) == 1, "a new socket replaced the silent one"
    assert page.locator(".link-banner.lost").count() == 0 or page.locator(".link-banner").first.is_hidden()
    # the new socket carries the game on: the next turn comes through it
    page.evaluate("window.__faults.heal()")
    turn = hand_over(page, fast.url, game, "void 0", time.monotonic() + 60)
    if turn is not None:
        shown_within(page, *turn)
    shot(page, "silent-socket")
    assert not errors, errors


SOAK_ROUNDS = 200
SOAK_SECONDS = 300


@pytest.mark.soak
def test_soak_200_bot_rounds_never_stall(fast: Server, context: Any) -> None:
    """A person's seat against two easy bots with no bot delay, table after table, until 200 rounds of the
    bots' turns between two of the person's decisions; each round, the time from the server reaching the
    person's turn (polled over HTTP) to the page showing it is measured, and none may pass 5 s."""
    context.add_init_script(FAULTS)
    page = context.new_page()
    errors = watch_errors(page)
    deadline = time.monotonic() + SOAK_SECONDS
    delays: list[float] = []
    rng = random.Random(1)
    seed = 100
    clicks_missed = 0
    page.set_default_timeout(5000)
    while len(delays) < SOAK_ROUNDS:
        assert time.monotonic() < deadline, f"only {len(delays)} rounds in {SOAK_SECONDS} s"
        seed += 1
        game = easy_table(fast.url, seed)
        gid, token = game["id"], game["seats"][0]["token"]
        page.goto(seat_url(fast.url, game, 0))
        last = -1
        while len(delays) < SOAK_ROUNDS:
            turn = server_turn(fast.url, gid, token, deadline)
            if turn is None:
                break
            if turn[0] > last + 1:  # the bots played since the person's last decision: a round
                delays.append(shown_within(page, *turn))
            else:
                page.wait_for_function(MY_TURN_AT, arg=turn[0], timeout=TIMEOUT)
            last = turn[0]
            try:
                first_move(page, ("stop", "end") if rng.random() < 0.7 else ())
            except PlaywrightTimeout:  # the table was drawn anew under the click: look again
                clicks_missed += 1
    shot(page, "soak-end")
    delays.sort()
    print(f"\nsoak: {len(delays)} rounds, page behind the server: median {delays[len(delays) // 2]:.3f} s, "
          f"p99 {delays[int(len(delays) * 0.99)]:.3f} s, worst {delays[-1]:.3f} s; clicks missed {clicks_missed}")
    assert delays[-1] < STALL_SECONDS
    assert not errors, errors


def test_the_fault_wrapper_hands_on_what_it_does_not_touch(fast: Server, context: Any) -> None:
    """Without a fault armed the wrapped socket hands every message on, and a page at its own turn keeps
    its socket however quiet the table is."""
    game = easy_table(fast.url, 14)
    page = open_seat(context, fast.url, game)
    page.wait_for_function("() => window.__faults.sockets.length === 1", timeout=TIMEOUT)
    lock = threading.Event()
    page.on("websocket", lambda ws: lock.set())
    time.sleep(4.5)  # longer than the page lets a socket be silent while others decide
    assert page.evaluate("window.__faults.log") == [] and not lock.is_set()
