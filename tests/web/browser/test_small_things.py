"""Issue "The table, third edition", 6 and 7: small things a player sees — the Hint's pile stands out
from the other piles one may draw from, and the lobby's labels and the end screen are whole sentences in
every language."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import ogallala
from ogallala.i18n import texts
from web.browser.browsertools import TIMEOUT, api, create, seat_url, watch_errors

LANGUAGES = ("en-US", "de-DE", "nl-NL", "fr-FR")


def test_the_hints_pile_looks_unlike_the_other_piles_one_may_draw_from(server: Any, context: Any) -> None:
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}], seed=11)
    page = context.new_page()
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    assert page.locator(".pile.target").count() >= 2  # a draw: every pile with cards is a target
    page.click("#decision [data-key=hint]")
    page.wait_for_selector(".pile.target.hinted", timeout=TIMEOUT)
    style = "e => { const s = getComputedStyle(e); return s.boxShadow + ' ' + s.borderColor; }"
    hinted = page.locator(".pile.target.hinted").first.evaluate(style)
    others = page.locator(".pile.target:not(.hinted)").evaluate_all(f"els => els.map({style})")
    assert others and all(o != hinted for o in others), (hinted, others)


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_lobbys_form_has_no_unfilled_words(browser: Any, server: Any, locale: str) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale=locale)
    try:
        page = ctx.new_page()
        page.goto(server.url + "/")
        page.wait_for_selector(".seat-kind", timeout=TIMEOUT)
        kinds = page.locator(".seat-kind")
        for i in range(kinds.count()):
            kinds.nth(i).select_option("bot")
        page.wait_for_selector(".seat-level", timeout=TIMEOUT)
        words = page.evaluate("""() => [document.body.innerText,
            ...[...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap(
                e => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('placeholder')])
            ].filter(Boolean)""")
        left = [w for w in words if re.search(r"\{\w+\}", w)]
        assert not left, left
    finally:
        ctx.close()


def ending_position(players: int = 2) -> str:
    """An AMIGO position of ``players`` where seat 0 may end the game (three complete boats)."""
    for seed in range(300):
        game = ogallala.new_game("amigo", players=players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            legal = game.legal_actions()
            if game.current_seat == 0 and any(str(a) == "end" for a in legal):
                return game.position()
            game.apply(rng.choice(legal))
    raise AssertionError("no seeded game offered seat 0 to end it")


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_end_screen_says_who_ended_the_game_in_a_whole_sentence(browser: Any, server: Any, locale: str) -> None:
    """Issue "The table, third edition", 6: the end screen printed a raw ``{has}`` in German, Dutch and
    French ("Bot (Experte) 1 {has} das Spiel … beendet")."""
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}],
                  position=ending_position())
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale=locale)
    try:
        page = ctx.new_page()
        page.goto(seat_url(server.url, game, 1))  # Bob watches Ann end it
        page.wait_for_selector(".game", timeout=TIMEOUT)
        seq = api(server.url, "GET", f"/api/games/{game['id']}")["seq"]
        api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "end", "seq": seq},
            token=game["seats"][0]["token"])
        page.wait_for_selector("#end-title", timeout=TIMEOUT)
        text = page.locator(".panel.end").inner_text()
        assert "Ann" in text and not re.search(r"\{\w+\}", text), text
        # AMIGO has no bonus: no column of zeros nobody can explain
        assert page.locator(".scores thead th").count() == 3 and page.locator("#bonus-help").count() == 0
    finally:
        ctx.close()


def test_you_and_your_name_agree_between_the_table_the_end_screen_and_the_replay(server: Any, context: Any) -> None:
    """Issue "The table, third edition", 7: "You" and the player's name were mixed between table, replay and
    end; and the end screen said "Game over" twice (its panel and the decision panel). A label (a river's
    header, a row of scores) names the person and marks the reader's own seat "(you)"; a sentence says
    "You"; the replay, a record, tells in the third person and marks the seat this browser held."""
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"},
                                     {"kind": "human", "name": "Cyd"}], position=ending_position(3))
    page = context.new_page()
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    heads = page.locator(".river-head strong").all_inner_texts()
    assert heads == ["Ann (you)", "Bob", "Cyd"], heads
    seq = api(server.url, "GET", f"/api/games/{game['id']}")["seq"]
    api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "end", "seq": seq},
        token=game["seats"][0]["token"])
    page.wait_for_selector("#end-title", timeout=TIMEOUT)
    end = page.locator(".panel.end")
    assert end.locator("p").first.inner_text().startswith("You ended the game"), end.inner_text()
    rows = end.locator(".scores tbody th").all_inner_texts()
    assert [r.replace(" ★", "") for r in rows] == ["Ann (you)", "Bob", "Cyd"], rows
    view = api(server.url, "GET", f"/api/games/{game['id']}")
    winners = view["result"]["winners"]
    line = page.locator("#winner-line").inner_text()
    assert line.startswith("You") == (0 in winners), (line, winners)
    over = page.locator("#end-title").inner_text()
    assert page.get_by_text(over, exact=True).count() == 1  # "Game over": the end panel's heading alone
    assert page.locator("#decision").count() == 0
    assert page.locator(".river-head strong").all_inner_texts() == ["Ann (you)", "Bob", "Cyd"]
    page.click("#replay-link")
    page.wait_for_selector(".replay-caption", timeout=TIMEOUT)
    page.keyboard.press("End")
    page.wait_for_function("() => document.querySelector('.replay-caption').textContent.includes('Ann:')",
                           timeout=TIMEOUT)
    assert sorted(page.locator(".river-head strong").all_inner_texts()) == ["Ann (you)", "Bob", "Cyd"]
    assert "You" not in page.locator(".replay-caption").inner_text()


def test_the_lobby_names_bots_in_the_pages_language(browser: Any, server: Any) -> None:
    """Issue "The table, third edition", 6: the lobby listed English bot names ("easy bot") in German."""
    create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"},
                              {"kind": "bot", "level": "hard"}])
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="de-DE")
    try:
        page = ctx.new_page()
        page.goto(server.url + "/")
        page.wait_for_selector(".game-list li", timeout=TIMEOUT)
        rows = page.locator(".game-list li").all_inner_texts()
        ours = [r for r in rows if "Ann" in r]
        assert ours and "Bot (leicht)" in ours[0] and "Bot (schwer)" in ours[0], ours
        assert not any("easy bot" in r or "hard bot" in r for r in rows), rows
    finally:
        ctx.close()


def test_the_logs_heading_follows_a_language_switch(server: Any, context: Any) -> None:
    """Issue "The table, third edition", 6: the log's heading stayed English after a switch."""
    from ogallala.i18n import table as words

    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}], seed=3)
    page = context.new_page()
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector(".panel.log h2", timeout=TIMEOUT)
    log = words("web")["log"]
    assert page.locator(".panel.log h2").inner_text() == log["en"]
    for lang in ("de", "nl", "fr"):
        page.select_option("#lang", lang)
        page.wait_for_function("(t) => document.querySelector('.panel.log h2').innerText === t", arg=log[lang],
                               timeout=TIMEOUT)
        assert page.locator(".log-list").get_attribute("aria-label") == log[lang]


