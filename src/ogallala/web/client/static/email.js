// The account page's email panel: an address (confirmed through the link in a message), and whether
// the player is told at each turn of a correspondence game, once a day, or never.
import { h, clear, announce } from "./util.js";
import { t, lang } from "./i18n.js";
import { api } from "./api.js";

export function emailPanel(state, rerender, onError) {
  const panel = h("section", { class: "panel", "aria-labelledby": "email-title" }, h("h2", { id: "email-title" }, t("account.email")));
  if (!state.available) return panel.append(h("p", { class: "muted" }, t("account.email_unavailable"))), panel;
  const mode = h("select", { id: "email-mode", "aria-label": t("account.email_mode") },
    ["each", "digest", "off"].map((m) => h("option", { value: m, selected: (state.address ? state.mode : "each") === m }, t(`account.email_mode_${m}`))));
  const address = h("input", { id: "email-address", type: "email", autocomplete: "email", value: state.address || "", maxlength: 254 });
  const status = state.address
    ? h("p", { id: "email-status" }, t(state.confirmed ? "account.email_is_confirmed" : "account.email_unconfirmed", { address: state.address }))
    : "";
  const save = h("button", { class: "primary", id: "email-save", type: "button", onclick: async () => {
    try {
      if (state.address && address.value.trim() === state.address) {
        await api("POST", "/api/me/email/mode", { body: { mode: mode.value } });
        announce(t("account.saved"));
      } else {
        await api("POST", "/api/me/email", { body: { address: address.value.trim(), mode: mode.value, language: lang() } });
        announce(t("account.email_sent", { address: address.value.trim() }));
      }
      rerender();
    } catch (err) { onError(err); }
  } }, t("account.email_save"));
  const remove = state.address ? h("button", { class: "ghost", id: "email-remove", type: "button", onclick: async () => {
    try { await api("DELETE", "/api/me/email"); rerender(); } catch (err) { onError(err); }
  } }, t("account.email_remove")) : "";
  clear(panel).append(h("h2", { id: "email-title" }, t("account.email")), status,
    h("p", {}, h("label", { for: "email-address" }, t("account.email_address")), " ", address),
    h("p", {}, h("label", { for: "email-mode" }, t("account.email_mode")), " ", mode),
    h("div", { class: "buttons" }, save, remove));
  return panel;
}
