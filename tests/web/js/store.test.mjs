// createStore (util.js): one state object, replaced on every update, and its subscribers.
import test from "node:test";
import assert from "node:assert/strict";
import { STATIC, games } from "./fixtures.mjs";

const { createStore } = await import(new URL("util.js", STATIC));

test("an update replaces the state with the patch merged in, never changing the old one", () => {
  const view = games[0].steps[0].view;
  const store = createStore({ view, seat: null });
  const first = store.state;
  const next = games[0].steps[1].view;
  store.update({ view: next });
  assert.notEqual(store.state, first);
  assert.equal(first.view, view);
  assert.deepEqual(store.state, { view: next, seat: null });
});

test("subscribers hear every update with the state and the one before, until they leave", () => {
  const store = createStore({ n: 0 });
  const heard = [];
  const leave = store.subscribe((s, prev) => heard.push([prev.n, s.n]));
  const other = [];
  store.subscribe((s) => other.push(s.n));
  store.update({ n: 1 });
  store.update({ n: 2 });
  leave();
  store.update({ n: 3 });
  assert.deepEqual(heard, [[0, 1], [1, 2]]);
  assert.deepEqual(other, [1, 2, 3]);
  store.close();
  store.update({ n: 4 });
  assert.deepEqual(other, [1, 2, 3]);
  assert.equal(store.state.n, 4);
});

test("a subscriber that leaves while being told does not stop the others hearing it", () => {
  const store = createStore({});
  const heard = [];
  let leave = null;
  leave = store.subscribe(() => { heard.push("a"); leave(); });
  store.subscribe(() => heard.push("b"));
  store.update({ x: 1 });
  store.update({ x: 2 });
  assert.deepEqual(heard, ["a", "b", "b"]);
});
