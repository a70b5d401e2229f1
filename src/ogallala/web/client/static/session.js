// The signed-in player (accounts are optional): the session the cookie names, its CSRF token for
// changes, and passkeys through the browser's WebAuthn (navigator.credentials).
import { api, setCsrf } from "./api.js";

let current; // undefined: not asked yet; null: signed out; {username, csrf, expires}

function take(s) {
  current = s;
  setCsrf(s ? s.csrf : null);
  return s;
}

// Who is signed in (asked once per page; null when nobody is).
export async function session() {
  if (current !== undefined) return current;
  try {
    const who = await api("GET", "/api/session");
    return take(who.signed_in ? who : null);
  } catch { return take(null); }
}

export const signedIn = () => (current ? current.username : null);
export const csrfToken = () => (current ? current.csrf : null);

export async function signUp(username, password) {
  const made = take(await api("POST", "/api/accounts", { body: { username, password } }));
  await carryLinkGames();
  return made;
}

// The games this browser played by seat link before the account was made become the new account's (the
// seats' tokens, which stay valid, prove them); a failure leaves them as they were.
async function carryLinkGames() {
  const seats = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key || !/^ogallala\.tokens\.[A-Za-z0-9_-]{1,32}$/.test(key)) continue;
    let tokens = {};
    try { tokens = JSON.parse(localStorage.getItem(key) || "{}"); } catch { continue; }
    for (const token of Object.values(tokens)) if (typeof token === "string" && token.length >= 16) seats.push({ game_id: key.slice(16), token });
  }
  for (let i = 0; i < seats.length && i < 150; i += 50) {
    try { await api("POST", "/api/me/seats", { body: { seats: seats.slice(i, i + 50) } }); } catch { return; }
  }
}

export async function signIn(username, password) {
  return take(await api("POST", "/api/session", { body: { username, password } }));
}

export async function signOut(everywhere = false) {
  await api("DELETE", everywhere ? "/api/sessions" : "/api/session");
  take(null);
}

export async function deleteAccount(password) {
  await api("POST", "/api/me/delete", { body: { password } });
  take(null);
}

// -- passkeys: the server's options carry binary fields as base64url; WebAuthn wants ArrayBuffers

const fromB64 = (s) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4)), (c) => c.charCodeAt(0)).buffer;
const toB64 = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export const passkeysHere = () => Boolean(window.PublicKeyCredential) && (location.protocol === "https:" || location.hostname === "localhost");

function credentialJson(cred) {
  const r = cred.response;
  const response = { clientDataJSON: toB64(r.clientDataJSON) };
  if (r.attestationObject) {
    response.attestationObject = toB64(r.attestationObject);
    if (r.getTransports) response.transports = r.getTransports();
  }
  if (r.authenticatorData) {
    response.authenticatorData = toB64(r.authenticatorData);
    response.signature = toB64(r.signature);
    if (r.userHandle) response.userHandle = toB64(r.userHandle);
  }
  return { id: cred.id, rawId: toB64(cred.rawId), type: cred.type, response, clientExtensionResults: {} };
}

export async function addPasskey(name) {
  const { handle, options: o } = await api("POST", "/api/passkeys/options");
  const publicKey = { ...o, challenge: fromB64(o.challenge), user: { ...o.user, id: fromB64(o.user.id) },
    excludeCredentials: (o.excludeCredentials || []).map((c) => ({ ...c, id: fromB64(c.id) })) };
  const cred = await navigator.credentials.create({ publicKey });
  return api("POST", "/api/passkeys", { body: { handle, name, credential: credentialJson(cred) } });
}

export async function passkeySignIn() {
  const { handle, options: o } = await api("POST", "/api/session/passkey/options");
  const publicKey = { ...o, challenge: fromB64(o.challenge),
    allowCredentials: (o.allowCredentials || []).map((c) => ({ ...c, id: fromB64(c.id) })) };
  const cred = await navigator.credentials.get({ publicKey });
  return take(await api("POST", "/api/session/passkey", { body: { handle, credential: credentialJson(cred) } }));
}
