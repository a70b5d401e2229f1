"""Keyboard alone, hot seat, languages and a dropped connection, in a real browser."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import ogallala
from ogallala.i18n import table
from web.browser.browsertools import (
    TIMEOUT,
    after_move,
    api,
    click_one_move,
    create,
    my_turn_or_over,
    seat_url,
    watch_errors,
)

PLAYABLE = ".cell.target, .pile.target, #decision .act"


def late_position(cards_left: int = 12) -> str:
    """An AMIGO position near the end (no refill left, few cards in the piles), seat 0 to draw."""
    for seed in range(100):
        game = ogallala.new_game("amigo", players=3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            view = game.view(None, events=False)
            if (game.current_seat == 0 and game.phase == "draw" and view.refills_left == 0
                    and sum(p.size for p in view.piles) <= cards_left):
                return game.position()
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no seeded game came near its end with seat 0 to draw")


def test_a_game_to_its_end_by_keyboard_alone(server: Any, context: Any) -> None:
    game = create(server.url, position=late_position())
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector(".river")
    moves = 0
    while my_turn_or_over(page) == "turn":
        seq = page.evaluate("() => document.querySelector('.game').dataset.seq")
        for _ in range(500):
            page.keyboard.press("Tab")
            if page.evaluate(f"() => document.activeElement.matches({PLAYABLE!r})"):
                break
        else:
            raise AssertionError("Tab never reached a playable cell, pile or button")
        page.keyboard.press("Enter")
        if page.locator(".menu").count():
            page.keyboard.press("Enter")  # the menu's first choice has the focus
        after_move(page, int(seq))
        moves += 1
        assert moves < 300
    assert api(server.url, "GET", f"/api/games/{game['id']}")["over"]
    assert moves >= 3
    assert errors == []


def test_hot_seat_two_people_on_one_device(server: Any, context: Any) -> None:
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.fill("#name", "Ann")
    page.locator(".seat-kind").nth(1).select_option("human")
    page.locator(".seat-name").first.fill("Bob")
    page.locator(".seat-level").first.select_option("easy")
    page.check("#hotseat")
    page.click("#create")
    page.wait_for_url(re.compile(r".*/games/[^/]+$"))
    game_id = page.url.split("/games/")[1]
    page.wait_for_selector(".status-pill.hot", timeout=TIMEOUT)  # the table is drawn once its view arrives
    assert page.locator(".status-pill.hot").count() == 1
    random.Random(2)
    deciders: set[int] = set()
    for _ in range(200):
        page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
        if page.locator("#pass-device[open]").count():  # whose turn, by name, until that person confirms
            page.click("#pass-ok")
        view = api(server.url, "GET", f"/api/games/{game_id}")
        deciders.add(view["decision"]["seat"])
        if deciders >= {0, 1}:
            break
        # The deciding seat's river is drawn first and marked.
        assert page.locator(".river").first.get_attribute("data-seat") == str(view["decision"]["seat"])
        stop = page.locator('#decision .act[data-action="stop"]')
        (stop if stop.count() else page.locator(PLAYABLE).first).click()
        if page.locator(".menu [data-action]").count():
            page.locator(".menu [data-action]").first.click()
        after_move(page, view["seq"])
    assert deciders >= {0, 1}
    seats = api(server.url, "GET", f"/api/games/{game_id}")["seats"]
    assert [s["kind"] for s in seats] == ["human", "human", "bot"]
    assert errors == []


def _draw_then_place(seed: int) -> bool:
    game = ogallala.new_game("amigo", players=3, seed=seed)
    game.apply("draw 1")
    return game.phase == "place"


def test_switch_the_language(server: Any, context: Any) -> None:
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    assert page.locator("#create").inner_text() == "Create the table"
    page.select_option("#lang", "de")
    page.wait_for_function("() => document.querySelector('#create').textContent === 'Tisch anlegen'")
    assert page.evaluate("() => document.documentElement.lang") == "de"
    seed = next(s for s in range(100) if _draw_then_place(s))
    game = create(server.url, seed=seed)
    page.goto(seat_url(server.url, game, 0))  # the choice is remembered
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    ui = table("ui")
    assert page.locator("#decision h2").inner_text() == ui["your_turn"]["de"] == "Du bist am Zug."
    assert page.locator("#decision .prompt").inner_text() == ui["phase_draw"]["de"]
    for lang in ["nl", "fr", "en"]:
        page.select_option("#lang", lang)
        page.wait_for_function("() => document.querySelector('#decision h2').textContent === "
                               f"{ui['your_turn'][lang]!r}")
        assert page.locator("#decision .prompt").inner_text() == ui["phase_draw"][lang]
    page.locator('.pile.target[data-key="pile:1"]').click()
    page.wait_for_selector(".hand .card")
    card = page.locator(".hand .card").first.get_attribute("data-card")
    page.select_option("#lang", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    label = page.locator(".hand .card").first.get_attribute("aria-label")
    assert label == ogallala.display_name(card.split(":")[0], "fr")
    assert errors == []
    # The rules summary of the table's edition, in the page's language, in a dialog.
    page.click("#rules-btn")
    page.wait_for_selector("#rules-dialog[open]")
    fragment = Path(ogallala.__file__).parent / "web" / "client" / "static" / "rules" / "amigo.fr.html"
    if fragment.exists():
        page.wait_for_selector("#rules-dialog .rules-body section h2")
    else:  # the summaries are not there: the dialog says so
        page.wait_for_selector("#rules-dialog .rules-body p")
        assert page.locator("#rules-dialog .rules-body").inner_text() == table("web")["rules_missing"]["fr"]
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-dialog:not([open])", state="attached")


def test_the_page_recovers_from_a_dropped_websocket(server: Any, context: Any) -> None:
    page = context.new_page()
    routes: list[Any] = []

    def through(ws: Any) -> None:
        ws.connect_to_server()
        routes.append(ws)

    page.route_web_socket(re.compile(r".*/ws/games/.*"), through)
    game = create(server.url)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    assert len(routes) == 1
    routes[0].close()
    page.wait_for_selector(".link-banner.lost", timeout=TIMEOUT)
    assert "reconnecting" in page.locator(".link-banner").inner_text()
    page.wait_for_selector(".link-banner.open", state="attached", timeout=TIMEOUT)
    assert len(routes) == 2
    assert page.locator(".link-banner").is_hidden()
    # Play on until the bots have moved: their moves reach the page through the new connection.
    rng = random.Random(3)
    for _ in range(50):
        if page.locator("#decision.my-turn").count() == 0:
            break
        seq = page.evaluate("() => document.querySelector('.game').dataset.seq")
        click_one_move(page, rng)
        after_move(page, int(seq))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    assert page.locator(".log-list li.turn-line").count() >= 3  # the bots' turns came through


def test_hint_unseen_cards_and_refusals_in_the_players_language(server: Any, context: Any) -> None:
    game = create(server.url, position=late_position(cards_left=30))
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    # The hint: the server's suggestion, said in words and marked on the table.
    page.click("#decision [data-key=hint]")
    page.wait_for_selector("#decision .hint-text", timeout=TIMEOUT)
    marked = page.locator(".hinted").evaluate_all(
        "els => els.flatMap(e => (e.dataset.actions || e.dataset.action).split('|'))")
    legal = {a["text"] for a in api(server.url, "GET", f"/api/games/{game['id']}")["decision"]["legal_actions"]}
    assert marked and set(marked) <= legal
    # Cards not yet seen: the deck minus every card in sight.
    view = api(server.url, "GET", f"/api/games/{game['id']}")
    seen = sum(1 for r in view["rivers"] for row in r["text"].split(" / ") for x in row.split() if x != ".")
    seen += len(view["discard"] or []) + len(view["decision"]["hand"])
    seen += sum(sum((p["known"] or {}).values()) for p in view["piles"])
    summary = page.locator(".unseen summary").inner_text()
    assert summary == table("web")["unseen"]["en"].format(n=view["deck_size"] - seen)
    # A refusal is worded from its reason code and parameters, in the page's language.
    page.select_option("#lang", "de")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    text = page.evaluate("""async () => (await import('/static/words.js')).refusalText(
        {reason: 'cell_taken', params: {row: 1, col: 4}, message: 'illegal action'})""")
    assert text == table("reasons")["cell_taken"]["de"].format(row=1, col=4) == "Reihe 1, Spalte 4 ist belegt."
    assert errors == []


def test_join_an_open_seat_from_the_lobby(server: Any, context: Any) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "open"}, {"kind": "bot", "level": "easy"}]
    game = create(server.url, seats=seats)
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    join = page.locator(f'#list-open ~ ul a[href="/games/{game["id"]}"]', has_text="Join")
    join.wait_for(timeout=TIMEOUT)
    join.click()
    page.wait_for_selector("#claim-name", timeout=TIMEOUT)
    page.fill("#claim-name", "Bea")
    page.click("text=Take seat 2")  # seat 1 counted from 0: people count from 1
    page.wait_for_function("() => !document.querySelector('#claim-name')", timeout=TIMEOUT)
    view = api(server.url, "GET", f"/api/games/{game['id']}")
    assert view["status"] == "running"
    assert (view["seats"][1]["kind"], view["seats"][1]["name"]) == ("human", "Bea")
    # a label, marked; the page shows the name once the view with it has come (a full run read it a moment early)
    page.wait_for_function("() => document.querySelector(\".river[data-seat='1'] .river-head strong\")?.innerText"
                           " === 'Bea (you)'", timeout=TIMEOUT)
    assert errors == []
