// storyOf (table.js): per river, the cards an action gained and lost, along games the engine played.
import test from "node:test";
import assert from "node:assert/strict";
import { STATIC, games } from "./fixtures.mjs";

const { storyOf } = await import(new URL("table.js", STATIC));

for (const game of games) {
  test(`the story of every action of a ${game.players}-player ${game.edition} game is what its rivers gained and lost`, () => {
    let told = 0;
    for (let i = 1; i < game.steps.length; i++) {
      const prev = game.steps[i - 1].view;
      const { view, story: expected } = game.steps[i];
      const story = storyOf(prev, view);
      assert.equal(story.length, view.rivers.length);
      story.forEach((s, seat) => {
        assert.deepEqual(Object.fromEntries(s.gained), expected[seat].gained, `step ${i}, seat ${seat}: gained`);
        assert.deepEqual([...s.lost].sort(), expected[seat].lost, `step ${i}, seat ${seat}: lost`);
        told += s.gained.size + s.lost.length;
      });
      for (const ev of game.steps[i].events) {  // a card placed by the action is gained by that river
        if (ev.event === "place" && !game.steps[i].events.some((e) => ["lasso", "shoot", "attack", "axe", "hunt", "take", "shift"].includes(e.event)))
          assert.ok(story[ev.seat].gained.has(ev.card), `step ${i}: ${ev.card} placed by seat ${ev.seat}`);
      }
    }
    assert.ok(told > 20);
  });
}

test("a view with a river the one before lacked tells all its cards as gained", () => {
  const view = games[0].steps.at(-1).view;
  const story = storyOf({ rivers: [] }, view);
  story.forEach((s, seat) => {
    const n = view.rivers[seat].rows.flat().filter(Boolean).length;
    assert.equal([...s.gained.values()].reduce((a, b) => a + b, 0), n);
    assert.deepEqual(s.lost, []);
  });
});
