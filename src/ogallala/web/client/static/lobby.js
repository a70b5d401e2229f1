// The lobby: create a table (edition, variants, seats, clock; hot seat), hand out the seat links,
// list open and running tables to join or watch.
import { h, clear, announce, isolated } from "./util.js";
import { t } from "./i18n.js";
import { api, saveToken, saveCreatorToken, saveLinks } from "./api.js";
import { refusalText, shownName } from "./words.js";
import { signedIn } from "./session.js";
import { quickPlayPanel } from "./quickplay.js";
import { ratingBadge } from "./players.js";
import { myGameItem, invitationItem, ratingLegend } from "./mygames.js";

const EDITIONS = { amigo: { max: 5, variants: ["two-tribes", "more-lassos-archers", "fewer-axes", "no-axes", "no-totems"] },
  ass: { max: 4, variants: ["two-tribes", "river-16", "sorted-stacks", "more-lassos-archers", "fewer-axes", "no-axes", "no-totems"] },
  pelikan: { max: 4, variants: ["two-tribes", "river-16", "more-lassos-archers", "no-totems"] } };
const LEVELS = ["random", "easy", "medium", "hard", "expert"];
const PACES = ["fast", "normal", "slow"];

// A clock as players say it: seconds, hours or days per decision.
const clockName = (s) => (s >= 86400 ? t("web.clock_days", { n: s / 86400 }) : s >= 3600 ? t("web.clock_hours", { n: s / 3600 }) : t("web.clock_secs", { s }));
const CLOCKS = [null, 30, 60, 120, 300, 3600, 4 * 3600, 86400, 3 * 86400, 7 * 86400]; // an hour or more: correspondence (accounts only)

async function copyText(text) {
  try { await navigator.clipboard.writeText(text); } catch {
    const ta = h("textarea", {}, text); document.body.append(ta); ta.select();
    try { document.execCommand("copy"); } catch { /* nothing more to try */ }
    ta.remove();
  }
  announce(t("web.copied"));
}

// The links of a new table: one per seat with a token (in the fragment), and the spectator's.
export function seatLinks(gameId, seats) {
  const base = `${location.origin}/games/${encodeURIComponent(gameId)}`;
  const rows = seats.filter((s) => s.token).map((s) => {
    const url = `${base}#seat=${s.seat}&token=${encodeURIComponent(s.token)}`;
    return h("li", {}, h("span", { class: "link-who" }, t("web.link_for", { n: s.seat + 1, name: isolated(s.name) })),
      h("input", { readonly: true, value: url, "aria-label": t("web.link_for", { n: s.seat + 1, name: s.name || "" }), class: "link-url", onfocus: (e) => e.target.select() }),
      h("button", { type: "button", class: "copy", dataset: { seat: s.seat }, onclick: () => copyText(url) }, t("web.copy")));
  });
  rows.push(h("li", {}, h("span", { class: "link-who" }, t("web.spectators")),
    h("input", { readonly: true, value: base, class: "link-url", "aria-label": t("web.spectators"), onfocus: (e) => e.target.select() }),
    h("button", { type: "button", class: "copy", onclick: () => copyText(base) }, t("web.copy"))));
  return h("ul", { class: "seat-links" }, rows);
}

