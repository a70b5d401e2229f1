// A game's page: the live table over the WebSocket, the log, the end screen; hot seat included.
// The page is one store (the latest view, the seat tokens this browser holds, the link's state) and
// the parts that subscribe to it: the header, the table, the end screen, the turn signal, the log.
// close() (leaving the table) ends the socket, the clock's tick and every subscription.
import { h, clear, announce, createStore, PHONE, pageSlot, isolated } from "./util.js";
import { t, lang, cardName } from "./i18n.js";
import { cardEl } from "./cards.js";
import { api, GameSocket, savedTokens, saveToken, forgetTokens, creatorToken, saveCreatorToken, savedLinks, saveLinks } from "./api.js";
import { Table, eventText, refusalText, closeMenus } from "./table.js";
import { seatName, seatLabel, describe, prompt, nCards, duration, shownName } from "./words.js";
import { seatLinks } from "./lobby.js";
import { play, yourTurn, signalSwitches } from "./signals.js";
import { ratingText } from "./players.js";
import { signedIn } from "./session.js";
import { signed, ratingLegend } from "./mygames.js";
import { ChatPanel } from "./chat.js";

function readFragment(gameId) {
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get("token") && frag.get("seat") !== null) {
    saveToken(gameId, Number(frag.get("seat")), frag.get("token"));
    // a seat link opened here: its person is greeted and asked for a name (once)
    if (!localStorage.getItem(`ogallala.greeted.${gameId}`)) localStorage.setItem(`ogallala.greeted.${gameId}`, "ask");
  }
  if (frag.get("creator")) saveCreatorToken(gameId, frag.get("creator"));
}

// ------------------------------------------------------------------ the state and what follows from it

// The seats this browser holds a token for, lowest first.
const heldSeats = (tokens) => Object.keys(tokens).map(Number).sort((a, b) => a - b);
const tokenOf = (tokens, seat) => (seat === null || seat === undefined ? null : tokens[seat] || null);
// A seat of the signed-in account held without a token (another device): its requests go by the
// session cookie (and its CSRF token), so no bearer token is sent for it.
const BY_ACCOUNT = "account";
const bearer = (token) => (token === BY_ACCOUNT ? null : token);

// The seat this browser plays as: the deciding seat if it holds it, else its first seat (null: spectating).
function meOf({ view, tokens }) {
  if (view && view.decision && tokenOf(tokens, view.decision.seat)) return view.decision.seat;
  return heldSeats(tokens)[0] ?? null;
}

// Whether this browser must decide now.
function mustDecide({ view, tokens }) {
  return Boolean(view && view.decision && view.status !== "open" && !view.over && tokenOf(tokens, view.decision.seat));
}

// The refusals of a chat message or report: said in the chat, not at the table.
const CHAT_ERRORS = new Set(["bad_chat", "chat_forbidden", "chat_off", "chat_too_fast", "no_chat_message"]);

// How long a socket may say nothing while others decide: the heartbeat comes every 3 s at most.
const SILENT_MS = 4000;

// Whether a view arriving (an answer or a push) is news: not older than the one shown, nor the same again.
function isNews(shown, v) {
  if (!shown) return true;
  if (v.seq < shown.seq) return false; // an older view arriving late
  return !(v.seq === shown.seq && v.status === shown.status && JSON.stringify(v.seats) === JSON.stringify(shown.seats)
    && JSON.stringify(v.clock) === JSON.stringify(shown.clock) && v.pace === shown.pace && v.rematch === shown.rematch);
  // (same seq, status, seats, clock, pace and rematch: the answer and the push of one view)
}

function setTurnSignal(mine, view) {
  const base = `Ogallala · ${view.edition_name || ""}`;
  document.title = mine ? `▶ ${t("web.title_your_turn")} · ${base}` : view.over ? `${t("ui.game_over")} · ${base}` : base;
  const link = document.querySelector("link[rel=icon]");
  if (link) link.href = mine ? "/static/icon-turn.svg" : "/static/icon.svg";
}

// ------------------------------------------------------------------ the parts of the page

function renderBanner(banner, link) {
  banner.className = `link-banner ${link}`;
  banner.textContent = link === "lost" ? t("web.reconnecting") : "";
  banner.hidden = link !== "lost";
}

