// The table's chat: the seated players' channel (spectators read it where the table allows) and the
// spectators' own, over the table's socket. Every name and message is text (textContent, never markup),
// each in an isolate of its own (<bdi>), so a right-to-left override stays inside it. A person mutes
// another here, in this browser (by name, kept in localStorage); reports a message to the operator; the
// table's creator switches the chat off and on, and spectators' reading. On a phone the chat is a panel
// opened by its button, which counts the messages not read yet.
import { h, clear, announce } from "./util.js";
import { t } from "./i18n.js";

export const PRESETS = ["good_luck", "have_fun", "well_played", "good_game", "thanks", "oops", "your_turn", "one_moment"];
export const MAX_CHARS = 300;
const MUTED = "ogallala.chat.muted";

export function mutedNames() {
  try { const x = JSON.parse(localStorage.getItem(MUTED) || "[]"); return Array.isArray(x) ? x.filter((n) => typeof n === "string") : []; } catch { return []; }
}
function setMuted(names) { localStorage.setItem(MUTED, JSON.stringify([...new Set(names)])); }

// A message's words: its text, or its preset phrase in the reader's language.
export function chatText(m) {
  return m.preset ? t("web.chat_preset_" + m.preset) : m.text;
}

export class ChatPanel {
  // opts: {send(msg) -> bool (over the socket), creator() -> bool, switchChat(enabled, spectatorsRead) -> Promise}
  constructor(opts) {
    this.opts = opts;
    this.messages = [];
    this.state = null; // the last chat-history's switches and channel
    this.reported = new Set();
    this.unread = 0;
    this.open = false; // the phone's panel
    this.error = null;
    this.list = h("ol", { class: "chat-list", tabindex: "0" }); // (a new message is announced by announce())
    this.input = h("input", { id: "chat-input", type: "text", maxlength: String(MAX_CHARS), autocomplete: "off",
      dataset: { key: "chat-input" }, onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); this.submit(); } } });
    this.el = h("section", { class: "panel chat", id: "chat" });
    this.toggle = h("button", { type: "button", class: "chat-toggle", id: "chat-toggle", "aria-controls": "chat",
      "aria-expanded": "false", onclick: () => this.setOpen(!this.open) });
    this.render();
  }

  // The socket's chat-history: the chat so far (as this socket reads it) and the switches.
  // (The first one is the chat as it was when the page opened, not counted as unread; a later one, after a
  // reconnection, counts the messages that came meanwhile.)
  history(msg) {
    const first = this.state === null;
    this.state = { enabled: msg.enabled, spectatorsRead: msg.spectators_read, channel: msg.channel };
    const seen = new Set(this.messages.map((m) => m.id));
    const fresh = msg.messages.filter((m) => !seen.has(m.id)).length;
    this.messages = msg.messages;
    if (!first && !this.visible()) this.unread += fresh;
    this.error = null;
    this.render();
  }

  // A new message of a channel this socket reads.
  add(m) {
    if (this.messages.some((x) => x.id === m.id)) return;
    this.messages = [...this.messages, m].slice(-200);
    const muted = mutedNames().includes(m.name);
    if (!muted && !this.visible()) this.unread += 1;
    this.render();
    if (!muted) announce(`${m.name}: ${chatText(m)}`);
  }

  reportedOne(id) { this.reported.add(id); this.render(); announce(t("web.chat_reported")); }

  showError(text) { this.error = text; this.render(); }

  // Whether the chat is in sight: always beside the table on a wide screen; on a phone while its panel is open.
  visible() {
    return this.open || getComputedStyle(this.toggle).display === "none";
  }

  setOpen(open) {
    this.open = open;
    if (open) this.unread = 0;
    this.el.classList.toggle("open", open);
    this.render();
    if (open) (this.state && this.state.channel ? this.input : this.list).focus();
    else this.toggle.focus();
  }

  submit(preset) {
    const text = this.input.value.trim();
    if (!preset && !text) return;
    const sent = this.opts.send(preset ? { type: "chat", preset } : { type: "chat", text });
    if (!sent) { this.showError(t("web.reconnecting")); return; }
    if (!preset) this.input.value = "";
    this.error = null;
    this.render();
  }

  mute(name, on) {
    const names = mutedNames().filter((n) => n !== name);
    setMuted(on ? [...names, name] : names);
    this.render();
    announce(t(on ? "web.chat_muted_one" : "web.chat_unmuted_one", { name }));
  }

  render() {
    const s = this.state;
    const muted = new Set(mutedNames());
    const shown = this.messages.filter((m) => !muted.has(m.name));
    this.toggle.replaceChildren(t("web.chat_title"), ...(this.unread ? [h("span", { class: "chat-unread", "aria-hidden": "true" }, String(this.unread)),
      h("span", { class: "sr-only" }, ` (${t("web.chat_unread", { n: this.unread })})`)] : []));
    this.toggle.setAttribute("aria-expanded", String(this.open));
    if (this.visible()) this.unread = 0;
    const head = h("div", { class: "chat-head" }, h("h2", {}, t("web.chat_title")),
      h("button", { type: "button", class: "ghost chat-close", "aria-label": t("web.chat_close"), onclick: () => this.setOpen(false) }, "×"));
    const body = [];
    if (!s) body.push(h("p", { class: "muted" }, t("web.chat_connecting")));
    else if (!s.enabled) body.push(h("p", { class: "muted", id: "chat-off" }, t("web.chat_off")));
    else {
      clear(this.list).append(...shown.map((m) => this.line(m)));
      if (!shown.length) this.list.append(h("li", { class: "muted chat-empty" }, t("web.chat_empty")));
      body.push(this.list);
      const hidden = this.messages.length - shown.length;
      const mutedHere = [...new Set(this.messages.map((m) => m.name))].filter((n) => muted.has(n));
      if (mutedHere.length) {
        body.push(h("p", { class: "muted chat-muted" }, t("web.chat_hidden", { n: hidden }), " ",
          mutedHere.map((n) => h("button", { type: "button", class: "link chat-unmute", onclick: () => this.mute(n, false) },
            t("web.chat_unmute"), " ", h("bdi", {}, n)))));
      }
      if (s.channel) {
        this.input.setAttribute("placeholder", t(s.channel === "spectators" ? "web.chat_placeholder_spectators" : "web.chat_placeholder"));
        this.input.setAttribute("aria-label", t("web.chat_write"));
        body.push(h("div", { class: "chat-presets" }, PRESETS.map((p) => h("button", { type: "button", class: "ghost chat-preset", dataset: { preset: p },
          onclick: () => this.submit(p) }, t("web.chat_preset_" + p)))));
        body.push(h("div", { class: "chat-form" }, this.input,
          h("button", { type: "button", class: "primary", id: "chat-send", onclick: () => this.submit() }, t("web.chat_send"))));
      } else body.push(h("p", { class: "muted chat-readonly" }, t("web.chat_read_only")));
    }
    if (this.error) body.push(h("p", { class: "error", role: "alert", id: "chat-error" }, this.error));
    if (s && this.opts.creator()) body.push(this.switches(s));
    clear(this.el).append(head, ...body);
    this.el.setAttribute("aria-label", t("web.chat_title"));
    this.list.scrollTop = this.list.scrollHeight;
  }

  // One message: who (isolated) and what (isolated), and its buttons.
  line(m) {
    const spect = m.channel === "spectators";
    const buttons = h("span", { class: "chat-tools" },
      h("button", { type: "button", class: "link chat-mute", title: t("web.chat_mute", { name: m.name }), "aria-label": t("web.chat_mute", { name: m.name }),
        onclick: () => this.mute(m.name, true) }, t("web.chat_mute_short")),
      this.state.channel || m.channel === "players"
        ? h("button", { type: "button", class: "link chat-report", disabled: this.reported.has(m.id), "aria-label": t("web.chat_report"),
          title: t("web.chat_report"), onclick: () => this.opts.send({ type: "chat-report", id: m.id }) }, this.reported.has(m.id) ? t("web.chat_reported_short") : t("web.chat_report_short"))
        : "");
    return h("li", { class: ["chat-line", spect ? "spectator" : ""], dataset: { id: String(m.id) } },
      h("bdi", { class: "chat-name" }, m.name), spect ? h("span", { class: "muted" }, ` (${t("web.chat_spectator")})`) : "", ": ",
      h("bdi", { class: ["chat-text", m.preset ? "preset" : ""] }, chatText(m)), " ", buttons);
  }

  switches(s) {
    const on = h("input", { type: "checkbox", id: "chat-enabled", checked: s.enabled });
    const spect = h("input", { type: "checkbox", id: "chat-spectators", checked: s.spectatorsRead });
    const apply = () => this.opts.switchChat(on.checked, spect.checked).catch((e) => this.showError(e.message));
    on.addEventListener("change", apply);
    spect.addEventListener("change", apply);
    return h("details", { class: "chat-switches" }, h("summary", {}, t("web.chat_settings")),
      h("label", {}, on, " ", t("web.chat_enabled")), h("label", {}, spect, " ", t("web.chat_spectators_read")));
  }
}
