"""A table's pace in the browser: chosen in the lobby's form, shown at the table, changed there by the
table's creator (the others see it change), in the page's words."""

from __future__ import annotations

import re
from typing import Any

import pytest

from web.browser.browsertools import TIMEOUT, api, watch_errors


@pytest.mark.parametrize("locale", ["en-US", "fr-FR"])
def test_the_pace_chosen_in_the_lobby_is_the_tables_and_its_creator_changes_it(browser: Any, server: Any,
                                                                                locale: str) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale=locale)
    watcher_ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale=locale)
    try:
        page = ctx.new_page()
        errors = watch_errors(page)
        page.goto(server.url + "/")
        page.wait_for_selector("#pace", timeout=TIMEOUT)
        options = page.locator("#pace option").all_inner_texts()
        assert options == {"en-US": ["fast", "normal", "slow"], "fr-FR": ["rapide", "normale", "lente"]}[locale]
        assert page.locator("#pace").input_value() == "normal"
        page.select_option("#pace", "slow")
        page.click("#create")
        page.wait_for_url(re.compile(r".*/games/[^/#]+#?.*"))
        game_id = page.url.split("/games/")[1].split("#")[0]
        assert api(server.url, "GET", f"/api/games/{game_id}")["pace"] == "slow"

        # the creator's table shows the pace as a choice; a spectator sees it as words
        page.wait_for_selector("#pace", timeout=TIMEOUT)
        assert page.locator("#pace").input_value() == "slow"
        watcher = watcher_ctx.new_page()
        watcher.goto(f"{server.url}/games/{game_id}")
        shown = watcher.wait_for_selector("#pace-shown", timeout=TIMEOUT)
        assert shown.inner_text().endswith({"en-US": "slow", "fr-FR": "lente"}[locale])
        page.select_option("#pace", "fast")
        watcher.wait_for_function("() => /(fast|rapide)$/.test(document.querySelector('#pace-shown').innerText)",
                                  timeout=TIMEOUT)
        assert api(server.url, "GET", f"/api/games/{game_id}")["pace"] == "fast"
        assert not errors, errors
    finally:
        ctx.close()
        watcher_ctx.close()
