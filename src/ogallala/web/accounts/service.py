"""Players' accounts, one use case of the server's: sign up, sign in and out (one session or every
one), who is signed in, the account's data, deleting it.

Accounts are optional: anonymous play with seat tokens stays as it is. A session id is 256 random
bits from :mod:`secrets`, sent in an ``HttpOnly`` cookie and stored as its SHA-256 only. Every
cookie-authenticated change must carry the session's CSRF token, an HMAC of the session id that the
page reads from ``GET /api/session`` (another origin cannot); it is compared in constant time.
Passwords are stored as argon2id hashes (:mod:`.passwords`), hashed on a worker thread so the event
loop never waits for them. Failed sign-ins are counted in the database per account and per address
(so several server processes share the limits); a failed sign-in never says whether the username
exists, and takes as long either way.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any

from ..errors import (
    BadPassword,
    BadUsername,
    CsrfRefused,
    NotSignedIn,
    SignInFailed,
    TooManyAttempts,
    UsernameTaken,
)
from ..settings import Settings
from ..storage.accounts import AccountRow, UsernameInUse
from ..storage.repository import Database
from . import passwords

USERNAME = re.compile(r"[A-Za-z0-9_-]{3,20}")
#: Failed sign-ins allowed within :data:`FAILURE_WINDOW` seconds, per account and per address.
FAILURES_PER_ACCOUNT = 10
FAILURES_PER_ADDRESS = 50
FAILURE_WINDOW = 15 * 60.0


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def username_key(username: str) -> str:
    return username.lower()


def check_username(username: str) -> str:
    if not USERNAME.fullmatch(username):
        raise BadUsername("a username has 3 to 20 characters: letters, digits, '_' or '-'")
    return username


@dataclass(frozen=True)
class Account:
    """A signed-in player as the routes see it."""

    id: str
    username: str
    created: float


def csrf_token(session_id: str) -> str:
    """The CSRF token of a session: an HMAC of its id, so it needs no storage and dies with the session."""
    return hmac.new(session_id.encode(), b"ogallala csrf", hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class Session:
    """A live session: its id (for the cookie only, never logged), its account, when it expires."""

    account: Account
    session_id: str
    expires: float

    @property
    def id_hash(self) -> str:
        return _digest(self.session_id)

    @property
    def csrf(self) -> str:
        return csrf_token(self.session_id)

    def check_csrf(self, token: str | None) -> None:
        """Refuse a change whose CSRF token is missing or not this session's (constant-time comparison)."""
        if not token or not hmac.compare_digest(token.encode(), self.csrf.encode()):
            raise CsrfRefused("a change made with the session cookie needs the session's CSRF token "
                              "in the X-CSRF-Token header")


def _public(row: AccountRow) -> Account:
    return Account(row.id, row.username, row.created)


class Accounts:
    """Sign-up, sign-in, sessions and the account's own data, on the server's database."""

    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings = settings
        self.db = db
        self.repo = db.accounts

    async def _blocking(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def sign_up(self, username: str, password: str) -> Session:
        check_username(username)
        why = passwords.problem(password, username)
        if why:
            raise BadPassword(why)
        key = username_key(username)
        if await self.db.run(self.repo.by_key, key) is not None:
            raise UsernameTaken(f"the username {username!r} is taken")
        hashed = await self._blocking(passwords.hash_password, password)
        row = AccountRow(secrets.token_urlsafe(16), username, hashed, time.time(), None)
        try:
            await self.db.run(self.repo.create, row, key)
        except UsernameInUse:
            raise UsernameTaken(f"the username {username!r} is taken") from None
        return await self.new_session(row)

    async def sign_in(self, username: str, password: str, address: str) -> Session:
        return await self.new_session(await self._verified(username, password, address))

    async def _verified(self, username: str, password: str, address: str) -> AccountRow:
        """The account of this username and password, within the limits on failed attempts."""
        keys = await self.within_limits(address, username)
        row = await self.db.run(self.repo.by_key, username_key(username)) if USERNAME.fullmatch(username) else None
        ok = await self._blocking(passwords.verify, row.password_hash if row else None, password)
        if not ok or row is None or row.password_hash is None:
            await self.failed(keys)
            raise SignInFailed("wrong username or password")
        if passwords.needs_rehash(row.password_hash):
            await self.db.run(self.repo.set_password_hash, row.id,
                              await self._blocking(passwords.hash_password, password))
        return row

    async def within_limits(self, address: str, username: str | None = None) -> list[str]:
        """Refuse a sign-in past the limits on failures (by address, and by account when named); answers
        the keys a failure of this attempt counts under."""
        keys = [_digest(f"address:{address}")]
        if username is not None:
            keys.append(_digest(f"account:{username_key(username)}"))
        since = time.time() - FAILURE_WINDOW
        for key, most in zip(keys, (FAILURES_PER_ADDRESS, FAILURES_PER_ACCOUNT), strict=False):
            if await self.db.run(self.repo.failures, key, since) >= most:
                raise TooManyAttempts("too many failed sign-ins; try again in a few minutes")
        return keys

    async def failed(self, keys: list[str]) -> None:
        now = time.time()
        await self.db.run(self.repo.add_failure, keys, now, now - FAILURE_WINDOW)

    async def new_session(self, row: AccountRow) -> Session:
        """A new session of the account (after a sign-up, a password or a passkey)."""
        sid = secrets.token_urlsafe(32)
        now = time.time()
        expires = now + self.settings.session_days * 86400
        await self.db.run(self.repo.add_session, _digest(sid), row.id, now, expires)
        return Session(_public(row), sid, expires)

    async def session(self, session_id: str | None) -> Session | None:
        """The live session of a cookie's id (None: no cookie, unknown, expired)."""
        if not session_id or len(session_id) > 128:
            return None
        found = await self.db.run(self.repo.session, _digest(session_id), time.time())
        if found is None:
            return None
        return Session(_public(found.account), session_id, found.expires)

    async def require(self, session_id: str | None) -> Session:
        found = await self.session(session_id)
        if found is None:
            raise NotSignedIn("sign in first (no live session)")
        return found

    async def forget_old(self, now: float) -> None:
        """Forget expired sessions and failed sign-ins older than the limits look back."""
        await self.db.run(self.repo.forget_old, now, now - FAILURE_WINDOW)

    async def set_hide_games(self, session: Session, hide: bool) -> None:
        await self.db.run(self.repo.set_hide_games, session.account.id, hide)

    async def sign_out(self, session: Session) -> None:
        await self.db.run(self.repo.end_session, session.id_hash)

    async def sign_out_everywhere(self, session: Session) -> int:
        return await self.db.run(self.repo.end_sessions, session.account.id, time.time())

    async def export(self, session: Session) -> dict[str, Any]:
        """Everything stored about the account (never a hash or a session id)."""
        acc = session.account
        live = await self.db.run(self.repo.sessions_of, acc.id, time.time())
        keys = await self.db.run(self.repo.passkeys_of, acc.id)
        return {"account": {"username": acc.username, "created": acc.created},
                "sessions": [{"created": c, "expires": e} for c, e in live],
                "passkeys": [{"id": k.credential_id, "name": k.name, "created": k.created, "last_used": k.last_used}
                             for k in keys]}

    async def delete(self, session: Session, password: str, address: str) -> None:
        """Delete the account (its password confirms it, within the sign-in limits): credentials and
        sessions go at once; the games it played stay, under the name "deleted player"."""
        row = await self._verified(session.account.username, password, address)
        await self.db.run(self.repo.delete_account, row.id, time.time(), f"~deleted~{row.id}")
