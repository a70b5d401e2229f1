// The account page (/account): sign in or create an account (with an email address, optional), ask for
// a password reset link; signed in: my games, passkeys, the profile setting, the data download, signing
// out (here or everywhere) and deleting the account. /account/reset: a reset link's page (a new
// password); /account/deleted: the confirmation after a deletion.
import { h, clear, announce } from "./util.js";
import { t, lang } from "./i18n.js";
import { api } from "./api.js";
import { emailPanel } from "./email.js";
import { myGameItem } from "./mygames.js";
import { shownName } from "./words.js";
import { session, signIn, signUp, signOut, deleteAccount, addPasskey, passkeySignIn, passkeysHere } from "./session.js";

const CODES = ["sign_in_failed", "bad_username", "bad_password", "username_taken", "too_many_attempts"];
const RULES = ["too_short", "too_long", "common", "username", "few_characters"];
const MIN_LENGTH = 10;
const MAX_LENGTH = 256;

// The rule a new password breaks, as the server checks it (passwords.py; its list of the most common
// passwords is the server's alone), or null.
export function passwordRule(password, username) {
  if (password.length < MIN_LENGTH) return "too_short";
  if (password.length > MAX_LENGTH) return "too_long";
  const low = password.toLowerCase();
  const user = (username || "").toLowerCase();
  if (user && (low === user || (low.startsWith(user) && new Set(low.slice(user.length)).size <= 1))) return "username";
  if (new Set(password).size < 3) return "few_characters";
  return null;
}

const ruleText = (rule) => t(`account.rule_${rule}`, { min: MIN_LENGTH, max: MAX_LENGTH });

// A new-password field says the rule it breaks as it is typed (and the form does not submit until none).
function checkPassword(input, help, username) {
  const rule = passwordRule(input.value, username());
  input.setCustomValidity(rule && input.value ? ruleText(rule) : "");
  clear(help).append(rule && input.value ? ruleText(rule) : t("account.password_rules", { min: MIN_LENGTH }));
  help.classList.toggle("error", Boolean(rule && input.value));
  return rule;
}

export function accountError(e) {
  if (e && e.code === "bad_password" && RULES.includes(e.reason)) return ruleText(e.reason);
  if (e && e.code === "reset_refused" && ["wrong", "expired", "used"].includes(e.reason)) return t(`account.reset_${e.reason}`);
  if (e && e.code === "username_retired") return t("account.username_retired");
  if (e && e.code === "too_many_attempts" && e.reason === "wait" && Number.isInteger(e.params.minutes)) {
    return t("account.err_too_many_attempts_wait", { minutes: e.params.minutes });
  }
  if (e && CODES.includes(e.code)) return t(`account.err_${e.code}`);
  if (e && (e.name === "NotAllowedError" || e.code === "passkey_refused")) return t("account.err_passkey");
  return t("account.error", { message: (e && e.message) || String(e) });
}

const when = (epoch) => new Date(epoch * 1000).toLocaleDateString(document.documentElement.lang || undefined);

function field(id, label, attrs) {
  return h("label", { for: id }, label, " ", h("input", { id, name: id, required: true, ...attrs }));
}

function forgotPanel(mailOn) {
  const box = h("div", { role: "status" });
  const address = h("input", { id: "forgot-address", name: "forgot-address", type: "email", autocomplete: "email", required: true, maxlength: 254 });
  if (!mailOn) return h("section", { class: "panel", id: "forgot", "aria-labelledby": "forgot-title" }, h("h2", { id: "forgot-title" }, t("account.forgot_title")), h("p", {}, t("account.forgot_no_mail")));
  return h("form", { class: "panel", id: "forgot", "aria-labelledby": "forgot-title", onsubmit: async (e) => {
    e.preventDefault();
    const a = address.value.trim();
    try {
      await api("POST", "/api/password/forgot", { body: { address: a, language: lang() } });
      clear(box).append(h("p", { class: "notice", id: "forgot-sent" }, t("account.forgot_sent", { address: a })));
    } catch (err) {
      clear(box).append(h("p", { class: "error", role: "alert" }, err && err.code === "too_many_attempts" ? t("account.err_too_many_resets") : accountError(err)));
    }
  } },
  h("h2", { id: "forgot-title" }, t("account.forgot_title")),
  h("p", { class: "muted" }, t("account.forgot_help")),
  h("label", { for: "forgot-address" }, t("account.email_address"), " ", address),
  h("button", { type: "submit", class: "primary", id: "forgot-send" }, t("account.forgot_send")),
  box);
}

async function mailAvailable() {
  try { return (await api("GET", "/api/email/available")).available; } catch { return false; }
}

