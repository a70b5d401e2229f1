// A game's page: the live table over the WebSocket, the log, the end screen; hot seat included.
import { h, clear, announce } from "./util.js";
import { t } from "./i18n.js";
import { api, GameSocket, savedTokens, saveToken, forgetTokens, creatorToken, saveCreatorToken } from "./api.js";
import { Table, eventText, refusalText, closeMenus } from "./table.js";
import { seatName, describe } from "./words.js";
import { seatLinks } from "./lobby.js";

function readFragment(gameId) {
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get("token") && frag.get("seat") !== null) saveToken(gameId, Number(frag.get("seat")), frag.get("token"));
  if (frag.get("creator")) saveCreatorToken(gameId, frag.get("creator"));
}

function setTurnSignal(mine, view) {
  const base = `Ogallala · ${view.edition_name || ""}`;
  document.title = mine ? `▶ ${t("web.title_your_turn")} · ${base}` : view.over ? `${t("ui.game_over")} · ${base}` : base;
  const link = document.querySelector("link[rel=icon]");
  if (link) link.href = mine ? "/static/icon-turn.svg" : "/static/icon.svg";
}

export function showGame(main, gameId) {
  readFragment(gameId);
  let tokens = savedTokens(gameId);
  let view = null;
  let link = "connecting";
  const log = [];
  let logNext = 0;
  let logBusy = false;
  let lastSeq = -1;
  let lastDecider = null;
  const firstSeat = () => { const s = Object.keys(tokens).map(Number).sort((a, b) => a - b); return s.length ? s[0] : null; };
  const tokenFor = (seat) => (seat === null || seat === undefined ? null : tokens[seat] || null);
  const me = () => {
    if (view && view.decision && tokenFor(view.decision.seat)) return view.decision.seat;
    return firstSeat();
  };

  const root = h("div", { class: "game" });
  const banner = h("div", { class: "link-banner", role: "status", "aria-live": "polite" });
  const head = h("div", { class: "game-head" });
  const tableRoot = h("div", { class: "table-root" });
  const logList = h("ul", { class: "log-list", tabindex: "0", "aria-label": t("web.log") });
  const logPanel = h("section", { class: "panel log", "aria-label": t("web.log") }, h("h2", {}, t("web.log")), logList);
  const endRoot = h("div", { class: "end-root" });
  clear(main).append(root);
  root.append(banner, head, endRoot, tableRoot, logPanel);

  const table = new Table(tableRoot, {
    get me() { return me(); },
    tokensFor: tokenFor,
    act: (text, seat) => act(text, seat),
    hint: () => hint(),
  });

  async function act(text, seat) {
    closeMenus();
    const token = tokenFor(seat);
    if (!token || !view) return;
    table.error = null;
    table.hintAction = null;
    table.hintText = null;
    try {
      const v = await api("POST", `/api/games/${encodeURIComponent(gameId)}/actions`, { body: { action: text, seq: view.seq }, token });
      onView(v);
    } catch (e) {
      const msg = refusalText(e);
      announce(msg);
      table.showError(msg);
      if (e.status === 409) refresh();
    }
  }

  async function hint() {
    const seat = view && view.decision ? view.decision.seat : null;
    const token = tokenFor(seat);
    if (!token) return;
    try {
      const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/hint`, { token });
      table.hintAction = r.action;
      const a = view.decision.legal_actions.find((x) => x.text === r.action);
      table.hintText = t("web.hint_says", { move: a ? describe(a, view, me()) : r.action });
      announce(table.hintText);
      table.render(view);
    } catch (e) { table.showError(refusalText(e)); }
  }

  async function refresh() {
    try {
      const token = tokenFor(firstSeat());
      onView(await api("GET", `/api/games/${encodeURIComponent(gameId)}`, { token }));
    } catch (e) { table.showError(refusalText(e)); }
  }

  async function pullLog() {
    if (logBusy) return;
    logBusy = true;
    try {
      for (let guard = 0; guard < 20; guard++) {
        const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/log?since=${logNext}&limit=200`);
        const fresh = r.entries || [];
        for (const e of fresh) log.push(e);
        if (r.next !== undefined && r.next !== null) logNext = r.next;
        if (fresh.length) renderLog(fresh);
        if (fresh.length < 200) break;
      }
    } catch { /* the log catches up with the next view */ }
    logBusy = false;
  }

  function renderLog(fresh) {
    const mine = me();
    const lines = [];
    for (const e of fresh) {
      const text = eventText(e, view, mine);
      const li = h("li", { class: e.event === "turn" ? "turn-line" : "" }, text);
      logList.append(li);
      if (e.event !== "turn") lines.push(text);
    }
    while (logList.children.length > 300) logList.firstChild.remove();
    logList.scrollTop = logList.scrollHeight;
    if (lastSeq >= 0 && lines.length) announce(lines.slice(-3).join(" "));
  }

  function renderHead() {
    if (!view) return;
    const mySeats = Object.keys(tokens).map(Number);
    const hot = mySeats.length > 1;
    const status = view.status === "open" ? t("web.status_open") : view.over ? t("ui.game_over") : t("web.turn_n", { n: view.turn });
    const leave = h("button", { class: "ghost", id: "leave", onclick: leaveTable }, mySeats.length ? t("web.leave") : t("web.lobby"));
    const spectate = `${location.origin}/games/${encodeURIComponent(gameId)}`;
    clear(head).append(
      h("h1", {}, `${view.edition_name}`, view.variants.length ? h("span", { class: "muted" }, ` · ${view.variants.join(", ")}`) : ""),
      h("span", { class: "status-pill" }, status),
      hot ? h("span", { class: "status-pill hot" }, t("web.hot_seat")) : "",
      mySeats.length === 0 ? h("span", { class: "status-pill" }, t("web.spectating")) : "",
      h("button", { class: "ghost", onclick: () => copy(spectate, t("web.copied")) }, t("web.copy_spectate")),
      leave);
    if (view.status === "open" && mySeats.length === 0) {
      const open = view.seats.filter((s) => s.kind === "open");
      if (open.length) {
        const name = h("input", { id: "claim-name", value: localStorage.getItem("ogallala.name") || "", "aria-label": t("web.your_name"), placeholder: t("web.your_name") });
        head.append(h("div", { class: "claim" }, name, open.map((s) => h("button", { class: "primary", onclick: () => claim(s.seat, name.value) }, t("web.take_seat", { n: s.seat })))));
      }
    }
    const creator = creatorToken(gameId);
    if (creator && view.status === "open") {
      head.append(h("details", { class: "links" }, h("summary", {}, t("web.seat_links")), seatLinksFromView()));
    }
  }

  function seatLinksFromView() {
    const all = savedTokens(gameId);
    return seatLinks(gameId, view.seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, token: all[s.seat] || null })));
  }

  async function claim(seat, name) {
    name = (name || "").trim() || t("web.player");
    localStorage.setItem("ogallala.name", name);
    try {
      const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/claim`, { body: { name } });
      saveToken(gameId, r.seat, r.token);
      tokens = savedTokens(gameId);
      if (view) { renderHead(); table.render(view); }
      socket.close();
      socket = open();
    } catch (e) { table.showError(refusalText(e)); }
  }

  async function leaveTable() {
    if (view && !view.over) {
      for (const [seat, token] of Object.entries(tokens)) {
        try { await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/leave`, { token }); } catch { /* gone already */ }
      }
    }
    if (view && !view.over) forgetTokens(gameId);
    socket.close();
    location.href = "/";
  }

  function renderEnd() {
    clear(endRoot);
    if (!view || !view.over) return;
    const res = view.result || {};
    const winners = new Set(res.winners || []);
    const mySeats = Object.keys(tokens).map(Number);
    const rows = view.rivers.map((r, s) => {
      const boats = r.boats.filter((b) => b.complete || b.points);
      return h("tr", { class: winners.has(s) ? "winner" : "" },
        h("th", { scope: "row" }, seatName(view, s, mySeats.length === 1 ? mySeats[0] : null), winners.has(s) ? h("span", { class: "star", title: t("web.winner") }, " ★") : ""),
        h("td", {}, boats.length ? boats.map((b) => h("span", { class: "boat-pts" }, t("web.boat_pts", { row: b.row, col: b.start, points: b.points }))) : "—"),
        h("td", {}, String((view.bonus || [])[s] || 0)),
        h("td", { class: "total" }, String(view.scores[s])));
    });
    const reasonKey = `ui.reason_${res.reason}`;
    const ender = res.ended_by !== null && res.ended_by !== undefined ? seatName(view, res.ended_by, null) : "";
    const creator = creatorToken(gameId);
    const buttons = h("div", { class: "buttons" },
      h("a", { class: "button", href: `/games/${encodeURIComponent(gameId)}/replay`, id: "replay-link" }, t("web.replay")),
      view.rematch ? h("a", { class: "button primary", href: `/games/${encodeURIComponent(view.rematch)}`, id: "rematch-link" }, t("web.go_rematch")) :
        creator ? h("button", { class: "primary", id: "rematch", onclick: rematch }, t("web.rematch")) : "",
      h("a", { class: "button ghost", href: "/" }, t("web.lobby")));
    endRoot.append(h("section", { class: "panel end", "aria-labelledby": "end-title" },
      h("h2", { id: "end-title" }, t("ui.game_over")),
      h("p", {}, t(reasonKey, { who: ender })),
      h("table", { class: "scores" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("web.player")), h("th", { scope: "col" }, t("web.boats")),
          h("th", { scope: "col" }, t("ui.bonus")), h("th", { scope: "col" }, t("web.total")))),
        h("tbody", {}, rows)),
      buttons));
  }

  async function rematch() {
    const creator = creatorToken(gameId);
    try {
      const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/rematch`, { token: creator });
      saveCreatorToken(r.id, r.creator_token);
      // This browser keeps the seats it held; the others get their links to pass on.
      for (const s of r.seats) if (s.token && tokens[s.seat] !== undefined) saveToken(r.id, s.seat, s.token);
      if (r.seats.some((s) => s.token && tokens[s.seat] === undefined)) {
        clear(endRoot).append(h("section", { class: "panel end" }, h("h2", {}, t("web.rematch")), seatLinks(r.id, r.seats),
          h("a", { class: "button primary", href: `/games/${encodeURIComponent(r.id)}` }, t("web.go_rematch"))));
        return;
      }
      location.href = `/games/${encodeURIComponent(r.id)}`;
    } catch (e) { table.showError(refusalText(e)); }
  }

  function onView(v) {
    if (view && v.seq < view.seq) return; // an older view arriving late
    if (view && v.seq === view.seq && v.status === view.status && JSON.stringify(v.seats) === JSON.stringify(view.seats)
      && JSON.stringify(v.clock) === JSON.stringify(view.clock)) return; // the same view again (the answer and the push)
    const fresh = !view || v.seq !== view.seq || v.status !== view.status;
    view = v;
    root.dataset.seq = String(v.seq);
    const decider = v.decision ? v.decision.seat : null;
    const mine = Boolean(v.decision && v.status !== "open" && !v.over && tokenFor(decider));
    if (fresh && v.seq !== lastSeq) {
      table.error = null;
      table.hintAction = null;
      table.hintText = null;
    }
    renderHead();
    table.render(v);
    renderEnd();
    setTurnSignal(mine, v);
    if (mine && decider !== lastDecider && Object.keys(tokens).length > 1) announce(t("web.hot_turn", { who: seatName(v, decider, null) }));
    else if (mine && lastDecider !== decider) announce(t("ui.your_turn"));
    lastDecider = mine ? decider : null;
    if (v.seq !== lastSeq) { pullLog(); lastSeq = v.seq; }
  }

  function setLink(state) {
    link = state;
    banner.className = `link-banner ${state}`;
    banner.textContent = state === "lost" ? t("web.reconnecting") : "";
    banner.hidden = state !== "lost";
  }

  const open = () => new GameSocket(gameId, tokenFor(firstSeat()), {
    onView,
    onState: (s) => { if (s === "open" && link === "lost") announce(t("web.reconnected")); setLink(s); },
    onError: (m) => table.showError(refusalText(m)),
  });
  let socket = open();
  setLink("connecting");
  setInterval(() => {
    const el = root.querySelector(".clock");
    if (el && el.dataset.deadline) {
      const s = Math.max(0, Math.round((Date.parse(el.dataset.deadline) - Date.now()) / 1000));
      el.textContent = t("web.clock", { s });
    }
  }, 1000);

  return {
    render: () => { if (view) { renderHead(); table.render(view); renderEnd(); clear(logList); renderLog(log); } },
    edition: () => (view ? view.edition : "amigo"),
  };
}

export async function copy(text, done) {
  try { await navigator.clipboard.writeText(text); announce(done); } catch {
    const ta = h("textarea", {}, text); document.body.append(ta); ta.select();
    try { document.execCommand("copy"); announce(done); } catch { /* nothing more to try */ }
    ta.remove();
  }
}
