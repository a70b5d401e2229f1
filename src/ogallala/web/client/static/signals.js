// Turn signals: a short sound on your turn and for raids (a mute switch, remembered; off by default
// for people who ask their system for reduced motion), and a browser notification when your turn
// comes while the tab is hidden (the permission is asked for only after a click).
import { h } from "./util.js";
import { t } from "./i18n.js";

const KEY = "ogallala.sound";
const audio = {};

export function soundOn() {
  const saved = localStorage.getItem(KEY);
  if (saved === "on" || saved === "off") return saved === "on";
  return !matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function play(name) {
  if (!soundOn()) return;
  const a = audio[name] || (audio[name] = new Audio(`/static/sounds/${name}.wav`));
  a.currentTime = 0;
  a.play().catch(() => { /* no sound before the page's first click (the browser's rule) */ });
}

// Your turn has come: a sound, and while the tab is hidden a notification (when allowed).
export function yourTurn(text) {
  play("turn");
  if (document.visibilityState === "visible" || !("Notification" in window) || Notification.permission !== "granted") return;
  try {
    const n = new Notification("Ogallala", { body: text, tag: "ogallala-turn", icon: "/static/icon-turn.svg" });
    n.onclick = () => { window.focus(); n.close(); };
  } catch { /* a browser that allows notifications only from a service worker */ }
}

// The switches beside the game's title: sound on or off, and asking for notifications.
export function signalSwitches(redraw) {
  const on = soundOn();
  const sound = h("button", { type: "button", class: "ghost", id: "sound", "aria-pressed": String(on),
    onclick: () => { localStorage.setItem(KEY, on ? "off" : "on"); redraw(); } }, on ? t("web.sound_on") : t("web.sound_off"));
  const canAsk = "Notification" in window && Notification.permission === "default";
  const notify = canAsk ? h("button", { type: "button", class: "ghost", id: "notify",
    onclick: async () => { try { await Notification.requestPermission(); } finally { redraw(); } } }, t("web.notify_ask")) : "";
  return [sound, notify];
}
