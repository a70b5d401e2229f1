"""Writes what the browser client's unit tests (``*.test.mjs`` beside this file) read: views of seeded
games as the engine writes them, with the table's seats as the server adds them, the story each action
told, real refusals, and the English word catalogue as the server serves it.

    python tests/web/js/views.py FOLDER

``tests/web/test_client_js.py`` runs it into a temporary folder and then ``node --test`` on the tests.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import ogallala
from ogallala.rules.errors import IllegalActionError

#: (edition, players, seed): a game of each edition, 2 to 4 players
GAMES = (("amigo", 3, 1), ("ass", 2, 2), ("pelikan", 4, 3), ("amigo", 2, 4))
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")


def _cards(view: dict[str, Any], seat: int) -> Counter[str]:
    return Counter(x for row in view["rivers"][seat]["rows"] for x in row if x)


def game_steps(edition: str, players: int, seed: int) -> dict[str, Any]:
    """One seeded random game: the spectator's view after every action (with the events that action
    made and the seats' names), each seat's river cards gained and lost by it, and a few refusals."""
    game = ogallala.new_game(edition, players=players, seed=seed)
    rng = random.Random(seed)
    seats = [{"seat": i, "kind": "human", "name": NAMES[i], "level": None, "connected": True}
             for i in range(players)]
    steps: list[dict[str, Any]] = []
    refusals: list[dict[str, Any]] = []
    before: dict[str, Any] | None = None
    last_mark = 0
    while True:
        mark = game.event_count
        view = game.view_json(None, events=False)
        view["seats"] = seats
        step: dict[str, Any] = {"view": view, "events": []}
        if before is not None:
            step["events"] = game.events_since(last_mark)
            step["story"] = [{"gained": dict(_cards(view, s) - _cards(before, s)),
                              "lost": sorted((_cards(before, s) - _cards(view, s)).elements())}
                             for s in range(players)]
        steps.append(step)
        if game.is_over():
            break
        if len(refusals) < 6 and rng.random() < 0.1:
            legal = set(game.legal_codes())
            for text in ("stop", "draw 1", "end", "place chief 0 0", "attack 1 0 0"):
                try:
                    code = ogallala.parse_action(text).code
                except ogallala.NotationError:
                    continue
                if code not in legal:
                    try:
                        game.apply(text)
                    except IllegalActionError as e:
                        refusals.append({"message": str(e), "reason": e.reason, "params": e.params or {}})
                    break
        before, last_mark = view, mark
        game.apply(rng.choice(game.legal_actions()))
    return {"edition": edition, "players": players, "seed": seed, "steps": steps, "refusals": refusals}


def catalogue_json() -> str:
    """The English catalogue as ``/i18n/en.json`` serves it."""
    from ogallala.i18n import catalogue
    from ogallala.web.client import card_info, deck_counts

    return json.dumps(catalogue("en") | {"card_info": card_info(), "decks": deck_counts()}, ensure_ascii=False)


def texts_json() -> str:
    """The English messages as plain text, their variables shown as ``{name}`` (for the tests' checks)."""
    from ogallala.i18n import texts

    return json.dumps(texts("en"), ensure_ascii=False)


def write(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "games.json").write_text(json.dumps([game_steps(*g) for g in GAMES]), encoding="utf-8")
    (folder / "en.json").write_text(catalogue_json(), encoding="utf-8")
    (folder / "texts.json").write_text(texts_json(), encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    write(Path(sys.argv[1]))
