"""Cards named and legible at the table: the card zoom on hover, focus and long press, booty choices
by name, the Rules dialog's cards with their pictures and counts; the hint while placing loot; the
discard button's style."""

from __future__ import annotations

import re
from typing import Any

import pytest

import ogallala
from ogallala.i18n import catalogue, texts
from web.browser.browsertools import (
    TIMEOUT,
    api,
    axe_violations,
    create,
    loot_position,
    seat_url,
    stored_positions,
    watch_errors,
)

POSITIONS = stored_positions()
EN_NAMES: dict[str, str] = catalogue("en")["cards"]


def open_seat(server: Any, context: Any, position: str, edition: str = "amigo") -> tuple[Any, Any, list[str]]:
    game = create(server.url, edition, position=position)
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    return game, page, errors


def rgb(page: Any, selector: str) -> str:
    return str(page.eval_on_selector(selector, "e => getComputedStyle(e).backgroundColor"))


def test_discard_is_no_primary_button(server: Any, context: Any) -> None:
    _, page, errors = open_seat(server, context, POSITIONS["amigo"]["place"])
    discard = page.locator('#decision .buttons > button[data-action="discard"]')
    assert discard.count() == 1
    assert "primary" not in (discard.get_attribute("class") or "").split()
    # It does not look like the primary choice either: the page's filled primary style.
    page.evaluate("() => { const b = document.createElement('button'); b.className = 'primary'; b.id = 'probe';"
                  " document.body.append(b); }")
    filled = rgb(page, "#probe")
    page.evaluate("() => document.getElementById('probe').remove()")
    assert rgb(page, '#decision .buttons > button[data-action="discard"]') != filled
    assert errors == []


def test_hint_while_placing_loot_is_about_the_selected_card(server: Any, context: Any) -> None:
    position = loot_position("amigo")
    game, page, errors = open_seat(server, context, position)
    token = game["seats"][0]["token"]
    view = api(server.url, "GET", f"/api/games/{game['id']}", token=token)
    loot = sorted({a["card"] for a in view["decision"]["legal_actions"] if a["verb"] == "place"})
    assert len(loot) > 1
    choices = page.locator("#decision .hand button.hand-card")
    assert choices.count() == len(view["decision"]["hand"])
    for i in range(choices.count()):
        before = page.locator('#decision .hand button.hand-card[aria-pressed="true"]').get_attribute("data-key")
        choices.nth(i).click()
        page.wait_for_selector(f'#decision .hand button.hand-card[data-key="hand:{i}"][aria-pressed="true"]')
        if before != f"hand:{i}":  # another card chosen: a hint about the card before is gone
            assert page.locator("#decision .hint-text").count() == 0
        with page.expect_response(lambda r: "/hint" in r.url):
            page.locator("#decision button", has_text="Hint").click()
        page.wait_for_selector("#decision .hint-text", timeout=TIMEOUT)
        hint = page.locator("#decision .hint-text").inner_text()
        # Something on the table is marked as the hinted move.
        assert page.locator(".cell.hinted, .pile.hinted, #decision .act.hinted").count() >= 1, hint
        # A hinted placement is of the card now selected.
        selected = page.locator('#decision .hand button.hand-card[aria-pressed="true"]').get_attribute("aria-label")
        placed = [c for c in loot if re.search(rf"\b{re.escape(EN_NAMES[c])}\b", hint)]
        if placed:
            assert EN_NAMES[placed[0]] in (selected or ""), (hint, selected)
            assert page.locator(".cell.hinted").count() >= 1
    assert errors == []



def zoom_names(page: Any, token: str) -> None:
    """The card zoom is shown and names the card ``token``."""
    zoom = page.locator("#card-zoom")
    zoom.wait_for(state="visible", timeout=TIMEOUT)
    name = EN_NAMES[token.split(":")[0]]
    assert name in zoom.inner_text()
    box = zoom.locator(".zoom-art svg").bounding_box()
    assert box and box["width"] >= 100  # a readable size, larger than the board's cards


