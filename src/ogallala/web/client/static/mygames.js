// A signed-in player's own games and invitations, as the lobby (first, above every other list) and the
// account page list them: the opponents, whose turn (the player's own highlighted), the time left and the
// last move of a running game; a finished one's date, place, score and rating change.
import { h } from "./util.js";
import { t, lang } from "./i18n.js";
import { api } from "./api.js";
import { refusalText, shownName, duration } from "./words.js";
import { signedIn } from "./session.js";

const gameHref = (id) => `/games/${encodeURIComponent(id)}`;
const names = (seats, mine) => seats.filter((s) => !mine.includes(s.seat) && s.kind !== "open")
  .flatMap((s, i) => [i ? ", " : "", h("bdi", {}, shownName(s) || t(`web.kind_${s.kind.replace("-", "_")}`))]);

// "5 min ago", "yesterday": how long ago an epoch second was, in the page's language.
export function ago(epoch, now = Date.now() / 1000) {
  const s = Math.max(0, now - epoch);
  const rtf = new Intl.RelativeTimeFormat(lang(), { numeric: "auto" });
  if (s < 60) return rtf.format(-Math.round(s), "second");
  if (s < 3600) return rtf.format(-Math.round(s / 60), "minute");
  if (s < 86400) return rtf.format(-Math.round(s / 3600), "hour");
  return rtf.format(-Math.round(s / 86400), "day");
}

export const day = (epoch) => new Date(epoch * 1000).toLocaleDateString(lang(), { day: "numeric", month: "short", year: "numeric" });

// A rating's change as players write it: "+12", "−8", "±0".
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

// One game of "Your games" / "My games".
export function myGameItem(g) {
  const mine = g.my_seats || [];
  const facts = [];
  const opp = names(g.seats, mine);
  if (g.status === "running") {
    const mover = g.seats[g.to_move];
    facts.push(g.my_turn ? h("strong", { class: "your-turn" }, t("lobby.your_turn"))
      : h("span", {}, t("lobby.turn_of", { name: mover ? shownName(mover) : "" })));
    if (g.deadline) facts.push(h("span", { class: "time-left" }, t("web.clock", { time: duration(g.deadline - Date.now() / 1000) })));
    facts.push(h("span", { class: "muted" }, g.last_move ? t("lobby.last_move", { when: ago(g.last_move) }) : t("lobby.no_move_yet")));
  } else if (g.status === "open") {
    facts.push(h("span", { class: "muted" }, g.invited ? t("account.invited") : t("lobby.waiting_for_seats")));
  } else {
    facts.push(h("span", { class: "muted" }, day(g.last_move || g.updated)));
    if (g.result) {
      facts.push(h("span", { class: "result" }, g.result.rank === 1 ? t("lobby.you_won", { points: g.result.score })
        : t("lobby.your_place", { rank: g.result.rank, players: g.players, points: g.result.score })));
      if (g.result.rating_change !== null && g.result.rating_change !== undefined) {
        facts.push(h("span", { class: `rating-change ${g.result.rating_change >= 0 ? "up" : "down"}`, title: t("lobby.rating_change") }, signed(g.result.rating_change)));
      }
    }
  }
  const href = g.status === "over" ? `${gameHref(g.id)}/replay` : gameHref(g.id);
  return h("li", { class: g.my_turn ? "mine my-turn" : "mine", dataset: { game: g.id } },
    h("span", {}, `${t("web.edition_" + g.edition)} · `, opp.length ? t("lobby.against") + " " : "", ...opp,
      g.rated ? [" ", h("span", { class: "status-pill" }, t("account.rated"))] : ""),
    h("span", { class: "facts" }, facts.flatMap((f, i) => [i ? " · " : "", f])),
    h("a", { class: g.my_turn ? "button primary" : "button ghost", href }, g.status === "over" ? t("web.replay") : g.my_turn ? t("lobby.play") : t("account.open_game")));
}

// One invitation: who invites, to what, with whom; take the seat or decline it.
export function invitationItem(inv, done) {
  const others = inv.seats.filter((s) => s.seat !== inv.seat && s.kind !== "open")
    .flatMap((s, i) => [i ? ", " : "", h("bdi", {}, shownName(s) || t(`web.kind_${s.kind.replace("-", "_")}`))]);
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const fail = (e) => { error.hidden = false; error.textContent = refusalText(e); };
  const path = `/api/games/${encodeURIComponent(inv.game_id)}/seats/${inv.seat}`;
  return h("li", { class: "invitation", dataset: { game: inv.game_id } },
    h("span", {}, t(inv.inviter ? "lobby.invitation" : "lobby.invitation_anon",
      { inviter: `\u2068${inv.inviter || ""}\u2069`, edition: t("web.edition_" + inv.edition), n: inv.players })),
    h("span", { class: "muted" }, others.length ? [t("lobby.with") + " ", ...others] : "",
      inv.turn_seconds ? ` · ${t("lobby.per_move", { time: duration(inv.turn_seconds) })}` : ""),
    h("span", { class: "buttons" },
      h("button", { class: "primary accept", type: "button", onclick: async () => {
        try { await api("POST", `${path}/claim`, { body: { name: signedIn() || "-" } }); location.href = gameHref(inv.game_id); } catch (e) { fail(e); }
      } }, t("lobby.take_seat")),
      h("button", { class: "ghost decline", type: "button", onclick: async () => {
        try { await api("POST", `${path}/decline`); done(); } catch (e) { fail(e); }
      } }, t("lobby.decline"))),
    error);
}

// The rating legend: what "?" beside a rating means.
export const ratingLegend = () => h("p", { class: "muted rating-legend" }, h("span", { class: "rating-badge" }, "1500?"), " ", t("lobby.provisional_legend"));
