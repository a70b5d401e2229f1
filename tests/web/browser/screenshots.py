"""Take the README's screenshots with the browser tests' code: the lobby, a table (wide and phone
size), a raid marked on the table, a lesson of the guided first game and the end screen, into
docs/screenshots/. Run by ``bash scripts/screenshots``."""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

import ogallala
from web.browser.browsertools import ARGS, CHROMIUM, TIMEOUT, Server, create, seat_url, stored_positions

OUT = Path(__file__).resolve().parents[3] / "docs" / "screenshots"


def mid_game(seed: int = 4, decisions: int = 150) -> ogallala.Game:
    """A 3-player AMIGO game some way in, seat 0 to draw: rivers with boats, some complete."""
    game = ogallala.new_game("amigo", players=3, seed=seed)
    rng = random.Random(seed)
    while game.action_count < decisions or not (game.current_seat == 0 and game.phase == "draw"):
        legal = game.legal_actions()
        # Keep turns going (draw again rather than stop) so that boats grow.
        game.apply(next((a for a in legal if str(a).startswith(("place", "attack"))), rng.choice(legal)))
    return game


def finished(seed: int = 4) -> dict[str, object]:
    game = ogallala.new_game("amigo", players=3, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        legal = game.legal_actions()
        game.apply(next((a for a in legal if str(a).startswith(("place", "attack"))), rng.choice(legal)))
    return game.record()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp), bot_delay=0.3)
        server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                wide = browser.new_context(viewport={"width": 1400, "height": 900}, locale="en-US",
                                           reduced_motion="reduce")
                page = wide.new_page()
                page.goto(server.url + "/")
                page.wait_for_selector("#create")
                page.fill("#name", "Ann")
                page.screenshot(path=OUT / "lobby.png")
                seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "medium"},
                         {"kind": "bot", "level": "hard"}]
                game = create(server.url, seats=seats, position=mid_game().position())
                page.goto(seat_url(server.url, game, 0))
                page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
                page.locator('.pile.target[data-key="pile:2"]').click()
                page.wait_for_selector(".hand .card", timeout=TIMEOUT)
                page.screenshot(path=OUT / "table-wide.png")
                phone = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                                            locale="en-US", reduced_motion="reduce", is_mobile=True, has_touch=True)
                mobile = phone.new_page()
                mobile.goto(seat_url(server.url, game, 0))
                mobile.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
                mobile.screenshot(path=OUT / "table-phone.png", full_page=True)
                # the story of a move: a raid, its cards marked and the raided river saying what it lost
                raid = create(server.url, seats=seats, position=stored_positions()["amigo"]["attack"])
                page.goto(seat_url(server.url, raid, 0))
                page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
                page.locator(".cell.target").first.click()
                page.wait_for_selector(".story.lost", timeout=TIMEOUT)
                page.screenshot(path=OUT / "raid.png")
                # the guided first game: a lesson with a wrong move explained
                page.goto(server.url + "/tutorial")
                page.locator("#tutorial-start").click()
                page.wait_for_selector("#tutorial-step", timeout=TIMEOUT)
                page.locator("#tutorial-next, #tutorial-do").first.wait_for(timeout=TIMEOUT)
                page.wait_for_selector(".game[data-seq] #decision.my-turn", timeout=TIMEOUT)
                page.locator(".cell:not(.target)").first.click()
                page.wait_for_selector("#tutorial-feedback", timeout=TIMEOUT)
                page.keyboard.press("Escape")  # the card's zoom, which the click opened, closes
                page.mouse.move(700, 120)
                page.screenshot(path=OUT / "tutorial.png")
                over = create(server.url, seats=seats, record=finished())
                page.goto(seat_url(server.url, over, 0))
                page.wait_for_selector("section.end", timeout=TIMEOUT)
                page.screenshot(path=OUT / "end.png")
                browser.close()
        finally:
            server.stop()
    for name in ["lobby", "table-wide", "table-phone", "raid", "tutorial", "end"]:
        print(OUT / f"{name}.png")


if __name__ == "__main__":
    sys.exit(main())
