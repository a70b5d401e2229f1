"""Pure text renderers of a view (the terminal game, the RL environments' ``render``): ``view -> str``.

Every function here reads a player's typed view (:meth:`ogallala.Game.view`, an
:class:`ogallala.view.View`) and returns text; none touches a game, a file or the terminal. Rows and
columns count from 0, as in the action texts; a river grid also shows its margins (row or column -1
and one past the edge) while the river may still grow that way, because placements there extend it.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .i18n import MessageError, card_forms, card_gender, message
from .i18n.words import event as event_message
from .i18n.words import word
from .rules.cards import CARD_IDS, KIND, display_name
from .view import ActionInfo, BoatView, Card, RiverView, View

Cell = Card | None
WIDTH = 100  # wrap long lists at this width

#: Short labels for the river grid (a row may hold up to 14 cards, so ids are too long to show).
SHORT: dict[str, str] = {
    "bow": "bow", "stern": "stern", "section": "sect", "bow-warrior": "bow+W", "stern-warrior": "strn+W",
    "warrior-1": "W1", "warrior-2": "W2", "warrior-3": "W3", "chief": "chief", "shaman": "shaman",
    "lasso": "lasso", "archer": "archer", "crazy-axe": "axe", "totem": "totem",
    "furs": "furs", "firewater": "firwtr", "tobacco": "tobac", "eagle": "eagle", "woman": "woman",
    "dynamite": "dynmt", "tipi": "tipi", "gunpowder": "powder", "tent": "tent", "rifles": "rifles",
    "cannon-left": "cannL", "cannon-right": "cannR", "soldier": "soldr",
    "bear-left": "bearL", "bear-right": "bearR", "bear-hunter": "bearH",
    "buffalo-left": "bufL", "buffalo-right": "bufR", "buffalo-hunter": "bufH",
    "wood-left": "woodL", "wood-right": "woodR", "lumberjack": "lumbr",
    "gold-left": "goldL", "gold-right": "goldR", "gold-digger": "diggr",
    "horse-left": "horsL", "horse-right": "horsR", "cowboy": "cowby",
}


# ---------------------------------------------------------------------------- small pieces


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def short_label(card: Card | str) -> str:
    """The grid label of a card (``chief`` -> ``chief``, ``warrior-3:red`` -> ``W3:r``)."""
    c = _card(card)
    label = SHORT.get(c.id, c.id[:6])
    return f"{label}:{c.tribe[0]}" if c.tribe else label


def card_name(card: Card | str, lang: str) -> str:
    """A card's display name in ``lang``, with its tribe when it has one."""
    c = _card(card)
    try:
        name = display_name(c.id, lang)
    except KeyError:
        name = c.id
    return f"{name} ({word(c.tribe, lang)})" if c.tribe in ("red", "black") else name


def card_form(card: Card | str, lang: str, case: str = "acc") -> str:
    """A card as a sentence names it, with its article: ``case`` "acc" (object) or "nom" (subject)."""
    c = _card(card)
    try:
        name = card_forms(c.id, lang)[case]
    except KeyError:
        name = c.id
    return f"{name} ({word(c.tribe, lang)})" if c.tribe in ("red", "black") else name


def card_list(cards: Iterable[Card | str] | Mapping[Card, int], lang: str) -> str:
    """Cards as ``name ×n`` in card-id order (cards, or counts by card)."""
    counts: Counter[Card] = Counter()
    if isinstance(cards, Mapping):
        for c, n in cards.items():
            counts[_card(c)] += n
    else:
        counts.update(_card(c) for c in cards)
    order = sorted(counts, key=lambda c: (KIND.get(c.id, 999), str(c)))
    return ", ".join(card_name(c, lang) + (f" ×{counts[c]}" if counts[c] > 1 else "") for c in order)


def seat_name(seat: int, me: int | None, lang: str) -> str:
    """The subject naming a seat: "You" for the person, "Seat 2" for others."""
    return word("you", lang) if seat == me else word("seat", lang, n=seat)


def _seat_obj(seat: int, me: int | None, lang: str) -> str:
    return word("you_obj", lang) if seat == me else word("seat_obj", lang, n=seat)


def _has(seat: int, me: int | None, lang: str) -> str:
    return word("has_you" if seat == me else "has_other", lang)


def _person(seat: int, me: int | None) -> str:
    """Who a sentence is about, for the messages to select on: ``you`` or ``other``."""
    return "you" if seat == me else "other"