async function signedOutPage(root, rerender) {
  const errorBox = h("div", {});
  const fail = (err) => { clear(errorBox).append(h("p", { class: "error", role: "alert" }, accountError(err))); };
  const mailOn = await mailAvailable();
  {
    const signInForm = h("form", { class: "panel", id: "sign-in", "aria-labelledby": "sign-in-title", onsubmit: async (e) => {
      e.preventDefault();
      const f = e.target;
      try { await signIn(f.elements["in-username"].value.trim(), f.elements["in-password"].value); rerender(); } catch (err) { fail(err); }
    } },
    h("h2", { id: "sign-in-title" }, t("account.sign_in")),
    field("in-username", t("account.username"), { autocomplete: "username webauthn" }),
    field("in-password", t("account.password"), { type: "password", autocomplete: "current-password" }),
    h("div", { class: "buttons" }, h("button", { type: "submit", class: "primary" }, t("account.sign_in")),
      passkeysHere() ? h("button", { type: "button", class: "ghost", id: "passkey-sign-in", onclick: async () => {
        try { await passkeySignIn(); rerender(); } catch (err) { fail(err); }
      } }, t("account.passkey_sign_in")) : ""),
    h("p", {}, h("button", { type: "button", class: "link", id: "forgot-link", "aria-expanded": "false", onclick: (e) => {
      const open = !document.getElementById("forgot");
      e.target.setAttribute("aria-expanded", String(open));
      if (open) { e.target.closest(".stack").append(forgotPanel(mailOn)); document.getElementById(mailOn ? "forgot-address" : "forgot-title").focus(); }
      else document.getElementById("forgot").remove();
    } }, t("account.forgot"))));
    const upPassword = h("input", { id: "up-password", name: "up-password", required: true, type: "password", autocomplete: "new-password", minlength: MIN_LENGTH, maxlength: MAX_LENGTH, "aria-describedby": "up-password-help" });
    const upHelp = h("p", { class: "muted", id: "up-password-help", "aria-live": "polite" }, t("account.password_rules", { min: MIN_LENGTH }));
    const upEmail = mailOn ? h("input", { id: "up-email", name: "up-email", type: "email", autocomplete: "email", maxlength: 254 }) : null;
    const signUpForm = h("form", { class: "panel", id: "sign-up", "aria-labelledby": "sign-up-title", onsubmit: async (e) => {
      e.preventDefault();
      const f = e.target;
      const username = f.elements["up-username"].value.trim();
      if (checkPassword(upPassword, upHelp, () => username)) { upPassword.reportValidity(); return; }
      try { await signUp(username, upPassword.value); } catch (err) { fail(err); return; }
      const address = upEmail ? upEmail.value.trim() : "";
      if (address) {  // the address is confirmed through the link in a message, as on the account page
        try { await api("POST", "/api/me/email", { body: { address, mode: "each", language: lang() } }); announce(t("account.email_sent", { address })); }
        catch (err) { sessionStorage.setItem("ogallala.note", t("account.email_later", { message: accountError(err) })); }
      }
      rerender();
    } },
    h("h2", { id: "sign-up-title" }, t("account.sign_up")),
    field("up-username", t("account.username"), { autocomplete: "username", pattern: "[A-Za-z0-9_\\-]{3,20}", "aria-describedby": "up-username-help" }),
    h("p", { class: "muted", id: "up-username-help" }, t("account.username_help")),
    h("label", { for: "up-password" }, t("account.password"), " ", upPassword),
    upHelp,
    upEmail ? h("label", { for: "up-email" }, t("account.email_optional"), " ", upEmail) : "",
    h("button", { type: "submit", class: "primary" }, t("account.sign_up")));
    upPassword.addEventListener("input", () => checkPassword(upPassword, upHelp, () => signUpForm.elements["up-username"].value.trim()));
    clear(root).append(
      h("h1", {}, t("account.account")),
      h("p", {}, t("account.no_account_needed")),
      errorBox,
      h("div", { class: "account-grid" }, h("div", { class: "stack" }, signInForm), signUpForm));
  }
}

function gameRow(g, me) {
  const names = g.seats.map((s) => (s.kind === "open" ? `${s.name || t("web.kind_open")}?` : (s.name && shownName(s)) || t(`web.kind_${s.kind.replace("-", "_")}`))).join(", ");
  const href = g.status === "over" ? `/games/${encodeURIComponent(g.id)}/replay` : `/games/${encodeURIComponent(g.id)}`;
  const take = g.invited ? h("button", { class: "primary", onclick: async () => {
    const n = g.seats.find((s) => s.kind === "open" && s.name === me).seat;
    await api("POST", `/api/games/${encodeURIComponent(g.id)}/seats/${n}/claim`, { body: { name: me } });
    location.href = href;
  } }, t("account.accept")) : "";
  return h("li", {},
    h("span", {}, `${t("web.edition_" + g.edition)} · ${t("account.n_players", { n: g.players })}`,
      g.rated ? h("span", { class: "status-pill" }, t("account.rated")) : "", g.invited ? h("span", { class: "status-pill hot" }, t("account.invited")) : ""),
    h("span", { class: "muted" }, names),
    take || h("a", { class: g.my_turn ? "button primary" : "button ghost", href }, g.status === "over" ? t("web.replay") : t("account.open_game")));
}

