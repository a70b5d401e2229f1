// The replay of a finished game: step forward and back through every action.
import { h, clear, announce, isolatedNodes } from "./util.js";
import { t } from "./i18n.js";
import { api, savedTokens } from "./api.js";
import { Table } from "./table.js";
import { describe, eventText, seatName, refusalText } from "./words.js";
import { analysisPanel } from "./analysis.js";

const ICONS = {
  "replay-first": "M6 5h2v14H6zM18 5v14L9 12z",
  "replay-back": "M16 5v14L7 12z",
  "replay-next": "M8 5v14l9-7z",
  "replay-last": "M16 5h2v14h-2zM6 5v14l9-7z",
};

function icon(id) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", "18");
  svg.setAttribute("height", "18");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "icon");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", ICONS[id]);
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  return svg;
}

export function showReplay(main, gameId) {
  const root = h("div", { class: "replay" });
  clear(main).append(root);
  const frames = [];
  let total = 0;
  let at = 0;
  let ready = false;
  let analysis = null;
  const tableRoot = h("div", { class: "table-root" });
  // told in the third person, as a record; the seat this browser held is marked "(you)" at its river
  const held = Object.keys(savedTokens(gameId)).map(Number);
  const table = new Table(tableRoot, { me: null, mark: held.length === 1 ? held[0] : null, tokensFor: () => null, act: () => {}, readOnly: true });
  const controls = h("div", { class: "replay-controls", role: "toolbar", "aria-label": t("web.replay") });
  const caption = h("p", { class: "replay-caption", "aria-live": "polite" });
  root.append(h("h1", {}, t("web.replay")), controls, caption, tableRoot);

  function go(k) {
    if (!ready) return;
    at = Math.max(0, Math.min(total, k));
    show();
  }

  function show() {
    const f = frames[at];
    if (!f) return;
    const v = f.view;
    const before = at > 0 && frames[at - 1] ? frames[at - 1].view : null;
    table.render(v, before); // the story compares this step with the one before it, after a jump too
    const who = f.seat !== null && f.seat !== undefined ? seatName(v, f.seat, null) : "";
    const evs = (v.events || []).map((e) => eventText(e, v, null)).join(" ");
    const move = at > 0 ? moveWords(at - 1, f.action) : "";
    // the names in it as isolates (<bdi>: a right-to-left name does not turn the words around it)
    clear(caption).append(...isolatedNodes(at === 0 ? t("web.replay_start") : `${t("web.replay_step", { k: at, n: total })} — ${who}: ${move}. ${evs}`));
    renderControls();
  }

  // A move of the game in the page's words, as the table's buttons say it: ``text`` (the engine's action
  // text) played in the view after ``k`` actions, described from that view's legal moves.
  function moveWords(k, text) {
    const v = frames[k] ? frames[k].view : null;
    const move = v && v.decision ? (v.decision.legal_actions || []).find((a) => a.text === text) : null;
    return move ? describe(move, v, null) : text;
  }

  // From the analysis: show step k, and bring the board into view (the graph is below it).
  function showStep(k) {
    go(k);
    tableRoot.scrollIntoView({ block: "start" });
  }

  function renderControls() {
    // SVG icons, not font glyphs (which some systems draw as empty boxes), beside the words
    const btn = (id, label, to, disabled) => h("button", { id, type: "button", "aria-label": label, title: label, disabled, onclick: () => go(to) },
      icon(id), h("span", {}, label));
    const slider = h("input", { type: "range", min: 0, max: total, value: at, id: "replay-slider", "aria-label": t("web.replay_pos"),
      oninput: (e) => go(Number(e.target.value)) });
    clear(controls).append(
      btn("replay-first", t("web.first"), 0, at === 0),
      btn("replay-back", t("web.back"), at - 1, at === 0),
      slider,
      btn("replay-next", t("web.forward"), at + 1, at === total),
      btn("replay-last", t("web.last"), total, at === total),
      h("span", { class: "muted", id: "replay-pos" }, `${at} / ${total}`),
      h("a", { class: "button ghost", href: `/games/${encodeURIComponent(gameId)}` }, t("web.back_to_table")));
  }

  const onKey = (e) => {
    if (!document.body.contains(root) || e.target.tagName === "INPUT") return;
    if (e.key === "ArrowRight") go(at + 1);
    else if (e.key === "ArrowLeft") go(at - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(total);
  };
  document.addEventListener("keydown", onKey);

  async function load() {
    try {
      let from = 0;
      for (;;) {
        const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/replay?from=${from}&count=100`);
        total = r.total;
        for (const f of r.views) frames[f.seq] = f;
        from += r.views.length;
        if (!r.views.length || from > total) break;
      }
      ready = true;
      show();
      analysis = analysisPanel(gameId, frames[0].view, total, showStep, moveWords);
      root.append(analysis);
      announce(t("web.replay_ready", { n: total }));
    } catch (e) {
      caption.textContent = refusalText(e);
    }
  }
  load();
  return { render: () => { if (ready) { show(); analysis.refresh(); } }, edition: () => (frames[0] ? frames[0].view.edition : "amigo"),
    close: () => document.removeEventListener("keydown", onKey) };
}