def n_cards(n: int, lang: str) -> str:
    """``1 card`` / ``3 cards`` in ``lang``."""
    return word("card_1", lang) if n == 1 else word("cards_n", lang, n=n)


def _wrap(text: str, indent: str = "  ") -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  ") or [indent]


# ---------------------------------------------------------------------------- events


def render_event(event: dict[str, Any], me: int | None, lang: str, out_of_play: bool = False) -> str:
    """One engine event (``{"event": name, ...}``) as a sentence in ``lang``.

    ``out_of_play``: the edition has no discard pile (ASS), so a discarded card goes out of play.
    """
    name = str(event.get("event", "?"))
    seat = event.get("seat")
    who = seat_name(seat, me, lang) if isinstance(seat, int) and seat >= 0 else ""
    has = _has(seat, me, lang) if isinstance(seat, int) else ""
    params: dict[str, Any] = {"who": who, "has": has,
                              "person": _person(seat, me) if isinstance(seat, int) else "other"}
    for key in ("pile", "turn", "strength", "size"):
        if key in event:
            params[key] = event[key]
    if "card" in event:
        params["card"] = card_form(str(event["card"]), lang)
        params["card_subj"] = card_form(str(event["card"]), lang, "nom")
        params["gender"] = card_gender(str(event["card"]).split(":")[0], lang)
    if "cards" in event:
        params["cards"] = card_list(list(event["cards"]), lang) or "—"
        params["count"] = n_cards(len(event["cards"]), lang)
    if isinstance(event.get("target"), int):
        params["target"] = _seat_obj(event["target"], me, lang)
    key = name
    if name == "place":
        key = f"place:{event.get('source', 'draw')}"
    elif name == "shift":
        direction = str(event.get("direction", "right"))
        if direction in ("left", "right"):
            params["direction"] = word(direction, lang)
        else:
            key = "shift:moves"
    elif name == "axe":
        params["card_subj"] = card_form("crazy-axe", lang, "nom")
        if event.get("row", -1) < 0:
            key = "axe:none"
    elif name == "attack":
        targets = event.get("targets")
        if not isinstance(targets, list):  # one target, given flat
            targets = [{"seat": event.get("target"), "row": event.get("target_row"), "col": event.get("target_col"),
                        "cards": event.get("cards", [])}]
        params["boats"] = f" {word('and', lang)} ".join(
            word("conquered", lang, target=_seat_obj(t["seat"], me, lang), person=_person(t["seat"], me),
                 count=n_cards(len(t.get("cards", [])), lang),
                 cards=card_list(list(t.get("cards", [])), lang) or "—")
            for t in targets)
    elif name == "discard" and out_of_play:
        key = "discard:out"
    elif name == "refill":
        params["left"] = event.get("refills_left")
    elif name == "turn" and isinstance(seat, int):
        params["who"] = seat_name(seat, me, lang)
    try:
        return event_message(key, lang, **params)
    except MessageError:  # an unknown event, or one without a field its message names
        rest = ", ".join(f"{k}={v}" for k, v in event.items() if k != "event")
        return f"{name}: {rest}"


def render_events(events: list[dict[str, Any]], me: int | None, lang: str, out_of_play: bool = False) -> list[str]:
    """Events as lines; a turn change is a header line, everything else is indented under it."""
    out = []
    for ev in events:
        text = render_event(ev, me, lang, out_of_play)
        out.append(text if ev.get("event") == "turn" else "    " + text)
    return out


# ---------------------------------------------------------------------------- rivers


def render_grid(cells: Sequence[Sequence[Cell]], *, grow_rows: bool, grow_cols: bool,
                marks: set[tuple[int, int]] | None = None, indent: str = "    ") -> list[str]:
    """A river's cells (rows of cards, None for an empty cell) as a labelled grid; ``marks`` (row,
    column) show ``+``, margins appear while the river may grow."""
    marks = marks or set()
    h = len(cells)
    w = len(cells[0]) if cells else 0
    if not cells:
        if (0, 0) in marks:
            return [indent + "      0", indent + "  0   +"]
        return []
    rows = list(range(-1 if grow_rows else 0, h + 1 if grow_rows else h))
    cols = list(range(-1 if grow_cols else 0, w + 1 if grow_cols else w))

    def cell(r: int, c: int) -> str:
        if 0 <= r < h and 0 <= c < w:
            card = cells[r][c]
            if card is None:
                return "+" if (r, c) in marks else "."
            return short_label(card)
        return "+" if (r, c) in marks else ""

    grid = {(r, c): cell(r, c) for r in rows for c in cols}
    widths = {c: max(len(str(c)), *(len(grid[r, c]) for r in rows)) for c in cols}
    out = [indent + "    " + " ".join(str(c).ljust(widths[c]) for c in cols).rstrip()]
    for r in rows:
        line = " ".join(grid[r, c].ljust(widths[c]) for c in cols)
        out.append(indent + f"{r:>2}  " + line.rstrip())
    return out