async function signedInPage(root, who, rerender) {
  const [games, keys, email] = await Promise.all([api("GET", "/api/me/games"), api("GET", "/api/passkeys"), api("GET", "/api/me/email")]);
  const profile = await api("GET", `/api/players/${encodeURIComponent(who.username)}`);
  let note = null;
  const list = (key, items) => h("section", { class: "panel games", "aria-labelledby": `my-${key}` },
    h("h2", { id: `my-${key}` }, t(`account.${key}`), " ", h("span", { class: "muted" }, `(${items.length})`)),
    items.length ? h("ul", { class: "game-list" }, items.map((g) => (g.invited ? gameRow(g, who.username) : myGameItem(g)))) : h("p", { class: "muted" }, t("web.none")));
  const passkeyName = h("input", { id: "passkey-name", value: navigator.platform || "passkey", maxlength: 64 });
  const keysPanel = h("section", { class: "panel", "aria-labelledby": "keys-title" },
    h("h2", { id: "keys-title" }, t("account.passkeys")),
    keys.length ? h("ul", { class: "plain" }, keys.map((k) => h("li", {}, h("span", {}, k.name), " ",
      h("span", { class: "muted" }, k.last_used ? t("account.last_used", { when: when(k.last_used) }) : t("account.never_used")), " ",
      h("button", { class: "ghost", "aria-label": t("account.remove_passkey", { name: k.name }), onclick: async () => {
        await api("DELETE", `/api/passkeys/${encodeURIComponent(k.id)}`); rerender();
      } }, t("account.remove"))))) : h("p", { class: "muted" }, t("account.no_passkeys")),
    passkeysHere()
      ? h("div", { class: "buttons" }, h("label", { for: "passkey-name" }, t("account.passkey_name"), " ", passkeyName),
        h("button", { class: "primary", id: "add-passkey", onclick: async () => {
          try { await addPasskey(passkeyName.value.trim() || "passkey"); announce(t("account.passkey_added")); rerender(); } catch (err) { note = accountError(err); drawNote(); }
        } }, t("account.add_passkey")))
      : h("p", { class: "muted" }, t("account.passkey_unavailable")));
  const hide = h("input", { type: "checkbox", id: "hide-games", checked: profile.recent === null, onchange: async (e) => {
    await api("POST", "/api/me/settings", { body: { hide_games: e.target.checked } }); announce(t("account.saved"));
  } });
  const password = h("input", { id: "delete-password", type: "password", autocomplete: "current-password" });
  const dataPanel = h("section", { class: "panel", "aria-labelledby": "data-title" },
    h("h2", { id: "data-title" }, t("account.your_data")),
    h("label", { class: "check" }, hide, t("account.hide_games")),
    h("p", {}, h("a", { href: "/api/me/data", download: "ogallala-account.json", id: "download-data" }, t("account.download_data"))),
    h("details", {}, h("summary", {}, t("account.delete_account")),
      h("p", {}, t("account.delete_help")),
      h("p", {}, t("account.delete_export"), " ", h("a", { href: "/api/me/data", download: "ogallala-account.json", id: "delete-download-data" }, t("account.download_data"))),
      h("label", { for: "delete-password" }, t("account.password"), " ", password),
      h("button", { class: "danger", id: "delete-account", onclick: async () => {
        try { await deleteAccount(password.value); location.assign("/account/deleted"); } catch (err) { note = accountError(err); drawNote(); }
      } }, t("account.delete_account"))));
  const noteBox = h("div", {});
  note = sessionStorage.getItem("ogallala.note");
  sessionStorage.removeItem("ogallala.note");
  const drawNote = () => { clear(noteBox).append(note ? h("p", { class: "error", role: "alert" }, note) : ""); };
  clear(root).append(
    h("h1", {}, t("account.signed_in_as", { name: who.username })),
    h("p", { class: "buttons" },
      h("a", { class: "button ghost", href: `/players/${encodeURIComponent(who.username)}` }, t("account.profile")),
      h("button", { class: "ghost", id: "sign-out", onclick: async () => { await signOut(); rerender(); } }, t("account.sign_out")),
      h("button", { class: "ghost", id: "sign-out-everywhere", onclick: async () => { await signOut(true); announce(t("account.signed_out_everywhere")); rerender(); } }, t("account.sign_out_everywhere"))),
    noteBox,
    h("div", { class: "account-grid" },
      h("div", {}, list("my_turn", games.my_turn), list("waiting", games.waiting), list("finished", games.finished)),
      h("div", {}, keysPanel, emailPanel(email, rerender, (err) => { note = accountError(err); drawNote(); }), dataPanel)));
  drawNote();
}