def test_hover_shows_the_card_zoom_and_escape_closes_it(server: Any, context: Any) -> None:
    _, page, errors = open_seat(server, context, POSITIONS["amigo"]["lasso"])
    assert page.locator("#card-zoom:visible").count() == 0
    cards = page.locator(".river .cell .card")
    assert cards.count() > 3
    for i in (0, cards.count() - 1):
        card = cards.nth(i)
        card.hover()
        zoom_names(page, card.get_attribute("data-card") or "")
    page.keyboard.press("Escape")
    page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)
    # The top of the discard pile and the drawn card have their zoom too.
    top = page.locator(".discard-top .card")
    if top.count():
        top.hover()
        zoom_names(page, top.get_attribute("data-card") or "")
    page.mouse.move(1, 1)
    page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)
    assert axe_violations(page) == []
    assert errors == []


def test_keyboard_focus_names_every_board_card(server: Any, context: Any) -> None:
    _, page, errors = open_seat(server, context, POSITIONS["amigo"]["lasso"])
    # A river taken by Tab, then its cards by the arrow keys; the zoom follows without taking the focus.
    for _ in range(200):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.matches('.grid-wrap')"
                         " && !!document.activeElement.querySelector('.card')"):
            break
    else:
        raise AssertionError("Tab never reached a river holding cards")
    page.keyboard.press("ArrowRight")
    token = page.evaluate("() => document.activeElement.querySelector('.card')?.dataset.card || ''")
    assert token, "the arrow key entered the river but no card has the focus"
    zoom_names(page, token)
    assert page.evaluate("() => document.activeElement.matches('.cell')")  # the zoom did not take the focus
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert EN_NAMES[token.split(":")[0]] in label
    assert page.evaluate("() => document.activeElement.getAttribute('aria-describedby')") == "card-zoom"
    assert axe_violations(page) == []
    seen = {token}
    for _ in range(20):
        page.keyboard.press("ArrowRight")
        now = page.evaluate("() => document.activeElement.querySelector('.card')?.dataset.card || ''")
        if now and now not in seen:
            zoom_names(page, now)
            seen.add(now)
    page.keyboard.press("Escape")
    page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)
    assert page.evaluate("() => document.activeElement.matches('.cell')")
    # A lasso target (a button) names its card when focused too.
    target = page.locator(".cell.target:has(.card)").first
    target.focus()
    zoom_names(page, target.locator(".card").get_attribute("data-card") or "")
    assert errors == []


def test_long_press_shows_the_card_zoom_and_plays_nothing(server: Any, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 412, "height": 900}, locale="en-US", reduced_motion="reduce",
                              has_touch=True, is_mobile=True)
    try:
        game, page, errors = open_seat(server, ctx, POSITIONS["amigo"]["lasso"])
        seq = page.evaluate("() => document.querySelector('.game').dataset.seq")
        target = page.locator(".cell.target:has(.card)").first
        target.scroll_into_view_if_needed()
        token = target.locator(".card").get_attribute("data-card") or ""
        box = target.bounding_box()
        assert box
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = ctx.new_cdp_session(page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        page.wait_for_timeout(650)  # the finger held on the card (and still held while the zoom is awaited)
        page.locator("#card-zoom").wait_for(state="visible", timeout=TIMEOUT)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        zoom_names(page, token)
        page.wait_for_timeout(300)
        # The press named the card; it did not lasso it.
        assert page.evaluate("() => document.querySelector('.game').dataset.seq") == seq
        assert api(server.url, "GET", f"/api/games/{game['id']}")["seq"] == int(seq)
        # A short tap still plays.
        target = page.locator(".cell.target:has(.card)").first
        target.tap()
        page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)
        assert errors == []
    finally:
        ctx.close()


def test_booty_choices_carry_their_names(server: Any, context: Any) -> None:
    game, page, errors = open_seat(server, context, loot_position("amigo"))
    view = api(server.url, "GET", f"/api/games/{game['id']}", token=game["seats"][0]["token"])
    hand = view["decision"]["hand"]
    choices = page.locator("#decision .hand button.hand-card")
    assert choices.count() == len(hand) > 1
    for i, token in enumerate(hand):
        assert EN_NAMES[token.split(":")[0]] in choices.nth(i).inner_text()
    choices.nth(1).focus()
    zoom_names(page, hand[1])
    assert errors == []


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
def test_rules_dialog_shows_every_card_kind(edition: str, server: Any, context: Any) -> None:
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.click("#rules-btn")
    tab = {"amigo": "AMIGO", "ass": "ASS", "pelikan": "Pelikan"}[edition]
    page.locator("#rules-dialog [role=tab]", has_text=tab).click()
    page.wait_for_selector(f"#rules-dialog .rules-cards[data-edition={edition}] .rules-card")
    deck = {c["card"]: c["count"] for c in ogallala.deck(edition)}
    items = page.locator("#rules-dialog .rules-card")
    assert items.count() == len(deck)
    shown = {}
    for i in range(items.count()):
        item = items.nth(i)
        kind = item.get_attribute("data-kind") or ""
        text = item.inner_text()
        assert EN_NAMES[kind] in text
        assert item.locator("svg").count() == 1
        count = re.search(r"(\d+) in the deck", text)
        assert count, text
        shown[kind] = int(count.group(1))
        assert len(item.locator("p").inner_text()) > 10  # what it does
    assert shown == deck
    assert axe_violations(page) == []
    assert errors == []


