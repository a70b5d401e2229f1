// The card zoom: a larger drawing of a card with its name and, briefly, what it does. It shows while
// the mouse is over a card, while an element holding a card has the keyboard focus, after a long
// press (touch) and after a tap on a card that is no target. A tap that plays (a target cell, a
// button) never opens it, nor does the focus a tap leaves behind. It never takes the focus; Escape,
// leaving the card, a tap elsewhere, a new turn and the end of the game close it.
// Anything carrying data-card (a card's drawing, a menu's choice) is a card to name.
import { h, clear, cardId } from "./util.js";
import { t, has, cardName, cardList } from "./i18n.js";
import { cardSvg, cardInfo, allCardIds } from "./cards.js";

const LONG_PRESS_MS = 500;

// What a card does, in one or two short sentences, for an edition (its own words where it differs).
export function cardDoes(id, edition) {
  const info = cardInfo(id);
  const pick = (key, params) => {
    const own = `web.${key}_${edition}`;
    return has(own) ? t(own, params) : t(`web.${key}`, params);
  };
  const byId = { bow: "does_bow", stern: "does_stern", "bow-warrior": "does_bow_warrior", "stern-warrior": "does_stern_warrior",
    section: "does_section", lasso: "does_lasso", archer: "does_archer", "crazy-axe": "does_axe", totem: "does_totem" };
  if (byId[id]) return pick(byId[id]);
  if (id === "shaman" && has(`web.does_shaman_${edition}`)) return t(`web.does_shaman_${edition}`);
  if (info.kind === "warrior" && info.strength !== null && info.strength !== undefined) return pick("does_warrior", { n: info.strength });
  if (info.suite) {
    const order = { left: 0, right: 1, person: 2 };
    const suite = allCardIds().filter((x) => cardInfo(x).suite === info.suite)
      .sort((a, b) => order[cardInfo(a).half] - order[cardInfo(b).half]);
    return pick("does_suite", { cards: cardList(suite) });
  }
  return pick("does_booty");
}

let zoom = null; // the one zoom element
let shownFor = null; // the element whose card is shown
let press = null; // a touch press under way: {timer, x, y}
let swallowClick = false; // a long press ends without playing the card under it
let touching = false; // the last input was a touch (not a key, not the mouse): its focus shows no zoom

function zoomEl() {
  if (!zoom) {
    zoom = h("div", { id: "card-zoom", class: "card-zoom", role: "tooltip", hidden: true });
    document.body.append(zoom);
  }
  return zoom;
}

// The card a focused element stands for: itself, or the one card of a cell or a button.
function cardOf(el) {
  if (!el || !el.matches) return null;
  if (el.matches("[data-card]")) return el;
  return el.matches(".cell, button") ? el.querySelector("[data-card]") : null;
}

function editionAt(el) {
  const at = el.closest("[data-edition]") || document.querySelector("[data-edition]");
  return at ? at.dataset.edition : "amigo";
}

export function showZoom(anchor, token) {
  const z = zoomEl();
  const id = cardId(token);
  clear(z).append(
    h("div", { class: "zoom-art", html: cardSvg(token) }),
    h("p", { class: "zoom-name" }, cardName(token)),
    h("p", { class: "zoom-does" }, cardDoes(id, editionAt(anchor))));
  z.hidden = false;
  if (shownFor && shownFor !== anchor) shownFor.removeAttribute("aria-describedby");
  shownFor = anchor;
  if (anchor.matches("button, [tabindex]")) anchor.setAttribute("aria-describedby", "card-zoom");
  place(z, anchor);
}

// After the table is drawn again: the zoom follows its element's successor (the same data-key), or goes.
export function reanchorZoom(root) {
  if (!shownFor || shownFor.isConnected) return;
  const key = shownFor.dataset.key;
  const again = key ? root.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
  const card = again ? cardOf(again) || again.querySelector("[data-card]") : null;
  if (again && card) showZoom(again, card.dataset.card);
  else hideZoom();
}

