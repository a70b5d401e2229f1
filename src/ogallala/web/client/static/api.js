// The game server's API: REST calls and a WebSocket that reconnects by itself.

export class ApiError extends Error {
  constructor(status, body) {
    const err = (body && body.error) || {};
    super(err.message || `HTTP ${status}`);
    this.status = status;
    this.code = err.code || "error";
    this.reason = err.reason || null;
    this.params = err.params || {};
  }
}

// The signed-in session's CSRF token (session.js sets it): a change without a seat's token sends it, so
// the server takes the change as the account's.
let csrf = null;
export function setCsrf(token) { csrf = token; }

export async function api(method, path, { body, token } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (csrf && method !== "GET") headers["X-CSRF-Token"] = csrf;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await res.json(); } catch { data = null; }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

// Follows one game: calls onView(view) on every view, onState("open"|"lost"|"gone") when the link changes
// ("gone": the server said the table is not there or not this token's, and it stops trying), and
// onSeq(seq) for the server's heartbeat ({"type": "seq", "seq": n}, every few seconds on a quiet socket:
// the game's latest seq). heard (performance.now() of the last message) and seq (the highest seq heard)
// let the page see a socket that fell behind or went silent; reconnect() replaces the socket at once.
// With onChat the socket joins the table's chat after every hello: onChat(msg) gets its chat-history,
// chat and chat-reported messages; send(msg) writes one (false while the socket is not open).
export class GameSocket {
  constructor(gameId, token, { onView, onState, onError, onSeq, onChat }) {
    this.gameId = gameId;
    this.token = token;
    this.onView = onView;
    this.onState = onState;
    this.onError = onError;
    this.onSeq = onSeq;
    this.onChat = onChat;
    this.delay = 500;
    this.closed = false;
    this.seq = -1;
    this.connect();
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/ws/games/${encodeURIComponent(this.gameId)}`);
    this.ws = ws;
    this.heard = performance.now(); // a new socket is given its time to say hello
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", token: this.token || null }));
      if (this.onChat) ws.send(JSON.stringify({ type: "chat-join" }));
    };
    ws.onmessage = (ev) => {
      if (ws !== this.ws) return; // a socket replaced meanwhile
      this.heard = performance.now();
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (typeof msg.seq === "number" && msg.seq > this.seq) this.seq = msg.seq;
      if (msg.type === "view") {
        this.delay = 500;
        this.onState("open");
        this.onView(msg.view);
      } else if (msg.type === "seq") {
        if (this.onSeq) this.onSeq(msg.seq);
      } else if (msg.type.startsWith("chat")) {
        if (this.onChat) this.onChat(msg);
      } else if (msg.type === "error" && this.onError) {
        this.onError(msg);
      }
    };
    ws.onclose = (ev) => {
      if (this.closed || ws !== this.ws) return;
      if (ev.code === 4404 || ev.code === 4403) { // no such table (any more), or not this token's: trying again cannot help
        this.closed = true;
        this.onState("gone");
        return;
      }
      this.onState("lost");
      setTimeout(() => { if (!this.closed && ws === this.ws) this.connect(); }, this.delay);
      this.delay = Math.min(this.delay * 2, 5000);
    };
    ws.onerror = () => { try { ws.close(); } catch { /* already closed */ } };
  }

  send(msg) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  // A socket that stays open but says nothing (not even the heartbeat): dropped, and a new one made now.
  reconnect() {
    if (this.closed) return;
    const old = this.ws;
    this.ws = null;
    try { old.close(); } catch { /* already closed */ }
    this.connect();
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }
}

// Seat tokens this browser holds, per game: {seat: token}; kept in localStorage.
export function savedTokens(gameId) {
  try { return JSON.parse(localStorage.getItem(`ogallala.tokens.${gameId}`) || "{}"); } catch { return {}; }
}

export function saveToken(gameId, seat, token) {
  const all = savedTokens(gameId);
  all[seat] = token;
  localStorage.setItem(`ogallala.tokens.${gameId}`, JSON.stringify(all));
}

export function forgetTokens(gameId) {
  localStorage.removeItem(`ogallala.tokens.${gameId}`);
}

// The seat links a creator handed out (seat -> token), kept in the creator's browser so that the table
// can offer them again (a friend lost the link); the browser's own seats are savedTokens'.
export function savedLinks(gameId) {
  try { return JSON.parse(localStorage.getItem(`ogallala.links.${gameId}`) || "{}"); } catch { return {}; }
}

export function saveLinks(gameId, seats) {
  const all = savedLinks(gameId);
  for (const s of seats) if (s.token) all[s.seat] = s.token;
  localStorage.setItem(`ogallala.links.${gameId}`, JSON.stringify(all));
}

export function creatorToken(gameId) {
  const token = localStorage.getItem(`ogallala.creator.${gameId}`);
  return token && token !== "null" ? token : null; // "null": written by an older client for a rematch
}

export function saveCreatorToken(gameId, token) {
  localStorage.setItem(`ogallala.creator.${gameId}`, token);
}
