// The rules summary of an edition, in the page's language, in a dialog; below it every card kind of
// the edition with its picture, its number in the deck and what it does.
import { h, clear } from "./util.js";
import { t, lang, cardName, decks } from "./i18n.js";
import { cardSvg } from "./cards.js";
import { cardDoes } from "./zoom.js";

function cardsOf(edition) {
  const deck = decks()[edition] || {};
  return h("section", { class: "rules-cards", "aria-labelledby": "rules-cards-title", dataset: { edition } },
    h("h3", { id: "rules-cards-title" }, t("web.rules_cards")),
    h("ul", { class: "rules-card-list" }, Object.entries(deck).map(([id, n]) =>
      h("li", { class: "rules-card", dataset: { kind: id } },
        h("div", { class: "rules-card-art", html: cardSvg(id) }),
        h("strong", {}, cardName(id)),
        h("span", { class: "card-count" }, t("web.card_copies", { n })),
        h("p", {}, cardDoes(id, edition))))));
}

export async function openRules(edition) {
  let dlg = document.getElementById("rules-dialog");
  if (!dlg) {
    dlg = h("dialog", { id: "rules-dialog", "aria-labelledby": "rules-title" });
    document.body.append(dlg);
  }
  const body = h("div", { class: "rules-body", tabindex: "0" }, h("p", {}, "…"));
  clear(dlg).append(
    h("div", { class: "dialog-head" }, h("h2", { id: "rules-title" }, t("web.rules_title")),
      h("button", { class: "ghost", onclick: () => dlg.close(), "aria-label": t("web.close") }, "✕")),
    h("div", { class: "tabs", role: "tablist" }, ["amigo", "ass", "pelikan"].map((ed) =>
      h("button", { role: "tab", "aria-selected": String(ed === edition), class: ed === edition ? "on" : "",
        onclick: () => openRules(ed) }, t("web.edition_" + ed)))),
    body);
  if (!dlg.open) dlg.showModal();
  try {
    const res = await fetch(`/static/rules/${edition}.${lang()}.html`);
    if (!res.ok) throw new Error(String(res.status));
    body.innerHTML = await res.text(); // our own static fragment: headings, paragraphs, lists
  } catch {
    clear(body).append(h("p", {}, t("web.rules_missing")));
  }
  body.append(cardsOf(edition));
}