// The header: the edition, the status, seats to claim while the table is open; and the tools (the
// spectator's link, leaving, sound, notifications, a new name), beside it or, on a phone, in the menu.
function renderHead(head, tools, { view, tokens }, gameId, on) {
  if (!view) return;
  const mine = heldSeats(tokens);
  const status = view.status === "open" ? t("web.status_open") : view.over ? t("web.status_over") : t("web.turn_n", { n: view.turn });
  const spectate = `${location.origin}/games/${encodeURIComponent(gameId)}`;
  clear(head).append(
    h("h1", {}, `${view.edition_name}`, view.variants.length ? h("span", { class: "muted" }, ` · ${view.variants.join(", ")}`) : ""),
    h("span", { class: "status-pill" }, status),
    mine.length > 1 ? h("span", { class: "status-pill hot" }, t("web.hot_seat")) : "",
    mine.length === 0 ? h("span", { class: "status-pill" }, t("web.spectating")) : "");
  clear(tools).append(
    on.lesson ? "" : paceControl(view, gameId, on), // a lesson's table is the learner's alone: no pace, no spectators
    on.lesson ? "" : h("button", { class: "ghost", id: "copy-spectate", onclick: () => copy(spectate, t("web.copied")) }, t("web.copy_spectate")),
    // a finished table is left by going to the lobby; its turn signals have nothing more to tell
    view.over ? h("a", { class: "button ghost", id: "leave", href: "/" }, t("web.lobby"))
      : h("button", { class: "ghost", id: "leave", onclick: on.leave }, mine.length ? t("web.leave") : t("web.lobby")),
    ...(mine.length && !view.over ? signalSwitches(on.redrawHead) : []));
  const host = pageSlot(head);
  if (tools.parentNode !== host) host.append(tools);
  if (view.status === "open" && mine.length === 0) {
    const open = view.seats.filter((s) => s.kind === "open");
    if (open.length) {
      const name = h("input", { id: "claim-name", value: localStorage.getItem("ogallala.name") || "", "aria-label": t("web.your_name"), placeholder: t("web.your_name") });
      head.append(h("div", { class: "claim" }, name, open.map((s) => h("button", { class: "primary", onclick: () => on.claim(s.seat, name.value) }, t("web.take_seat", { n: s.seat + 1 }))),
        // the seat kept for the signed-in player: declined here too (it opens to anyone)
        open.filter((s) => s.account && s.name === signedIn()).map((s) => h("button", { class: "ghost", id: "decline-seat", onclick: () => on.decline(s.seat) }, t("lobby.decline")))));
    }
  }
  const own = mine.length === 1 && tokens[mine[0]] !== BY_ACCOUNT && !view.over ? view.seats[mine[0]] : null;
  if (own && own.kind === "human" && !own.account && !on.lesson) { // a person names their own seat (an account's seat carries its username)
    const input = h("input", { id: "rename-input", value: own.name, maxlength: 64, "aria-label": t("web.your_name") });
    tools.append(h("details", { class: "rename" }, h("summary", {}, t("web.rename")),
      input, h("button", { type: "button", id: "rename-save", onclick: () => on.rename(own.seat, input.value) }, t("web.rename_save"))));
  }
  if (creatorToken(gameId) && !view.over) { // the creator's links, for as long as the game runs
    const all = { ...savedLinks(gameId), ...savedTokens(gameId) };
    head.append(h("details", { class: "links" }, h("summary", {}, t("web.seat_links")),
      seatLinks(gameId, view.seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, token: all[s.seat] || null })))));
  }
}

// A person who opened a seat link is greeted by name of the table's others and asked what to be called
// (instead of the "Player" the creator left); answered once, here or with "Change my name".
function renderGreeting(root, { view, tokens }, gameId, on) {
  clear(root);
  const mine = heldSeats(tokens);
  if (!view || view.over || mine.length !== 1 || localStorage.getItem(`ogallala.greeted.${gameId}`) !== "ask") return;
  const own = view.seats[mine[0]];
  if (!own || own.kind !== "human" || own.account || tokens[mine[0]] === BY_ACCOUNT) return;
  if (own.name && !/^Player( \d+)?$/.test(own.name)) return; // the creator named the seat: no need to ask
  const others = view.seats.filter((x) => x.seat !== own.seat && x.kind !== "open").map((x) => isolated(shownName(x)));
  const list = new Intl.ListFormat(lang(), { style: "long", type: "conjunction" }).format(others);
  const done = () => { localStorage.setItem(`ogallala.greeted.${gameId}`, "done"); clear(root); };
  const input = h("input", { id: "greet-name", value: localStorage.getItem("ogallala.name") || "", maxlength: 64, autocomplete: "nickname", required: true });
  root.append(h("form", { class: "panel greeting", id: "greeting", "aria-labelledby": "greet-title", onsubmit: async (e) => {
    e.preventDefault();
    if (!input.value.trim()) { input.focus(); return; }
    if (await on.rename(own.seat, input.value)) done();
  } },
  h("h2", { id: "greet-title" }, t("lobby.greet_title")),
  h("p", {}, others.length ? t("lobby.greet_text", { n: own.seat + 1, others: list }) : t("lobby.greet_text_alone", { n: own.seat + 1 })),
  h("label", { for: "greet-name" }, t("lobby.greet_ask"), " ", input),
  h("div", { class: "buttons" }, h("button", { type: "submit", class: "primary", id: "greet-save" }, t("lobby.greet_save")),
    h("button", { type: "button", class: "ghost", id: "greet-skip", onclick: done }, t("lobby.greet_skip", { name: isolated(own.name) })))));
}

