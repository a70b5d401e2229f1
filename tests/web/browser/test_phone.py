"""The table on a phone (360 × 740, issue "The table, second edition", defect 2 and feature 3): a
16-column Pelikan river and the drawn card both usable; no sideways scroll of the page; every control
and every target cell at least 44 × 44 CSS px (WCAG 2.5.5); each river scrolls on its own."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ogallala
from web.browser.browsertools import TIMEOUT, axe_violations, create, seat_url, watch_errors

PHONE = {"width": 360, "height": 740}

#: What a player taps: the controls and target cells whose size WCAG 2.5.5 asks to be 44 × 44.
TAPPABLE = ("button, a.button, select, input:not([type=hidden]), summary, .cell.target, .pile.target, "
            "[role=button], .hand-card")


def wide_position(edition: str, variants: tuple[str, ...], width: int, phase: str = "place", cards: int = 8) -> str:
    """A position where seat 0 decides ``phase``, some river is ``width`` columns wide and seat 0's river
    holds at least ``cards`` cards (seeded games)."""
    for seed in range(400):
        game = ogallala.new_game(edition, players=3, seed=seed, variants=variants)
        rng = random.Random(seed)
        while not game.is_over():
            if game.current_seat == 0 and game.phase == phase:
                rivers = game.view(0).to_json()["rivers"]
                mine = sum(1 for row in rivers[0]["rows"] for x in row if x)
                if max(len(r["rows"][0]) if r["rows"] else 0 for r in rivers) >= width and mine >= cards:
                    return game.position()
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(f"no seeded {edition} game reached a {width}-column river at a {phase!r} decision")


@pytest.fixture
def phone(browser: Any) -> Any:
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
                              locale="en-US", reduced_motion="reduce")
    yield ctx
    ctx.close()


def small_targets(page: Any) -> list[str]:
    """The visible tappable things smaller than 44 × 44 CSS px."""
    return page.evaluate("""(sel) => [...document.querySelectorAll(sel)].map((el) =>
        /^(checkbox|radio)$/.test(el.type) && el.closest("label") ? el.closest("label") : el  // its label takes the tap
      ).filter((el) => {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(el).visibility === "hidden") return false;
        return r.width < 44 || r.height < 44;
      }).map((el) => { const r = el.getBoundingClientRect(), what = (el.textContent || "").trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${what}" ${r.width}x${r.height}`; })""",
                         TAPPABLE)


def page_overflow(page: Any) -> int:
    """How far the page itself scrolls sideways (0: not at all)."""
    return int(page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth"))


def in_view(page: Any, selector: str) -> bool:
    return bool(page.evaluate("""(sel) => { const el = document.querySelector(sel); if (!el) return false;
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }""",
                              selector))


def test_a_16_column_pelikan_river_on_a_phone(server: Any, phone: Any) -> None:
    position = wide_position("pelikan", ("river-16",), 16)
    game = create(server.url, "pelikan", variants=["river-16"], position=position,
                  seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"},
                         {"kind": "bot", "level": "easy"}])
    page = phone.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn .cell.target, .cell.target", timeout=TIMEOUT)
    page.screenshot(path="/tmp/shots/phone-pelikan.png", full_page=True)
    assert page_overflow(page) == 0
    small = small_targets(page)
    assert small == [], "\n".join(small)
    widths = page.locator(".grid-wrap").evaluate_all("ws => ws.map(w => [w.scrollWidth, w.clientWidth])")
    assert any(sw > cw for sw, cw in widths)  # the widest river scrolls on its own, not the page
    assert in_view(page, "#decision .hand-card, #decision .hand")  # the card to place stays in view
    target = page.locator(".cell.target").first
    target.scroll_into_view_if_needed()
    assert in_view(page, "#decision .hand-card, #decision .hand")
    box = target.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    seq = int(page.locator(".game").get_attribute("data-seq"))
    target.tap()
    menu = page.locator(".menu [data-action]")
    if menu.count():
        menu.first.tap()
    page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)
    assert page_overflow(page) == 0
    assert axe_violations(page) == []
    assert errors == []


def test_the_lobby_and_a_drawn_card_on_a_phone(server: Any, phone: Any) -> None:
    page = phone.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    assert page_overflow(page) == 0
    small = small_targets(page)
    assert small == [], "\n".join(small)
    position = wide_position("ass", (), 14, phase="draw")
    game = create(server.url, "ass", position=position)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    pile = page.locator(".pile.target").first
    pile.tap()
    page.wait_for_selector("#decision.my-turn .hand-card", timeout=TIMEOUT)
    page.screenshot(path="/tmp/shots/phone-ass-drawn.png")
    assert in_view(page, "#decision .hand-card")  # the drawn card is on screen while choosing where to put it
    assert page_overflow(page) == 0
    small = small_targets(page)
    assert small == [], "\n".join(small)


def test_a_hot_seat_game_on_a_phone_to_its_end_and_a_rematch(server: Any, phone: Any) -> None:
    """Done-when of issue "The table, second edition": a hot-seat game played to its end on a phone-sized
    window, each hand-over full screen and tappable, the page never scrolling sideways; then a rematch."""
    import re

    from ai.test_analysis import late_record
    from web.browser.browsertools import after_move, api, click_one_move, my_turn_or_over
    from web.browser.test_table_seats import ANN_BOB_BOT, hold

    position = str(late_record(seed=7, players=3, last=90)["start"])  # some turns of each person still to play
    game = create(server.url, seats=ANN_BOB_BOT, position=position)
    page = phone.new_page()
    errors = watch_errors(page)
    hold(page, server.url, game, [0, 1])
    page.evaluate("([id, c]) => localStorage.setItem(`ogallala.creator.${id}`, c)", [game["id"], game["creator_token"]])
    page.goto(f"{server.url}/games/{game['id']}")
    rng = random.Random(8)
    handovers = 0
    for _ in range(2000):
        if page.locator("#pass-device[open]").count():
            box = page.locator("#pass-ok").bounding_box()
            assert box and box["width"] >= 44 and box["height"] >= 44
            assert in_view(page, "#pass-ok") and page_overflow(page) == 0
            handovers += 1
            page.click("#pass-ok")
        if my_turn_or_over(page) == "over":
            break
        if page.locator("#pass-device[open]").count():
            continue
        assert page_overflow(page) == 0
        seq = int(api(server.url, "GET", f"/api/games/{game['id']}")["seq"])
        click_one_move(page, rng)
        after_move(page, seq)
    else:
        raise AssertionError("the game did not end")
    assert handovers >= 2
    page.wait_for_selector("#winner-line", timeout=TIMEOUT)
    assert page_overflow(page) == 0
    assert small_targets(page) == []
    page.click("#rematch")
    page.wait_for_url(re.compile(r".*/games/(?!" + game["id"] + r")[^/#]+$"), timeout=TIMEOUT)
    page.wait_for_selector("#pass-device[open], #decision", timeout=TIMEOUT)
    assert page_overflow(page) == 0
    assert errors == []
