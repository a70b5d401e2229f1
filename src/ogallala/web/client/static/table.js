// The table: every river on its grid, the piles, the discard pile, the decision and the log.
// Playing is clicking (or Enter on a focused cell, or dropping the drawn card): only cells and
// piles that carry a legal action accept it.
import { h, clear, cardAt, cardId, announce, reducedMotion } from "./util.js";
import { t, cardName, cardList } from "./i18n.js";
import { cardEl, cardBack } from "./cards.js";
import { reanchorZoom, hideZoom } from "./zoom.js";
import { eventText, refusalText, describe, prompt, ruleLine, seatName, seatLabel, seatObj, shownName, whereOf, nCards, duration } from "./words.js";
import { ratingBadge } from "./players.js";

// The cells a legal move acts on, as [row, col] in its river's frame (move.seat): a boat's every
// cell for a boat move, the one target cell otherwise; [] for a move with no place on the table.
export function cellsOf(move) {
  if (move.seat === undefined || move.seat === null || !move.cell) return [];
  return move.boat || [move.cell];
}

// Where each legal move acts, as a map from target to the moves it takes (chessground's dests):
// "pile:P", "cell:S:R:C", or "button" for a move with no place on the table.
export function targetsOf(moves) {
  const map = new Map();
  const add = (key, m) => { if (!map.has(key)) map.set(key, []); map.get(key).push(m); };
  for (const m of moves) {
    const cells = cellsOf(m);
    if (m.pile !== undefined && m.pile !== null) add(`pile:${m.pile}`, m);
    else if (cells.length) for (const [r, c] of cells) add(`cell:${m.seat}:${r}:${c}`, m);
    else add("button", m);
  }
  return map;
}

// The frame of a river to draw: its rows plus every cell a move targets in it (AMIGO grows at the edges).
function frameOf(rows, seat, moves) {
  let r0 = 0, c0 = 0;
  let r1 = rows.length - 1;
  let c1 = rows.length ? rows[0].length - 1 : -1;
  for (const m of moves) {
    if (m.seat !== seat) continue;
    for (const [r, c] of cellsOf(m)) {
      r0 = Math.min(r0, r); r1 = Math.max(r1, r);
      c0 = Math.min(c0, c); c1 = Math.max(c1, c);
    }
  }
  if (r1 < r0) r1 = r0;
  if (c1 < c0) c1 = c0;
  return { r0, r1, c0, c1 };
}

// The story of the last action: per river, the cards it gained and the cards it lost between the
// view before that action and this one, matched by card (a river that grows to the left or up moves
// every coordinate, so positions cannot tell). Cards that went from one river to another say where.
export function storyOf(prev, view) {
  const count = (rows) => {
    const m = new Map();
    for (const row of rows) for (const x of row) if (x) m.set(x, (m.get(x) || 0) + 1);
    return m;
  };
  const story = view.rivers.map(() => ({ gained: new Map(), lost: [] }));
  view.rivers.forEach((river, s) => {
    const before = count(prev.rivers[s] ? prev.rivers[s].rows : []);
    const after = count(river.rows);
    for (const [x, n] of after) if (n > (before.get(x) || 0)) story[s].gained.set(x, n - (before.get(x) || 0));
    for (const [x, n] of before) for (let k = after.get(x) || 0; k < n; k++) story[s].lost.push(x);
  });
  return story;
}

const texts = (moves) => moves.map((m) => m.text);
const hasText = (moves, text) => Boolean(text) && moves.some((m) => m.text === text);