// How fast the bots move: the creator chooses (from the bots' next move on), everyone else sees it.
function paceControl(view, gameId, on) {
  if (view.over || !view.pace || !view.seats.some((s) => s.kind === "bot")) return "";
  if (!creatorToken(gameId)) return h("span", { class: "status-pill", id: "pace-shown" }, `${t("web.pace_label")} · ${t("web.pace_" + view.pace)}`);
  return h("label", { class: "pace" }, t("web.pace_label"), " ", h("select", { id: "pace", onchange: (e) => on.pace(e.target.value) },
    ["fast", "normal", "slow"].map((p) => h("option", { value: p, selected: view.pace === p }, t("web.pace_" + p)))));
}

// A seat's rating on the end screen: "1512 (+12)", with "?" while provisional.
function ratingCell(r) {
  if (!r || r.change === null || r.change === undefined) return "—";
  return h("span", {}, ratingText(r), " ", h("span", { class: `rating-change ${r.change >= 0 ? "up" : "down"}` }, `(${signed(r.change)})`));
}

// Who won, as a sentence: "Ann won with 42 points.", "Ann and Bob share the win with 40 points.", to the
// reader "You won with 42 points." or "You and Bob share the win with 40 points." (``me``: the seat held here).
function winnersLine(view, winners, me) {
  const won = [...winners].sort((a, b) => a - b);
  if (!won.length) return "";
  const points = view.scores[won[0]];
  const list = (seats) => new Intl.ListFormat(lang(), { style: "long", type: "conjunction" }).format(seats.map((s) => seatName(view, s, null)));
  const others = won.filter((s) => s !== me);
  const text = others.length < won.length
    ? (others.length ? t("web.won_shared_you", { others: list(others), points }) : t("web.won_you", { points }))
    : won.length === 1 ? t("web.won_alone", { who: list(won), points }) : t("web.won_shared", { who: list(won), points });
  return h("p", { class: "winner-line", id: "winner-line" }, text);
}

// The end screen: why the game ended, each seat's boats, bonus and total; replay and rematch.
function renderEnd(endRoot, { view, tokens }, gameId, on) {
  clear(endRoot);
  if (!view || !view.over) return;
  const res = view.result || {};
  const winners = new Set(res.winners || []);
  const mine = heldSeats(tokens);
  const me = mine.length === 1 ? mine[0] : null; // hot seat (several seats here): every seat by its name
  // the bonus (Pelikan's, for the first to complete three boats) only where the edition has one
  const bonus = view.edition === "pelikan" || (view.bonus || []).some(Boolean);
  // a rated game, once rated: each seat's new rating and its change
  const rated = view.seats.some((_, s) => { const r = on.ratingOf(s); return r && r.change !== null && r.change !== undefined; });
  const rows = view.rivers.map((r, s) => {
    const boats = r.boats.filter((b) => b.complete || b.points);
    return h("tr", { class: winners.has(s) ? "winner" : "" },
      h("th", { scope: "row" }, seatLabel(view, s, me), winners.has(s) ? h("span", { class: "star", title: t("web.winner") }, " ★") : ""),
      h("td", {}, boats.length ? boats.map((b) => h("span", { class: "boat-pts" }, t("web.boat_pts", { count: nCards(b.cells.filter(Boolean).length), points: b.points }))) : "—"),
      bonus ? h("td", {}, String((view.bonus || [])[s] || 0)) : "",
      h("td", { class: "total" }, String(view.scores[s])),
      rated ? h("td", { class: "rating-cell" }, ratingCell(on.ratingOf(s))) : "");
  });
  const ender = res.ended_by !== null && res.ended_by !== undefined ? seatName(view, res.ended_by, me) : "";
  const buttons = h("div", { class: "buttons" },
    h("a", { class: "button", href: `/games/${encodeURIComponent(gameId)}/replay`, id: "replay-link" }, t("web.replay")),
    view.rematch ? h("a", { class: "button primary", href: `/games/${encodeURIComponent(view.rematch)}`, id: "rematch-link",
      onclick: (e) => { e.preventDefault(); on.goRematch(view.rematch); } }, t("web.go_rematch")) :
      creatorToken(gameId) ? h("button", { class: "primary", id: "rematch", onclick: on.rematch }, t("web.rematch")) : "",
    h("a", { class: "button ghost", href: "/" }, t("web.lobby")));
  endRoot.append(h("section", { class: "panel end", "aria-labelledby": "end-title" },
    h("h2", { id: "end-title" }, t("ui.game_over")),
    h("p", {}, t(`ui.reason_${res.reason}`, { who: ender, person: res.ended_by === me && me !== null ? "you" : "other" })), // "hast"/"hat"
    winnersLine(view, winners, me),
    h("table", { class: "scores" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("web.player")), h("th", { scope: "col" }, t("web.boats")),
        bonus ? h("th", { scope: "col", title: t("web.bonus_help") }, t("ui.bonus")) : "", h("th", { scope: "col" }, t("web.total")),
        rated ? h("th", { scope: "col" }, t("account.rating")) : "")),
      h("tbody", {}, rows)),
    rated && view.seats.some((_, s) => (on.ratingOf(s) || {}).provisional) ? ratingLegend() : "",
    bonus ? h("p", { class: "muted", id: "bonus-help" }, t("web.bonus_help")) : "",
    buttons));
}

