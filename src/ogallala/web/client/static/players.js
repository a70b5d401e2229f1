// The leaderboard (/leaderboard) and a player's profile (/players/NAME): ratings per edition, a small
// SVG plot of each rating over the player's rated games, games per player count, recent games.
import { h, clear } from "./util.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { day, signed, ratingLegend } from "./mygames.js";

const EDITIONS = ["amigo", "ass", "pelikan"];

export const ratingText = (r) => `${r.rating}${r.provisional ? "?" : ""}`;

function ratingCell(r) {
  return h("span", { title: r.provisional ? t("account.provisional") : null }, ratingText(r));
}

// A rating beside a name (the table, the lobby): "1530", "1480?" while provisional; nothing without one.
export function ratingBadge(r) {
  if (!r || r.rating === null || r.rating === undefined) return "";
  const title = t("account.rating") + (r.provisional ? ` (${t("account.provisional")})` : "");
  return h("span", { class: "rating-badge", title, "aria-label": `${title}: ${r.rating}` }, ratingText(r));
}

export function showLeaderboard(main) {
  const params = new URLSearchParams(location.search);
  let edition = EDITIONS.includes(params.get("edition")) ? params.get("edition") : "amigo";
  const root = h("div", { class: "players" });
  clear(main).append(root);
  async function render() {
    document.title = `${t("account.leaderboard")} · Ogallala`;
    let board = [];
    try { board = (await api("GET", `/api/leaderboard?edition=${edition}`)).players; } catch { board = []; }
    const tabs = h("div", { class: "tabs", role: "group", "aria-label": t("web.edition") }, EDITIONS.map((e) => h("button", {
      class: e === edition ? "primary" : "ghost", "aria-pressed": e === edition ? "true" : "false",
      onclick: () => { edition = e; history.replaceState(null, "", `/leaderboard?edition=${e}`); render(); } }, t(`web.edition_${e}`))));
    const table = board.length ? h("table", { class: "scores leaderboard" },
      h("thead", {}, h("tr", {}, ["rank", "player", "rating", "games", "wins"].map((k) => h("th", { scope: "col" }, t(`account.${k}`))))),
      h("tbody", {}, board.map((p) => h("tr", {},
        h("td", {}, String(p.rank)),
        h("th", { scope: "row" }, p.username ? h("a", { href: `/players/${encodeURIComponent(p.username)}` }, p.username)
          : t("account.bot_level", { level: t(`web.level_${p.bot}`) })),
        h("td", {}, ratingCell(p)), h("td", {}, String(p.games)), h("td", {}, String(p.wins))))))
      : h("p", { class: "muted" }, t("account.nobody_rated"));
    clear(root).append(h("h1", {}, t("account.leaderboard")), tabs, h("section", { class: "panel" }, table,
      board.some((p) => p.provisional) ? ratingLegend() : ""));
  }
  render();
  return { render, close() {}, edition: () => edition };
}

// A small line plot of the rating after each game (a step per game), with its text alternative.
export function ratingPlot(points, edition) {
  const W = 320, H = 90, P = 6;
  const vals = [1500, ...points.map((p) => p.rating)];
  const lo = Math.min(...vals) - 10, hi = Math.max(...vals) + 10;
  const x = (i) => P + (i * (W - 2 * P)) / Math.max(1, vals.length - 1);
  const y = (v) => H - P - ((v - lo) * (H - 2 * P)) / (hi - lo);
  const d = vals.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const label = t("account.rating_plot", { edition: t(`web.edition_${edition}`), first: 1500, last: vals[vals.length - 1], n: points.length });
  return h("svg", { class: "rating-plot", viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", "aria-label": label },
    h("svg:title", {}, label),
    h("svg:line", { x1: P, x2: W - P, y1: y(1500), y2: y(1500), class: "base" }),
    h("svg:path", { d, class: "line" }),
    ...vals.map((v, i) => h("svg:circle", { cx: x(i), cy: y(v), r: 2.5, class: "dot" })));
}

export function showProfile(main, username) {
  const root = h("div", { class: "players" });
  clear(main).append(root);
  async function render() {
    document.title = `${username} · Ogallala`;
    let p;
    try { p = await api("GET", `/api/players/${encodeURIComponent(username)}`); } catch (e) {
      clear(root).append(h("h1", {}, username), h("p", { class: "error", role: "alert" }, e.message));
      return;
    }
    const since = new Date(p.created * 1000).toLocaleDateString(document.documentElement.lang || undefined);
    const perEdition = p.ratings.map((r) => h("section", { class: "panel", "aria-labelledby": `r-${r.edition}` },
      h("h2", { id: `r-${r.edition}` }, t(`web.edition_${r.edition}`), " · ", ratingCell(r)),
      ratingPlot(p.history.filter((x) => x.edition === r.edition), r.edition),
      h("ul", { class: "plain" }, Object.entries(p.played[r.edition] || {}).map(([n, c]) =>
        h("li", {}, `${t("account.n_players", { n })}: ${t("account.played_won", c)}`)))));
    const recent = p.recent === null ? h("p", { class: "muted" }, t("account.games_hidden"))
      : p.recent.length ? h("ul", { class: "game-list" }, p.recent.map((g) => h("li", {},
        h("span", {}, `${t(`web.edition_${g.edition}`)} · ${t("account.place_of", { rank: g.rank, players: g.players })} · ${g.rating} `,
          h("span", { class: `rating-change ${g.change >= 0 ? "up" : "down"}`, title: t("lobby.rating_change") }, signed(g.change))),
        h("span", { class: "muted" }, day(g.at), g.opponents && g.opponents.length ? [" · ", t("lobby.against"), " ", g.opponents.flatMap((n, i) => [i ? ", " : "", h("bdi", {}, n)])] : ""),
        h("a", { class: "button ghost", href: `/games/${encodeURIComponent(g.game_id)}/replay` }, t("web.replay")))))
        : h("p", { class: "muted" }, t("account.no_ratings"));
    clear(root).append(
      h("h1", {}, p.username), h("p", { class: "muted" }, t("account.member_since", { date: since })),
      p.ratings.length ? h("div", { class: "account-grid" }, perEdition) : h("p", {}, t("account.no_ratings")),
      h("section", { class: "panel games", "aria-labelledby": "recent-title" }, h("h2", { id: "recent-title" }, t("account.recent_games")), recent),
      p.ratings.some((r) => r.provisional) ? ratingLegend() : "");
  }
  render();
  return { render, close() {} };
}
