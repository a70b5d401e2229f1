"""A game on a phone (360 × 740, touch) as the phone wants it: the header folded into one menu, a
decision bar of at most a quarter of the screen, your own river in sight while you place a card, the
card zoom only on a long press or on a tap that plays nothing (and gone at the next turn and at the
end), a mark on a river that scrolls sideways, the lobby's seat rows and the end screen unbroken; and
on a wide screen a table of four or five whose rivers are all in sight at once.

Screenshots go to ``$OGALLALA_SHOTS`` (``/tmp/ogallala-phone-shots`` by default)."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

import ogallala
from web.browser.browsertools import TIMEOUT, api, create, seat_url, watch_errors
from web.browser.test_phone import PHONE, page_overflow, small_targets
from web.browser.test_small_things import ending_position

SHOTS = Path(os.environ.get("OGALLALA_SHOTS", "/tmp/ogallala-phone-shots"))
BOTS = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]


def shot(page: Any, name: str, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def some_way_in(players: int, seed: int, decisions: int) -> str:
    """A position some way into an AMIGO game, seat 0 to draw: rivers with boats and cards."""
    game = ogallala.new_game("amigo", players=players, seed=seed)
    rng = random.Random(seed)
    while game.action_count < decisions or not (game.current_seat == 0 and game.phase == "draw"):
        legal = game.legal_actions()
        game.apply(next((a for a in legal if str(a).startswith(("place", "attack"))), rng.choice(legal)))
    return game.position()


@pytest.fixture
def phone(browser: Any) -> Any:
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=1, is_mobile=True, has_touch=True,
                              locale="en-US", reduced_motion="reduce")
    yield ctx
    ctx.close()


def zoom_shown(page: Any) -> bool:
    return bool(page.evaluate("() => { const z = document.getElementById('card-zoom'); return !!z && !z.hidden; }"))


def decision_height(page: Any) -> float:
    return float(page.evaluate("() => document.getElementById('decision').getBoundingClientRect().height"))


def rows_hidden(page: Any) -> list[str]:
    """The rows of your own river that are not wholly on screen below the decision bar."""
    return list(page.evaluate("""() => {
        const bar = document.getElementById('decision').getBoundingClientRect();
        return [...document.querySelectorAll('.river.mine .grid .row')]
          .map((row, i) => [i, row.getBoundingClientRect()])
          .filter(([, r]) => r.top < bar.bottom - 1 || r.bottom > innerHeight + 1)
          .map(([i, r]) => `row ${i}: ${Math.round(r.top)}..${Math.round(r.bottom)}`
            + ` (bar ends ${Math.round(bar.bottom)})`); }"""))


def card_spot(page: Any) -> list[Any]:
    """Where a card of the rivers that is no target lies in full sight below the decision bar: [x, y, card]."""
    spot = page.evaluate("""() => {
        const bar = document.getElementById('decision');
        const low = bar ? bar.getBoundingClientRect().bottom : 0;
        for (const c of document.querySelectorAll('.river .cell:not(.target) .card')) {
          const r = c.getBoundingClientRect();
          if (r.top > low + 2 && r.bottom < innerHeight - 2 && r.left > 2 && r.right < innerWidth - 2)
            return [r.left + r.width / 2, r.top + r.height / 2, c.dataset.card];
        }
        return null; }""")
    assert spot, "no card of the rivers in sight"
    return list(spot)


def long_press(page: Any, ctx: Any) -> str:
    """Hold a finger on a card of the rivers that is no target; answers its card."""
    spot = card_spot(page)
    cdp = ctx.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": spot[0], "y": spot[1]}]})
    page.wait_for_timeout(700)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    return str(spot[2])


def my_turn(page: Any) -> str:
    page.wait_for_selector("#decision.my-turn, section.end", timeout=TIMEOUT)
    return "over" if page.locator("section.end").count() else "turn"


def seq_of_page(page: Any) -> str:
    return str(page.locator(".game").get_attribute("data-seq"))


def wait_moved(page: Any, seq: str) -> None:
    page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)


def check_screen(page: Any) -> None:
    assert page_overflow(page) == 0
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    small = small_targets(page)
    assert small == [], "\n".join(small)


def test_a_game_against_bots_on_a_phone(server: Any, phone: Any) -> None:
    game = create(server.url, seats=BOTS, position=some_way_in(3, seed=4, decisions=150))
    page = phone.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    assert my_turn(page) == "turn"
    check_screen(page)
    shot(page, "phone-mid-game")

    # The header is one menu button holding the site's links and the table's tools.
    header = page.locator("header.top").bounding_box()
    assert header and header["height"] <= 60
    assert page.locator("#leave").is_hidden() and page.locator("#rules-btn").is_hidden()
    page.locator("#menu-btn").tap()
    page.wait_for_selector("header.top[data-open=true] #top-menu", timeout=TIMEOUT)
    for item in ("#rules-btn", "#leaderboard-link", "#account-link", "#lang", "#copy-spectate", "#leave", "#sound"):
        box = page.locator(item).bounding_box()
        assert page.locator(item).is_visible() and box, item
        assert box["width"] >= 44 and box["height"] >= 44, (item, box)
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (item, box)
    check_screen(page)
    shot(page, "phone-menu-open")
    page.locator("#sound").tap()  # a switch in the menu: it stays open
    assert page.locator("header.top[data-open=true]").count() == 1
    page.locator("#menu-btn").tap()
    assert page.locator("header.top[data-open=true]").count() == 0
    assert page.locator("#leave").is_hidden()

    # A tap on a card that is no target names it; a tap elsewhere closes the zoom.
    x, y, _ = card_spot(page)
    page.touchscreen.tap(x, y)
    page.locator("#card-zoom").wait_for(state="visible", timeout=TIMEOUT)
    page.locator(".game-head h1").tap()
    page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)

    # A river that scrolls sideways is marked at the edge beyond which more of it lies.
    wide = page.evaluate("""() => [...document.querySelectorAll('.grid-wrap')].findIndex(
        (w) => w.scrollWidth > w.clientWidth + 1)""")
    assert wide >= 0, "no river wider than the phone"
    frame = page.locator(".grid-frame").nth(wide)
    assert "more-right" in (frame.get_attribute("class") or "")
    assert "more-left" not in (frame.get_attribute("class") or "")
    page.locator(".grid-wrap").nth(wide).evaluate("(w) => { w.scrollLeft = w.scrollWidth; }")
    page.wait_for_function("""(i) => { const f = document.querySelectorAll('.grid-frame')[i];
        return f.classList.contains('more-left') && !f.classList.contains('more-right'); }""",
                           arg=wide, timeout=TIMEOUT)
    page.locator(".grid-wrap").nth(wide).evaluate("(w) => { w.scrollLeft = 0; }")

    placed = pressed = 0
    rng = random.Random(5)
    for _ in range(60):
        if my_turn(page) == "over" or (placed >= 3 and pressed):
            break
        check_screen(page)
        assert decision_height(page) <= PHONE["height"] * 0.25 + 0.5, decision_height(page)
        seq = seq_of_page(page)
        piles = page.locator(".pile.target")
        cells = page.locator(".river.mine .cell.target")
        stop = page.locator('#decision .act[data-action="stop"]')
        if stop.count() and placed and not pressed:
            # a long press names a card and plays nothing; the zoom goes once the turn passes on
            long_press(page, phone)
            page.locator("#card-zoom").wait_for(state="visible", timeout=TIMEOUT)
            assert seq_of_page(page) == seq
            check_screen(page)
            shot(page, "phone-zoom")
            api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "stop", "seq": int(seq)},
                token=game["seats"][0]["token"])
            wait_moved(page, seq)
            page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)
            pressed += 1
            continue
        elif piles.count():
            piles.nth(rng.randrange(piles.count())).tap()
        elif cells.count() and page.locator("#decision .hand-card").count():
            # placing a card: every row of your own river in sight, below the bar
            assert rows_hidden(page) == []
            if placed in (0, 2):
                shot(page, f"phone-placing-{placed}")
            target = cells.nth(rng.randrange(cells.count()))
            target.scroll_into_view_if_needed()
            target.tap()
            menu = page.locator(".menu [data-action]")
            if menu.count():
                menu.first.tap()
            wait_moved(page, seq)
            page.wait_for_timeout(150)
            assert not zoom_shown(page), "the tap that placed a card opened its zoom"
            placed += 1
            continue
        else:
            acts = page.locator("#decision .act, .cell.target")
            acts.nth(rng.randrange(acts.count())).tap()
            menu = page.locator(".menu [data-action]")
            if menu.count():
                menu.first.tap()
        wait_moved(page, seq)
    assert placed >= 3 and pressed, (placed, pressed)
    assert errors == []




def test_the_end_screen_and_the_lobby_on_a_phone(server: Any, phone: Any) -> None:
    game = create(server.url, seats=BOTS, position=ending_position(players=3))
    page = phone.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    assert my_turn(page) == "turn"
    long_press(page, phone)
    page.locator("#card-zoom").wait_for(state="visible", timeout=TIMEOUT)
    seq = seq_of_page(page)
    api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "end", "seq": int(seq)},
        token=game["seats"][0]["token"])
    page.wait_for_selector("section.end #winner-line", timeout=TIMEOUT)
    page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)  # not over the end screen
    check_screen(page)
    # the scores' table within the screen, each boat's points on one line
    box = page.locator(".scores").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    broken = page.evaluate("""() => [...document.querySelectorAll('.scores .boat-pts, .scores th')]
        .filter((el) => { const r = document.createRange(); r.selectNodeContents(el);
          return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1; })
        .map((el) => el.textContent)""")
    assert broken == []
    shot(page, "phone-end", full=True)

    page.goto(server.url + "/")
    page.wait_for_selector(".seat-row", timeout=TIMEOUT)
    page.locator(".seat-kind").nth(1).select_option("human")
    page.locator("#add-seat").tap()
    check_screen(page)
    # each seat's row on one line: its dot, kind, level or name and the button that removes it
    tops = page.evaluate("""() => [...document.querySelectorAll('.seat-row')].map((row) =>
        [...row.children].map((el) => { const r = el.getBoundingClientRect();
          return Math.round(r.top + r.height / 2); }))""")
    for row in tops:
        assert max(row) - min(row) <= 4, tops
    shot(page, "phone-lobby", full=True)
    assert errors == []


@pytest.mark.parametrize("locale", ["de-DE", "fr-FR", "nl-NL"])
def test_the_end_screens_scores_fit_a_phone_in_every_language(server: Any, browser: Any, locale: str) -> None:
    """Issue "The table, third edition", 5 and 6: in German the scores' table pushed the totals off a
    360 px screen (names cut, the page wider than the phone)."""
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "medium"},
                                     {"kind": "bot", "level": "medium"}], position=ending_position(players=3))
    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale=locale, reduced_motion="reduce")
    try:
        page = ctx.new_page()
        errors = watch_errors(page)
        page.goto(seat_url(server.url, game, 0))
        assert my_turn(page) == "turn"
        api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "end", "seq": int(seq_of_page(page))},
            token=game["seats"][0]["token"])
        page.wait_for_selector("section.end #winner-line", timeout=TIMEOUT)
        assert page.locator(".scores .boat-pts").count() >= 3  # the ender's three boats at least
        rights = page.locator(".scores .total").evaluate_all("ts => ts.map(t => t.getBoundingClientRect().right)")
        assert rights and max(rights) <= PHONE["width"], rights
        cut = page.locator(".scores tbody th").evaluate_all("hs => hs.filter(h => h.scrollWidth > h.clientWidth + 1)"
                                                           ".map(h => h.textContent)")
        assert cut == [], cut  # every name whole
        assert page_overflow(page) == 0
        shot(page, f"phone-end-{locale}", full=True)
        assert errors == []
    finally:
        ctx.close()


def test_the_end_comes_into_sight_wherever_the_page_was(server: Any, phone: Any) -> None:
    """Issue "The table, third edition", 5: a game that ended while the phone showed a river further down
    left the end screen above, out of sight."""
    game = create(server.url, seats=BOTS, position=ending_position(players=3))
    page = phone.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    assert my_turn(page) == "turn"
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")  # looking at the last river
    page.wait_for_function("() => scrollY > 300", timeout=TIMEOUT)
    seq = seq_of_page(page)
    api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "end", "seq": int(seq)},
        token=game["seats"][0]["token"])
    page.wait_for_selector("section.end #winner-line", timeout=TIMEOUT)
    page.wait_for_timeout(300)
    top = page.evaluate("() => document.querySelector('section.end').getBoundingClientRect().top")
    assert -1 <= top < PHONE["height"] / 2, top
    assert errors == []


def desktop_table(server: Any, browser: Any, players: int, width: int) -> tuple[Any, Any, list[str]]:
    """Ann's seat at a table of ``players`` some way in, against easy bots, on a desktop ``width`` wide:
    its context, page (Ann to decide) and the page's errors."""
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "level": "easy"}] * (players - 1)
    game = create(server.url, seats=seats, position=some_way_in(players, seed=3, decisions=220))
    ctx = browser.new_context(viewport={"width": width, "height": 900}, locale="en-US", reduced_motion="reduce")
    page = ctx.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    assert my_turn(page) == "turn"
    return ctx, page, errors


