// The page: picks the language, then shows the lobby, a table or a replay by the address.
import { h, clear, announce } from "./util.js";
import { t, loadLanguage, chooseLanguage, LANGUAGES, LANGUAGE_NAMES, lang } from "./i18n.js";
import { setCardInfo } from "./cards.js";
import { showLobby } from "./lobby.js";
import { showGame } from "./game.js";
import { showReplay } from "./replay.js";
import { openRules } from "./rules.js";
import { installZoom } from "./zoom.js";
import { showAccount } from "./account.js";
import { showLeaderboard, showProfile } from "./players.js";
import { showTutorial } from "./tutorial.js";
import { session, signedIn } from "./session.js";

let current = null; // the page shown: {render(), close()}

function header() {
  const select = h("select", { id: "lang", "aria-label": "Language / Sprache / Taal / Langue",
    onchange: async (e) => { await switchLanguage(e.target.value); } },
  LANGUAGES.map((l) => h("option", { value: l, selected: l === lang() }, LANGUAGE_NAMES[l])));
  return h("header", { class: "top" },
    h("a", { class: "brand", href: "/" }, h("img", { src: "/static/icon.svg", alt: "", width: 28, height: 28 }), "Ogallala"),
    h("nav", { class: "top-nav", "aria-label": t("web.nav") },
      h("button", { class: "ghost", id: "rules-btn", onclick: () => openRules(current && current.edition ? current.edition() : "amigo") }, t("web.rules")),
      h("a", { class: "button ghost", href: "/leaderboard", id: "leaderboard-link" }, t("account.leaderboard")),
      h("a", { class: "button ghost", href: "/account", id: "account-link" }, signedIn() || t("account.sign_in")),
      select));
}

async function switchLanguage(l) {
  const cat = await loadLanguage(l);
  setCardInfo(cat.card_info);
  mountChrome();
  if (current) current.render();
  announce(t("web.language_set"));
}

function mountChrome() {
  const app = document.getElementById("app");
  const old = app.querySelector("header.top");
  const hd = header();
  if (old) old.replaceWith(hd); else app.prepend(hd);
  if (!document.getElementById("main")) app.append(h("main", { id: "main", tabindex: "-1" }));
  if (!document.getElementById("announce")) document.body.append(h("div", { id: "announce", class: "sr-only", "aria-live": "polite", role: "status" }));
}

async function start() {
  const cat = await loadLanguage(chooseLanguage());
  setCardInfo(cat.card_info);
  await session();
  mountChrome();
  document.addEventListener("ogallala:session", mountChrome);
  installZoom();
  const main = document.getElementById("main");
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/games\/([^/]+)\/replay\/?$/))) current = showReplay(main, decodeURIComponent(m[1]));
  else if ((m = path.match(/^\/games\/([^/]+)\/?$/))) current = showGame(main, decodeURIComponent(m[1]));
  else if (path.match(/^\/account\/?$/)) current = showAccount(main);
  else if (path.match(/^\/leaderboard\/?$/)) current = showLeaderboard(main);
  else if (path.match(/^\/tutorial\/?$/)) current = showTutorial(main);
  else if ((m = path.match(/^\/players\/([^/]+)\/?$/))) current = showProfile(main, decodeURIComponent(m[1]));
  else current = showLobby(main);
}

start().catch((e) => {
  clear(document.getElementById("app")).append(h("p", { class: "error", role: "alert" }, String(e)));
});