export class Table {
  // opts: {view, me (seat or null), tokensFor(seat) -> token|null, act(text, seat), hint(), readOnly,
  //        ratingOf(seat) -> {rating, provisional}|undefined, hotSeat (this device holds several seats:
  //        every seat is named, me is null)}.
  // A view is wire version 2: rivers carry their rows, legal moves their decoded parts.
  constructor(root, opts) {
    this.root = root;
    this.opts = opts;
    this.prev = null;
    this.selectedCard = null;
    this.hintAction = null;
    this.note = null; // a word on a click that took no move, until the next render of a new view
    // a click on a place that takes no move now is answered (a lesson answers it in its own words)
    root.addEventListener("click", (e) => {
      const el = e.target.closest(".cell, .pile");
      if (!el || el.classList.contains("target") || this.opts.lesson || !this.prev || !this.myMoves(this.prev).length) return;
      this.note = t("web.no_move_here");
      // said in place (no redraw: a tap on a card that is no target also shows the card's zoom)
      const box = this.root.querySelector("#decision");
      if (box && !box.querySelector("#no-move-note")) box.append(h("p", { class: "note", id: "no-move-note" }, this.note));
      announce(this.note);
    });
  }

  deciderIsMine(view) {
    return Boolean(view.decision && view.status !== "open" && !view.over && this.opts.tokensFor(view.decision.seat));
  }

  // The legal moves this browser may play now (decoded, as view.decision.legal_actions has them).
  // The seat whose label reads "(you)": the reader's own; in the replay (which tells in the third person)
  // the seat this browser held, when it held one.
  marked() {
    return this.opts.me ?? this.opts.mark ?? null;
  }

  myMoves(view) {
    if (this.opts.readOnly || !this.deciderIsMine(view)) return [];
    return view.decision.legal_actions;
  }