export function hideZoom() {
  if (zoom) zoom.hidden = true;
  if (shownFor) shownFor.removeAttribute("aria-describedby");
  shownFor = null;
}

// Beside the anchor where there is room (right, else left), else below or above it; within the window.
function place(z, anchor) {
  const r = anchor.getBoundingClientRect();
  const w = z.offsetWidth, ht = z.offsetHeight, gap = 10, W = window.innerWidth, H = window.innerHeight;
  let left, top;
  if (r.right + gap + w <= W - 4) left = r.right + gap;
  else if (r.left - gap - w >= 4) left = r.left - gap - w;
  if (left !== undefined) top = r.top + r.height / 2 - ht / 2;
  else {
    left = r.left + r.width / 2 - w / 2;
    top = r.bottom + gap + ht <= H - 4 ? r.bottom + gap : r.top - gap - ht;
  }
  z.style.left = `${Math.round(Math.max(4, Math.min(W - w - 4, left)))}px`;
  z.style.top = `${Math.round(Math.max(4, Math.min(H - ht - 4, top)))}px`;
}

// The element a card belongs to: its cell, button or menu choice (what has the focus or the pointer).
function anchorOf(card) {
  return card.closest(".cell, button, [role=menuitem], .hand-card, .discard-top, li") || card;
}

export function installZoom() {
  document.addEventListener("pointerover", (e) => {
    if (e.pointerType !== "mouse") return;
    const card = e.target.closest ? e.target.closest("[data-card]") : null;
    if (card) showZoom(anchorOf(card), card.dataset.card);
  });
  document.addEventListener("pointerout", (e) => {
    if (e.pointerType !== "mouse" || !shownFor) return;
    const to = e.relatedTarget;
    if (to && shownFor.contains(to)) return;
    if (document.activeElement && shownFor.contains(document.activeElement)) return; // the focus keeps it
    hideZoom();
  });
  document.addEventListener("focusin", (e) => {
    if (touching) return; // the focus of a tap (or the table's redraw after it) is no wish to read the card
    const card = cardOf(e.target);
    if (card && e.target !== document.body) showZoom(e.target, card.dataset.card);
    else hideZoom();
  });
  document.addEventListener("focusout", (e) => {
    if (shownFor && e.target === shownFor) hideZoom();
  });
  document.addEventListener("keydown", (e) => {
    touching = false;
    if (e.key === "Escape" && zoom && !zoom.hidden) hideZoom();
  });
  // Long press: a touch held still on a card shows its zoom; the press then plays nothing.
  document.addEventListener("pointerdown", (e) => {
    if (press) { clearTimeout(press.timer); press = null; }
    swallowClick = false;
    touching = e.pointerType !== "mouse";
    if (!touching) return;
    hideZoom();
    const card = e.target.closest ? e.target.closest("[data-card]") : null;
    if (!card) return;
    press = { x: e.clientX, y: e.clientY, timer: setTimeout(() => {
      press = null;
      swallowClick = true;
      showZoom(anchorOf(card), card.dataset.card);
    }, LONG_PRESS_MS) };
  });
  const cancel = () => { if (press) { clearTimeout(press.timer); press = null; } };
  document.addEventListener("pointerup", cancel);
  document.addEventListener("pointercancel", cancel);
  document.addEventListener("pointermove", (e) => {
    if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 10) cancel();
  });
  document.addEventListener("click", (e) => {
    if (swallowClick) { swallowClick = false; e.preventDefault(); e.stopPropagation(); return; }
    // a tap on a card that plays nothing (not a target, not a button) names it
    if (!touching || !e.target.closest) return;
    const card = e.target.closest("[data-card]");
    if (card && !card.closest("button, a, [role=menuitem], .target")) showZoom(anchorOf(card), card.dataset.card);
  }, true);
  document.addEventListener("contextmenu", (e) => {
    if (e.target.closest && e.target.closest("[data-card]")) e.preventDefault(); // the long press is ours
  });
  window.addEventListener("scroll", () => { if (zoom && !zoom.hidden && shownFor) place(zoom, shownFor); }, { passive: true });
}