export function showLobby(main) {
  const state = {
    edition: "amigo", variants: new Set(), clock: null, pace: "normal", hotseat: false,
    seats: [{ kind: "me" }, { kind: "bot", level: "medium" }, { kind: "bot", level: "medium" }],
    created: null, error: null, games: { open: [], running: [], over: [] },
    mine: null, invitations: [], // signed in: the player's own games ({my_turn, waiting, finished}) and invitations
  };
  const root = h("div", { class: "lobby" });
  clear(main).append(root);
  document.title = "Ogallala";

  function render() {
    const name = localStorage.getItem("ogallala.name") || "";
    const ed = EDITIONS[state.edition];
    const problem = setupProblem();
    state.variants = new Set([...state.variants].filter((v) => ed.variants.includes(v)));
    while (state.seats.length > ed.max) state.seats.pop();
    const seatRows = state.seats.map((s, i) => {
      const kind = h("select", { "aria-label": t("web.seat_kind", { n: i + 1 }), dataset: { seat: i }, class: "seat-kind",
        onchange: (e) => { s.kind = e.target.value; if (s.kind === "bot" && !s.level) s.level = "medium"; render(); } },
      ["me", "human", "open", "bot", "remote-bot", ...(signedIn() ? ["invite"] : [])].map((k) => h("option", { value: k, selected: s.kind === k },
        k === "invite" ? t("account.kind_invite") : k === "human" && state.hotseat ? t("web.kind_human_here") : t("web.kind_" + k.replace("-", "_")))));
      const extra = s.kind === "bot"
        ? h("select", { "aria-label": t("web.seat_level", { n: i + 1 }), class: "seat-level", onchange: (e) => { s.level = e.target.value; } },
          LEVELS.map((l) => h("option", { value: l, selected: s.level === l }, t("web.level_" + l))))
        : s.kind === "human" || s.kind === "remote-bot"
          ? h("input", { "aria-label": t("web.seat_name", { n: i + 1 }), class: "seat-name", value: s.name || "", placeholder: t("web.name_placeholder"), oninput: (e) => { s.name = e.target.value; } })
          : s.kind === "invite" ? h("input", { "aria-label": t("account.invite_username", { n: i + 1 }), class: "seat-name", value: s.username || "", pattern: "[A-Za-z0-9_\\-]{3,20}", autocomplete: "off", oninput: (e) => { s.username = e.target.value.trim(); } })
            : s.kind === "me" ? h("span", { class: "muted" }, signedIn() || name || t("web.player")) : h("span", { class: "muted" }, t("web.open_help"));
      return h("li", { class: "seat-row" }, h("span", { class: "seat-dot", style: `--seat:var(--seat-${i})` }, String(i + 1)), kind, extra,
        state.seats.length > 2 ? h("button", { type: "button", class: "ghost", "aria-label": t("web.remove_seat", { n: i + 1 }), onclick: () => { state.seats.splice(i, 1); render(); } }, "✕") : "");
    });
    const form = h("form", { class: "panel create", "aria-labelledby": "create-title", onsubmit: (e) => { e.preventDefault(); create(); } },
      h("h2", { id: "create-title" }, t("web.new_table")),
      signedIn() ? "" : h("label", {}, t("web.your_name"), " ", h("input", { id: "name", value: name, autocomplete: "nickname", oninput: (e) => localStorage.setItem("ogallala.name", e.target.value.trim()) })),
      h("fieldset", {}, h("legend", {}, t("web.edition")),
        Object.keys(EDITIONS).map((e) => h("label", { class: "radio" }, h("input", { type: "radio", name: "edition", value: e, checked: state.edition === e,
          onchange: () => { state.edition = e; render(); } }), t("web.edition_" + e)))),
      h("fieldset", {}, h("legend", {}, t("web.variants")),
        ed.variants.map((v) => h("label", { class: "check" }, h("input", { type: "checkbox", value: v, checked: state.variants.has(v),
          onchange: (e) => { if (e.target.checked) state.variants.add(v); else state.variants.delete(v); } }), t("web.variant_" + v.replace(/-/g, "_"))))),
      h("fieldset", {}, h("legend", {}, t("web.seats")),
        h("ol", { class: "seat-list" }, seatRows),
        state.seats.length < ed.max ? h("button", { type: "button", class: "ghost", id: "add-seat", onclick: () => { state.seats.push({ kind: "bot", level: "medium" }); render(); } }, t("web.add_seat")) : ""),
      h("label", { class: "check" }, h("input", { type: "checkbox", id: "hotseat", checked: state.hotseat, onchange: (e) => { state.hotseat = e.target.checked; render(); } }), t("web.hotseat"),
        h("span", { class: "muted" }, " — ", t("web.hotseat_help"))),
      h("label", {}, t("web.clock_label"), " ", h("select", { id: "clock", "aria-describedby": "clock-problem", onchange: (e) => { state.clock = e.target.value ? Number(e.target.value) : null; render(); } },
        CLOCKS.map((c) => h("option", { value: c === null ? "" : c, selected: state.clock === c }, c === null ? t("web.no_clock") : clockName(c))))),
      problem ? h("p", { class: "error", id: "clock-problem", role: "alert" }, problem) : "",
      h("label", {}, t("web.pace_label"), " ", h("select", { id: "pace", onchange: (e) => { state.pace = e.target.value; } },
        PACES.map((p) => h("option", { value: p, selected: state.pace === p }, t("web.pace_" + p))))),
      h("button", { type: "submit", class: "primary", id: "create", disabled: Boolean(problem) }, t("web.create")),
      state.error ? h("p", { class: "error", role: "alert" }, state.error) : "");
    const created = state.created ? h("section", { class: "panel created", "aria-labelledby": "created-title" },
      h("h2", { id: "created-title" }, t("web.table_ready")), h("p", {}, t("web.links_help")), seatLinks(state.created.id, state.created.seats),
      h("a", { class: "button primary", id: "go-table", href: `/games/${encodeURIComponent(state.created.id)}` }, t("web.go_table"))) : "";
    const list = (status) => {
      const own = new Set(state.mine ? [...state.mine.my_turn, ...state.mine.waiting, ...state.mine.finished].map((g) => g.id) : []);
      const games = (state.games[status] || []).filter((g) => !own.has(g.id)); // the player's own are listed above
      return h("section", { class: "panel games", "aria-labelledby": `list-${status}` }, h("h2", { id: `list-${status}` }, t("web.games_" + status)),
        games.length ? h("ul", { class: "game-list" }, games.map((g) => h("li", {},
          h("span", {}, `${t("web.edition_" + g.edition)} · ${t("web.n_players", { n: g.players })}` + (g.status === "running" ? ` · ${Number.isInteger(g.turn) ? t("web.turn_n", { n: g.turn }) : t("web.moves_n", { n: g.seq })}` : "")),
          h("span", { class: "muted" }, g.seats.flatMap((s, i) => [i ? ", " : "", s.kind === "open" ? (s.name ? h("bdi", {}, t("web.reserved_for", { name: s.name })) : t("web.kind_open")) : (s.name && shownName(s)) || t(`web.kind_${s.kind.replace("-", "_")}`), s.rating !== null && s.rating !== undefined ? " " : "", ratingBadge(s)])),
          status === "open" && g.seats.some((s) => s.kind === "open" && (!s.name || s.name === signedIn())) ? h("a", { class: "button primary", href: `/games/${encodeURIComponent(g.id)}` }, t("web.join")) : "",
          h("a", { class: "button ghost", href: status === "over" ? `/games/${encodeURIComponent(g.id)}/replay` : `/games/${encodeURIComponent(g.id)}` }, status === "over" ? t("web.replay") : t("web.watch")))))
          : h("p", { class: "muted" }, t("web.none")));
    };
    state.list = list;
    clear(root).append(
      h("section", { class: "hero" }, h("h1", {}, "Ogallala"), h("p", {}, t("web.tagline")),
        h("a", { class: "button", href: "/tutorial", id: "tutorial-link" }, t("tutorial.title"))),
      invitesRoot,
      h("div", { class: "lobby-grid" }, h("div", {}, created || form), h("div", {}, quick, listsRoot)));
    quick.refresh();
    renderLists();
  }

  const listsRoot = h("div", { class: "lists" });
  const invitesRoot = h("div", { class: "invites-root" });
  const quick = quickPlayPanel();
  function renderLists() {
    const all = [...Object.values(state.games).flat()];
    const provisional = all.some((g) => g.seats.some((s) => s.provisional));
    clear(listsRoot).append(state.list("open"), state.list("running"), state.list("over"), provisional ? ratingLegend() : "");
    // first of all, the player's own: invitations, then their games
    clear(invitesRoot).append(state.invitations.length ? h("section", { class: "panel invitations", "aria-labelledby": "invitations-title" },
      h("h2", { id: "invitations-title" }, t("lobby.invitations"), " ", h("span", { class: "count" }, String(state.invitations.length))),
      h("ul", { class: "game-list" }, state.invitations.map((inv) => invitationItem(inv, loadGames)))) : "", yourGames());
  }
  // The player's own games first: running ones (their turn first), then the last few finished.
  function yourGames() {
    if (!state.mine) return "";
    const running = [...state.mine.my_turn, ...state.mine.waiting.filter((g) => !g.invited)];
    const finished = state.mine.finished.slice(0, 5);
    if (!running.length && !finished.length) return "";
    return h("section", { class: "panel games your-games", "aria-labelledby": "your-games-title" },
      h("h2", { id: "your-games-title" }, t("lobby.your_games")),
      running.length ? h("ul", { class: "game-list" }, running.map(myGameItem)) : "",
      finished.length ? h("h3", {}, t("lobby.finished_lately")) : "",
      finished.length ? h("ul", { class: "game-list" }, finished.map(myGameItem)) : "",
      h("p", {}, h("a", { href: "/account" }, t("lobby.all_my_games"))));
  }

  // A correspondence clock (an hour or more) is for accounts only: said in the form, before "Create the table".
  function setupProblem() {
    if ((state.clock || 0) < 3600) return null;
    if (!signedIn()) return t("lobby.correspondence_sign_in");
    if (state.hotseat || state.seats.some((s) => ["human", "open", "remote-bot"].includes(s.kind))) return t("lobby.correspondence_accounts");
    return null;
  }

  async function create() {
    if (setupProblem()) return;
    const name = (localStorage.getItem("ogallala.name") || "").trim() || t("web.player");
    const seats = state.seats.map((s) => {
      if (s.kind === "me") return signedIn() ? { kind: "human", username: signedIn() } : { kind: "human", name };
      if (s.kind === "invite") return { kind: "human", username: s.username || "" };
      if (s.kind === "human") return { kind: "human", name: (s.name || "").trim() || t("web.player") };
      if (s.kind === "bot") return { kind: "bot", level: s.level || "medium" };
      if (s.kind === "remote-bot") return { kind: "remote-bot", name: (s.name || "").trim() || "bot" };
      return { kind: "open" };
    });
    try {
      const r = await api("POST", "/api/games", { body: { edition: state.edition, variants: [...state.variants].sort(), seats, turn_seconds: state.clock, pace: state.pace } });
      saveCreatorToken(r.id, r.creator_token);
      state.seats.forEach((s, i) => {
        const tok = r.seats[i] && r.seats[i].token;
        if (tok && (s.kind === "me" || (state.hotseat && s.kind === "human"))) saveToken(r.id, i, tok);
      });
      const handOut = r.seats.filter((s, i) => s.token && !(state.seats[i].kind === "me" || (state.hotseat && state.seats[i].kind === "human")));
      saveLinks(r.id, handOut);
      const waiting = r.seats.some((s) => s.kind === "open");
      if (!handOut.length && !waiting) { location.href = `/games/${encodeURIComponent(r.id)}`; return; }
      state.created = r;
      render();
      document.getElementById("go-table").focus();
    } catch (e) {
      state.error = refusalText(e);
      render();
    }
  }

  async function loadGames() {
    if (signedIn()) {
      try {
        [state.invitations, state.mine] = await Promise.all([api("GET", "/api/me/invitations"), api("GET", "/api/me/games")]);
      } catch { /* signed out meanwhile: the lists below still show */ }
    }
    for (const status of ["open", "running", "over"]) {
      try { state.games[status] = (await api("GET", `/api/games?status=${status}&limit=10`)).games || []; } catch { state.games[status] = []; }
    }
    renderLists();
  }

  render();
  loadGames();
  document.addEventListener("visibilitychange", () => { if (!document.hidden && document.body.contains(root)) loadGames(); });
  const timer = setInterval(() => { if (document.body.contains(root) && !state.created) loadGames(); else if (!document.body.contains(root)) clearInterval(timer); }, 5000);
  // an invitation shows within two seconds (a cheap question, asked only when signed in)
  const invites = setInterval(async () => {
    if (!document.body.contains(root)) { clearInterval(invites); return; }
    if (!signedIn() || document.hidden) return;
    try {
      const now = await api("GET", "/api/me/invitations");
      if (JSON.stringify(now.map((i) => [i.game_id, i.seat])) !== JSON.stringify(state.invitations.map((i) => [i.game_id, i.seat]))) {
        state.invitations = now;
        renderLists();
        if (now.length) announce(t("lobby.invitations_new", { n: now.length }));
      }
    } catch { /* the next look tries again */ }
  }, 2000);
  return { render, edition: () => state.edition };
}
