// The browser's words (words.js) on the English catalogue: every event, move and decision of games the
// engine played gets a sentence, with its parameters filled in.
import test from "node:test";
import assert from "node:assert/strict";
import { STATIC, games, catalogue, loadEnglish } from "./fixtures.mjs";

const i18n = await loadEnglish();
const words = await import(new URL("words.js", STATIC));

const filled = (text, what) => {
  assert.equal(typeof text, "string", what);
  assert.ok(text.length > 0, `${what}: empty`);
  assert.ok(!/\{\w+\}/.test(text), `${what}: a parameter left unfilled in ${JSON.stringify(text)}`);
  assert.ok(!text.includes("undefined"), `${what}: ${JSON.stringify(text)}`);
  return text;
};

test("the catalogue is the server's English one", () => {
  assert.equal(i18n.lang(), "en");
  assert.equal(i18n.t("reasons.game_over"), catalogue.reasons.game_over);
  assert.equal(i18n.cardName("warrior-3:red"), `${catalogue.cards["warrior-3"]} (${catalogue.ui.red})`);
});

for (const game of games) {
  test(`every event of a ${game.players}-player ${game.edition} game is told as a sentence naming its seat`, () => {
    const names = new Set();
    let n = 0;
    for (const { view, events } of game.steps) {
      for (const ev of events) {
        const text = filled(words.eventText(ev, view, 0), `event ${JSON.stringify(ev)}`);
        assert.ok(!text.startsWith(`${ev.event}: `), `event ${ev.event} has no sentence: ${text}`);
        const templates = Object.entries(catalogue.events).filter(([k]) => k === ev.event || k.startsWith(`${ev.event}:`));
        if (Number.isInteger(ev.seat) && ev.seat > 0 && templates.every(([, text]) => text.includes("{who}")))
          assert.ok(text.includes(view.seats[ev.seat].name), `${text} names ${view.seats[ev.seat].name}`);
        names.add(ev.event);
        n++;
      }
    }
    assert.ok(n > 50 && names.has("draw") && names.has("place"), [...names].join(" "));
  });

  test(`every legal move and decision of a ${game.players}-player ${game.edition} game is described`, () => {
    const verbs = new Set();
    for (const { view } of game.steps) {
      const dec = view.decision;
      if (!dec) {
        assert.equal(words.prompt(view, false), "");
        continue;
      }
      const me = dec.seat;
      const mine = filled(words.prompt(view, true), `prompt of ${dec.phase}`);
      if (dec.phase === "place" && dec.hand.length)  // the drawn card with its article ("You drew the chief.")
        assert.ok(mine.includes(i18n.cardForm(dec.hand[0])), `${mine}: ${i18n.cardForm(dec.hand[0])}`);
      const waiting = filled(words.prompt(view, false), `the others' prompt of ${dec.phase}`);
      assert.ok(waiting.includes(view.seats[me].name), "who decides is named");
      assert.ok(!waiting.includes(".."), `${waiting}: one full stop`);
      filled(words.ruleLine(view), `rule of ${dec.phase}`);
      for (const move of dec.legal_actions) {
        const text = filled(words.describe(move, view, me), `move ${move.text}`);
        verbs.add(move.verb);
        if (move.verb === "draw") {
          const pile = view.piles[move.pile - 1];
          assert.ok(pile.size ? text.includes(String(pile.size)) : true, `${text}: the pile's size`);
        }
        if (move.verb === "place") assert.notEqual(text, move.text, "a placement is told in words");
      }
    }
    assert.ok(verbs.has("place"), [...verbs].join(" "));
  });

  test(`the refusals of a ${game.edition} game are told from their reason`, () => {
    for (const err of game.refusals) {
      const text = filled(words.refusalText(err), `refusal ${err.reason}`);
      assert.notEqual(text, err.message, `${err.reason} is in the catalogue`);
      assert.equal(text, i18n.t(`reasons.${err.reason}`, err.params));
    }
  });
}

