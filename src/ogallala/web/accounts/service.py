"""Players' accounts, one use case of the server's: sign up, sign in and out (one session or every
one), who is signed in, the account's data, deleting it.

Accounts are optional: anonymous play with seat tokens stays as it is. A session id is 256 random
bits from :mod:`secrets`, sent in an ``HttpOnly`` cookie and stored as its SHA-256 only. Every
cookie-authenticated change must carry the session's CSRF token, an HMAC of the session id that the
page reads from ``GET /api/session`` (another origin cannot); it is compared in constant time.
Passwords are stored as argon2id hashes (:mod:`.passwords`), hashed on a worker thread so the event
loop never waits for them. Password sign-ins are throttled in the database (so several server
processes share the counts), per address and per account: past a few failures, each further try
must wait twice as long after the last failure as the one before (:func:`wait_after`). Each attempt
is counted before the slow hash and uncounted if it succeeds, so concurrent guesses cannot pass the
limit. A browser that signed in to an account before holds a "known device" cookie for it (an HMAC
keyed by the account's password hash: no storage, void once the password changes), and the
per-account delay does not apply to it, so guesses from elsewhere never lock the owner out. A failed
sign-in never says whether the username exists, and takes as long either way. Sign-ups are
limited per address.

Deleting an account (:meth:`Accounts.delete`) ends its sessions, passkeys, known-device cookies (their
key, the password hash, goes) and reset links at once and keeps the SHA-256 of its lower-case username
in a tombstone, so nobody registers that name again; the tables' part (its seats shown as "deleted
player", their tokens void, running seats handed to bots) is the tables service's, told through
``on_delete``. A forgotten password is reset through a link sent by mail (``mail/service.py``): its
token is 256 random bits stored as SHA-256, lives an hour, is spent by its use (a second use is
refused, saying so), and a reset ends every session of the account.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import re
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from ..api import check_name
from ..errors import (
    BadName,
    BadPassword,
    BadUsername,
    CsrfRefused,
    NotSignedIn,
    ResetRefused,
    SignInFailed,
    TooManyAttempts,
    UsernameRetired,
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
#: Password sign-ins: failures allowed per account and per address within :data:`THROTTLE_WINDOW`
#: seconds before each further try waits (:func:`wait_after`), and the longest wait.
FREE_PER_ACCOUNT = 5
FREE_PER_ADDRESS = 20
THROTTLE_WINDOW = 3600.0
LONGEST_WAIT = 15 * 60.0
#: Seconds ahead of now an attempt under way is counted at, until its password is checked.
PENDING = 60.0
#: Sign-ups one address may make within :data:`THROTTLE_WINDOW`.


def wait_after(failures: int, free: int) -> float:
    """Seconds a try must wait after the newest of ``failures`` recent failures (0 while they are
    fewer than ``free``): 2, 4, 8 ... seconds, at most :data:`LONGEST_WAIT`."""
    if failures < free:
        return 0.0
    return min(LONGEST_WAIT, 2.0 ** min(30, failures - free + 1))


def device_token(row: AccountRow, nonce: str | None = None) -> str | None:
    """The "known device" cookie of an account: a nonce and an HMAC of it keyed by the password hash."""
    if row.password_hash is None:
        return None
    nonce = nonce or secrets.token_urlsafe(16)
    mac = hmac.new(row.password_hash.encode(), f"device:{row.id}:{nonce}".encode(), hashlib.sha256).hexdigest()
    return f"{nonce}.{mac}"


def known_device(row: AccountRow | None, token: str | None) -> bool:
    """Whether ``token`` is a known-device cookie of this account (compared in constant time)."""
    if row is None or not token or len(token) > 200 or "." not in token:
        return False
    expected = device_token(row, token.split(".", 1)[0])
    return expected is not None and hmac.compare_digest(expected.encode(), token.encode())


def _minutes(seconds: float) -> int:
    return max(1, int(-(-seconds // 60)))


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def username_key(username: str) -> str:
    return username.lower()


def tombstone_hash(username: str) -> str:
    """The hash a deleted account's username is kept as (of its lower-case form): enough to refuse it."""
    return _digest(f"username:{username_key(username)}")


