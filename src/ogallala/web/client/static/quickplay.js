// "Play now" in the lobby: a signed-in player waits for a rated table of an edition and size; bots fill
// it after the wait chosen (or never). The page polls its place (an unpolled place is given up by the
// server); leaving the page or "Stop looking" leaves the queue.
import { h, clear, announce } from "./util.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { session, signedIn, csrfToken } from "./session.js";
import { accountError } from "./account.js";

const MAX = { amigo: 5, ass: 4, pelikan: 4 };
const WAITS = [15, 30, 60, 120, null];

export function quickPlayPanel() {
  const root = h("section", { class: "panel quickplay", "aria-labelledby": "qp-title" });
  const choice = { edition: "amigo", players: 3, level: "medium", wait_seconds: 30 };
  let timer = null;
  let error = null;

  const stop = () => { if (timer) clearInterval(timer); timer = null; };
  const leave = () => {
    stop();
    window.removeEventListener("pagehide", onHide);
  };
  // A closed tab leaves the queue (keepalive: the request outlives the page).
  function onHide() {
    const csrf = csrfToken();
    fetch("/api/quickplay", { method: "DELETE", keepalive: true, headers: csrf ? { "X-CSRF-Token": csrf } : {} });
  }

  function form() {
    const sel = (id, label, options, value, set) => h("label", { for: id }, label, " ",
      h("select", { id, onchange: (e) => { set(e.target.value); draw(); } },
        options.map(([v, text]) => h("option", { value: v, selected: String(value) === String(v) }, text))));
    return h("form", { onsubmit: async (e) => { e.preventDefault(); await join(); } },
      h("div", { class: "buttons" },
        sel("qp-edition", t("web.edition"), Object.keys(MAX).map((ed) => [ed, t(`web.edition_${ed}`)]), choice.edition,
          (v) => { choice.edition = v; choice.players = Math.min(choice.players, MAX[v]); }),
        sel("qp-players", t("account.players_count"), Array.from({ length: MAX[choice.edition] - 1 }, (_, i) => [i + 2, String(i + 2)]),
          choice.players, (v) => { choice.players = Number(v); }),
        sel("qp-level", t("account.bots_level"), ["easy", "medium", "hard", "expert"].map((l) => [l, t(`web.level_${l}`)]),
          choice.level, (v) => { choice.level = v; }),
        sel("qp-wait", t("account.fill_with_bots"), WAITS.map((w) => [w === null ? "" : w, w === null ? t("account.wait_people_only") : t("account.wait_for", { s: w })]),
          choice.wait_seconds === null ? "" : choice.wait_seconds, (v) => { choice.wait_seconds = v ? Number(v) : null; })),
      h("button", { type: "submit", class: "primary", id: "play-now" }, t("account.play_now")));
  }

  // What the wait is for, and when bots come: "Looking for a 3-player Amigo table: 1 of 3 players here.
  // Medium bots take the empty seats in 18 s."
  function lookingFor(state) {
    const edition = t(`web.edition_${state.edition || choice.edition}`);
    const players = state.players || choice.players;
    const here = Math.min(players, state.waiting_here || 1);
    const line = t("lobby.qp_looking", { edition, players, here, waited: Math.round(state.waited || 0) });
    const wait = state.wait_seconds === undefined ? choice.wait_seconds : state.wait_seconds;
    const level = t(`web.level_${state.level || choice.level}`);
    if (wait === null) return `${line} ${t("lobby.qp_people_only")}`;
    const left = Math.max(0, Math.ceil(wait - (state.waited || 0)));
    return `${line} ${left > 0 ? t("lobby.qp_bots_in", { level, s: left }) : t("lobby.qp_bots_now", { level })}`;
  }

  function waiting(state) {
    return h("div", { class: "buttons" },
      h("p", { role: "status", id: "qp-status" }, lookingFor(state)),
      h("button", { class: "ghost", id: "leave-queue", onclick: async () => { leave(); await api("DELETE", "/api/quickplay"); draw(); } }, t("account.leave_queue")));
  }

  function seated(state) {
    leave();
    location.href = `/games/${encodeURIComponent(state.game_id)}`;
  }

  async function poll() {
    try {
      const state = await api("GET", "/api/quickplay");
      if (state.status === "seated") seated(state);
      else if (state.status === "waiting") draw(state);
      else { leave(); draw(); }
    } catch (e) { error = accountError(e); leave(); draw(); }
  }

  async function join() {
    try {
      const state = await api("POST", "/api/quickplay", { body: choice });
      if (state.status === "seated") { seated(state); return; }
      announce(lookingFor(state));
      window.addEventListener("pagehide", onHide);
      stop();
      timer = setInterval(() => { if (!document.body.contains(root)) { leave(); onHide(); } else poll(); }, 1500);
      draw(state);
    } catch (e) { error = accountError(e); draw(); }
  }

  let last = null;
  function draw(state) {
    last = state || null;
    clear(root).append(h("h2", { id: "qp-title" }, t("account.play_now")));
    if (!signedIn()) {
      root.append(h("p", {}, h("a", { href: "/account" }, t("account.sign_in_to_play_now"))));
      return;
    }
    root.append(h("p", { class: "muted" }, t("account.play_now_help")), state ? waiting(state) : form(),
      error ? h("p", { class: "error", role: "alert" }, error) : "");
    error = null;
  }

  draw();
  root.refresh = () => draw(last); // a language switch draws it again
  // a signed-in player still in the queue (a reload) goes on waiting; nobody asks for anyone else
  session().then((who) => { draw(last); return who ? api("GET", "/api/quickplay") : null; })
    .then((s) => { if (s && s.status !== "none") { timer = setInterval(poll, 1500); poll(); } }).catch(() => {});
  return root;
}