test("a refusal without a known reason falls back to its code's words, then to its message", () => {
  assert.equal(words.refusalText({ code: "stale_seq", message: "m" }),
    catalogue.web.err_stale_seq === undefined ? "m" : catalogue.web.err_stale_seq);
  assert.equal(words.refusalText({ message: "plain words" }), "plain words");
  assert.equal(words.refusalText(new TypeError("fetch failed")), i18n.t("web.err_network"));
});

test("seats are numbered from 1 where a person reads them, and numbered bots keep their number", () => {
  const view = { seats: [{ seat: 0, kind: "human", name: "" }, { seat: 1, kind: "bot", level: "hard", name: "hard bot 2" },
    { seat: 2, kind: "human", name: "Ann" }, { seat: 3, kind: "human", name: "Ann" }] };
  assert.equal(words.seatName(view, 0, null), i18n.t("ui.seat", { n: 1 }));
  assert.equal(words.seatName(view, 1, null), `\u2068${i18n.t("web.bot_default", { level: i18n.t("web.level_hard") })} 2\u2069`);
  assert.equal(words.seatName(view, 3, null), "\u2068Ann\u2069 4");
  assert.equal(words.shownName({ kind: "bot", level: "hard", name: "hard bot" }), i18n.t("web.bot_default", { level: i18n.t("web.level_hard") }));
  assert.equal(words.shownName({ kind: "bot", level: "hard", name: "easy bot 2" }), "easy bot 2");
});

test("a person's name in a sentence is an isolate (FSI … PDI), so a right-to-left name moves no other word", () => {
  const view = { seats: [{ seat: 0, kind: "human", name: "שרה" }, { seat: 1, kind: "human", name: "علي" }] };
  assert.equal(words.seatName(view, 0, null), "\u2068שרה\u2069");
  assert.equal(words.seatName(view, 0, 0), i18n.t("ui.you")); // the page's own words: no isolate
  assert.ok(words.eventText({ event: "seat-claimed", seat: 1, name: "علي" }, view, null).includes("\u2068علي\u2069"));
  assert.ok(words.eventText({ event: "seat-renamed", seat: 1, old: "Ali", name: "علي" }, view, null)
    .includes("\u2068Ali\u2069"));
  assert.ok(words.eventText({ event: "clock-expired", seat: 0 }, view, null).includes("\u2068שרה\u2069"));
});

test("a seat released by a deleted invited account is said by its number, naming nobody", () => {
  const view = { seats: [{ seat: 0, kind: "human", name: "Ann" }, { seat: 1, kind: "open", name: "" }] };
  assert.equal(words.eventText({ event: "seat-released", seat: 1, why: "deleted" }, view, 0),
    i18n.t("account.ev_invite_released", { n: 2 }));
  assert.ok(i18n.t("account.ev_invite_released", { n: 2 }).includes("2"));
});

test("a place apart from a river's cards is not called the river's first card", () => {
  const rows = [["bow", "stern"], [], []];
  assert.equal(words.whereOf([[], [], []], 0, 0), i18n.t("web.where_first"));
  assert.equal(words.whereOf(rows, 2, 5), i18n.t("web.where_apart_2"));
  assert.notEqual(words.whereOf(rows, 2, 5), i18n.t("web.where_first"));
  assert.equal(words.whereOf(rows, 0, 2), "right of the empty stern");
});

test("a place beside a card names the card as the language places it (its form \"at\")", () => {
  const rows = [["chief", null, "woman"], [], []];
  assert.equal(words.whereOf(rows, 0, 1), "between the chief and the woman");
  assert.equal(words.whereOf(rows, 0, 3), "right of the woman");
  assert.equal(words.whereOf(rows, 1, 0), "below the chief");
  assert.equal(words.whereOf([["lasso"], [null]], 1, 0), "below the lasso thrower");
});

test("a clock reads as people read one, never in thousands of seconds", () => {
  assert.equal(words.duration(42.4), "42 s");
  assert.equal(words.duration(245), "4 min 05 s");
  assert.equal(words.duration(86396), "23 h 59 min");
  assert.equal(words.duration(2 * 86400 + 3 * 3600 + 5), `${i18n.t("web.dur_days", { n: 2 })} 3 h`);
  assert.equal(words.duration(-3), "0 s");
});
