// Sentences of the game in the player's language: events, moves, decisions, refusals.
import { t, cardName, cardList, cardForm, cardGender } from "./i18n.js";
import { cardAt, isolated } from "./util.js";

// A seat's name; the seat's number is added where two seats share a name (two "medium bot"s).
// A seat's name as shown: a bot under the server's default name ("easy bot") in the page's language.
// A bot named by default ("hard bot", "hard bot 2": bots of one level are numbered) in the page's words.
export function shownName(x) {
  if (x.deleted && x.kind !== "bot") return t("account.deleted_player");
  const m = x.kind === "bot" && x.level ? /^(\w+) bot( \d+)?$/.exec(x.name || "") : null;
  return m && m[1] === x.level ? t("web.bot_default", { level: t("web.level_" + x.level) }) + (m[2] || "") : x.name;
}

// A seated person's name in a sentence, as an isolate (FSI … PDI, see util.js's isolated()): a right-to-left
// name ("שרה", "علي") does not reorder the words around it; h() shows each isolate as a <bdi>.
function named(view, seat) {
  const seats = view.seats || [];
  const s = seats[seat];
  if (!s || !s.name) return null;
  const name = isolated(shownName(s));
  return seats.filter((x) => x.name === s.name).length > 1 ? `${name} ${seat + 1}` : name;
}

// A time left as people read a clock: "42 s", "4 min 05 s", "23 h 59 min", "2 d 3 h" (never "86396 s").
export function duration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n) => String(n).padStart(2, "0");
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
  return `${t("web.dur_days", { n: Math.floor(s / 86400) })} ${Math.floor((s % 86400) / 3600)} h`;
}

// "1 card" / "3 cards": the catalogue's own singular and plural.
export const nCards = (n) => (n === 1 ? t("ui.card_1") : t("ui.cards_n", { n }));

export function seatName(view, seat, me) {
  if (me !== null && me !== undefined && seat === me) return t("ui.you");
  return named(view, seat) || t("ui.seat", { n: seat + 1 });
}

// A seat as a label (a river's header, a row of scores): the person's name, the reader's own seat marked
// "Ann (you)"; sentences say "you" instead (seatName).
export function seatLabel(view, seat, me) {
  const name = named(view, seat) || t("ui.seat", { n: seat + 1 });
  return me !== null && me !== undefined && seat === me ? t("web.seat_you", { name }) : name;
}

export function seatObj(view, seat, me) {
  if (me !== null && me !== undefined && seat === me) return t("ui.you_obj");
  return named(view, seat) || t("ui.seat_obj", { n: seat + 1 });
}