  // ``before``: the view just before this one's last action, where the caller knows it (the replay, which
  // may jump): the story then tells of that action alone, not of the difference to the view shown last.
  render(view, before) {
    const shown = this.prev && this.prev.id === view.id ? this.prev : null;
    if (!shown || shown.seq !== view.seq) this.note = null;
    const prev = before === undefined ? shown : before;
    // A new turn (another seat deciding) or the game's end: a card's zoom from before goes.
    const seatOf = (v) => (v.decision ? v.decision.seat : null);
    const turned = !shown || shown.turn !== view.turn || seatOf(shown) !== seatOf(view) || view.over;
    this.prev = view;
    // The last action's cards stay marked until the next action of anyone; they animate once.
    const fresh = Boolean(prev && prev.seq !== view.seq);
    if (fresh) this.story = { seq: view.seq, rivers: storyOf(prev, view), before: prev };
    else if (this.story && this.story.seq !== view.seq) this.story = null;
    this.animate = fresh;
    let actions = this.myMoves(view);
    const dec = view.decision;
    // Loot: several cards in hand; the chosen one filters the placements.
    const placeCards = [...new Set(actions.filter((a) => a.verb === "place").map((a) => a.card))];
    if (placeCards.length > 1) {
      if (!placeCards.includes(this.selectedCard)) this.selectedCard = placeCards[0];
      actions = actions.filter((a) => a.verb !== "place" || a.card === this.selectedCard);
    } else this.selectedCard = null;
    const targets = targetsOf(actions);
    this.targets = targets;
    const focusKey = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;

    const me = this.opts.me;
    const order = [...view.rivers.keys()];
    const first = dec && this.opts.tokensFor(dec.seat) ? dec.seat : me;
    if (first !== null && first !== undefined) order.sort((a, b) => (a === first ? -1 : b === first ? 1 : a - b));

    // four rivers or more: the others' rivers smaller, two side by side, under the first (wide screens)
    const rivers = h("section", { class: ["rivers", order.length >= 4 ? "many" : ""], "aria-label": t("web.rivers") },
      order.map((s) => this.riverEl(view, prev, s, actions, targets)));
    const side = h("aside", { class: "side" },
      this.decisionEl(view, actions, targets),
      this.pilesEl(view, targets),
      this.opts.logEl || "", // the game's log, beside the rivers on a wide screen (kept across renders)
      this.opts.chatEl || "", // the table's chat (kept across renders too: what is being written stays)
      this.discardEl(view),
      this.unseenEl(view),
      legendEl());
    const kept = this.opts.logEl ? this.opts.logEl.querySelector(".log-list") : null;
    const scrolled = kept ? kept.scrollTop : 0;
    const chatList = this.opts.chatEl ? this.opts.chatEl.querySelector(".chat-list") : null;
    const chatScrolled = chatList ? chatList.scrollTop : 0;
    clear(this.root).append(h("div", { class: "table-grid", dataset: { edition: view.edition } }, rivers, side));
    if (kept) kept.scrollTop = scrolled; // the log moved with its side column: it keeps its place
    if (chatList) chatList.scrollTop = chatScrolled;
    if (focusKey) {
      const again = this.root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again) again.focus();
    }
    if (turned) hideZoom(); else reanchorZoom(this.root);
    // A new decision whose targets lie out of sight (another seat's river, further down): show them.
    if (actions.length && this.shownSeq !== view.seq) {
      this.shownSeq = view.seq;
      this.reveal();
    }
    this.edges();
  }

  // The targets of a new decision in sight, below the decision where that stays on the screen (phones):
  // where they all lie in one river (placing a card) that whole river, every row of it, when it fits;
  // the piles to draw from; else the first target cell.
  reveal() {
    const cells = [...this.root.querySelectorAll(".cell.target")];
    const pile = this.root.querySelector(".pile.target");
    const first = cells[0] || pile;
    if (!first) return;
    const dec = this.root.querySelector("#decision");
    const sticky = dec && getComputedStyle(dec).position === "sticky";
    const below = sticky ? dec.offsetHeight : 0; // the decision's bottom once it sticks at the top
    const behavior = reducedMotion() ? "auto" : "smooth";
    const river = first.closest(".river");
    const region = !cells.length ? first.closest(".pile-row")
      : cells.every((c) => c.closest(".river") === river) ? river.querySelector(".grid-wrap") : null;
    const room = window.innerHeight - below - 8;
    if (region && region.getBoundingClientRect().height <= room) {
      const g = region.getBoundingClientRect();
      const top = sticky ? Math.max(below, dec.getBoundingClientRect().bottom) : 0;
      if (g.top < top || g.bottom > window.innerHeight) window.scrollBy({ top: g.top - below - 8, behavior });
      if (cells.length) { // the first target cell within its river's own sideways scroll
        const wrap = region.getBoundingClientRect(), r = first.getBoundingClientRect();
        if (r.left < wrap.left || r.right > wrap.right) region.scrollBy({ left: r.left - wrap.left - (wrap.width - r.width) / 2, behavior });
      }
      return;
    }
    // out of the window, under the decision where it stays on screen (phones), or off its river's own scroll
    const r = first.getBoundingClientRect();
    const top = sticky ? dec.getBoundingClientRect().bottom : 0;
    const wrap = (first.closest(".grid-wrap") || first.parentElement).getBoundingClientRect();
    if (r.bottom > window.innerHeight || r.top < top || r.left < wrap.left || r.right > wrap.right) {
      first.scrollIntoView({ block: sticky ? "end" : "center", inline: "center", behavior });
    }
  }

  // Each river that scrolls sideways says so: a shade at the edge beyond which more of it lies.
  edges() {
    for (const wrap of this.root.querySelectorAll(".grid-wrap")) edgeMarks(wrap);
  }

  riverEl(view, prev, s, actions, targets) {
    const river = view.rivers[s];
    const prevRows = this.story && this.story.before.rivers[s] ? this.story.before.rivers[s].rows : null;
    const story = this.story ? this.story.rivers[s] : null;
    const gained = new Map(story ? story.gained : []); // each gained card marks one cell
    const changed = new Set();
    if (gained.size) {
      // where a card of the kind gained lies on a cell that held something else before (else its first)
      const cellsOfCard = new Map();
      river.rows.forEach((row, r) => row.forEach((x, c) => { if (gained.has(x)) { if (!cellsOfCard.has(x)) cellsOfCard.set(x, []); cellsOfCard.get(x).push([r, c]); } }));
      for (const [x, n] of gained) {
        const cells = cellsOfCard.get(x) || [];
        const news = cells.filter(([r, c]) => !prevRows || cardAt(prevRows, r, c) !== x);
        for (const [r, c] of [...news, ...cells.filter((p) => !news.includes(p))].slice(0, n)) changed.add(`${r}:${c}`);
      }
    }
    const f = frameOf(river.rows, s, actions);
    const dec = view.decision;
    const deciding = dec && dec.seat === s;
    const boatAt = new Map();
    for (const b of river.boats) {
      b.cells.forEach((_, k) => boatAt.set(`${b.row}:${b.start + k}`, { b, k }));
    }
    const grid = h("div", { class: "grid", role: "grid", "aria-label": t("web.river_of", { who: seatName(view, s, this.opts.me) }),
      style: `--cols:${f.c1 - f.c0 + 1}`, onkeydown: gridKeys });
    for (let r = f.r0; r <= f.r1; r++) {
      const row = h("div", { class: "row", role: "row" });
      for (let c = f.c0; c <= f.c1; c++) {
        const tok = cardAt(river.rows, r, c);
        const key = `cell:${s}:${r}:${c}`;
        const acts = targets.get(key) || [];
        const at = boatAt.get(`${r}:${c}`);
        const cls = ["cell"];
        if (at) {
          cls.push("in-boat");
          if (at.k === 0) cls.push("boat-first");
          if (at.k === at.b.cells.length - 1) cls.push("boat-last");
          if (at.b.complete) cls.push("complete");
          if (at.b.protected) cls.push("protected");
        }
        if (tok && changed.has(`${r}:${c}`)) cls.push("changed", this.animate ? "arrive" : "");
        if (hasText(acts, this.hintAction)) cls.push("hinted");
        const what = tok ? cardName(tok) : `${t("web.empty_cell")}, ${whereOf(river.rows, r, c)}`;
        let el;
        if (acts.length) {
          cls.push("target");
          const label = `${what}. ${acts.length === 1 ? describe(acts[0], view, this.opts.me) : t("web.n_choices", { n: acts.length })}`;
          el = h("button", { class: cls, role: "gridcell", "aria-label": label, title: label, dataset: { key, actions: texts(acts).join("|") },
            onclick: (e) => this.choose(acts, e.currentTarget, view),
            ondragover: (e) => { e.preventDefault(); e.currentTarget.classList.add("drop"); },
            ondragleave: (e) => e.currentTarget.classList.remove("drop"),
            ondrop: (e) => { e.preventDefault(); this.choose(acts, e.currentTarget, view); } });
        } else {
          el = h("div", { class: cls, role: "gridcell", "aria-label": what, tabindex: "-1", dataset: { key } });
        }
        if (tok) el.dataset.card = tok;
        if (tok) el.append(cardEl(tok, cardName(tok)));
        if (at && at.k === 0) {
          const b = at.b;
          el.append(h("span", { class: "boat-badge", "aria-hidden": "true" },
            `⚔${b.strength}`, b.complete ? ` ✓${b.points}` : "", b.protected ? " ▲" : ""));
          el.lastChild.title = [`⚔ ${t("web.legend_strength")}`, b.complete ? `✓ ${t("web.legend_points")}` : "",
            b.protected ? `▲ ${t("web.legend_protected")}` : ""].filter(Boolean).join("\n");
        }
        row.append(el);
      }
      grid.append(row);
    }
    const seatInfo = view.seats ? view.seats[s] : null;
    // a bot's level is told once: by its default name ("hard bot 2"), or beside a name of its own
    const kind = seatInfo && shownName(seatInfo) === seatInfo.name ? (seatInfo.kind === "bot" ? t("web.bot_level", { level: t("web.level_" + seatInfo.level) }) : seatInfo.kind === "remote-bot" ? t("web.remote_bot") : "") : "";
    const boats = river.boats.filter((b) => b.cells.some(Boolean));
    return h("article", { class: ["river", deciding ? "deciding" : "", s === this.opts.me ? "mine" : ""], "aria-label": seatLabel(view, s, this.marked()), dataset: { seat: s } },
      h("header", { class: "river-head" },
        h("span", { class: "seat-dot", style: `--seat:var(--seat-${s})`, "aria-hidden": "true" }, String(s + 1)),
        h("strong", {}, seatLabel(view, s, this.marked())),
        this.opts.ratingOf ? ratingBadge(this.opts.ratingOf(s)) : "",
        kind ? h("span", { class: "muted" }, ` (${kind})`) : "",
        seatInfo && !seatInfo.connected && !this.opts.readOnly && !this.opts.tokensFor(s) && (seatInfo.kind === "human" || seatInfo.kind === "remote-bot")
          ? h("span", { class: "offline" }, t("web.offline")) : "", // a seat held here (hot seat) is here
        deciding ? h("span", { class: "turn-flag" }, t("web.deciding")) : "",
        this.storyNote(view, s),
        h("span", { class: "score" }, t("web.score_boats", { score: river.score, boats: river.complete_boats }))),
      h("div", { class: "grid-frame" },
        h("div", { class: "grid-wrap", tabindex: "0", role: "group", "aria-label": t("web.river_of", { who: seatName(view, s, this.opts.me) }), onkeydown: wrapKeys,
          onscroll: (e) => edgeMarks(e.currentTarget) }, grid)),
      h("p", { class: "sr-only" }, boats.map((b) => t("web.boat_line", { count: nCards(b.cells.filter(Boolean).length), cards: cardList(b.cells.filter(Boolean)),
        strength: b.strength, complete: b.complete ? t("web.complete_pts", { points: b.points }) : t("web.incomplete") })).join(" ")));
  }

  // What the last action took from this river and where it went, or what it brought and from where.
  storyNote(view, s) {
    if (!this.story) return "";
    const all = this.story.rivers;
    const mine = all[s];
    const whoOf = (seat) => seatObj(view, seat, this.opts.me);
    const notes = [];
    if (mine.lost.length) {
      const to = all.findIndex((x, k) => k !== s && mine.lost.some((c) => x.gained.has(c)));
      notes.push(h("span", { class: "story lost" }, to >= 0 ? t("web.story_lost_to", { cards: cardList(mine.lost), who: whoOf(to) })
        : t("web.story_lost", { cards: cardList(mine.lost) })));
    }
    const from = all.findIndex((x, k) => k !== s && x.lost.some((c) => mine.gained.has(c)));
    if (from >= 0) {
      const cards = [...mine.gained.keys()].filter((c) => all[from].lost.includes(c));
      notes.push(h("span", { class: "story gained" }, t("web.story_from", { cards: cardList(cards), who: whoOf(from) })));
    }
    return notes;
  }

  // A log line's cards pointed at on the table (the moment it tells of, where its cards lie now).
  point(seat, cards) {
    this.root.querySelectorAll(".pointed").forEach((el) => el.classList.remove("pointed"));
    const rivers = [seat, ...[...this.root.querySelectorAll(".river")].map((r) => Number(r.dataset.seat)).filter((x) => x !== seat)];
    let first = null;
    for (const card of cards) {
      for (const s of rivers) {
        const el = this.root.querySelector(`.river[data-seat="${s}"] .cell[data-card="${CSS.escape(card)}"]`);
        if (el) { el.classList.add("pointed"); first = first || el; break; }
      }
    }
    if (first) first.scrollIntoView({ block: "nearest", inline: "nearest", behavior: reducedMotion() ? "auto" : "smooth" });
    return Boolean(first);
  }

  pilesEl(view, targets) {
    const piles = view.piles.map((p) => {
      const acts = targets.get(`pile:${p.pile}`) || [];
      const label = t("web.pile_label", { p: p.pile, n: p.size }) + (p.known ? ` — ${cardList(Object.entries(p.known).flatMap(([k, n]) => Array(n).fill(k)))}` : "");
      const inner = [p.size ? cardBack(label) : h("div", { class: "card empty-pile", role: "img", "aria-label": label }),
        h("span", { class: "pile-size" }, String(p.size))];
      if (acts.length) {
        return h("button", { class: ["pile", "target", hasText(acts, this.hintAction) ? "hinted" : ""], "aria-label": `${label}. ${describe(acts[0], view, this.opts.me)}`,
          dataset: { key: `pile:${p.pile}`, actions: texts(acts).join("|") }, onclick: (e) => this.choose(acts, e.currentTarget, view) }, inner);
      }
      return h("div", { class: "pile", "aria-label": label, role: "group" }, inner);
    });
    return h("section", { class: "panel piles", "aria-label": t("ui.piles") },
      h("h2", {}, t("ui.piles")), h("div", { class: "pile-row" }, piles),
      view.refills_left !== null && view.refills_left !== undefined && view.edition === "amigo" ? h("p", { class: "muted" }, t("ui.refills", { n: view.refills_left })) : "");
  }

  discardEl(view) {
    const cards = view.discard || view.out_of_play || [];
    const title = view.out_of_play ? t("ui.out_of_play", { n: cards.length }) : t("ui.discard", { n: view.discard_size });
    if (!view.discard && !view.out_of_play) {
      return h("section", { class: "panel discard" }, h("h2", {}, title), h("p", { class: "muted" }, t("ui.face_down")));
    }
    const top = cards.length ? cards[cards.length - 1] : null;
    return h("section", { class: "panel discard", "aria-label": title },
      h("h2", {}, title),
      top ? h("div", { class: "discard-top" }, focusable(cardEl(top, cardName(top)))) : h("p", { class: "muted" }, t("ui.empty")),
      cards.length ? h("details", { class: "discard-all" }, h("summary", {}, t("web.browse", { n: cards.length })),
        h("ul", { class: "mini-cards", tabindex: "0" }, [...cards].reverse().map((x) => h("li", {}, cardEl(x, cardName(x)), h("span", {}, cardName(x)))))) : "");
  }

  unseenEl(view) {
    // The deck minus everything visible, by card id: what a good player counts.
    const left = new Map(Object.entries(view.deck || {}).map(([k, n]) => [cardId(k), 0]));
    for (const [k, n] of Object.entries(view.deck || {})) left.set(cardId(k), left.get(cardId(k)) + n);
    const seen = [];
    for (const r of view.rivers) for (const row of r.rows) for (const x of row) if (x) seen.push(x);
    for (const x of view.discard || []) seen.push(x);
    for (const x of view.out_of_play || []) seen.push(x);
    if (view.decision) for (const x of view.decision.hand || []) seen.push(x);
    for (const p of view.piles) for (const [k, n] of Object.entries(p.known || {})) for (let i = 0; i < n; i++) seen.push(k);
    for (const x of seen) left.set(cardId(x), (left.get(cardId(x)) || 0) - 1);
    const items = [...left].filter(([, n]) => n > 0);
    const total = items.reduce((a, [, n]) => a + n, 0);
    return h("section", { class: "panel unseen" },
      h("details", {}, h("summary", {}, t("web.unseen", { n: total })),
        h("ul", { class: "unseen-list", tabindex: "0" }, items.map(([k, n]) => h("li", {}, cardEl(k, cardName(k)), h("span", {}, `${cardName(k)} ×${n}`))))));
  }

  decisionEl(view, actions, targets) {
    const dec = view.decision;
    const mine = this.deciderIsMine(view);
    const box = h("section", { class: ["panel", "decision", mine ? "my-turn" : ""], "aria-label": t("web.decision"), id: "decision" });
    if (view.status === "open") {
      box.append(h("h2", {}, t("web.waiting_seats")), h("p", {}, t("web.waiting_seats_help")));
      return box;
    }
    if (!dec) {
      // the game page tells of the end in its own panel above the table: said once, not here again
      if (this.opts.endShown && view.over) return "";
      box.append(h("h2", {}, t("ui.game_over")));
      return box;
    }
    // in hot seat the turn is named: "Ann's turn", never a "your" that would fit every person at the device
    box.append(h("h2", { id: "decision-title" }, mine && !this.opts.hotSeat ? t("ui.your_turn") : dec.seat === this.opts.me ? t("web.turn_you") : t("web.turn_of", { who: seatName(view, dec.seat, this.opts.me) })),
      h("p", { class: "prompt", id: "prompt" }, prompt(view, mine)));
    if (view.clock && view.clock.seconds_left !== null && view.clock.seconds_left !== undefined) {
      box.append(h("p", { class: "clock", dataset: { deadline: view.clock.deadline } }, t("web.clock", { time: duration(view.clock.seconds_left) })));
    }
    const hand = dec.hand || [];
    if (hand.length) {
      const placeCards = new Set(view.decision.legal_actions.filter((a) => a.verb === "place").map((a) => a.card));
      const handEl = h("div", { class: "hand", "aria-label": t("web.hand") });
      hand.forEach((x, i) => {
        const id = cardId(x);
        const selectable = mine && placeCards.size > 1 && placeCards.has(id);
        const c = cardEl(x, cardName(x));
        if (mine && actions.some((a) => a.verb === "place" || a.verb === "shift")) {
          c.setAttribute("draggable", "true");
          c.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", x));
        }
        if (!prevHas(this.prevHand, x)) c.classList.add("arrive");
        if (selectable) {
          handEl.append(h("button", { class: ["hand-card", this.selectedCard === id ? "selected" : ""], "aria-pressed": String(this.selectedCard === id),
            "aria-label": t("web.choose_card", { card: cardName(x) }), dataset: { key: `hand:${i}` },
            onclick: () => this.select(id, view) }, c, h("span", { class: "hand-name" }, cardName(x))));
        } else {
          c.setAttribute("tabindex", "0"); // the drawn card: its zoom on focus
          handEl.append(h("div", { class: "hand-card" }, c, h("span", { class: "hand-name" }, cardName(x))));
        }
      });
      box.append(handEl);
    }
    this.prevHand = hand;
    if (mine) {
      box.append(h("p", { class: "rule-line" }, ruleLine(view)));
      const buttons = targets.get("button") || [];
      const row = h("div", { class: "buttons" });
      for (const a of buttons) {
        row.append(h("button", { class: ["act", buttonStyle(a.verb), this.hintAction === a.text ? "hinted" : ""], dataset: { action: a.text, key: `btn:${a.text}` }, onclick: () => this.opts.act(a.text, dec.seat) },
          describe(a, view, this.opts.me)));
      }
      if (this.opts.hint) row.append(h("button", { class: "ghost", dataset: { key: "hint" }, onclick: () => this.opts.hint() }, t("web.hint")));
      const all = view.decision.legal_actions; // the list of every move closes the row of buttons
      row.append(h("details", { class: "all-moves" }, h("summary", {}, t("web.all_moves", { n: all.length })),
        h("ul", {}, all.map((a) => h("li", {}, h("button", { class: "link", dataset: { action: a.text, key: `all:${a.text}` }, onclick: () => this.opts.act(a.text, dec.seat) },
          describe(a, view, this.opts.me)))))));
      box.append(row);
      if (this.hintText) box.append(h("p", { class: "hint-text", role: "status" }, this.hintText));
    }
    if (this.error) box.append(h("p", { class: "error", role: "alert" }, this.error));
    if (this.note) box.append(h("p", { class: "note", id: "no-move-note" }, this.note));
    return box;
  }

  // Another loot card chosen: its cells are shown, and a hint about the card before goes.
  select(id, view) {
    if (this.selectedCard !== id) { this.hintAction = null; this.hintText = null; }
    this.selectedCard = id;
    this.render(view);
  }

  // One target chosen: play its move, or let the player pick among several.
  choose(acts, anchor, view) {
    const seat = view.decision.seat;
    if (acts.length === 1) { this.opts.act(acts[0].text, seat); return; }
    closeMenus();
    const menu = h("div", { class: "menu", role: "menu", "aria-label": t("web.choose") },
      acts.map((a) => h("button", { role: "menuitem", dataset: withCard({ action: a.text }, moveCard(a, view)), onclick: () => { closeMenus(); this.opts.act(a.text, seat); } }, describe(a, view, this.opts.me))),
      h("button", { role: "menuitem", class: "ghost", onclick: () => { closeMenus(); anchor.focus(); } }, t("web.cancel")));
    document.body.append(menu);
    const r = anchor.getBoundingClientRect();
    menu.style.left = `${Math.max(4, Math.min(window.innerWidth - 260, r.left + window.scrollX))}px`;
    menu.style.top = `${r.bottom + window.scrollY + 4}px`;
    menu.addEventListener("keydown", (e) => { if (e.key === "Escape") { closeMenus(); anchor.focus(); } });
    menu.querySelector("button").focus();
  }

  showError(text) { this.error = text; if (this.prev) this.render(this.prev); }
}

