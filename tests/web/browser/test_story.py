"""The story of each move at the table (issue "The table, second edition", defect 4 and feature 1; defect
9 and feature 5): the cards the last action changed are marked until the next action and only they
animate; a river that lost cards says what and to whom; the log names cards and boats as players do,
with no row or column, and a click on a line points at its cards; German sentences decline their
cards; the tab's title follows a language switch; sounds and a notification of one's turn."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from ogallala.i18n import card_forms, texts
from ogallala.rules.cards import NAMES
from web.browser.browsertools import (
    TIMEOUT,
    after_move,
    axe_violations,
    click_one_move,
    create,
    my_turn_or_over,
    seat_url,
    stored_positions,
    watch_errors,
)

COORDINATES = re.compile(r"\b(row|column|Reihe|Spalte|rij|kolom|ligne|colonne)\b", re.IGNORECASE)
SEATS = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]


def open_at(server: Any, context: Any, phase: str, lang: str = "en",
            seats: list[dict[str, Any]] = SEATS) -> tuple[Any, dict[str, Any], list[str]]:
    game = create(server.url, "amigo", seats=seats, position=stored_positions()["amigo"][phase])
    page = context.new_page()
    errors = watch_errors(page)
    if lang != "en":
        page.goto(server.url + "/")
        page.wait_for_selector("#create", timeout=TIMEOUT)  # the lobby has saved its language: ours comes after
        page.evaluate("(l) => localStorage.setItem('ogallala.lang', l)", lang)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    return page, game, errors


def play_first_target(page: Any) -> None:
    seq = page.locator(".game").get_attribute("data-seq")
    page.locator(".cell.target").first.click()
    menu = page.locator(".menu [data-action]")
    if menu.count():
        menu.first.click()
    page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)


def log_lines(page: Any) -> list[str]:
    return [x.strip() for x in page.locator(".log-list li").all_inner_texts()]


@pytest.mark.parametrize("phase, verb", [("lasso", "lassoed"), ("attack", "conquered"), ("axe", "sank")])
def test_the_last_action_is_marked_and_told_with_names(server: Any, context: Any, phase: str, verb: str) -> None:
    page, _, errors = open_at(server, context, phase)
    assert page.locator(".cell.changed").count() == 0  # nothing happened since the page opened
    play_first_target(page)
    # the river that lost cards says which (and, where they went to another river, to whom)
    page.wait_for_selector(".story.lost", timeout=TIMEOUT)
    lost = page.locator(".story.lost").first.inner_text()
    assert lost.startswith("lost ") and not COORDINATES.search(lost)
    # the log tells it with names and cards, without coordinates
    page.wait_for_function("(v) => [...document.querySelectorAll('.log-list li')]"
                           ".some((li) => li.textContent.includes(v))",
                           arg=verb, timeout=TIMEOUT)
    line = next(x for x in log_lines(page) if verb in x)
    assert line.startswith("You") and not COORDINATES.search(line), line
    if phase == "attack":
        assert re.search(r"the boat of \w+ \d? ?of \d+ cards \(", line) or "the boat of " in line, line
    assert not any(COORDINATES.search(x) for x in log_lines(page))
    # only the changed cells animate, and they are the marked ones
    assert page.locator(".cell.arrive:not(.changed)").count() == 0
    assert errors == []


def test_a_placed_card_is_marked_until_the_next_action_and_its_log_line_points_at_it(server: Any, context: Any) -> None:
    # people in the other seats: nobody acts after Ann, so the marks stay where her action put them (a
    # bot would act within milliseconds and move them on before a slow page is read)
    people = [{"kind": "human", "name": n} for n in ("Ann", "Bob", "Cy")]
    page, _, errors = open_at(server, context, "lasso-place", seats=people)
    card = page.locator("#decision .hand-card").first.get_attribute("data-card") or ""
    play_first_target(page)
    # the placed card is marked in Ann's river (only that cell, and nothing else)
    marks = page.wait_for_function("""() => {
        const at = (sel) => [...document.querySelectorAll(sel)].map((x) => x.dataset.card);
        const mine = at('.river[data-seat="0"] .cell.changed');
        return mine.length ? [mine, at('.river:not([data-seat="0"]) .cell.changed')] : null; }""",
                                   timeout=TIMEOUT).json_value()
    assert len(marks[0]) == 1 and (card == "" or marks[0] == [card]) and marks[1] == []
    # a click on the log line of the placement points at the card on the table
    line = page.locator(".log-list .log-line", has_text="You placed").last
    line.click()
    assert page.locator('.river[data-seat="0"] .cell.pointed').count() == 1
    assert errors == []
    assert axe_violations(page) == []


def test_german_sentences_decline_their_cards_and_the_bot_level_is_translated(server: Any, context: Any) -> None:
    page, _, errors = open_at(server, context, "draw", lang="de")
    de = texts("de")
    assert de["web"]["level_easy"] in page.locator('.river[data-seat="1"] .river-head').inner_text()
    assert "easy" not in page.locator('.river[data-seat="1"] .river-head').inner_text()
    seq = page.locator(".game").get_attribute("data-seq")
    page.locator(".pile.target").first.click()
    page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)
    page.wait_for_function("() => [...document.querySelectorAll('.log-list li')]"
                           ".some((li) => li.textContent.startsWith('Du hast'))", timeout=TIMEOUT)
    drew = next(x for x in log_lines(page) if x.startswith("Du hast"))
    forms = {c: card_forms(c, "de") for c in NAMES}
    card = next(c for c, f in forms.items() if f" {f['acc']} von Stapel" in drew)
    # "einen Krieger", "den Häuptling": the accusative
    assert drew.startswith(f"Du hast {forms[card]['acc']} von Stapel "), drew
    assert errors == []


def test_the_tab_title_follows_a_language_switch(server: Any, context: Any) -> None:
    page, _, _ = open_at(server, context, "draw")
    assert page.title().startswith("▶ " + texts("en")["web"]["title_your_turn"])
    page.select_option("#lang", "fr")
    page.wait_for_function("(t) => document.title.startsWith(t)",
                           arg="▶ " + texts("fr")["web"]["title_your_turn"], timeout=TIMEOUT)


RECORD_SIGNALS = """
window.__played = [];
HTMLMediaElement.prototype.play = function () {
  window.__played.push(this.src.split('/').pop()); return Promise.resolve();
};
window.__shown = [];
const Real = window.Notification;
window.Notification = class extends Real {
  constructor(title, opts) { super(title, opts); window.__shown.push([title, opts && opts.body]); }
};
Object.defineProperty(window.Notification, 'permission', { get: () => Real.permission });
window.Notification.requestPermission = (...a) => Real.requestPermission(...a);
"""


def test_turn_sound_mute_switch_and_a_notification_while_hidden(server: Any, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    ctx.grant_permissions(["notifications"])
    ctx.add_init_script(RECORD_SIGNALS)
    try:
        game = create(server.url, "amigo", seats=SEATS, position=stored_positions()["amigo"]["draw"])
        page = ctx.new_page()
        errors = watch_errors(page)
        page.goto(seat_url(server.url, game, 0))
        page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
        assert page.locator("#sound").get_attribute("aria-pressed") == "true"
        assert page.locator("#notify").count() == 0  # granted already: nothing to ask
        # the tab is hidden when the turn comes back: a notification says so, and the turn sounds
        page.evaluate("() => Object.defineProperty(document, 'visibilityState', "
                      "{ get: () => 'hidden', configurable: true })")
        rng = random.Random(5)
        for _ in range(60):  # Ann plays on until her turn ends and comes back after the bots'
            if page.evaluate("() => window.__shown.length > 0"):
                break
            assert my_turn_or_over(page) == "turn"
            seq = page.locator(".game").get_attribute("data-seq")
            click_one_move(page, rng)
            after_move(page, int(seq or 0))
        page.wait_for_function("() => window.__shown.length > 0", timeout=TIMEOUT)
        title, body = page.evaluate("() => window.__shown[0]")
        assert title == "Ogallala" and body
        assert "turn.wav" in page.evaluate("() => window.__played")
        # muted: remembered across a reload, and no sound
        page.locator("#sound").click()
        assert page.locator("#sound").get_attribute("aria-pressed") == "false"
        page.reload()
        page.wait_for_selector("#sound", timeout=TIMEOUT)
        assert page.locator("#sound").get_attribute("aria-pressed") == "false"
        assert page.evaluate("() => localStorage.getItem('ogallala.sound')") == "off"
        assert errors == []
    finally:
        ctx.close()


def test_sound_is_off_by_default_under_reduced_motion_and_notifications_are_asked_after_a_click(server: Any,
                                                                                             context: Any) -> None:
    page, _, _ = open_at(server, context, "draw")  # the context asks for reduced motion
    assert page.locator("#sound").get_attribute("aria-pressed") == "false"
    assert page.evaluate("() => Notification.permission") == "default"
    assert page.locator("#notify").count() == 1  # asked for only when the player clicks


def left_of_a_river() -> tuple[str, str]:
    """A position where seat 0 may place its card left of a river of several cards, and that move."""
    import ogallala

    for seed in range(300):
        game = ogallala.new_game("amigo", players=3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            legal = [str(a) for a in game.legal_actions()]
            if game.current_seat == 0 and game.phase == "place" and len(game.river(0).split()) >= 4:
                left = [a for a in legal if a.startswith("place ") and a.endswith(" -1")]
                if left:
                    return game.position(), left[0]
            game.apply(rng.choice(legal))
    raise AssertionError("no seeded game places a card left of a river")


def test_a_card_placed_left_of_the_river_animates_alone(server: Any, context: Any) -> None:
    """Defect 4: a card placed left of a river shifts every coordinate of that river; only the placed card
    is marked and animates, not every card of the river again."""
    position, move = left_of_a_river()
    game = create(server.url, "amigo", seats=SEATS, position=position)
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    before = page.locator('.river[data-seat="0"] .cell[data-card]').count()
    seq = page.locator(".game").get_attribute("data-seq")
    page.locator(f'.cell.target[data-actions="{move}"]').click()
    marks = page.wait_for_function(f"""() => {{
        if (document.querySelector('.game').dataset.seq === '{seq}') return null;
        const river = document.querySelector('.river[data-seat="0"]');
        const at = (sel) => [...river.querySelectorAll(sel)].map((x) => x.dataset.card);
        return [at('.cell.changed'), at('.cell.arrive'), at('.cell[data-card]').length]; }}""",
                                   timeout=TIMEOUT).json_value()
    changed, arriving, cards = marks
    assert changed == arriving == [move.split()[1]]
    assert cards == before + 1
    page.wait_for_function("() => [...document.querySelectorAll('.log-list li')]"
                           ".some((li) => li.textContent.startsWith('You placed'))", timeout=TIMEOUT)
    line = next(x for x in log_lines(page) if x.startswith("You placed"))
    assert not COORDINATES.search(line)
    assert errors == []


def test_french_names_the_turn_without_a_bare_verb(server: Any, context: Any) -> None:
    """Defect 9: "Vous décide": the page says whose turn it is with the person's own form."""
    page, _, errors = open_at(server, context, "draw", lang="fr")
    fr = texts("fr")
    assert page.locator("#decision-title").inner_text() == fr["ui"]["your_turn"]
    assert "Vous décide" not in page.locator("body").inner_text()
    assert errors == []