// The events that take cards from a river: the raid sound.
const RAIDS = new Set(["attack", "axe", "lasso", "shoot", "hunt"]);

// The cards a log entry tells of (where the table can show them).
function cardsOfEvent(e) {
  if (e.event === "attack") return (e.targets || []).flatMap((x) => x.cards || []);
  if (["place", "shift", "lasso", "shoot", "hunt", "take"].includes(e.event) && e.card) return [String(e.card)];
  if (e.event === "complete") return e.cards || [];
  return [];
}

// What the others did since this seat's last decision, shown when its turn comes: each raid (a boat
// conquered, a card lassoed, shot or hunted, a boat sunk) with its cards, those against this seat first
// marked, and who leads now. ``entries``: the log's entries up to the view's seq.
export function summaryOf(entries, view, me) {
  let from = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.seat === me && e.event !== "turn" && e.seq < view.seq) { from = i + 1; break; }
  }
  const raids = entries.slice(from).filter((e) => RAIDS.has(e.event) && e.seat !== me && e.seq <= view.seq);
  const against = (e) => e.target === me || (e.event === "attack" && (e.targets || []).some((x) => x.seat === me));
  const scores = view.scores || [];
  let leader = 0;
  scores.forEach((x, s) => { if (x > scores[leader]) leader = s; });
  return { first: from === 0, raids: raids.map((e) => ({ entry: e, against: against(e), cards: cardsOfEvent(e) })), leader,
    points: scores[leader] ?? 0, mine: scores[me] ?? 0, youLead: scores.length > 0 && scores[me] === scores[leader],
    level: scores.filter((x) => x === scores[leader]).length > 1 };
}

function renderSummary(root, summary, view, me) {
  const lines = summary.raids.map(({ entry, against, cards }) => h("li", { class: against ? "against" : "" },
    h("span", {}, eventText(entry, view, me), against ? h("strong", { class: "to-you" }, ` (${t("web.summary_to_you")})`) : ""),
    cards.length ? h("span", { class: "summary-cards" }, cards.map((c) => cardEl(c, cardName(c)))) : ""));
  const lead = summary.youLead && summary.level ? t("web.summary_level", { points: summary.mine })
    : summary.youLead ? t("web.summary_you_lead", { points: summary.mine })
    : t("web.summary_leads", { who: seatName(view, summary.leader, me), points: summary.points, mine: summary.mine });
  clear(root).append(h("section", { class: "panel summary", role: "status", "aria-labelledby": "summary-title" },
    h("div", { class: "summary-head" }, h("h2", { id: "summary-title" }, t("web.summary_title")),
      h("button", { type: "button", class: "ghost", id: "summary-close", "aria-label": t("web.close"), onclick: () => clear(root) }, "×")),
    lines.length ? h("ul", { class: "summary-list" }, lines) : h("p", { class: "muted" }, t("web.summary_quiet")),
    h("p", { class: "summary-lead" }, lead)));
}

// The log: pulls the entries after the last one it holds (one pull at a time) and appends them as
// sentences; the last few are announced.
class GameLog {
  constructor(gameId, list, words) {
    this.gameId = gameId;
    this.list = list;
    this.words = words; // () => {view, me}: what the sentences are worded for
    this.entries = [];
    this.next = 0;
    this.busy = false;
  }

  async pull() {
    if (this.busy) return;
    this.busy = true;
    try {
      for (let guard = 0; guard < 20; guard++) {
        const r = await api("GET", `/api/games/${encodeURIComponent(this.gameId)}/log?since=${this.next}&limit=200`);
        const fresh = r.entries || [];
        this.entries.push(...fresh);
        if (r.next !== undefined && r.next !== null) this.next = r.next;
        if (fresh.length) this.append(fresh, this.primed);
        if (fresh.length < 200) break;
      }
      this.primed = true; // what comes after the first pull happens now (and may sound)
    } catch { /* the log catches up with the next view */ }
    this.busy = false;
  }

  append(fresh, live = false) {
    if (live && fresh.some((e) => RAIDS.has(e.event))) play("raid");
    const { view, me } = this.words();
    const lines = [];
    for (const e of fresh) {
      const text = eventText(e, view, me);
      if (e.event === "turn") { // a turn's heading folds its lines away (and opens them again)
        const turn = this.turns = (this.turns || 0) + 1;
        const fold = h("button", { type: "button", class: "turn-fold", "aria-expanded": "true",
          onclick: () => this.fold(turn, fold) }, text);
        this.list.append(h("li", { class: "turn-line", dataset: { turn } }, fold));
        continue;
      }
      const cards = cardsOfEvent(e);
      // a line that names cards points at them on the table when clicked
      const line = cards.length && this.point
        ? h("button", { type: "button", class: "log-line", onclick: () => this.point(e.seat, cards) }, text) : text;
      this.list.append(h("li", { dataset: { of: this.turns || 0 } }, line));
      lines.push(text);
    }
    this.list.scrollTop = this.list.scrollHeight;
    if (lines.length && !this.quiet) announce(lines.slice(-3).join(" "));
  }