#: Seconds a password reset link lives.
RESET_SECONDS = 3600


def check_password(password: str, username: str) -> None:
    """Refuse a new password that breaks a rule, naming the rule (``passwords.RULES``)."""
    rule = passwords.broken_rule(password, username)
    if rule is not None:
        raise BadPassword(passwords.RULES[rule], rule,
                          {"min": passwords.MIN_LENGTH, "max": passwords.MAX_LENGTH})


def check_username(username: str) -> str:
    try:
        check_name(username, "a username")  # the check every name passes, then the username's own rules
    except BadName as e:
        raise BadUsername(str(e)) from None
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
    #: A fresh known-device cookie for the account (set by a sign-in or a sign-up; never logged).
    device: str | None = field(default=None, repr=False)

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
        #: What else a deletion must do (the tables: seats to "deleted player", running seats to bots),
        #: set by the composition root; each is given the account's id.
        self.on_delete: list[Callable[[str], Awaitable[None]]] = []

    async def _blocking(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def sign_up(self, username: str, password: str, address: str = "unknown") -> Session:
        check_username(username)
        check_password(password, username)
        await self._sign_up_allowed(address)
        key = username_key(username)
        if await self.db.run(self.repo.tombstoned, tombstone_hash(username)):
            raise UsernameRetired(f"the username {username!r} belonged to a deleted account and cannot be "
                                "registered again; choose another")
        if await self.db.run(self.repo.by_key, key) is not None:
            raise UsernameTaken(f"the username {username!r} is taken")
        hashed = await self._blocking(passwords.hash_password, password)
        row = AccountRow(secrets.token_urlsafe(16), username, hashed, time.time(), None)
        try:
            await self.db.run(self.repo.create, row, key)
        except UsernameInUse:
            raise UsernameTaken(f"the username {username!r} is taken") from None
        return await self.new_session(row)

    async def _sign_up_allowed(self, address: str) -> None:
        """Count a sign-up from ``address``; refuse it past ``sign_ups_per_hour`` (settings) in the window."""
        key, now = _digest(f"sign-up-address:{address}"), time.time()
        since = now - THROTTLE_WINDOW
        mine = await self.db.run(self.repo.reserve_attempt, [key], now)
        n, _ = await self.db.run(self.repo.others, key, since, mine)
        if n >= self.settings.sign_ups_per_hour:
            await self.db.run(self.repo.forget_attempt, mine)
            oldest = await self.db.run(self.repo.oldest, key, since)
            m = _minutes((oldest or now) + THROTTLE_WINDOW - now)
            raise TooManyAttempts(f"too many sign-ups from this address; try again in {m} "
                                  f"minute{'' if m == 1 else 's'}")

    async def allow(self, what: str, most: int, window: float = THROTTLE_WINDOW) -> bool:
        """Count one request of ``what`` (e.g. a password reset asked from an address) and answer whether
        it is within ``most`` in the last ``window`` seconds (one past it is not counted)."""
        key, now = _digest(what), time.time()
        mine = await self.db.run(self.repo.reserve_attempt, [key], now)
        n, _ = await self.db.run(self.repo.others, key, now - window, mine)
        if n >= most:
            await self.db.run(self.repo.forget_attempt, mine)
            return False
        return True

    async def sign_in(self, username: str, password: str, address: str, device: str | None = None) -> Session:
        """A new session for this username and password (``device``: the browser's known-device cookie)."""
        return await self.new_session(await self._verified(username, password, address, device))

    async def _verified(self, username: str, password: str, address: str, device: str | None = None) -> AccountRow:
        """The account of this username and password, within the throttle on failed attempts."""
        row = await self.db.run(self.repo.by_key, username_key(username)) if USERNAME.fullmatch(username) else None
        limits = [(_digest(f"password-address:{address}"), FREE_PER_ADDRESS)]
        if not known_device(row, device):
            limits.append((_digest(f"password-account:{username_key(username)}"), FREE_PER_ACCOUNT))
        mine = await self._reserve(limits)
        ok = await self._blocking(passwords.verify, row.password_hash if row else None, password)
        if not ok or row is None or row.password_hash is None:
            await self.db.run(self.repo.attempt_failed, mine, time.time())  # it stays counted
            raise SignInFailed("wrong username or password")
        await self.db.run(self.repo.forget_attempt, mine)
        if passwords.needs_rehash(row.password_hash):
            await self.db.run(self.repo.set_password_hash, row.id,
                              await self._blocking(passwords.hash_password, password))
        return row

    async def _reserve(self, limits: list[tuple[str, int]]) -> list[int]:
        """Count an attempt under each key first, then check it against the failures before it (the
        others', concurrent ones included): refused, it is uncounted and the wait is said in minutes."""
        # An attempt under way is counted as failing a minute from now until it ends (then as of its end,
        # or not at all if it succeeded), so a try that comes while others are hashing waits for them.
        mine = await self.db.run(self.repo.reserve_attempt, [k for k, _ in limits], time.time() + PENDING)
        wait = 0.0
        for key, free in limits:
            n, newest = await self.db.run(self.repo.others, key, time.time() - THROTTLE_WINDOW, mine)
            need = wait_after(n, free)
            if need and newest is not None:
                wait = max(wait, newest + need - time.time())
        if wait > 0:
            await self.db.run(self.repo.forget_attempt, mine)
            raise TooManyAttempts(f"too many failed sign-ins; try again in {_minutes(wait)} minute"
                                  f"{'' if _minutes(wait) == 1 else 's'}", _minutes(wait))
        return mine

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
        await self.db.run(self.repo.add_failure, keys, now, now - THROTTLE_WINDOW)

    async def new_session(self, row: AccountRow) -> Session:
        """A new session of the account (after a sign-up, a password or a passkey)."""
        sid = secrets.token_urlsafe(32)
        now = time.time()
        expires = now + self.settings.session_days * 86400
        await self.db.run(self.repo.add_session, _digest(sid), row.id, now, expires)
        return Session(_public(row), sid, expires, device_token(row))

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
        await self.db.run(self.repo.forget_old, now, now - THROTTLE_WINDOW)

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
        await self.db.run(self.repo.delete_account, row.id, time.time(), f"~deleted~{row.id}",
                          tombstone_hash(row.username))
        for then in self.on_delete:
            await then(row.id)

    # -- password reset (the link is sent by mail/service.py)

    async def new_reset(self, account_id: str) -> str:
        """A fresh reset link's token for the account (only its SHA-256 is stored), live for an hour."""
        token = secrets.token_urlsafe(32)
        now = time.time()
        await self.db.run(self.repo.add_reset, _digest(token), account_id, now, now + RESET_SECONDS)
        return token

    async def reset_password(self, token: str, password: str) -> str:
        """Set a new password with a reset link's token: the link is spent and every session of the account
        ends. Refuses a wrong, expired or used link, and a password that breaks a rule (the link stays
        good then). Answers the account's username."""
        wrong = ResetRefused("this password reset link is wrong; ask for a new one", "wrong")
        if not token or len(token) > 100:
            raise wrong
        hashed = _digest(token)
        found = await self.db.run(self.repo.reset, hashed)
        # the row is found through the hash; the hashes are compared once more in constant time
        if found is None or not hmac.compare_digest(found[0].encode(), hashed.encode()):
            raise wrong
        _, account_id, expires, used = found
        row = await self.db.run(self.repo.by_id, account_id)
        if row is None:
            raise wrong
        if used is not None:
            raise ResetRefused("this password reset link was used already; ask for a new one", "used")
        if expires <= time.time():
            raise ResetRefused("this password reset link has expired (it lives an hour); ask for a new one",
                               "expired")
        check_password(password, row.username)
        new_hash = await self._blocking(passwords.hash_password, password)
        if not await self.db.run(self.repo.use_reset, hashed, account_id, new_hash, time.time()):
            raise ResetRefused("this password reset link was used already; ask for a new one", "used")
        return row.username