def render_boats(river: RiverView, lang: str, indent: str = "    ") -> list[str]:
    """The river's boats of two or more cards (and every complete boat): where, size, strength, points."""
    out = []
    for b in river.boats:
        cards = [c for c in b.cells if c is not None]
        if len(cards) < 2 and not b.complete:
            continue
        parts = [word("boat", lang, row=b.row, col=b.start, n=n_cards(len(cards), lang), strength=b.strength)]
        if b.complete:
            parts.append(word("complete_pts", lang, points=b.points))
        if b.protected:
            parts.append(word("protected", lang))
        out.append(indent + ("✔ " if b.complete else "· ") + " · ".join(parts))
    return out


def render_river(view: View, seat: int, lang: str, marks: set[tuple[int, int]] | None = None) -> list[str]:
    """One seat's river: a header (score, complete boats), the grid and its boats."""
    river = view.rivers[seat]
    me = view.seat
    if seat == me:
        head = word("river_you", lang, score=river.score, boats=river.complete_boats)
    else:
        head = word("river_seat", lang, n=seat, score=river.score, boats=river.complete_boats)
    shape = view.river
    cells = river.rows
    h, w = river.height, river.width
    # The margins matter only while the person places a card in this river (marks are set then).
    grow = bool(marks) and shape.free_layout
    grid = render_grid(cells, grow_rows=grow and 0 < h < shape.rows, grow_cols=grow and 0 < w < shape.width,
                       marks=marks)
    out = [head]
    if not cells and not grid:
        out.append("    " + word("river_empty", lang))
    out += grid
    out += render_boats(river, lang)
    return out


# ---------------------------------------------------------------------------- piles and decision


def render_piles(view: View, lang: str) -> list[str]:
    """Draw pile sizes (and contents where known), the discard pile and the refills left."""
    piles = []
    known = []
    for p in view.piles:
        if p.size:
            piles.append(word("pile", lang, p=p.pile, n=p.size))
        else:
            piles.append(word("pile_empty", lang, p=p.pile))
        if p.known:
            known.append(word("known", lang, p=p.pile, cards=card_list(p.known, lang)))
    out = [f"{word('piles', lang)}: " + " · ".join(piles) + " · " + word("refills", lang, n=view.refills_left)]
    for k in known:
        out += _wrap(k)
    if view.out_of_play is not None:  # an edition without a discard pile (ASS)
        head = word("out_of_play", lang, n=len(view.out_of_play))
        out += _wrap(f"{head}: {card_list(view.out_of_play, lang) or word('empty', lang)}", "")
        return out
    head = word("discard", lang, n=view.discard_size)
    if not view.discard_size:
        out.append(f"{head}: {word('empty', lang)}")
    elif view.discard is None:
        out.append(f"{head}: {word('face_down', lang)}")
    else:
        out += _wrap(f"{head}: {card_list(view.discard, lang)}", "")
    return out


def _own_boat(view: View, r: int, c: int) -> BoatView | None:
    if view.seat is None:
        return None
    return view.rivers[view.seat].boat_at(r, c)


