// The account page (/account): sign in or create an account; signed in: my games, passkeys, the
// profile setting, the data download, signing out (here or everywhere) and deleting the account.
import { h, clear, announce } from "./util.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { emailPanel } from "./email.js";
import { myGameItem } from "./mygames.js";
import { session, signIn, signUp, signOut, deleteAccount, addPasskey, passkeySignIn, passkeysHere } from "./session.js";

const CODES = ["sign_in_failed", "bad_username", "bad_password", "username_taken", "too_many_attempts"];

export function accountError(e) {
  if (e && CODES.includes(e.code)) return t(`account.err_${e.code}`);
  if (e && (e.name === "NotAllowedError" || e.code === "passkey_refused")) return t("account.err_passkey");
  return t("account.error", { message: (e && e.message) || String(e) });
}

const when = (epoch) => new Date(epoch * 1000).toLocaleDateString(document.documentElement.lang || undefined);

function field(id, label, attrs) {
  return h("label", { for: id }, label, " ", h("input", { id, name: id, required: true, ...attrs }));
}

function signedOutPage(root, rerender) {
  const errorBox = h("div", {});
  const fail = (err) => { clear(errorBox).append(h("p", { class: "error", role: "alert" }, accountError(err))); };
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
      } }, t("account.passkey_sign_in")) : ""));
    const signUpForm = h("form", { class: "panel", id: "sign-up", "aria-labelledby": "sign-up-title", onsubmit: async (e) => {
      e.preventDefault();
      const f = e.target;
      try { await signUp(f.elements["up-username"].value.trim(), f.elements["up-password"].value); rerender(); } catch (err) { fail(err); }
    } },
    h("h2", { id: "sign-up-title" }, t("account.sign_up")),
    field("up-username", t("account.username"), { autocomplete: "username", pattern: "[A-Za-z0-9_\\-]{3,20}", "aria-describedby": "up-username-help" }),
    h("p", { class: "muted", id: "up-username-help" }, t("account.username_help")),
    field("up-password", t("account.password"), { type: "password", autocomplete: "new-password", minlength: 10, "aria-describedby": "up-password-help" }),
    h("p", { class: "muted", id: "up-password-help" }, t("account.password_help")),
    h("button", { type: "submit", class: "primary" }, t("account.sign_up")));
    clear(root).append(
      h("h1", {}, t("account.account")),
      h("p", {}, t("account.no_account_needed")),
      errorBox,
      h("div", { class: "account-grid" }, signInForm, signUpForm));
  }
}

function gameRow(g, me) {
  const names = g.seats.map((s) => (s.kind === "open" ? `${s.name || t("web.kind_open")}?` : s.name || t(`web.kind_${s.kind.replace("-", "_")}`))).join(", ");
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
      h("label", { for: "delete-password" }, t("account.password"), " ", password),
      h("button", { class: "danger", id: "delete-account", onclick: async () => {
        try { await deleteAccount(password.value); announce(t("account.deleted")); rerender(); } catch (err) { note = accountError(err); drawNote(); }
      } }, t("account.delete_account"))));
  const noteBox = h("div", {});
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

export function showAccount(main) {
  const root = h("div", { class: "account" });
  clear(main).append(root);
  const render = async () => {
    document.title = `${t("account.account")} · Ogallala`;
    const who = await session();
    // ?next=/games/ID (a mail's link): signed in, or once signed in, the reader goes on to that game
    const next = new URLSearchParams(location.search).get("next");
    if (who && next && /^\/games\/[A-Za-z0-9_-]{1,32}$/.test(next)) { location.replace(next); return; }
    if (who) await signedInPage(root, who, render); else signedOutPage(root, render);
    document.dispatchEvent(new CustomEvent("ogallala:session"));
  };
  render();
  return { render, close() {} };
}