// /account/reset#token=...: a reset link's page. The token stays in the fragment (no server sees it in a
// log or a Referer) and leaves the address bar at once.
function resetPage(root) {
  document.title = `${t("account.reset_title")} · Ogallala`;
  const token = new URLSearchParams(location.hash.slice(1)).get("token") || sessionStorage.getItem("ogallala.reset") || "";
  if (location.hash) { sessionStorage.setItem("ogallala.reset", token); history.replaceState(null, "", location.pathname); }
  const box = h("div", {});
  if (!token) {
    clear(root).append(h("section", { class: "panel narrow" }, h("h1", {}, t("account.reset_title")),
      h("p", { class: "error", role: "alert" }, t("account.reset_no_token")),
      h("p", {}, h("a", { class: "button ghost", href: "/account" }, t("account.sign_in")))));
    return;
  }
  const input = h("input", { id: "reset-password", name: "reset-password", type: "password", autocomplete: "new-password", required: true, minlength: MIN_LENGTH, maxlength: MAX_LENGTH, "aria-describedby": "reset-help" });
  const help = h("p", { class: "muted", id: "reset-help", "aria-live": "polite" }, t("account.password_rules", { min: MIN_LENGTH }));
  input.addEventListener("input", () => checkPassword(input, help, () => ""));
  const form = h("form", { class: "panel narrow", id: "reset", "aria-labelledby": "reset-title", onsubmit: async (e) => {
    e.preventDefault();
    if (checkPassword(input, help, () => "")) { input.reportValidity(); return; }
    try {
      const done = await api("POST", "/api/password/reset", { body: { token, password: input.value } });
      sessionStorage.removeItem("ogallala.reset");
      clear(root).append(h("section", { class: "panel narrow", "aria-labelledby": "reset-title" },
        h("h1", { id: "reset-title" }, t("account.reset_title")),
        h("p", { class: "notice", id: "reset-done", role: "status" }, t("account.reset_done", { name: done.username })),
        h("p", {}, h("a", { class: "button primary", href: "/account", id: "reset-sign-in" }, t("account.sign_in")))));
    } catch (err) {
      if (err && err.code === "reset_refused") sessionStorage.removeItem("ogallala.reset");
      clear(box).append(h("p", { class: "error", role: "alert", id: "reset-error" }, accountError(err)),
        err && err.code === "reset_refused" ? h("p", {}, h("a", { class: "button ghost", href: "/account" }, t("account.forgot"))) : "");
    }
  } },
  h("h1", { id: "reset-title" }, t("account.reset_title")),
  h("label", { for: "reset-password" }, t("account.reset_new"), " ", input), help,
  h("button", { type: "submit", class: "primary", id: "reset-save" }, t("account.reset_save")), box);
  clear(root).append(form);
  input.focus();
}

// /account/deleted: what a deletion did, once it is done.
function deletedPage(root) {
  document.title = `${t("account.deleted_title")} · Ogallala`;
  clear(root).append(h("section", { class: "panel narrow", id: "deleted", "aria-labelledby": "deleted-title" },
    h("h1", { id: "deleted-title" }, t("account.deleted_title")),
    h("p", { role: "status" }, t("account.deleted_text")),
    h("p", { class: "buttons" }, h("a", { class: "button primary", href: "/" }, t("account.deleted_back")))));
}

export function showAccount(main) {
  const root = h("div", { class: "account" });
  clear(main).append(root);
  const render = async () => {
    if (location.pathname.replace(/\/$/, "") === "/account/reset") { resetPage(root); return; }
    if (location.pathname.replace(/\/$/, "") === "/account/deleted") { deletedPage(root); return; }
    document.title = `${t("account.account")} · Ogallala`;
    const who = await session();
    // ?next=/games/ID (a mail's link): signed in, or once signed in, the reader goes on to that game
    const next = new URLSearchParams(location.search).get("next");
    if (who && next && /^\/games\/[A-Za-z0-9_-]{1,32}$/.test(next)) { location.replace(next); return; }
    if (who) await signedInPage(root, who, render); else await signedOutPage(root, render);
    document.dispatchEvent(new CustomEvent("ogallala:session"));
  };
  render();
  return { render, close() {} };
}