// One engine event as a sentence (a port of the terminal's render_event, on the same templates).
export function eventText(ev, view, me) {
  const name = String(ev.event || "?");
  const seat = ev.seat;
  const p = { who: "", has: "", person: "other" };
  if (Number.isInteger(seat) && seat >= 0) {
    p.who = seatName(view, seat, me);
    if (seat === me) p.person = "you";
    p.has = t(seat === me ? "ui.has_you" : "ui.has_other");
  }
  for (const k of ["pile", "turn", "strength", "size"]) if (k in ev) p[k] = ev[k];
  if ("card" in ev) { p.card = cardForm(String(ev.card)); p.card_subj = cardForm(String(ev.card), "nom");
    p.gender = cardGender(String(ev.card)); }
  if ("cards" in ev) { p.cards = cardList(ev.cards || []) || "—"; p.count = nCards((ev.cards || []).length); }
  if (Number.isInteger(ev.target)) p.target = seatObj(view, ev.target, me);
  let key = name;
  if (name === "place") key = `place:${ev.source || "draw"}`;
  else if (name === "shift") {
    if (ev.direction === "left" || ev.direction === "right") p.direction = t("ui." + ev.direction);
    else key = "shift:moves";
  } else if (name === "axe") {
    p.card_subj = cardForm("crazy-axe", "nom");
    if ((ev.row ?? -1) < 0) key = "axe:none";
  } else if (name === "attack") {
    let targets = ev.targets;
    if (!Array.isArray(targets)) targets = [{ seat: ev.target, row: ev.target_row, col: ev.target_col, cards: ev.cards || [] }];
    p.boats = targets.map((x) => t("ui.conquered", { target: seatObj(view, x.seat, me), person: x.seat === me ? "you" : "other", count: nCards((x.cards || []).length),
      cards: cardList(x.cards || []) || "—" })).join(` ${t("ui.and")} `);
  } else if (name === "discard" && view.out_of_play) key = "discard:out";
  else if (name === "refill") p.left = ev.refills_left;
  else if (name === "seat-to-bot" && ev.why === "deleted") return t("account.ev_deleted_to_bot", { level: ev.level ? t("web.level_" + ev.level) : "" });
  else if (name === "seat-to-bot") return t(ev.why === "timeouts" ? "web.ev_seat_to_bot_timeouts" : "web.ev_seat_to_bot", { who: ev.deleted ? t("account.deleted_player") : isolated(ev.name) || seatName(view, seat, null), level: ev.level || "" });
  else if (name === "clock-expired") return t("web.ev_clock", { who: seatName(view, seat, null) });
  else if (name === "seat-claimed") return t("web.ev_seat_claimed", { who: ev.deleted ? t("account.deleted_player") : isolated(ev.name) || seatName(view, seat, null) });
  else if (name === "seat-released") return t("account.ev_invite_released", { n: seat + 1 });
  else if (name === "seat-declined") return t("lobby.ev_seat_declined", { who: isolated(ev.name) });
  else if (name === "seat-renamed") return t("web.ev_seat_renamed", { old: isolated(ev.old), who: isolated(ev.name) });
  const text = t("events." + key, p);
  if (text === key) return `${name}: ${Object.entries(ev).filter(([k]) => k !== "event").map(([k, v]) => `${k}=${v}`).join(", ")}`;
  return text;
}

export function refusalText(err) {
  if (err instanceof TypeError) return t("web.err_network"); // fetch could not reach the server
  if (err.reason && t("reasons." + err.reason) !== err.reason) return t("reasons." + err.reason, err.params || {});
  // a server's reason of its own (the database busy): worded beside the server's codes
  if (err.reason && t("web.err_" + err.reason) !== "err_" + err.reason) return t("web.err_" + err.reason);
  if (err.code && t("web.err_" + err.code) !== "err_" + err.code) return t("web.err_" + err.code);
  return err.message || String(err);
}

// Where a cell of a river lies, as players say it: beside the cards around it (no row or column
// numbers, which shift when a river grows).
export function whereOf(rows, r, c) {
  const at = (rr, cc) => cardAt(rows, rr, cc);
  const left = at(r, c - 1), right = at(r, c + 1);
  if (left && right) return t("web.where_between", { left: cardForm(left, "between"), right: cardForm(right, "between") });
  if (left) return t("web.where_right_of", { card: cardForm(left, "at") });
  if (right) return t("web.where_left_of", { card: cardForm(right, "at") });
  if (at(r - 1, c)) return t("web.where_below", { card: cardForm(at(r - 1, c), "at") });
  if (at(r + 1, c)) return t("web.where_above", { card: cardForm(at(r + 1, c), "at") });
  // the river's first card only where it has none yet; else a place apart from its cards, by its row
  if ((rows || []).some((row) => (row || []).some(Boolean))) return t(`web.where_apart_${Math.max(0, Math.min(2, r))}`);
  return t("web.where_first");
}