  // Draw the whole log again from the server's entries (a seat's account was deleted: the lines that
  // named it name "deleted player" now), quietly.
  async reload() {
    if (this.busy) { setTimeout(() => this.reload(), 200); return; }
    clear(this.list);
    this.entries = [];
    this.next = 0;
    this.turns = 0;
    this.quiet = true;
    this.primed = false; // no sound for what is drawn again
    await this.pull();
    this.quiet = false;
  }

  // Fold or open the lines of a turn (its heading stays).
  fold(turn, button) {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    for (const li of this.list.querySelectorAll(`li[data-of="${turn}"]`)) li.hidden = !open;
  }

  // Every entry again (in another language).
  render() {
    this.turns = 0;
    clear(this.list);
    this.append(this.entries);
  }
}

// ------------------------------------------------------------------ the page

// opts.judge(text) -> bool: a move is sent only when it says so (the guided first game's lessons);
// opts.lesson: the table is a lesson's (no spectator link, pace or renaming in its header).
export function showGame(main, gameId, opts = {}) {
  readFragment(gameId);
  const store = createStore({ view: null, tokens: savedTokens(gameId), link: "connecting" });
  const tokenFor = (seat) => tokenOf(store.state.tokens, seat);
  const me = () => meOf(store.state);
  const firstSeat = () => heldSeats(store.state.tokens)[0] ?? null;

  const root = h("div", { class: "game" });
  const banner = h("div", { class: "link-banner", role: "status", "aria-live": "polite" });
  const head = h("div", { class: "game-head" });
  const tools = h("div", { class: "game-tools" });
  const tableRoot = h("div", { class: "table-root" });
  const logList = h("ul", { class: "log-list", tabindex: "0", "aria-label": t("web.log") });
  const logTitle = h("h2", {}, t("web.log"));
  const logPanel = h("section", { class: "panel log", "aria-label": t("web.log") }, logTitle, logList);
  const renameLog = () => { // the log's words follow a change of language
    logTitle.textContent = t("web.log");
    for (const el of [logPanel, logList]) el.setAttribute("aria-label", t("web.log"));
  };
  const endRoot = h("div", { class: "end-root" });
  const summaryRoot = h("div", { class: "summary-root" });
  const greetRoot = h("div", { class: "greet-root" });
  clear(main).append(root);
  root.append(banner, head, greetRoot, endRoot, summaryRoot, tableRoot); // the log goes in the table's side column

  // The table's chat (not at a lesson's table): in the table's side column, on a phone behind its button.
  const chat = opts.lesson ? null : new ChatPanel({
    send: (msg) => socket.send(msg),
    creator: () => Boolean(creatorToken(gameId)),
    switchChat: (enabled, spectatorsRead) => api("PUT", `/api/games/${encodeURIComponent(gameId)}/chat`,
      { token: creatorToken(gameId), body: { enabled, spectators_read: spectatorsRead } }),
  });
  if (chat) root.append(chat.toggle);

  let ratings = {}; // seat → its account's or bot's rating for this edition
  // Hot seat (this browser holds several seats): every seat is named, none is "you".
  const hotSeat = () => heldSeats(store.state.tokens).length > 1;
  const table = new Table(tableRoot, { get me() { return hotSeat() ? null : me(); }, get hotSeat() { return hotSeat(); },
    tokensFor: tokenFor, act: (text, seat) => act(text, seat), hint: () => hint(), ratingOf: (seat) => ratings[seat],
    logEl: logPanel, chatEl: chat ? chat.el : null, lesson: Boolean(opts.lesson), endShown: true });
  const loadRatings = () => api("GET", `/api/games/${encodeURIComponent(gameId)}/ratings`).then((list) => {
    ratings = Object.fromEntries(list.map((r) => [r.seat, r]));
    if (store.state.view) { table.render(store.state.view); renderEnd(endRoot, store.state, gameId, on); }
  }).catch(() => {});
  loadRatings();
  // The summary once the log holds the view's seq (a pull may be running: it is waited for).
  const showSummary = (v, tries = 0) => {
    const held = log.entries.length ? log.entries[log.entries.length - 1].seq : -1;
    if (held < v.seq && tries < 20) { setTimeout(() => log.pull().then(() => showSummary(v, tries + 1)), 250); return; }
    if (store.state.view !== v && store.state.view.seq !== v.seq) return; // the game moved on meanwhile
    const seat = me();
    if (seat === null || seat === undefined) return;
    const summary = summaryOf(log.entries, v, seat);
    if (summary.first && !summary.raids.length) return; // the game's first turn of this seat: nothing to tell
    renderSummary(summaryRoot, summary, v, seat);
  };
  const log = new GameLog(gameId, logList, () => ({ view: store.state.view, me: hotSeat() ? null : me() }));
  log.point = (seat, cards) => table.point(seat, cards);
  const on = { ratingOf: (seat) => ratings[seat], decline: (seat) => decline(seat), leave: () => confirmLeave(), claim: (seat, name) => claim(seat, name), rematch: () => rematch(),
    goRematch: (id) => goRematch(id), rename: (seat, name) => rename(seat, name), pace: (p) => setPace(p), lesson: Boolean(opts.lesson),
    redrawHead: () => renderHead(head, tools, store.state, gameId, on) };
  const reflow = () => renderHead(head, tools, store.state, gameId, on); // a window turned phone-narrow, or back
  PHONE.addEventListener("change", reflow);
  const onView = (v) => {
    if (!isNews(store.state.view, v)) return;
    const tokens = store.state.tokens;
    // the server names the signed-in account's seat: held here too, by the cookie
    if (v.seat !== null && v.seat !== undefined && tokens[v.seat] === undefined) store.update({ view: v, tokens: { ...tokens, [v.seat]: BY_ACCOUNT } });
    else store.update({ view: v });
  };

  // What follows a new view or new tokens: every part redrawn; a new move clears the table's error and
  // hint, pulls the log and announces whose turn it is.
  store.subscribe((s, prev) => {
    if (!s.view || (s.view === prev.view && s.tokens === prev.tokens)) return;
    const v = s.view;
    const moved = s.view !== prev.view;
    const newSeq = !prev.view || v.seq !== prev.view.seq;
    if (moved && newSeq) {
      table.error = null;
      table.hintAction = null;
      table.hintText = null;
    }
    root.dataset.seq = String(v.seq);
    renderHead(head, tools, s, gameId, on);
    if (!greetRoot.contains(document.activeElement)) renderGreeting(greetRoot, s, gameId, on);
    table.render(v);
    if (v.over && !(prev.view && prev.view.over)) setTimeout(loadRatings, 1000); // a rated game's ratings moved
    if (!moved) return; // claimed seats: the header and the table are all that change
    renderEnd(endRoot, s, gameId, on);
    // the game ended while this page looked elsewhere (a river further down, on a phone): the end in sight
    if (v.over && prev.view && !prev.view.over) {
      const end = endRoot.querySelector(".panel.end");
      if (end && end.getBoundingClientRect().top < 0) end.scrollIntoView({ block: "start" });
    }
    const mine = mustDecide(s);
    const wasMine = mustDecide(prev);
    setTurnSignal(mine, v);
    const decider = v.decision ? v.decision.seat : null;
    const lastDecider = wasMine ? prev.view.decision.seat : null;
    // a new turn of mine, even where the other seats' views in between were not seen (fast bots)
    const turnCame = mine && (decider !== lastDecider || v.turn !== prev.view.turn);
    if (turnCame && hotSeat()) passDevice(seatName(v, decider, null));
    else if (turnCame) { announce(t("ui.your_turn")); yourTurn(prompt(v, true)); }
    if (!mine && wasMine) clear(summaryRoot); // the summary is of this turn's start
    // a seat's change (taken, renamed, handed to a bot) is a note in the log at once, not with the next move
    const seatsChanged = prev.view && JSON.stringify(v.seats.map((x) => [x.kind, x.name])) !== JSON.stringify(prev.view.seats.map((x) => [x.kind, x.name]));
    const deleted = prev.view && v.seats.some((x) => x.deleted && !(prev.view.seats[x.seat] || {}).deleted);
    if (deleted) log.reload();
    else if (newSeq) log.pull().then(() => { if (turnCame && !hotSeat() && !opts.judge) showSummary(v); });
    else if (seatsChanged) log.pull();
  });
  store.subscribe((s, prev) => {
    if (s.link === prev.link) return;
    if (s.link === "open" && prev.link === "lost") {
      announce(t("web.reconnected"));
      if (table.error && store.state.view) { // an error from while the server was away is stale now
        table.error = null;
        table.render(store.state.view);
      }
    }
    renderBanner(banner, s.link);
    // the server said the table is not there (or not this link's) before any view came: say so, and the way out
    if (s.link === "gone" && !s.view) {
      clear(root).append(h("section", { class: "panel gone", role: "alert", id: "table-gone" },
        h("p", {}, refused || t("web.err_not_found")), h("a", { class: "button primary", href: "/" }, t("web.lobby"))));
    }
  });
  renderBanner(banner, store.state.link);

  // Hot seat: whose turn it is, by name, full screen, until that person confirms.
  const passDialog = h("dialog", { class: "pass-device", id: "pass-device", "aria-labelledby": "pass-title" });
  root.append(passDialog);
  function passDevice(who) {
    const ok = h("button", { class: "primary", id: "pass-ok", type: "button", autofocus: true,
      onclick: () => { passDialog.close(); const d = root.querySelector("#decision"); if (d) d.focus(); } }, t("web.pass_ok", { who }));
    clear(passDialog).append(h("h2", { id: "pass-title" }, t("web.hot_turn", { who })), h("p", {}, t("web.pass_device", { who })), ok);
    if (!passDialog.open) passDialog.showModal();
    ok.focus();
    announce(t("web.hot_turn", { who }));
    play("turn");
  }

  async function act(text, seat) {
    closeMenus();
    const token = tokenFor(seat);
    const view = store.state.view;
    if (!token || !view) return;
    table.error = null;
    table.hintAction = null;
    table.hintText = null;
    if (opts.judge && !opts.judge(text)) { table.render(view); return; } // a lesson's wrong move: explained, not sent
    try {
      onView(await api("POST", `/api/games/${encodeURIComponent(gameId)}/actions`, { body: { action: text, seq: view.seq }, token: bearer(token) }));
    } catch (e) {
      const msg = refusalText(e);
      announce(msg);
      table.showError(msg);
      if (e.status === 409) refresh();
      if (e instanceof TypeError) untilReachable(msg); // the server could not be reached
    }
  }

  // After "the server cannot be reached": ask again every 2 s; once it answers, the error goes (it is
  // stale) and the table shows the current view.
  let probing = null;
  function untilReachable(msg) {
    if (probing) return;
    probing = setInterval(async () => {
      if (!document.body.contains(root)) { clearInterval(probing); probing = null; return; }
      try {
        const v = await api("GET", `/api/games/${encodeURIComponent(gameId)}`, { token: bearer(tokenFor(firstSeat())) });
        clearInterval(probing);
        probing = null;
        if (table.error === msg) table.error = null;
        announce(t("web.reconnected"));
        onView(v);
        if (store.state.view) table.render(store.state.view);
      } catch { /* still away */ }
    }, 2000);
  }

  async function hint() {
    const view = store.state.view;
    const token = tokenFor(view && view.decision ? view.decision.seat : null);
    if (!token) return;
    try {
      const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/hint`, { token: bearer(token) });
      const now = store.state.view;
      const move = now.decision ? now.decision.legal_actions.find((x) => x.text === r.action) : null;
      table.hintAction = r.action;
      if (move && move.verb === "place" && move.card) table.selectedCard = move.card; // loot: the hinted card's cells
      table.hintText = t("web.hint_says", { move: move ? describe(move, now, me()) : r.action });
      announce(table.hintText);
      table.render(now);
    } catch (e) { table.showError(refusalText(e)); }
  }

  async function refresh() {
    try {
      onView(await api("GET", `/api/games/${encodeURIComponent(gameId)}`, { token: bearer(tokenFor(firstSeat())) }));
    } catch (e) { table.showError(refusalText(e)); }
  }

  async function claim(seat, name) {
    name = (name || "").trim() || t("web.player");
    localStorage.setItem("ogallala.name", name);
    try {
      const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/claim`, { body: { name } });
      saveToken(gameId, r.seat, r.token);
      store.update({ tokens: savedTokens(gameId) });
      socket.close();
      socket = connect();
    } catch (e) { table.showError(refusalText(e)); }
  }

  // Leaving a running game gives this browser's seats to bots for good: asked first.
  const leaveDialog = h("dialog", { class: "confirm", id: "leave-dialog", "aria-labelledby": "leave-title" });
  root.append(leaveDialog);
  function confirmLeave() {
    const view = store.state.view;
    if (!view || view.over || !heldSeats(store.state.tokens).length) return leaveTable();
    clear(leaveDialog).append(h("h2", { id: "leave-title" }, t("web.leave_title")), h("p", {}, t("web.leave_explain")),
      h("div", { class: "buttons" },
        h("button", { type: "button", id: "leave-cancel", autofocus: true, onclick: () => leaveDialog.close() }, t("web.cancel")),
        h("button", { type: "button", class: "danger", id: "leave-confirm", onclick: () => { leaveDialog.close(); leaveTable(); } }, t("web.leave"))));
    leaveDialog.showModal();
  }

  async function decline(seat) {
    try { await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/decline`); location.href = "/"; } catch (e) { table.showError(refusalText(e)); }
  }

  async function rename(seat, name) {
    try {
      await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/name`, { body: { name: name.trim() }, token: bearer(tokenFor(seat)) });
      localStorage.setItem("ogallala.name", name.trim());
      if (localStorage.getItem(`ogallala.greeted.${gameId}`) === "ask") localStorage.setItem(`ogallala.greeted.${gameId}`, "done");
      announce(t("account.saved"));
      return true;
    } catch (e) { table.showError(refusalText(e)); return false; }
  }

  async function leaveTable() {
    const view = store.state.view;
    if (view && !view.over) {
      for (const [seat, token] of Object.entries(store.state.tokens)) {
        try { await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/leave`, { token: bearer(token) }); } catch { /* gone already */ }
      }
      forgetTokens(gameId);
    }
    close();
    location.href = "/";
  }

  // Every seat this browser held follows it into the rematch: a seat's token carries over to the player's
  // new seat (the first seat moved on by one), which the new table names when asked with that token.
  async function carrySeats(newId) {
    for (const token of Object.values(store.state.tokens)) {
      if (token === BY_ACCOUNT) continue; // an account's seat follows it by the session cookie
      try {
        const v = await api("GET", `/api/games/${encodeURIComponent(newId)}`, { token });
        if (v.seat !== null && v.seat !== undefined) saveToken(newId, v.seat, token);
      } catch { /* a seat that left: no longer this browser's */ }
    }
    const creator = creatorToken(gameId);
    if (creator) saveCreatorToken(newId, creator); // the creator's token carries over too
    const links = []; // and the links the creator handed out, to their seats in the rematch
    for (const token of Object.values(savedLinks(gameId))) {
      try {
        const v = await api("GET", `/api/games/${encodeURIComponent(newId)}`, { token });
        if (v.seat !== null && v.seat !== undefined) links.push({ seat: v.seat, token });
      } catch { /* a seat that left */ }
    }
    if (links.length) saveLinks(newId, links);
  }

  async function goRematch(id) {
    await carrySeats(id);
    close();
    location.href = `/games/${encodeURIComponent(id)}`;
  }

  async function setPace(pace) {
    try {
      await api("PUT", `/api/games/${encodeURIComponent(gameId)}/pace`, { token: creatorToken(gameId), body: { pace } });
    } catch (e) { table.showError(refusalText(e)); }
  }

  async function rematch() {
    try {
      const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/rematch`, { token: creatorToken(gameId) });
      await carrySeats(r.id);
      // Seats new to the rematch (none today: every token carries over) get their links to pass on.
      if (r.seats.some((s) => s.token)) {
        clear(endRoot).append(h("section", { class: "panel end" }, h("h2", {}, t("web.rematch")), seatLinks(r.id, r.seats),
          h("a", { class: "button primary", href: `/games/${encodeURIComponent(r.id)}` }, t("web.go_rematch"))));
        return;
      }
      close();
      location.href = `/games/${encodeURIComponent(r.id)}`;
    } catch (e) { table.showError(refusalText(e)); }
  }

  // The page cannot stay behind unseen: it fetches the view again over HTTP once the server says the game
  // is past the view shown (the heartbeat, or any message with a higher seq), and when the socket has said
  // nothing for SILENT_MS while someone else decides (the heartbeat comes every few seconds), and then
  // makes the socket anew. An answer older than the view shown never replaces it (isNews).
  let fetching = false;
  async function catchUp() {
    if (fetching) return;
    fetching = true;
    try {
      onView(await api("GET", `/api/games/${encodeURIComponent(gameId)}`, { token: bearer(tokenFor(firstSeat())) }));
    } catch { /* the next look tries again */ }
    fetching = false;
  }
  const onSeq = (seq) => { if (store.state.view && seq > store.state.view.seq) catchUp(); };
  const watch = setInterval(() => {
    const v = store.state.view;
    if (v && socket.seq > v.seq) catchUp();
    if (!v || v.over || mustDecide(store.state) || performance.now() - socket.heard < SILENT_MS) return;
    catchUp();
    const ws = socket.ws;
    if (ws && ws.readyState !== WebSocket.CLOSED) socket.reconnect(); // open but silent, or stuck connecting
    else socket.heard = performance.now(); // closed: the socket reconnects by itself; look again later
  }, 500);

  // The socket follows the table as the first seat held (or as a spectator).
  let refused = null; // the server's last refusal on the socket, in the page's words
  const connect = () => new GameSocket(gameId, bearer(tokenFor(firstSeat())), {
    onView,
    onSeq,
    onState: (link) => store.update({ link }),
    onError: (m) => {
      if (chat && CHAT_ERRORS.has(m.code)) { chat.showError(refusalText(m)); return; } // said in the chat
      refused = refusalText(m); table.showError(refused);
    },
    onChat: chat ? (m) => {
      if (m.type === "chat-history") chat.history(m);
      else if (m.type === "chat") chat.add(m.message);
      else if (m.type === "chat-reported") chat.reportedOne(m.id);
    } : null,
  });
  let socket = connect();
  const tick = setInterval(() => {
    const el = root.querySelector(".clock");
    if (el && el.dataset.deadline) {
      const s = Math.max(0, Math.round((Date.parse(el.dataset.deadline) - Date.now()) / 1000));
      el.textContent = t("web.clock", { time: duration(s) });
    }
  }, 1000);

  function close() {
    PHONE.removeEventListener("change", reflow);
    tools.remove();
    clearInterval(tick);
    clearInterval(watch);
    socket.close();
    store.close();
  }

  return {
    render: () => {
      const s = store.state;
      if (!s.view) return;
      renderHead(head, tools, s, gameId, on);
      renderGreeting(greetRoot, s, gameId, on);
      table.render(s.view);
      renderEnd(endRoot, s, gameId, on);
      setTurnSignal(mustDecide(s), s.view); // the tab's title in the new language
      renameLog();
      log.render();
      if (chat) chat.render();
    },
    edition: () => (store.state.view ? store.state.view.edition : "amigo"),
    close,
  };
}

export async function copy(text, done) {
  try { await navigator.clipboard.writeText(text); announce(done); } catch {
    const ta = h("textarea", {}, text); document.body.append(ta); ta.select();
    try { document.execCommand("copy"); announce(done); } catch { /* nothing more to try */ }
    ta.remove();
  }
}