def test_a_menus_choices_name_their_card(server: Any, context: Any) -> None:
    game, page, errors = open_seat(server, context, POSITIONS["amigo"]["place-shift"])
    view = api(server.url, "GET", f"/api/games/{game['id']}", token=game["seats"][0]["token"])
    drawn = view["decision"]["hand"][0]
    several = page.locator('.cell.target[data-actions*="|"]').first
    several.click()
    first = page.locator(".menu [role=menuitem]").first
    first.wait_for(timeout=TIMEOUT)
    assert page.evaluate("() => document.activeElement.getAttribute('role')") == "menuitem"
    zoom_names(page, drawn)
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)
    assert errors == []


def test_the_zoom_speaks_the_pages_language(server: Any, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="de-DE", reduced_motion="reduce")
    try:
        _, page, errors = open_seat(server, ctx, POSITIONS["ass"]["lasso"], "ass")
        lasso = page.locator('.river .cell .card[data-card="lasso"]').first
        lasso.hover()
        zoom = page.locator("#card-zoom")
        zoom.wait_for(state="visible", timeout=TIMEOUT)
        words = {**catalogue("de"), **texts("de")}
        assert words["cards"]["lasso"] in zoom.inner_text()
        assert words["web"]["does_lasso_ass"] in zoom.inner_text()  # the edition's own words
        assert errors == []
    finally:
        ctx.close()


def test_the_drawn_card_names_itself_on_focus(server: Any, context: Any) -> None:
    game, page, errors = open_seat(server, context, POSITIONS["amigo"]["place"])
    view = api(server.url, "GET", f"/api/games/{game['id']}", token=game["seats"][0]["token"])
    drawn = view["decision"]["hand"][0]
    for _ in range(100):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('#decision .hand')"):
            break
    else:
        raise AssertionError("Tab never reached the drawn card")
    zoom_names(page, drawn)
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    page.locator("#card-zoom").wait_for(state="hidden", timeout=TIMEOUT)
    assert errors == []


def test_bow_and_stern_cards_differ_at_a_glance(server: Any, context: Any) -> None:
    """Issue "The table, third edition", 7: bow and stern cards differed only by the hull's curve. The bow
    rises into a tall prow at its left edge, the stern carries a paddle on its right, at every size the
    table draws them."""
    page = context.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("header", timeout=TIMEOUT)
    parts = page.evaluate("""async () => {
        const { cardEl } = await import('/static/cards.js');
        const out = {};
        for (const id of ['bow', 'stern', 'bow-warrior', 'stern-warrior']) {
          const el = cardEl(id, id);
          el.style.width = '26px'; el.style.height = '36px'; el.style.display = 'block';
          document.body.append(el);
          const card = el.getBoundingClientRect();
          const box = (sel) => { const p = el.querySelector(sel); if (!p) return null;
            const b = p.getBoundingClientRect();
            return [(b.left - card.left) / card.width, (b.right - card.left) / card.width, b.height / card.height]; };
          out[id] = { prow: box('.prow'), paddle: box('.paddle') };
          el.remove();
        }
        return out;
    }""")
    for id in ("bow", "bow-warrior"):
        left, right, tall = parts[id]["prow"]
        assert right <= 0.3 and tall >= 0.6, (id, parts[id])
        assert parts[id]["paddle"] is None
    for id in ("stern", "stern-warrior"):
        left, right, tall = parts[id]["paddle"]
        assert left >= 0.55 and tall >= 0.5, (id, parts[id])
        assert parts[id]["prow"] is None