def raid_position() -> tuple[str, str]:
    """An AMIGO 2-player position where seat 1 may lasso, shoot or raid seat 0, and that move."""
    for seed in range(400):
        game = ogallala.new_game("amigo", players=2, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            if game.current_seat == 1:
                decision = game.view(1, events=False).decision
                assert decision is not None
                hits = [a for a in decision.legal if a.verb in ("lasso", "attack", "shoot") and a.seat == 0]
                if hits:
                    return game.position(), hits[0].text
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no seeded game let seat 1 take from seat 0")


def test_your_turn_opens_with_what_the_others_did_to_you(server: Any, context: Any) -> None:
    """Issue "The table, third edition", 2: when your turn comes, a short summary of what the others did
    since your last decision — here Bob's raid on Ann's river, marked as against her, with its cards —
    and who leads; it can be dismissed, and the next turn starts without it."""
    position, raid = raid_position()
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}],
                  position=position)
    gid, bob = game["id"], game["seats"][1]["token"]
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector(".game", timeout=TIMEOUT)
    view = api(server.url, "GET", f"/api/games/{gid}", token=bob)
    api(server.url, "POST", f"/api/games/{gid}/actions", {"action": raid, "seq": view["seq"]}, token=bob)
    for _ in range(60):  # Bob plays on (the first legal move) until Ann decides
        view = api(server.url, "GET", f"/api/games/{gid}", token=bob)
        if view["over"] or view["current_seat"] == 0:
            break
        api(server.url, "POST", f"/api/games/{gid}/actions", {"action": view["legal_actions"][0], "seq": view["seq"]},
            token=bob)
    assert view["current_seat"] == 0 and not view["over"]
    page.wait_for_selector(".panel.summary", timeout=TIMEOUT)
    summary = page.locator(".panel.summary")
    against = summary.locator("li.against")
    assert against.count() >= 1 and "Bob" in against.first.inner_text(), summary.inner_text()
    assert against.first.locator(".card").count() >= 1  # the cards it took, drawn
    assert "points" in summary.locator(".summary-lead").inner_text()  # who leads (or a level top)
    box = page.locator("#summary-close").bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44
    page.click("#summary-close")
    assert page.locator(".panel.summary").count() == 0
    assert errors == []