// The look of a decision button: the filled primary style for the choice that carries the game on;
// an outline for a secondary choice; a warning outline for one that throws a card away.
const PRIMARY_VERBS = new Set(["stop", "end"]);
function buttonStyle(verb) {
  if (verb === "discard") return "danger";
  return PRIMARY_VERBS.has(verb) ? "primary" : "secondary";
}

// The card a move is about: the card it places or shifts in, else the card on its target cell.
function moveCard(move, view) {
  if (move.card) return (view.decision && (view.decision.hand || []).find((x) => cardId(x) === move.card)) || move.card;
  if (move.seat === undefined || move.seat === null || !move.cell) return null;
  return cardAt(view.rivers[move.seat].rows, move.cell[0], move.cell[1]);
}

function withCard(data, card) { return card ? { ...data, card } : data; }

function focusable(el) { el.setAttribute("tabindex", "0"); return el; }

// The arrow keys move the focus from cell to cell of a river (the grid pattern), so that every card
// can be reached and named by keyboard; from the river itself they enter its first card.
const STEP = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
function gridKeys(e) {
  const step = STEP[e.key];
  const cell = e.target.closest && e.target.closest(".cell");
  if (!step || !cell) return;
  const rows = [...e.currentTarget.querySelectorAll(".row")].map((r) => [...r.querySelectorAll(":scope > .cell")]);
  const r = rows.findIndex((row) => row.includes(cell));
  const c = rows[r].indexOf(cell);
  const next = rows[r + step[0]] && rows[r + step[0]][c + step[1]];
  if (next) { e.preventDefault(); next.focus(); }
}
function wrapKeys(e) {
  if (!STEP[e.key] || e.target !== e.currentTarget) return;
  const first = e.currentTarget.querySelector(".cell .card")?.closest(".cell") || e.currentTarget.querySelector(".cell");
  if (first) { e.preventDefault(); first.focus(); }
}