def describe_move(action: ActionInfo, view: View, lang: str) -> str:
    """A short explanation of one legal action in the current view ('' when its text says it all)."""
    verb = action.verb
    me = view.seat
    hand = view.decision.hand if view.decision else ()
    if verb == "draw" and action.pile is not None:
        pile = view.piles[action.pile - 1]
        if not pile.size:
            return word("m_draw_refill", lang, p=action.pile)
        return word("m_draw", lang, p=action.pile, n=pile.size)
    if verb in ("stop", "no-attack", "done", "end", "continue", "pass"):
        return word("m_" + verb.replace("-", "_"), lang)
    if verb == "discard":
        return word("m_discard", lang, card=card_name(hand[0], lang) if hand else "")
    if action.cell is None:
        return ""
    r, c = action.cell
    if verb == "shift" and action.direction is not None:
        return word("m_shift", lang, row=r, col=c, dir=word(action.direction, lang))
    if verb == "shift":  # a mat edition: the card goes to an empty cell, suite cards of the row move
        moves = ", ".join(f"{short_label(card)} → {word(way, lang)}" for card, way in action.moves)
        return word("m_moves", lang, row=r, col=c, moves=moves)
    s = action.seat
    if s is None:
        return ""
    if verb in ("lasso", "shoot", "hunt", "take"):
        card = view.rivers[s].rows[r][c]
        if card is None:
            return ""
        return word("m_shoot" if verb == "shoot" else "m_take", lang, card=card_name(card, lang),
                    seat=_seat_obj(s, me, lang))
    if verb == "attack":
        b = view.rivers[s].boat_at(r, c)
        if b is None:
            return ""
        cards = [x for x in b.cells if x is not None]
        return word("m_attack", lang, seat=_seat_obj(s, me, lang), row=r, col=c, strength=b.strength,
                    n=n_cards(len(cards), lang), cards=" ".join(short_label(x) for x in cards),
                    complete=word("m_complete", lang) if b.complete else "")
    if verb in ("sink", "attacker"):
        own = _own_boat(view, r, c)
        if own is not None:
            return word("m_own_boat", lang, row=r, col=c, strength=own.strength, points=own.points)
    return ""


def place_marks(view: View) -> set[tuple[int, int]]:
    """The cells of the person's river where a card of the pending decision may be placed."""
    dec = view.decision
    if dec is None or dec.seat != view.seat:
        return set()
    return {a.cell for a in dec.legal if a.verb == "place" and a.cell is not None}


