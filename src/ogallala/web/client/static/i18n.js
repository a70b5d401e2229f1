// The browser's words: one catalogue (ogallala.i18n, shared with the terminal), fetched per language.

export const LANGUAGES = ["en", "de", "nl", "fr"];
export const LANGUAGE_NAMES = { en: "English", de: "Deutsch", nl: "Nederlands", fr: "Français" };
let cat = null;

export function chooseLanguage() {
  const saved = localStorage.getItem("ogallala.lang");
  if (LANGUAGES.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

export async function loadLanguage(lang) {
  const res = await fetch(`/i18n/${lang}.json`);
  if (!res.ok) throw new Error(`catalogue ${lang}: HTTP ${res.status}`);
  cat = await res.json();
  document.documentElement.lang = lang;
  localStorage.setItem("ogallala.lang", lang);
  return cat;
}

export const lang = () => (cat ? cat.lang : "en");

function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (m, k) => (params && k in params ? String(params[k]) : m));
}

// t("web.create"), t("ui.your_turn"), t("reasons.pile_empty", {pile: 2}) ...
export function t(key, params) {
  const [table, ...rest] = key.split(".");
  const k = rest.join(".");
  const text = cat && cat[table] && cat[table][k];
  if (text === undefined) return k;
  return fill(text, params);
}

export function has(key) {
  const [table, ...rest] = key.split(".");
  return Boolean(cat && cat[table] && cat[table][rest.join(".")] !== undefined);
}

export function cardName(token) {
  const [id, tribe] = token.split(":");
  const name = (cat && cat.cards[id]) || id;
  return tribe ? `${name} (${t("ui." + tribe)})` : name;
}

// A card as a sentence names it, with its article: case "acc" (an object: "den Häuptling") or "nom".
export function cardForm(token, grammaticalCase = "acc") {
  const [id, tribe] = token.split(":");
  const forms = cat && cat.card_forms && cat.card_forms[id];
  const name = forms ? forms[grammaticalCase] || forms.nom : cardName(id);
  return tribe ? `${name} (${t("ui." + tribe)})` : name;
}

export function cardList(tokens) {
  const counts = new Map();
  for (const x of tokens) counts.set(x, (counts.get(x) || 0) + 1);
  return [...counts].map(([x, n]) => cardName(x) + (n > 1 ? ` ×${n}` : "")).join(", ");
}

// Per edition, its deck as card id -> copies (the server's, with the catalogue).
export function decks() { return (cat && cat.decks) || {}; }
