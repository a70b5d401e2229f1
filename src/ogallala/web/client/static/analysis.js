// The analysis of a finished game in its replay: pick a seat, the server measures its decisions (in
// its bot workers, GET /api/games/{id}/analysis?seat=N answers 202 with the progress until done), then
// a graph of the seat's chance to win after each decision, its mistakes marked; a click on a point or a
// mistake shows that moment of the replay.
import { h, clear, announce } from "./util.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { seatName } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";
const svg = (tag, attrs, ...children) => {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  for (const c of children) el.append(c);
  return el;
};
const pct = (x) => Math.round(x * 100);

// The panel; ``view`` is the replay's first view (for the seats' names), ``go(k)`` shows step k, and
// ``words(k, text)`` says a move played after k actions in the page's words (the engine's text without it).
export function analysisPanel(gameId, view, total, go, words = (k, text) => text) {
  const root = h("section", { class: "panel analysis", "aria-labelledby": "analysis-title" });
  let seat = 0;
  let timer = null;
  let last = null; // {seat, state}

  function draw() {
    const seats = view.seats || view.rivers.map((_, s) => ({ seat: s }));
    const picker = h("select", { id: "analysis-seat", "aria-label": t("web.analysis_seat"), onchange: (e) => { seat = Number(e.target.value); } },
      seats.map((s) => h("option", { value: s.seat, selected: s.seat === seat }, seatName(view, s.seat, null))));
    clear(root).append(h("h2", { id: "analysis-title" }, t("web.analysis")),
      h("div", { class: "analysis-controls" },
        h("label", {}, t("web.analysis_seat"), " ", picker),
        h("button", { class: "primary", id: "analysis-start", type: "button", onclick: () => start() }, t("web.analysis_start"))));
    if (!last) return;
    const { state } = last;
    if (state.status !== "done") {
      root.append(h("p", { id: "analysis-progress", role: "status" }, t("web.analysis_running", { done: state.done, total: state.total })),
        h("progress", { max: Math.max(1, state.total), value: state.done, "aria-label": t("web.analysis") }));
      return;
    }
    const a = state.analysis;
    const who = seatName(view, a.seat, null);
    root.append(graph(a, who), h("p", { class: "muted" }, t("web.analysis_explain", { samples: a.samples })),
      h("h3", {}, t("web.analysis_mistakes")), mistakeList(a));
  }

  function graph(a, who) {
    const W = 640, H = 180, P = 28;
    const x = (i) => P + (total ? (i / total) * (W - 2 * P) : 0);
    const y = (c) => H - P - c * (H - 2 * P);
    const label = t("web.analysis_graph", { who });
    const mistakes = new Set(a.mistakes);
    const pts = a.moments.map((m) => `${x(m.index).toFixed(1)},${y(m.after).toFixed(1)}`).join(" ");
    const g = svg("svg", { class: "analysis-graph", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": label },
      svg("title", {}, label),
      svg("line", { x1: P, y1: y(0.5), x2: W - P, y2: y(0.5), class: "mid" }),
      svg("text", { x: 2, y: y(1) + 4, class: "axis" }, "100%"), svg("text", { x: 2, y: y(0) + 4, class: "axis" }, "0%"),
      svg("polyline", { points: pts, class: "line" }));
    for (const m of a.moments) {
      const dot = svg("circle", { cx: x(m.index), cy: y(m.after), r: mistakes.has(m.index) ? 6 : 3,
        class: mistakes.has(m.index) ? "dot mistake" : "dot", "data-index": m.index });
      dot.append(svg("title", {}, `${words(m.index, m.played)}: ${pct(m.after)} %`));
      dot.addEventListener("click", () => go(m.index));
      g.append(dot);
    }
    return g;
  }

  function mistakeList(a) {
    const byIndex = new Map(a.moments.map((m) => [m.index, m]));
    if (!a.mistakes.length) return h("p", { id: "analysis-mistakes" }, t("web.analysis_none"));
    return h("ol", { id: "analysis-mistakes" }, a.mistakes.map((i) => {
      const m = byIndex.get(i);
      // the loss with its standard error: how sure the measure is (older stored analyses have none)
      const loss = m.se !== undefined && m.se !== null
        ? h("span", { class: "muted loss" }, " (", t("web.analysis_loss", { loss: pct(m.loss), se: (m.se * 100).toFixed(1) }), ")") : "";
      return h("li", {}, h("button", { class: "link", type: "button", onclick: () => go(m.index) },
        t("web.analysis_mistake", { k: m.index, played: words(m.index, m.played), after: pct(m.after),
          best: words(m.index, m.best), before: pct(m.before) })), loss);
    }));
  }

  async function poll() {
    const asked = seat;
    try {
      const state = await api("GET", `/api/games/${encodeURIComponent(gameId)}/analysis?seat=${asked}`);
      last = { seat: asked, state };
      if (state.status === "done") {
        clearInterval(timer);
        timer = null;
        announce(t("web.analysis_graph", { who: seatName(view, asked, null) }));
      }
    } catch (e) {
      clearInterval(timer);
      timer = null;
      last = null;
      root.append(h("p", { class: "error", role: "alert" }, e.message));
      return;
    }
    draw();
  }

  function start() {
    if (timer) clearInterval(timer);
    last = null;
    draw();
    poll();
    timer = setInterval(() => { if (!document.body.contains(root)) clearInterval(timer); else poll(); }, 1000);
  }

  draw();
  root.refresh = draw; // a language switch
  return root;
}