// A short description of one legal move (for buttons and screen-reader labels), from its decoded parts
// (an entry of view.decision.legal_actions: verb, pile, card, seat, cell, direction, moves); the
// browser's wording of the terminal's describe_move (ogallala.render).
export function describe(move, view, me) {
  const w = move.verb;
  const dec = view.decision || {};
  const hand = dec.hand || [];
  const boatAt = (seat, [row, col]) => view.rivers[seat].boats.find((b) => b.row === row && b.start === col);
  try {
    if (w === "draw") {
      const pile = view.piles[move.pile - 1];
      return pile.size ? t("ui.m_draw", { p: move.pile, n: pile.size }) : t("ui.m_draw_refill", { p: move.pile });
    }
    if (["stop", "no-attack", "done", "end", "continue", "pass"].includes(w)) return t("ui.m_" + w.replace("-", "_"));
    if (w === "discard") return t("ui.m_discard", { card: hand.length ? cardName(hand[0]) : "" });
    if (!move.cell) return move.text;
    const [row, col] = move.cell;
    const rows = view.rivers[move.seat ?? dec.seat].rows;
    if (w === "place") return t("web.m_place_at", { card: cardForm(move.card), where: whereOf(rows, row, col) });
    if (w === "shift" && move.direction) {
      const there = cardAt(rows, row, col); // the card that makes room: the new one lands beside it
      const where = there ? t(move.direction === "right" ? "web.where_left_of" : "web.where_right_of", { card: cardForm(there, "at") }) : whereOf(rows, row, col);
      return t("web.m_shift_at", { where, dir: t("ui." + move.direction) });
    }
    if (w === "shift") {
      const moves = (move.moves || []).map(([card, way]) => `${cardName(card)} → ${t("ui." + way)}`).join(", ");
      return t("web.m_moves_at", { where: whereOf(rows, row, col), moves });
    }
    if (["lasso", "shoot", "hunt", "take"].includes(w)) {
      const card = cardAt(view.rivers[move.seat].rows, row, col);
      if (!card) return move.text;
      const base = t(w === "shoot" ? "ui.m_shoot" : "ui.m_take", { card: cardName(card), seat: seatObj(view, move.seat, me) });
      return `${t("web.verb_" + w)}: ${base}`;
    }
    if (w === "attack") {
      const b = boatAt(move.seat, move.cell);
      const n = b ? b.cells.filter(Boolean).length : 0;
      return t("web.m_attack", { seat: seatObj(view, move.seat, me), strength: b ? b.strength : "?", count: nCards(n),
        cards: b ? cardList(b.cells.filter(Boolean)) : "—" });
    }
    if (w === "sink" || w === "attacker") {
      const b = me === null ? null : boatAt(dec.seat, move.cell);
      return `${t("web.verb_" + w)}: ` + (b ? t("web.m_own_boat", { count: nCards(b.cells.filter(Boolean).length), strength: b.strength, points: b.points }) : move.text);
    }
  } catch { /* a malformed view: fall back to the move's text */ }
  return move.text;
}

// What the deciding player must decide, in one line.
export function prompt(view, deciderIsMe) {
  const dec = view.decision;
  if (!dec) return "";
  const phase = dec.phase;
  if (!deciderIsMe) return t("web.waits_for", { who: seatName(view, dec.seat, null), phase: t("web.phase_" + phase) });
  const hand = dec.hand || [];
  const p = { card: hand.length ? cardForm(hand[0]) : "", cards: cardList(hand), // with its article, in its case
    gender: hand.length ? cardGender(hand[0]) : "other" };
  if (phase === "attack" && dec.attacker) {
    const [r, c] = dec.attacker;
    const b = view.rivers[dec.seat].boats.find((x) => x.row === r && x.start === c);
    Object.assign(p, { count: b ? nCards(b.cells.filter(Boolean).length) : "?", strength: b ? b.strength : "?" });
  }
  if (phase === "end") p.n = view.rivers[dec.seat].complete_boats;
  let key = "phase_" + phase;
  if (phase === "attack" && dec.attacker) return t("web.attack_prompt", p); // the browser's words: no coordinates
  if (phase === "place") {
    const words = new Set(dec.legal_actions.map((a) => a.verb));
    key += words.has("shift") ? (words.has("discard") ? "" : "_shift") : (words.has("discard") ? "_noshift" : "_only");
  }
  return t("ui." + key, p);
}

// The short rule reminder shown at each decision.
export function ruleLine(view) {
  const dec = view.decision;
  if (!dec) return "";
  const key = `web.rule_${dec.phase}`;
  const specific = `web.rule_${dec.phase}_${view.edition}`;
  const s = t(specific);
  return s !== specific.split(".")[1] ? s : t(key);
}
