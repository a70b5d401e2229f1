// Cards drawn as SVG by code: every kind recognisable at a glance by its icon, its class colour,
// its strength number, its tribe (colour plus a shape: a triangle for red, a square for black)
// and, for suite cards, the suite's symbol and which half (a cut edge with an arrow) or the person.
// Colours are the palette's CSS custom properties (--card-*, style.css): Okabe–Ito hues, which stay
// distinct for colour-blind eyes, and warm woods and papers. Drawn on a viewBox: crisp at any size.
import { t, lang } from "./i18n.js";

const NS = "http://www.w3.org/2000/svg";
let INFO = {};

export function setCardInfo(info) { INFO = info || {}; resetCards(); }
export function allCardIds() { return Object.keys(INFO); }
// A suite's initial on its halves' badge, in the page's language ("K" for the German Kanone).
const initial = (suite) => { const x = t(`web.suite_initial_${suite}`); return x === `suite_initial_${suite}` ? suite[0].toUpperCase() : x; };

export function cardInfo(id) { return INFO[id] || { kind: "booty", strength: null, suite: null, half: null }; }

const CLASS_FILL = { bow: "var(--card-boat)", stern: "var(--card-boat)", section: "var(--card-boat)", warrior: "var(--card-warrior)", totem: "var(--card-totem)", booty: "var(--card-booty)" };
const CLASS_BAND = { bow: "var(--card-wood)", stern: "var(--card-wood)", section: "var(--card-wood)", warrior: "var(--card-band-warrior)", totem: "var(--card-band-totem)", booty: "var(--card-band-booty)" };
const SUITE_COLOUR = { cannon: "var(--card-blue)", bear: "var(--card-wood)", buffalo: "var(--card-vermilion)", wood: "var(--card-green)", gold: "var(--card-amber)", horse: "var(--card-pink)" };
const INK = "var(--card-ink)";