// A river's frame marked where more of it lies beyond the left or the right edge of its scroll.
function edgeMarks(wrap) {
  const frame = wrap.parentElement;
  const left = wrap.scrollLeft > 1, right = wrap.scrollLeft + wrap.clientWidth < wrap.scrollWidth - 1;
  frame.classList.toggle("more-left", left);
  frame.classList.toggle("more-right", right);
}
if (typeof window !== "undefined") window.addEventListener("resize", () => { for (const wrap of document.querySelectorAll(".grid-wrap")) edgeMarks(wrap); });

function prevHas(prevHand, x) { return Boolean(prevHand && prevHand.includes(x)); }

export function closeMenus() { for (const m of document.querySelectorAll(".menu")) m.remove(); }

export { eventText, refusalText, reducedMotion, announce };

// What the marks on boats and cards mean (the boat's badge: ⚔ strength, ✓ points, ▲ protected).
function legendEl() {
  const item = (mark, key) => h("li", {}, h("span", { class: "legend-mark", "aria-hidden": "true" }, mark), " ", t(key));
  return h("section", { class: "panel legend" },
    h("details", { id: "legend" }, h("summary", {}, t("web.legend_title")),
      h("ul", { class: "legend-list" }, item("⚔", "web.legend_strength"), item("✓", "web.legend_points"),
        item("▲", "web.legend_protected"), item("◀ ▶", "web.legend_half"))));
}