def test_the_log_folds_by_turn_and_keeps_the_whole_game(server: Any, context: Any) -> None:
    """Issue "The table, third edition", 2: the log grouped by turn, each turn foldable, from the game's
    first turn on (it kept only the last 300 lines)."""
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}], seed=5)
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    rng = random.Random(5)
    for _ in range(120):  # both seats play on: many turns
        view = api(server.url, "GET", f"/api/games/{gid}", token=tokens[0])
        if view["over"]:
            break
        mine = api(server.url, "GET", f"/api/games/{gid}", token=tokens[view["current_seat"]])
        api(server.url, "POST", f"/api/games/{gid}/actions", {"action": rng.choice(mine["legal_actions"]),
                                                          "seq": mine["seq"]}, token=tokens[view["current_seat"]])
    page = context.new_page()
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector(".log-list li.turn-line .turn-fold", timeout=TIMEOUT)
    page.wait_for_function("() => document.querySelectorAll('.log-list li.turn-line').length >= 4", timeout=TIMEOUT)
    page.wait_for_timeout(500)  # the log's pulls are done
    # opened at its end: the newest lines in view
    assert page.locator(".log-list").evaluate("el => el.scrollTop + el.clientHeight >= el.scrollHeight - 2")
    first = page.locator(".log-list li.turn-line").first
    assert "1" in first.inner_text()  # the game's first turn is still there
    lines = page.locator('.log-list li[data-of="1"]')
    assert lines.count() >= 1
    first.locator(".turn-fold").click()
    assert first.locator(".turn-fold").get_attribute("aria-expanded") == "false"
    assert all(lines.nth(i).is_hidden() for i in range(lines.count()))
    first.locator(".turn-fold").click()
    assert first.locator(".turn-fold").get_attribute("aria-expanded") == "true"
    assert not any(lines.nth(i).is_hidden() for i in range(lines.count()))


def test_a_click_on_a_place_that_takes_no_move_is_answered(server: Any, context: Any) -> None:
    """A click beside the highlighted places says where moves go, instead of nothing."""
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}], seed=11)
    page = context.new_page()
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "draw 1", "seq": 0},
        token=game["seats"][0]["token"])
    page.wait_for_selector(".cell.target", timeout=TIMEOUT)
    assert page.locator("#no-move-note").count() == 0
    page.locator(".river .cell:not(.target)").first.click()
    note = page.wait_for_selector("#no-move-note", timeout=TIMEOUT)
    assert note.inner_text() == texts("en")["web"]["no_move_here"]
    # the next view (a move played) takes the word away
    page.locator(".cell.target").first.click()
    page.wait_for_selector("#no-move-note", state="detached", timeout=TIMEOUT)