const P = (d, extra = "") => `<path d="${d}" ${extra}/>`;
const person = (x, y, s = 1, fill = INK) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><circle cx="0" cy="-9" r="4"/>` +
  `<path d="M-6 8 L-4 -3 Q0 -5 4 -3 L6 8 Z"/><path d="M1 -13 L3 -20 L4 -12 Z" fill="var(--card-vermilion)"/></g>`;

// Icons, drawn in the card's middle (the box 6..54 x 16..64).
const ICONS = {
  "warrior-1": () => person(30, 44, 1.5),
  "warrior-2": () => person(22, 44, 1.3) + person(38, 44, 1.3),
  "warrior-3": () => person(18, 46, 1.1) + person(30, 40, 1.1) + person(42, 46, 1.1),
  chief: () => `<g fill="${INK}"><circle cx="30" cy="36" r="6"/><path d="M21 58 L24 43 Q30 40 36 43 L39 58 Z"/></g>` +
    [-60, -35, -12, 12, 35, 60].map((a) => `<path d="M30 36 L28 18 L30 15 L32 18 Z" fill="${a % 2 ? "var(--card-amber)" : "var(--card-vermilion)"}" transform="rotate(${a} 30 36)"/>`).join(""),
  shaman: () => person(26, 46, 1.4) + `<path d="M40 22 L40 60" stroke="${INK}" stroke-width="2.5"/>` +
    `<circle cx="40" cy="22" r="5" fill="var(--card-pink)" stroke="${INK}" stroke-width="1.5"/>` +
    `<circle cx="34" cy="24" r="1.6" fill="${INK}"/><circle cx="46" cy="24" r="1.6" fill="${INK}"/>`,
  lasso: () => person(20, 48, 1.2) + `<ellipse cx="38" cy="28" rx="11" ry="7" fill="none" stroke="var(--card-wood)" stroke-width="2.5"/>` +
    P("M22 38 Q30 44 31 33", `fill="none" stroke="var(--card-wood)" stroke-width="2.5"`),
  archer: () => P("M20 18 Q40 40 20 62", `fill="none" stroke="${INK}" stroke-width="3"`) +
    P("M20 18 L20 62", `stroke="${INK}" stroke-width="1"`) + P("M16 40 L50 40", `stroke="${INK}" stroke-width="2.5"`) +
    P("M50 40 L43 36 L43 44 Z", `fill="${INK}"`),
  "crazy-axe": () => P("M22 62 L38 20", `stroke="var(--card-wood)" stroke-width="4" stroke-linecap="round"`) +
    P("M33 18 Q48 16 50 32 L36 30 Z", `fill="var(--card-sky)" stroke="${INK}" stroke-width="1.5"`),
  totem: () => [20, 36, 52].map((y, i) => `<rect x="20" y="${y - 8}" width="20" height="15" rx="2" fill="${["var(--card-pink)", "var(--card-amber)", "var(--card-green)"][i]}" stroke="${INK}" stroke-width="1.5"/>` +
    `<circle cx="26" cy="${y - 2}" r="2" fill="${INK}"/><circle cx="34" cy="${y - 2}" r="2" fill="${INK}"/>`).join("") +
    P("M14 20 L20 24 M46 20 L40 24", `stroke="${INK}" stroke-width="2"`),
  furs: () => P("M20 22 Q30 18 40 22 L44 30 L40 34 L42 54 L36 60 L30 56 L24 60 L18 54 L20 34 L16 30 Z", `fill="var(--card-leather)" stroke="${INK}" stroke-width="1.5"`),
  firewater: () => P("M26 18 L34 18 L34 28 Q42 32 42 40 L42 60 L18 60 L18 40 Q18 32 26 28 Z", `fill="var(--card-sky)" stroke="${INK}" stroke-width="1.5"`) +
    P("M24 46 Q30 38 36 46 Q33 54 30 52 Q27 54 24 46 Z", `fill="var(--card-vermilion)"`),
  tobacco: () => P("M14 34 L38 34 L38 40 L14 40 Z", `fill="var(--card-wood)" stroke="${INK}" stroke-width="1.5"`) +
    P("M36 28 L46 28 L46 44 Q46 50 40 50 L38 50 L38 28 Z", `fill="var(--card-wood)" stroke="${INK}" stroke-width="1.5"`) +
    P("M41 24 Q38 18 42 14 M45 22 Q48 16 44 12", `fill="none" stroke="var(--card-smoke)" stroke-width="1.5"`),
  eagle: () => P("M8 30 Q20 28 30 40 Q40 28 52 30 Q44 38 36 44 L34 56 L30 52 L26 56 L24 44 Q16 38 8 30 Z", `fill="var(--card-wood-dark)" stroke="${INK}" stroke-width="1"`) +
    `<circle cx="30" cy="36" r="4" fill="var(--card-white)"/>` + P("M30 38 L34 40 L30 41 Z", `fill="var(--card-amber)"`),
  woman: () => `<g fill="${INK}"><circle cx="30" cy="26" r="5"/><path d="M30 32 L20 58 L40 58 Z" fill="var(--card-pink)" stroke="${INK}"/></g>` +
    P("M26 24 L24 38 M34 24 L36 38", `stroke="${INK}" stroke-width="2"`),
  dynamite: () => `<rect x="18" y="30" width="24" height="26" rx="3" fill="var(--card-vermilion)" stroke="${INK}" stroke-width="1.5"/>` +
    P("M30 30 Q32 22 38 20", `fill="none" stroke="${INK}" stroke-width="1.5"`) + P("M38 20 l3 -4 l1 5 l4 -1 l-3 4 Z", `fill="var(--card-yellow)" stroke="${INK}" stroke-width=".8"`),
  tipi: () => P("M30 16 L50 60 L10 60 Z", `fill="var(--card-tan)" stroke="${INK}" stroke-width="1.5"`) +
    P("M26 12 L34 24 M34 12 L26 24", `stroke="${INK}" stroke-width="1.5"`) + P("M26 60 L30 46 L34 60 Z", `fill="${INK}"`) +
    P("M20 44 L40 44", `stroke="var(--card-vermilion)" stroke-width="2"`),
  gunpowder: () => `<rect x="16" y="24" width="28" height="34" rx="8" fill="var(--card-wood)" stroke="${INK}" stroke-width="1.5"/>` +
    P("M16 34 L44 34 M16 48 L44 48", `stroke="${INK}" stroke-width="2"`) + `<text x="30" y="45" text-anchor="middle" font-size="9" font-weight="700" fill="var(--card-white)">PWD</text>`,
  tent: () => P("M10 58 L30 22 L50 58 Z", `fill="var(--card-canvas)" stroke="${INK}" stroke-width="1.5"`) + P("M30 22 L30 58", `stroke="${INK}"`) +
    P("M30 58 L24 44 L30 40 Z", `fill="var(--card-sky)"`),
  rifles: () => P("M14 58 L46 20 M46 58 L14 20", `stroke="var(--card-wood-dark)" stroke-width="4" stroke-linecap="round"`) +
    P("M14 58 L20 52 M46 58 L40 52", `stroke="${INK}" stroke-width="6" stroke-linecap="round"`),
  cannon: () => `<circle cx="24" cy="50" r="9" fill="none" stroke="${INK}" stroke-width="2.5"/>` +
    P("M18 42 L48 28 L50 34 L24 48 Z", `fill="var(--card-iron)" stroke="${INK}" stroke-width="1.5"`),
  bear: () => `<circle cx="30" cy="42" r="14" fill="var(--card-wood)" stroke="${INK}" stroke-width="1.5"/>` +
    `<circle cx="19" cy="30" r="5" fill="var(--card-wood)" stroke="${INK}"/><circle cx="41" cy="30" r="5" fill="var(--card-wood)" stroke="${INK}"/>` +
    `<ellipse cx="30" cy="48" rx="6" ry="4" fill="var(--card-tan)"/><circle cx="25" cy="39" r="1.8" fill="${INK}"/><circle cx="35" cy="39" r="1.8" fill="${INK}"/>`,
  buffalo: () => `<ellipse cx="30" cy="44" rx="12" ry="14" fill="var(--card-wood-dark)" stroke="${INK}" stroke-width="1.5"/>` +
    P("M18 36 Q8 32 12 22 Q16 30 22 32 M42 36 Q52 32 48 22 Q44 30 38 32", `fill="var(--card-bone)" stroke="${INK}" stroke-width="1.2"`) +
    `<circle cx="25" cy="42" r="1.8" fill="var(--card-white)"/><circle cx="35" cy="42" r="1.8" fill="var(--card-white)"/>`,
  wood: () => `<rect x="8" y="34" width="36" height="18" fill="var(--card-leather)" stroke="${INK}" stroke-width="1.5"/>` +
    `<ellipse cx="44" cy="43" rx="6" ry="9" fill="var(--card-tan)" stroke="${INK}" stroke-width="1.5"/><ellipse cx="44" cy="43" rx="2.5" ry="4" fill="none" stroke="${INK}"/>`,
  gold: () => P("M14 52 L20 36 L40 36 L46 52 Z", `fill="var(--card-amber)" stroke="${INK}" stroke-width="1.5"`) +
    P("M22 36 L26 24 L38 24 L40 36", `fill="var(--card-yellow)" stroke="${INK}" stroke-width="1.5"`),
  horse: () => P("M20 60 L22 40 Q18 30 24 22 L28 16 L30 22 Q42 22 46 36 L42 40 L34 34 L34 60 Z", `fill="var(--card-wood-dark)" stroke="${INK}" stroke-width="1.5"`) +
    `<circle cx="29" cy="27" r="1.6" fill="var(--card-white)"/>` + P("M26 22 Q20 28 22 40", `fill="none" stroke="var(--card-ink)" stroke-width="3"`),
};

const SUITE_PERSON = { soldier: "cannon", "bear-hunter": "bear", "buffalo-hunter": "buffalo", lumberjack: "wood", "gold-digger": "gold", cowboy: "horse" };

function hull(kind) {
  // The canoe's hull along the card's foot: the bow card points left, the stern card right. Told apart at a
  // glance by more than the hull's curve: the bow rises into a tall carved prow at its left edge, the stern
  // carries the steersman's paddle on its right (the boat is read from bow to stern, left to right).
  const y = 66;
  if (kind === "bow") {
    return P(`M4 ${y} Q10 ${y + 12} 24 ${y + 12} L60 ${y + 12} L60 ${y} Z`, `fill="var(--card-wood)"`) +
      `<g class="prow">` + P("M3 78 C1 58 2 38 9 20 C13 17 16 21 14 27 C10 40 10 56 15 70 Z", `fill="var(--card-wood)" stroke="${INK}" stroke-width="1.2"`) +
      `<circle cx="11" cy="21" r="2.6" fill="var(--card-vermilion)" stroke="${INK}" stroke-width=".8"/></g>`;
  }
  if (kind === "stern") {
    return P(`M56 ${y} Q50 ${y + 12} 36 ${y + 12} L0 ${y + 12} L0 ${y} Z`, `fill="var(--card-wood)"`) +
      `<g class="paddle">` + P("M52 20 L43 56", `stroke="var(--card-wood-dark)" stroke-width="3"`) +
      P("M48 20 L56 22", `stroke="var(--card-wood-dark)" stroke-width="3"`) +
      `<ellipse cx="42" cy="62" rx="4.5" ry="10" transform="rotate(14 42 62)" fill="var(--card-wood)" stroke="${INK}" stroke-width="1.2"/></g>`;
  }
  if (kind === "section") return `<rect x="0" y="${y}" width="60" height="12" fill="var(--card-wood)"/>`;
  return "";
}

function icon(id, info) {
  if (info.kind === "bow" || info.kind === "stern" || info.kind === "section") {
    return id.endsWith("-warrior") ? person(30, 46, 1.4) : "";
  }
  if (ICONS[id]) return ICONS[id]();
  if (info.suite) {
    if (info.half === "person") {
      return person(24, 48, 1.5) + `<g transform="translate(30 8) scale(.5)">${ICONS[info.suite]()}</g>`;
    }
    const clip = info.half === "left" ? "0" : "30";
    const cid = `clip-${id}`; // the same clip for every copy of this card
    const arrow = info.half === "left" ? P("M46 40 l-6 -5 v10 Z", `fill="${INK}"`) : P("M14 40 l6 -5 v10 Z", `fill="${INK}"`);
    // The half shown; the missing half drawn faint, with the cut marked by a dashed line.
    return `<clipPath id="${cid}"><rect x="${clip}" y="10" width="30" height="60"/></clipPath>` +
      `<g opacity=".18">${ICONS[info.suite]()}</g><g clip-path="url(#${cid})">${ICONS[info.suite]()}</g>` +
      P("M30 14 L30 64", `stroke="${INK}" stroke-width="1.2" stroke-dasharray="3 2"`) + arrow;
  }
  return `<text x="30" y="46" text-anchor="middle" font-size="12" fill="${INK}">${id.slice(0, 5)}</text>`;
}

// The SVG markup of one card token ("chief", "warrior-2:red"); labelled for screen readers by the caller.
const SVG_CACHE = new Map();

export function cardSvg(token) {
  const key = `${lang()} ${token}`; // the badges' initials are the language's
  if (!SVG_CACHE.has(key)) SVG_CACHE.set(key, styled(drawCard(token)));
  return SVG_CACHE.get(key);
}

export function resetCards() { SVG_CACHE.clear(); }

// The palette's colours as style declarations (fill="var(--x)" is not resolved by every browser).
function styled(svg) {
  return svg.replace(/<(\w+)([^>]*)>/g, (whole, tag, attrs) => {
    const decl = [];
    const rest = attrs.replace(/\s(fill|stroke)="(var\(--[\w-]+\))"/g, (_, k, v) => { decl.push(`${k}:${v}`); return ""; });
    if (!decl.length) return whole;
    return `<${tag}${rest.replace(/\s*(\/?)$/, (_, slash) => ` style="${decl.join(";")}"${slash}`)}>`;
  });
}

function drawCard(token) {
  const [id, tribe] = token.split(":");
  const info = cardInfo(id);
  const fill = CLASS_FILL[info.kind] || "var(--card-bone)";
  const band = info.suite ? SUITE_COLOUR[info.suite] : CLASS_BAND[info.kind] || "var(--card-smoke)";
  // One line style for every icon: round joins and caps.
  let s = `<svg xmlns="${NS}" viewBox="0 0 60 84" class="card-svg" aria-hidden="true" focusable="false" stroke-linejoin="round" stroke-linecap="round">`;
  s += `<rect x="1" y="1" width="58" height="82" rx="6" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`;
  s += `<rect x="3.5" y="15.5" width="53" height="65" rx="4" fill="none" stroke="${band}" stroke-width=".8" opacity=".45"/>`;
  s += `<rect x="1" y="1" width="58" height="12" rx="6" fill="${band}"/><rect x="1" y="7" width="58" height="6" fill="${band}"/>`;
  s += icon(id, info);
  s += hull(info.kind);
  if (info.strength !== null && info.strength !== undefined) {
    s += `<circle cx="11" cy="13" r="9" fill="var(--card-badge)" stroke="${INK}" stroke-width="1.5"/>` +
      `<text x="11" y="17.5" text-anchor="middle" font-size="${info.strength >= 10 ? 10 : 13}" font-weight="700" fill="${INK}">${info.strength}</text>`;
  }
  if (tribe === "red") {
    s += `<path d="M49 4 L58 20 L40 20 Z" fill="var(--card-vermilion)" stroke="${INK}" stroke-width="1.2"/>`;
  } else if (tribe === "black") {
    s += `<rect x="42" y="5" width="14" height="14" fill="var(--card-black)" stroke="var(--card-white)" stroke-width="1.2"/>`;
  }
  if (info.suite) {
    const c = SUITE_COLOUR[info.suite];
    s += `<g transform="translate(46 70)"><circle r="8" fill="${c}" stroke="${INK}"/><text y="3.5" text-anchor="middle" font-size="${initial(info.suite).length > 1 ? 7 : 9}" font-weight="700" fill="var(--card-white)">${initial(info.suite)}${info.half === "left" ? "◀" : info.half === "right" ? "▶" : ""}</text></g>`;
  }
  s += "</svg>";
  return s;
}

// A card element: a <div class="card"> with the drawing and a text label for screen readers.
export function cardEl(token, label) {
  const el = document.createElement("div");
  el.className = "card";
  el.innerHTML = cardSvg(token);
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", label);
  el.dataset.card = token;
  return el;
}

export function cardBack(label) {
  const el = document.createElement("div");
  el.className = "card back";
  el.innerHTML = styled(`<svg viewBox="0 0 60 84" class="card-svg" aria-hidden="true"><rect x="1" y="1" width="58" height="82" rx="6" fill="var(--card-back)" stroke="var(--card-back-edge)" stroke-width="1.5"/>` +
    `<path d="M6 30 Q18 22 30 30 T54 30 M6 44 Q18 36 30 44 T54 44 M6 58 Q18 50 30 58 T54 58" fill="none" stroke="var(--card-back-wave)" stroke-width="2.5"/>` +
    `<text x="30" y="76" text-anchor="middle" font-size="8" fill="var(--card-back-text)" font-family="Georgia,serif">Ogallala</text></svg>`);
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", label);
  return el;
}
