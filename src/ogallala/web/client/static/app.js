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

// The site's header: the brand and the site's links; on a phone (narrow window) they fold into one
// menu button, which also holds the page's own tools (a table's links, leaving, sound: pageSlot()).
function header() {
  const select = h("select", { id: "lang", "aria-label": "Language / Sprache / Taal / Langue",
    onchange: async (e) => { await switchLanguage(e.target.value); } },
  LANGUAGES.map((l) => h("option", { value: l, selected: l === lang() }, LANGUAGE_NAMES[l])));
  const hd = h("header", { class: "top" },
    h("a", { class: "brand", href: "/" }, h("img", { src: "/static/icon.svg", alt: "", width: 28, height: 28 }), "Ogallala"),
    h("button", { type: "button", class: "ghost menu-btn", id: "menu-btn", "aria-expanded": "false", "aria-controls": "top-menu",
      "aria-label": t("web.menu"), title: t("web.menu"), onclick: () => openMenu(hd, hd.dataset.open !== "true") }, h("span", { "aria-hidden": "true" }, "☰")),
    h("div", { class: "top-menu", id: "top-menu" },
      h("nav", { class: "top-nav", "aria-label": t("web.nav") },
        h("button", { class: "ghost", id: "rules-btn", onclick: () => openRules(current && current.edition ? current.edition() : "amigo") }, t("web.rules")),
        h("a", { class: "button ghost", href: "/leaderboard", id: "leaderboard-link" }, t("account.leaderboard")),
        h("a", { class: "button ghost", href: "/account", id: "account-link" }, signedIn() || t("account.sign_in")),
        select),
      h("div", { class: "page-slot" })));
  return hd;
}

function openMenu(hd, open) {
  hd.dataset.open = String(open);
  hd.querySelector("#menu-btn").setAttribute("aria-expanded", String(open));
}

// The menu closes on Escape, on a tap outside it and once a choice in it leads elsewhere (a dialog, a page).
function installMenu() {
  const shut = () => { const hd = document.querySelector("header.top"); if (hd && hd.dataset.open === "true") openMenu(hd, false); };
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const hd = document.querySelector("header.top");
    if (hd && hd.dataset.open === "true") { shut(); hd.querySelector("#menu-btn").focus(); }
  });
  document.addEventListener("click", (e) => {
    const hd = document.querySelector("header.top");
    if (!hd || hd.dataset.open !== "true" || !e.target.closest) return;
    if (!e.target.isConnected) return; // a switch the menu redrew (sound): the menu stays
    if (!hd.contains(e.target)) { shut(); return; }
    const item = e.target.closest("#top-menu a, #top-menu button");
    if (item && item.closest("#top-menu") && !item.matches("#sound, #notify, .rename button")) shut();
  });
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
  const kept = old ? old.querySelector(".page-slot") : null; // the page's tools stay in the new header
  if (kept) hd.querySelector(".page-slot").replaceWith(kept);
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
  installMenu();
  const main = document.getElementById("main");
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/games\/([^/]+)\/replay\/?$/))) current = showReplay(main, decodeURIComponent(m[1]));
  else if ((m = path.match(/^\/games\/([^/]+)\/?$/))) current = showGame(main, decodeURIComponent(m[1]));
  else if (path.match(/^\/account(\/reset|\/deleted)?\/?$/)) current = showAccount(main);
  else if (path.match(/^\/leaderboard\/?$/)) current = showLeaderboard(main);
  else if (path.match(/^\/tutorial\/?$/)) current = showTutorial(main);
  else if ((m = path.match(/^\/players\/([^/]+)\/?$/))) current = showProfile(main, decodeURIComponent(m[1]));
  else current = showLobby(main);
}

start().catch((e) => {
  clear(document.getElementById("app")).append(h("p", { class: "error", role: "alert" }, String(e)));
});
