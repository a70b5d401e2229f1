// The rules summary of an edition, in the page's language, in a dialog.
import { h, clear } from "./util.js";
import { t, lang } from "./i18n.js";

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
}
