// The browser's words: the one set of Fluent messages (ogallala/i18n/locales/<lang>.ftl, shared with the
// terminal), fetched per language in its catalogue and formatted with @fluent/bundle (vendor/).
import { FluentBundle, FluentNumber, FluentResource } from "./vendor/fluent-bundle/index.js";

export const LANGUAGES = ["en", "de", "nl", "fr"];
export const LANGUAGE_NAMES = { en: "English", de: "Deutsch", nl: "Nederlands", fr: "Français" };
let cat = null;
let bundle = null;

export function chooseLanguage() {
  const saved = localStorage.getItem("ogallala.lang");
  if (LANGUAGES.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

// Fluent ids hold no dots: "web.create" is "web-create", "events.place:draw" is "events-place--draw".
export const fluentId = (key) => key.replaceAll(":", "--").replaceAll(".", "-");

// The messages of one language (its Fluent file), English's behind them for any it lacks.
export function makeBundle(lang, ftl, ftlEnglish) {
  const b = new FluentBundle(lang, { useIsolating: false });
  const errors = [];
  if (ftlEnglish) errors.push(...b.addResource(new FluentResource(ftlEnglish)));
  errors.push(...b.addResource(new FluentResource(ftl), { allowOverrides: true }));
  return { bundle: b, errors };
}

export async function loadLanguage(lang) {
  const res = await fetch(`/i18n/${lang}.json`);
  if (!res.ok) throw new Error(`catalogue ${lang}: HTTP ${res.status}`);
  cat = await res.json();
  const made = makeBundle(cat.lang, cat.ftl, cat.ftl_en);
  for (const e of made.errors) console.error("messages", lang, e);
  bundle = made.bundle;
  document.documentElement.lang = lang;
  localStorage.setItem("ogallala.lang", lang);
  return cat;
}

export const lang = () => (cat ? cat.lang : "en");

// Numbers stay as the program writes them (no grouping: seed 12345, not 12,345), yet select plurals.
function args(params) {
  const out = {};
  for (const [k, v] of Object.entries(params || {})) {
    out[k] = typeof v === "number" ? new FluentNumber(v, { useGrouping: false }) : v;
  }
  return out;
}

function format(id, attribute, params) {
  const msg = bundle && bundle.getMessage(id);
  const pattern = msg && (attribute ? msg.attributes[attribute] : msg.value);
  if (!pattern) return undefined;
  return bundle.formatPattern(pattern, args(params), []);
}

// t("web.create"), t("ui.your_turn"), t("reasons.pile_empty", {pile: 2}) ...
export function t(key, params) {
  const text = format(fluentId(key), null, params);
  if (text === undefined) return key.split(".").slice(1).join(".");
  return text;
}

export function has(key) {
  return Boolean(bundle && bundle.hasMessage(fluentId(key)));
}

export function cardName(token) {
  const [id, tribe] = token.split(":");
  const name = (cat && cat.cards[id]) || id;
  return tribe ? `${name} (${t("ui." + tribe)})` : name;
}

// A card as a sentence names it, with its article: case "acc" (an object: "den Häuptling"), "nom", "at" (a
// card in a river, after "right of", "above": "dem Häuptling", "du chef") or "between" (after "between":
// "zwischen dem Häuptling …", "entre le chef …"); a language without a form of its own takes the next.
const CASES = { between: ["between", "at", "nom"], at: ["at", "nom"] };

export function cardForm(token, grammaticalCase = "acc") {
  const [id, tribe] = token.split(":");
  let name = "";
  for (const c of CASES[grammaticalCase] || [grammaticalCase, "nom"]) if (!name) name = format(`card_forms-${id}`, c);
  name = name || cardName(id);
  return tribe ? `${name} (${t("ui." + tribe)})` : name;
}

// A card's grammatical gender, for messages that select on it ($gender).
export function cardGender(token) {
  return format(`card_forms-${token.split(":")[0]}`, "gender") || "other";
}

export function cardList(tokens) {
  const counts = new Map();
  for (const x of tokens) counts.set(x, (counts.get(x) || 0) + 1);
  return [...counts].map(([x, n]) => cardName(x) + (n > 1 ? ` ×${n}` : "")).join(", ");
}

// Per edition, its deck as card id -> copies (the server's, with the catalogue).
export function decks() { return (cat && cat.decks) || {}; }
