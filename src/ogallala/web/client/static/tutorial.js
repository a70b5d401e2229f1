// The guided first game: lessons, each a real table the server deals at a stored position of a real
// game (two easy bots). The table is the game page's own; every move is judged first: the moves the
// lesson teaches go to the server, any other legal move is explained and not sent, and a click beside
// the highlighted places says where a move goes. After the right move the lesson says what happened
// and the table plays on; "Next lesson" deals the next one. The lesson reached is remembered.
import { h, clear, announce } from "./util.js";
import { t } from "./i18n.js";
import { api, saveToken } from "./api.js";
import { showGame } from "./game.js";

const KEY = "ogallala.tutorial";
// The buttons a lesson's words name, by lesson: the words say the button's own label.
const BUTTONS = { stop: "ui.m_stop", end: "ui.m_end" };
const buttonOf = (lesson) => (BUTTONS[lesson.id] ? { button: t(BUTTONS[lesson.id]) } : {});

export function showTutorial(main) {
  let lessons = [];
  let index = Math.max(0, Number(localStorage.getItem(KEY)) || 0);
  let game = null; // the lesson's game page: {render, close}
  let state = "intro"; // intro | doing | done | finished
  let feedback = null; // {ok, text}
  let error = null;

  const panel = h("section", { class: "panel tutorial", id: "tutorial", "aria-labelledby": "tutorial-title", "aria-live": "polite" });
  const tableRoot = h("div", { class: "tutorial-table" });
  clear(main).append(h("div", { class: "tutorial-page" }, panel, tableRoot));
  document.title = `${t("tutorial.title")} · Ogallala`;

  // a click on the table beside every highlighted place: say where moves go
  tableRoot.addEventListener("click", (e) => {
    if (state !== "doing") return;
    const cell = e.target.closest(".cell, .pile");
    if (cell && !cell.classList.contains("target")) say(false, t("tutorial.off_target"));
  });

  function say(ok, text) {
    feedback = { ok, text };
    render();
    announce(text);
  }

  function judge(text) {
    const lesson = lessons[index];
    if (state !== "doing" || !lesson) return true; // the lesson is learnt: the table plays on freely
    if (lesson.accept.includes(text)) {
      state = "done";
      feedback = { ok: true, text: `${t("tutorial.well_done")} ${t(`tutorial.${lesson.id}_done`)}` };
      setTimeout(() => { render(); announce(feedback.text); }, 0);
      return true;
    }
    say(false, `${t("tutorial.try_again")} ${t(`tutorial.${lesson.id}_wrong`, buttonOf(lesson))}`);
    return false;
  }

  async function start(i) {
    index = i;
    localStorage.setItem(KEY, String(i));
    feedback = null;
    error = null;
    if (i >= lessons.length) { state = "finished"; if (game) { game.close(); game = null; clear(tableRoot); } render(); return; }
    state = "doing";
    if (game) { game.close(); game = null; }
    clear(tableRoot); // the last lesson's table goes at once
    render();
    try {
      const r = await api("POST", `/api/tutorial/${encodeURIComponent(lessons[i].id)}`,
        { body: { name: localStorage.getItem("ogallala.name") || null } });
      saveToken(r.id, 0, r.seats[0].token);
      game = showGame(tableRoot, r.id, { judge, lesson: true });
    } catch (e) {
      error = e.message || String(e);
    }
    render();
  }

  function render() {
    const lesson = lessons[index];
    const total = lessons.length;
    const parts = [];
    if (state === "intro") {
      parts.push(h("h2", { id: "tutorial-title" }, t("tutorial.title")), total ? h("p", {}, t("tutorial.intro", { n: total })) : "",
        h("p", { class: "actions" },
          total ? h("button", { type: "button", class: "primary", id: "tutorial-start", onclick: () => start(index < total ? index : 0) }, t("tutorial.start")) : "",
          index > 0 && index < total ? h("button", { type: "button", id: "tutorial-again", onclick: () => start(0) }, t("tutorial.again")) : ""));
    } else if (state === "finished") {
      parts.push(h("h2", { id: "tutorial-title" }, t("tutorial.title")), h("p", { id: "tutorial-finished" }, t("tutorial.finished")),
        h("p", { class: "actions" }, h("a", { class: "button primary", href: "/", id: "tutorial-lobby" }, t("tutorial.to_lobby")),
          h("button", { type: "button", id: "tutorial-again", onclick: () => start(0) }, t("tutorial.again"))));
    } else if (lesson) {
      parts.push(h("p", { class: "muted", id: "tutorial-step" }, t("tutorial.step", { n: index + 1, total })),
        h("h2", { id: "tutorial-title" }, t(`tutorial.${lesson.id}_title`)),
        h("p", { id: "tutorial-do" }, t(`tutorial.${lesson.id}_do`)));
      if (feedback) parts.push(h("p", { class: feedback.ok ? "feedback ok" : "feedback wrong", id: "tutorial-feedback", role: feedback.ok ? "status" : "alert" }, feedback.text));
      if (error) parts.push(h("p", { class: "error", role: "alert" }, error));
      if (state === "done") parts.push(h("p", { class: "actions" }, h("button", { type: "button", class: "primary", id: "tutorial-next", onclick: () => start(index + 1) },
        index + 1 < total ? t("tutorial.next") : t("tutorial.finish"))));
    }
    clear(panel).append(...parts);
  }

  api("GET", "/api/tutorial").then((r) => { lessons = r.lessons; render(); }).catch((e) => { error = String(e); render(); });
  render();
  return {
    render: () => { render(); if (game) game.render(); },
    edition: () => "amigo",
    close: () => { if (game) game.close(); },
  };
}
