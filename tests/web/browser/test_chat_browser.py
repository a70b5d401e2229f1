"""The table's chat in two browsers (docs/server.md, "Chat"): a message of one player reaches the other at
once; markup and a right-to-left override in it stay literal text, isolated; a preset phrase; muting hides
a person in this browser; the creator turns the chat off; on a phone the chat is a panel behind a button
that counts what is unread. Screenshots at 1400 × 900 and 360 × 740 go to ``$OGALLALA_SHOTS``
(``/tmp/ogallala-chat-shots`` by default)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from web.browser.browsertools import TIMEOUT, api, axe_violations, create, seat_url, watch_errors
from web.browser.test_phone import PHONE, small_targets

SHOTS = Path(os.environ.get("OGALLALA_SHOTS", "/tmp/ogallala-chat-shots"))
TRICKY = "gg <b>x</b> \u202eevil\u202c <img src=x onerror=alert(1)>"
DESKTOP = {"width": 1400, "height": 900}


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def lines(page: Any) -> list[str]:
    """The chat's messages as shown: "name: text" of each line (the buttons left out)."""
    return list(page.evaluate("""() => [...document.querySelectorAll('#chat .chat-line')].map((li) =>
        li.querySelector('.chat-name').textContent + ': ' + li.querySelector('.chat-text').textContent)"""))


def wait_line(page: Any, text: str) -> None:
    page.wait_for_function("(t) => [...document.querySelectorAll('#chat .chat-text')].some((e) => e.textContent === t)",
                           arg=text, timeout=TIMEOUT)


def test_two_players_chat_as_text_mute_and_the_creator_turns_it_off(server: Any, browser: Any) -> None:
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
    ctx_a = browser.new_context(viewport=DESKTOP, locale="en-US", reduced_motion="reduce")
    ctx_b = browser.new_context(viewport=DESKTOP, locale="en-US", reduced_motion="reduce")
    phone = browser.new_context(viewport=PHONE, device_scale_factor=1, is_mobile=True, has_touch=True,
                                locale="en-US", reduced_motion="reduce")
    try:
        ann, bob = ctx_a.new_page(), ctx_b.new_page()
        errors = watch_errors(ann) + watch_errors(bob)
        ann.goto(seat_url(server.url, game, 0) + f"&creator={game['creator_token']}")
        bob.goto(seat_url(server.url, game, 1))
        for page in (ann, bob):
            page.wait_for_selector("#chat-input", timeout=TIMEOUT)
        ann.fill("#chat-input", TRICKY)
        ann.press("#chat-input", "Enter")
        wait_line(bob, TRICKY)  # in real time, over Bob's socket
        assert lines(bob) == [f"Ann: {TRICKY}"]
        # text, never markup: no element came of it, and each name and message is an isolate of its own
        assert bob.locator("#chat b, #chat img, #chat script").count() == 0
        assert bob.evaluate("() => [...document.querySelectorAll('#chat .chat-line bdi')].map((e) => "
                            "getComputedStyle(e).unicodeBidi)") == ["isolate", "isolate"]
        assert bob.evaluate("() => window.alerted === undefined")
        bob.click("#chat [data-preset=well_played]")
        wait_line(ann, "Well played!")
        assert lines(ann) == [f"Ann: {TRICKY}", "Bob: Well played!"]
        assert ann.input_value("#chat-input") == ""
        shot(ann, "chat-desktop-ann")
        assert axe_violations(bob) == []
        shot(bob, "chat-desktop-bob")

        # Bob mutes Ann: her messages go from his chat, the new one too, until he shows her again
        bob.click("#chat .chat-line:first-child .chat-mute")
        assert lines(bob) == ["Bob: Well played!"]
        ann.fill("#chat-input", "are you there?")
        ann.click("#chat-send")
        wait_line(ann, "are you there?")
        bob.wait_for_function("() => document.querySelector('#chat .chat-muted').textContent.includes('2 messages')",
                              timeout=TIMEOUT)
        assert lines(bob) == ["Bob: Well played!"]
        shot(bob, "chat-desktop-bob-muted")
        bob.click("#chat .chat-unmute")
        assert lines(bob) == [f"Ann: {TRICKY}", "Bob: Well played!", "Ann: are you there?"]

        # a second device of Bob's, a phone: the chat so far, behind a button that counts what comes
        tab = phone.new_page()
        errors += watch_errors(tab)
        tab.goto(seat_url(server.url, game, 1))
        tab.wait_for_selector("#chat-toggle", state="visible", timeout=TIMEOUT)
        assert not tab.locator("#chat").is_visible()
        ann.fill("#chat-input", "hello phone")
        ann.press("#chat-input", "Enter")
        tab.wait_for_function("() => (document.querySelector('#chat-toggle .chat-unread') || {}).textContent === '1'",
                              timeout=TIMEOUT)
        shot(tab, "chat-phone-closed")
        assert small_targets(tab) == []
        tab.click("#chat-toggle")
        assert tab.locator("#chat").is_visible()
        assert lines(tab)[-1] == "Ann: hello phone" and len(lines(tab)) == 4
        box = tab.locator("#chat").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 0.5
        assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"] + 0.5
        assert tab.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        assert tab.locator("#chat-toggle .chat-unread").count() == 0
        small = small_targets(tab)
        assert small == [], "\n".join(small)
        shot(tab, "chat-phone-open")
        assert axe_violations(tab) == []
        tab.click("#chat .chat-close")
        assert not tab.locator("#chat").is_visible()

        # the creator turns the chat off: nobody writes, every page says so
        ann.click("#chat .chat-switches summary")
        ann.uncheck("#chat-enabled")
        for page in (ann, bob):
            page.wait_for_selector("#chat-off", timeout=TIMEOUT)
        assert bob.locator("#chat-input").count() == 0
        assert api(server.url, "GET", f"/api/games/{game['id']}/chat") == {"enabled": False, "spectators_read": True}
        shot(bob, "chat-desktop-off")
        assert errors == []
    finally:
        for ctx in (ctx_a, ctx_b, phone):
            ctx.close()