@pytest.mark.parametrize("players", [4, 5])
def test_every_river_of_a_big_table_in_sight_on_a_wide_screen(server: Any, browser: Any, players: int) -> None:
    ctx, page, errors = desktop_table(server, browser, players, 1400)
    try:
        boxes = page.locator(".river").evaluate_all(
            "rs => rs.map(r => { const b = r.getBoundingClientRect();"
            " return [b.top + scrollY, b.bottom + scrollY, b.left, b.right]; })")
        assert len(boxes) == players
        top, bottom = min(b[0] for b in boxes), max(b[1] for b in boxes)
        assert bottom - top <= 900, boxes  # all rivers in one screen's height: in sight at once
        if players == 4:
            assert bottom <= 900, boxes  # four: in sight without scrolling
        assert all(b[2] >= 0 and b[3] <= 1400 for b in boxes), boxes
        # the others' cards still big enough to tell apart (the zoom names them)
        small = page.locator(".river:not(.mine) .cell").first.bounding_box()
        assert small and small["width"] >= 20
        assert page_overflow(page) == 0
        shot(page, f"desktop-{players}-players")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("width", [920, 1000, 1100])
@pytest.mark.parametrize("players", [3, 4])
def test_no_river_scrolls_sideways_on_a_narrow_desktop(server: Any, browser: Any, players: int, width: int) -> None:
    """Issue "The table, third edition", 2 and 5: between a phone's layout (≤ 900 px) and a wide screen the
    rivers kept their full card size and scrolled sideways in their column: every river's columns fit now,
    its cards smaller, still to be told apart."""
    ctx, page, errors = desktop_table(server, browser, players, width)
    try:
        wide = page.locator(".grid-wrap").evaluate_all(
            "ws => ws.map(w => [w.closest('.river').dataset.seat, w.scrollWidth - w.clientWidth])")
        assert all(extra <= 1 for _, extra in wide), wide
        cols = page.locator(".grid").evaluate_all("gs => gs.map(g => getComputedStyle(g).getPropertyValue('--cols'))")
        assert max(int(c) for c in cols) >= 8, cols  # rivers long enough to have scrolled before
        small = page.locator(".river .cell").evaluate_all(
            "cs => Math.min(...cs.map(c => c.getBoundingClientRect().width))")
        assert small >= 20, small
        assert page_overflow(page) == 0
        shot(page, f"desktop-{width}-{players}-players")
        assert errors == []
    finally:
        ctx.close()
