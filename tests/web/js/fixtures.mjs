// What the client's unit tests read: the views and the catalogue that tests/web/js/views.py wrote into
// the folder named by OGALLALA_JS_FIXTURES (tests/web/test_client_js.py makes it), and the catalogue
// loaded into i18n.js as the browser loads it (its fetch, document and localStorage stood in for).
import { readFileSync } from "node:fs";
import { join } from "node:path";

const folder = process.env.OGALLALA_JS_FIXTURES;
if (!folder) throw new Error("OGALLALA_JS_FIXTURES is not set: run these tests through tests/web/test_client_js.py");

export const STATIC = new URL("../../../src/ogallala/web/client/static/", import.meta.url);
export const games = JSON.parse(readFileSync(join(folder, "games.json"), "utf8"));
export const served = JSON.parse(readFileSync(join(folder, "en.json"), "utf8"));
// The served catalogue and the English messages as plain text ({name} for a variable), for the checks.
export const catalogue = { ...served, ...JSON.parse(readFileSync(join(folder, "texts.json"), "utf8")) };

export async function loadEnglish() {
  const i18n = await import(new URL("i18n.js", STATIC));
  globalThis.document = { documentElement: {} };
  globalThis.localStorage = { setItem() {}, getItem() { return null; } };
  globalThis.fetch = async (url) => {
    if (url !== "/i18n/en.json") throw new Error(`unexpected fetch ${url}`);
    return { ok: true, json: async () => structuredClone(served) };
  };
  await i18n.loadLanguage("en");
  return i18n;
}
