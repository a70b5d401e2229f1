// The client's loader (i18n.js, on the vendored @fluent/bundle) parses every language's Fluent file
// without an error, every language has every message English has, and the sentences the browser
// builds select on the person and on the card's gender.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { STATIC, loadEnglish } from "./fixtures.mjs";

const LOCALES = new URL("../../../src/ogallala/i18n/locales/", import.meta.url);
const ftl = (lang) => readFileSync(new URL(`${lang}.ftl`, LOCALES), "utf8");
const i18n = await loadEnglish();

test("every language's Fluent file parses without an error and has English's messages", () => {
  const english = i18n.makeBundle("en", ftl("en")).bundle;
  const ids = [...english._messages.keys()];
  assert.ok(ids.length > 500, `${ids.length} messages`);
  for (const lang of i18n.LANGUAGES) {
    const { bundle, errors } = i18n.makeBundle(lang, ftl(lang));
    assert.deepEqual(errors.map(String), [], lang);
    for (const id of ids) assert.ok(bundle.hasMessage(id), `${lang} has ${id}`);
  }
});

test("the loader formats every message without a leftover brace", () => {
  for (const lang of i18n.LANGUAGES) {
    const { bundle } = i18n.makeBundle(lang, ftl(lang), ftl("en"));
    for (const [id, msg] of bundle._messages) {
      for (const pattern of [msg.value, ...Object.values(msg.attributes)]) {
        if (!pattern) continue;
        const errors = [];
        bundle.formatPattern(pattern, new Proxy({}, { get: () => "x", has: () => true }), errors);
        const text = bundle.formatPattern(pattern, { person: "you", gender: "masculine", n: 2 }, []);
        assert.ok(typeof text === "string", `${lang} ${id}`);
      }
    }
  }
});

test("keys map to Fluent ids as Python maps them", () => {
  assert.equal(i18n.fluentId("web.create"), "web-create");
  assert.equal(i18n.fluentId("events.place:draw"), "events-place--draw");
  assert.ok(STATIC.href.endsWith("/static/"));
});
