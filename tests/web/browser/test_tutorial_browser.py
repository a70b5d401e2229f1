"""The guided first game in the browser (issue "The table, second edition", feature 4): from the lobby,
every lesson walked to its end in English, each wrong move explained and not played, a click beside
the highlighted places answered; the first lesson in all four languages; axe-clean."""

from __future__ import annotations

from typing import Any

import pytest

from ogallala.i18n import texts
from ogallala.web.learning import tutorial
from web.browser.browsertools import TIMEOUT, axe_violations, watch_errors


def click_move(page: Any, text: str) -> None:
    """Play the move ``text`` by clicking: its cell or pile where it is the only move there, else its
    button in the decision's list of every move."""
    clicked = page.evaluate("""(text) => {
        const el = [...document.querySelectorAll('.cell.target[data-actions]')]
          .find((x) => x.dataset.actions.split('|').length === 1 && x.dataset.actions === text);
        if (!el) return false;
        el.click();
        return true; }""", text)
    if clicked:
        return
    if text.startswith("draw "):
        page.locator(".pile.target").nth(int(text.split()[1]) - 1).click()
        return
    button = page.locator(f'#decision .act[data-action="{text}"]')
    if button.count():
        button.click()
        return
    page.locator("#decision details.all-moves summary").click()
    page.locator(f'#decision details.all-moves [data-action="{text}"]').click()


def legal_now(page: Any) -> list[str]:
    page.locator("#decision details.all-moves").wait_for(state="attached", timeout=TIMEOUT)
    return page.evaluate("() => [...document.querySelectorAll('#decision details.all-moves [data-action]')]"
                         ".map((x) => x.dataset.action)")


def test_the_guided_game_walked_to_its_end(server: Any, context: Any) -> None:
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.locator("#tutorial-link").click()
    page.wait_for_selector("#tutorial-start", timeout=TIMEOUT)
    assert axe_violations(page) == []
    page.locator("#tutorial-start").click()
    en = texts("en")["tutorial"]
    lessons = tutorial.lessons()
    for n, lesson in enumerate(lessons):
        page.wait_for_function("(t) => document.querySelector('#tutorial-title')?.textContent === t",
                               arg=en[f"{lesson.id}_title"], timeout=TIMEOUT)
        assert page.locator("#tutorial-step").inner_text() == en["step"].format(n=n + 1, total=len(lessons))
        page.wait_for_selector(".game[data-seq] #decision.my-turn", timeout=TIMEOUT)
        seq = page.locator(".game").get_attribute("data-seq")
        # a click beside every highlighted place is answered
        beside = page.locator(".cell:not(.target)").first
        if beside.count():
            beside.click()
            assert page.locator("#tutorial-feedback.wrong").inner_text() == en["off_target"]
        # a wrong move is explained and not played
        wrong = [a for a in legal_now(page) if a not in lesson.accept]
        if wrong:
            click_move(page, wrong[0])
            feedback = page.locator("#tutorial-feedback.wrong")
            feedback.wait_for(timeout=TIMEOUT)
            button = texts("en")["ui"][{"stop": "m_stop", "end": "m_end"}[lesson.id]] \
                if lesson.id in ("stop", "end") else ""
            assert en[f"{lesson.id}_wrong"].format(button=button) in feedback.inner_text()
            if button:  # the words name the button as it shows
                assert page.locator("#decision button", has_text=button).count() >= 1
            assert page.locator(".game").get_attribute("data-seq") == seq  # nothing was sent
        if n == 0:
            assert axe_violations(page) == []
            # a lesson's table is the learner's alone: no spectator link, no pace, no renaming
            assert page.get_by_text(texts("en")["web"]["copy_spectate"]).count() == 0
            assert page.locator("#pace, #pace-shown, #rename-input").count() == 0
        click_move(page, lesson.accept[0])
        page.wait_for_selector("#tutorial-next", timeout=TIMEOUT)
        assert en[f"{lesson.id}_done"] in page.locator("#tutorial-feedback.ok").inner_text()
        page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)
        assert page.locator("#tutorial-next").inner_text() == (en["next"] if n + 1 < len(lessons) else en["finish"])
        page.locator("#tutorial-next").click()
    page.wait_for_selector("#tutorial-finished", timeout=TIMEOUT)
    assert page.locator("#tutorial-finished").inner_text() == en["finished"]
    assert axe_violations(page) == []
    assert page.evaluate("() => localStorage.getItem('ogallala.tutorial')") == str(len(lessons))
    page.locator("#tutorial-lobby").click()
    page.wait_for_selector("#create", timeout=TIMEOUT)
    assert errors == []


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
def test_the_first_lesson_in_every_language(server: Any, context: Any, lang: str) -> None:
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.wait_for_selector("#create", timeout=TIMEOUT)  # the lobby has saved its language: ours comes after
    page.evaluate("(l) => { localStorage.setItem('ogallala.lang', l); localStorage.removeItem('ogallala.tutorial'); }",
                  lang)
    page.goto(server.url + "/tutorial")
    words = texts(lang)["tutorial"]
    page.locator("#tutorial-start").click()
    page.wait_for_function("(t) => document.querySelector('#tutorial-title')?.textContent === t",
                           arg=words["draw_title"], timeout=TIMEOUT)
    assert page.locator("#tutorial-do").inner_text() == words["draw_do"]
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    page.locator(".pile.target").first.click()
    page.wait_for_selector("#tutorial-next", timeout=TIMEOUT)
    assert words["draw_done"] in page.locator("#tutorial-feedback.ok").inner_text()
    assert errors == []