def render_moves(view: View, lang: str) -> str:
    """The numbered legal moves of the pending decision, with what each does."""
    dec = view.decision
    if not dec:
        return ""
    lines = [word("moves", lang)]
    plain: list[str] = []  # a run of placements: many, and their text says it all; packed in columns

    def flush() -> None:
        if plain:
            width = max(len(p) for p in plain) + 2
            per_line = max(1, WIDTH // width)
            for k in range(0, len(plain), per_line):
                lines.append("".join(p.ljust(width) for p in plain[k : k + per_line]).rstrip())
            plain.clear()

    for i, action in enumerate(dec.legal, 1):
        text = action.text
        if action.verb == "place":
            plain.append(f"{i:>3}  {text}")
            continue
        flush()
        desc = describe_move(action, view, lang)
        lines.append(f"{i:>3}  {text:<24} {desc}".rstrip() if desc else f"{i:>3}  {text}")
    flush()
    return "\n".join(lines)


def render_decision(view: View, lang: str) -> str:
    """Who decides and what: the pending decision in words and the numbered moves."""
    dec = view.decision
    if not dec:
        return ""
    me = view.seat
    phase = dec.phase
    if dec.seat != me:
        return word("waits_for", lang, n=dec.seat, phase=phase)
    hand = dec.hand
    card = f"{card_form(hand[0], lang)} [{short_label(hand[0])}]" if hand else ""  # with its article
    params: dict[str, Any] = {"card": card, "cards": card_list(hand, lang),
                              "gender": card_gender(_card(hand[0]).id, lang) if hand else "other"}
    if phase == "attack" and dec.attacker:
        r, c = dec.attacker
        b = _own_boat(view, r, c)
        params.update(row=r, col=c, strength=b.strength if b else "?")
    if phase == "end" and me is not None:
        params["n"] = view.rivers[me].complete_boats
    key = "phase_" + phase
    if phase == "place":
        verbs = {a.verb for a in dec.legal}
        key += {(True, True): "", (False, True): "_noshift", (True, False): "_shift", (False, False): "_only"}[
            "shift" in verbs, "discard" in verbs]
    try:
        prompt = word(key, lang, **params)
    except KeyError:
        prompt = phase
    lines = [word("your_turn", lang) + " " + prompt]
    if hand and phase in ("loot",):
        lines.append(word("in_hand", lang, cards=card_list(hand, lang)))
    lines.append(render_moves(view, lang))
    example = dec.legal[0].text if dec.legal else "draw 1"
    lines.append(word("prompt_hint", lang, example=example))
    return "\n".join(lines)


# ---------------------------------------------------------------------------- the whole view


def _needs_others(view: View) -> bool:
    return view.decision is not None and view.decision.phase in (
        "lasso", "archer", "attack", "attacker", "hunt", "second", "take")


def render_view(view: View, lang: str = "en", *, since: int = 0, full: bool = True) -> str:
    """The whole table as a player sees it.

    ``since``: show the events from this index of ``view.events`` on (what happened since the
    person last looked). ``full=False`` leaves out the other seats' rivers and the discard pile
    unless the pending decision is about them (for the steps within the person's own turn).
    """
    me = view.seat
    out: list[str] = []
    title = word("title", lang, edition=view.edition_name, players=view.players, turn=view.turn)
    if view.variants:
        title += " · " + word("variants", lang, v=", ".join(view.variants))
    out.append("=" * 3 + " " + title + " " + "=" * max(3, 60 - len(title)))
    events = list(view.events or ())[since:]
    if events and events[-1].get("event") == "turn" and events[-1].get("seat") == me:
        events.pop()  # "your turn" is said below, with the decision
    if events:
        out.append(word("since", lang))
        out += ["  " + line for line in render_events(events, me, lang, view.out_of_play is not None)]
        out.append("")
    if full or _needs_others(view):
        out += render_piles(view, lang)
        out.append("")
        for river in view.rivers:
            if river.seat != me:
                out += render_river(view, river.seat, lang)
                out.append("")
    elif view.decision is not None and view.decision.phase in ("draw", "continue"):
        out += render_piles(view, lang)[:1]
        out.append("")
    if me is not None:
        marks = place_marks(view)
        out += render_river(view, me, lang, marks)
        if marks and view.rivers[me].rows:
            out.append("    " + word("marks" if view.river.free_layout else "marks_mat", lang))
        out.append("")
    scores = " · ".join(f"{seat_name(i, me, lang)} {s}" for i, s in enumerate(view.scores))
    out.append(f"{word('scores', lang)}: {scores}")
    if view.over:
        out.append("")
        out.append(render_result(view, lang))
    elif view.decision:
        out.append("")
        out.append(render_decision(view, lang))
    return "\n".join(out) + "\n"


def render_result(view: View, lang: str = "en") -> str:
    """How the game ended, the final scores and the winners."""
    res = view.outcome
    if not res:
        return ""
    me = view.seat
    lines = [f"*** {word('game_over', lang)} ***"]
    ender = res.ended_by
    reason = res.termination.value
    who = seat_name(ender, me, lang) if isinstance(ender, int) else ""
    has = _has(ender, me, lang) if isinstance(ender, int) else ""
    try:
        lines.append(word("reason_" + reason, lang, who=who, has=has,
                          person=_person(ender, me) if isinstance(ender, int) else "other"))
    except KeyError:
        lines.append(reason)
    lines.append(word("final_scores", lang))
    winners = list(res.winners)
    for i, s in enumerate(res.scores):
        mark = "  ★" if i in winners else ""
        lines.append("  " + word("score_line", lang, who=seat_name(i, me, lang), score=s) + mark)
    others = [seat_name(w, me, lang) for w in winners if w != me]
    if me in winners and not others:
        lines.append(word("you_win", lang))
    elif me in winners:
        lines.append(word("you_share", lang, others=f" {word('and', lang)} ".join(others)))
    else:
        lines.append(word("others_win", lang, who=f" {word('and', lang)} ".join(others)))
    return "\n".join(lines)


def render_help(view: View, lang: str = "en") -> str:
    """The action texts explained, then the pending decision and its moves."""
    text = message(lang, "help")
    dec = render_decision(view, lang)
    return text + ("\n\n" + dec if dec else "") + "\n"


def render_legend(lang: str = "en", cards: list[str] | None = None) -> str:
    """The grid's short labels with the cards' names (every card id, or just ``cards``)."""
    ids = cards if cards is not None else [c for c in CARD_IDS[1:] if c in SHORT]
    items = [f"{SHORT.get(c, c[:6]):<7}{card_name(c, lang)}" for c in ids]
    width = max(len(i) for i in items) + 3
    per_line = max(1, WIDTH // width)
    lines = [message(lang, "legend_title")]
    for k in range(0, len(items), per_line):
        lines.append("  " + "".join(i.ljust(width) for i in items[k : k + per_line]).rstrip())
    return "\n".join(lines) + "\n"
