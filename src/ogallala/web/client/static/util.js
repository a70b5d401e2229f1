// Small DOM helpers shared by the pages: h() builds elements, and a few formatting helpers.

// A name inside a sentence is an isolate: FSI (U+2068) … PDI (U+2069) around it (the word catalogue's Fluent
// bundle adds none: useIsolating is off), so that a right-to-left name does not reorder the text around it.
// A name never holds these characters itself (the server refuses them in every name), so they mark names
// only: h() shows each marked name as a <bdi> element (the textContent is the sentence without the marks),
// and keeps the marks as they are where no element can go (an <option>'s or <textarea>'s text); an
// attribute (aria-label, title) gets the sentence without them.
const FSI = "\u2068", PDI = "\u2069";
const MARKED = /\u2068([^\u2068\u2069]*)\u2069/g;
export const isolated = (name) => (name ? `${FSI}${name}${PDI}` : "");
export const unmarked = (text) => String(text).replace(/[\u2068\u2069]/g, "");

// ``text`` as nodes: its marked names as <bdi> elements, the rest as text.
export function isolatedNodes(text) {
  const s = String(text);
  if (!s.includes(FSI)) return [document.createTextNode(s)];
  const out = [];
  let at = 0;
  for (const m of s.matchAll(MARKED)) {
    if (m.index > at) out.push(document.createTextNode(unmarked(s.slice(at, m.index))));
    const bdi = document.createElement("bdi");
    bdi.textContent = m[1];
    out.push(bdi);
    at = m.index + m[0].length;
  }
  if (at < s.length) out.push(document.createTextNode(unmarked(s.slice(at))));
  return out;
}

const TEXT_ONLY = new Set(["option", "textarea", "title"]);

export function h(tag, attrs, ...children) {
  const el = tag === "svg" || tag.startsWith("svg:")
    ? document.createElementNS("http://www.w3.org/2000/svg", tag.replace("svg:", ""))
    : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.setAttribute("class", Array.isArray(v) ? v.filter(Boolean).join(" ") : v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "html") el.innerHTML = v;
    else if (k === "value" && "value" in el) el.value = v;
    else el.setAttribute(k, v === true ? "" : unmarked(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    if (c instanceof Node) el.append(c);
    else if (TEXT_ONLY.has(tag)) el.append(document.createTextNode(String(c)));
    else el.append(...isolatedNodes(c));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

// The card at (row, col) of a river's rows (view wire v2: each row a list of card tokens, null empty);
// null for an empty cell or one outside the river's frame.
export function cardAt(rows, row, col) {
  const r = rows && rows[row];
  return (r && r[col]) || null;
}

export function cardId(token) {
  return token.split(":")[0];
}

export function tribeOf(token) {
  return token.includes(":") ? token.split(":")[1] : null;
}

// A small store: one state object, replaced (never changed in place) by update(), and the functions
// subscribed to it, each called as fn(state, previous) after every update; subscribe() returns the
// function that ends that subscription, close() ends them all.
export function createStore(initial) {
  let state = initial;
  const subs = new Set();
  return {
    get state() { return state; },
    update(patch) {
      const prev = state;
      state = { ...state, ...patch };
      for (const fn of [...subs]) fn(state, prev);
    },
    subscribe(fn) { subs.add(fn); return () => subs.delete(fn); },
    close() { subs.clear(); },
  };
}

// Screen-reader announcements (a polite live region).
export function announce(text) {
  const live = document.getElementById("announce");
  if (!live) return;
  live.textContent = "";
  setTimeout(() => { clear(live).append(...isolatedNodes(text)); }, 30);
}

export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

// Where a page puts its own tools (a table's links, leaving, sound): the header's menu on a phone (a
// narrow window), else ``home``, the page's own header.
export const PHONE = typeof matchMedia === "function" ? matchMedia("(max-width: 600px)")
  : { matches: false, addEventListener() {}, removeEventListener() {} }; // (no screen: the client's unit tests)
export function pageSlot(home) {
  const slot = PHONE.matches ? document.querySelector("header.top .page-slot") : null;
  return slot || home;
}
