"""The SQL of players' accounts: accounts, their sessions and failed sign-ins (the games' SQL is
:mod:`.repository`'s). Secrets arrive here hashed: a session id as SHA-256, a password as argon2id;
nothing here ever sees them in the clear."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from .schema import (
    accounts,
    challenges,
    emails,
    outbox,
    passkeys,
    password_resets,
    queue,
    sessions,
    signin_failures,
    unsubscribe_links,
    username_tombstones,
)


@dataclass(frozen=True)
class AccountRow:
    id: str
    username: str
    password_hash: str | None
    created: float
    deleted: float | None


@dataclass(frozen=True)
class PasskeyRow:
    credential_id: str
    account_id: str
    public_key: str
    sign_count: int
    name: str
    created: float
    last_used: float | None


@dataclass(frozen=True)
class SessionRow:
    account: AccountRow
    created: float
    expires: float


class UsernameInUse(Exception):
    """Another account has this username (compared case-insensitively)."""


def _account(m: object) -> AccountRow:
    r = m._mapping  # type: ignore[attr-defined]
    return AccountRow(r["id"], r["username"], r["password_hash"], r["created"], r["deleted"])


class AccountRepository:
    """SQL for accounts, sessions and failed sign-ins."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, account: AccountRow, key: str) -> None:
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(accounts).values(
                    id=account.id, username=account.username, username_key=key,
                    password_hash=account.password_hash, created=account.created, deleted=None))
        except IntegrityError:
            raise UsernameInUse(key) from None

    def by_key(self, key: str) -> AccountRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(accounts).where(accounts.c.username_key == key)).first()
        return _account(row) if row is not None and row.deleted is None else None

    def add_session(self, id_hash: str, account_id: str, created: float, expires: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(insert(sessions).values(id_hash=id_hash, account_id=account_id, created=created,
                                                 expires=expires))

    def session(self, id_hash: str, now: float) -> SessionRow | None:
        """The live session of this hash, with its account (None: unknown, expired, or account deleted)."""
        q = (select(sessions.c.created.label("s_created"), sessions.c.expires, accounts)
             .join(accounts, accounts.c.id == sessions.c.account_id)
             .where(sessions.c.id_hash == id_hash, sessions.c.expires > now, accounts.c.deleted.is_(None)))
        with self.engine.connect() as conn:
            row = conn.execute(q).first()
        if row is None:
            return None
        return SessionRow(_account(row), row.s_created, row.expires)

    def sessions_of(self, account_id: str, now: float) -> list[tuple[float, float]]:
        """(created, expires) of the account's live sessions, oldest first (never their ids)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(sessions.c.created, sessions.c.expires)
                                .where(sessions.c.account_id == account_id, sessions.c.expires > now)
                                .order_by(sessions.c.created))
            return [(r.created, r.expires) for r in rows]

    def end_session(self, id_hash: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(sessions).where(sessions.c.id_hash == id_hash))

    def end_sessions(self, account_id: str, now: float) -> int:
        """End every session of the account; also forgets expired sessions of anyone. Answers how many of
        the account's were live."""
        with self.engine.begin() as conn:
            n = conn.execute(delete(sessions).where(sessions.c.account_id == account_id,
                                                    sessions.c.expires > now)).rowcount
            conn.execute(delete(sessions).where(sessions.c.expires <= now))
        return int(n or 0)

    def tombstoned(self, key_hash: str) -> bool:
        """Whether a deleted account had the username of this hash (SHA-256 of its lower-case form)."""
        with self.engine.connect() as conn:
            return conn.execute(select(username_tombstones.c.key_hash)
                                .where(username_tombstones.c.key_hash == key_hash)).first() is not None

    def delete_account(self, account_id: str, now: float, tombstone_key: str, name_hash: str) -> None:
        """Forget the credentials, sessions, reset links and the quick-play entry at once, and keep the
        username's hash so nobody registers it again; the row stays (as "deleted player") for its games."""
        with self.engine.begin() as conn:
            if conn.execute(select(username_tombstones.c.key_hash)
                            .where(username_tombstones.c.key_hash == name_hash)).first() is None:
                conn.execute(insert(username_tombstones).values(key_hash=name_hash, deleted=now))
            conn.execute(delete(password_resets).where(password_resets.c.account_id == account_id))
            conn.execute(delete(queue).where(queue.c.account_id == account_id))
            conn.execute(delete(sessions).where(sessions.c.account_id == account_id))
            conn.execute(delete(passkeys).where(passkeys.c.account_id == account_id))
            conn.execute(delete(challenges).where(challenges.c.account_id == account_id))
            conn.execute(delete(emails).where(emails.c.account_id == account_id))  # the address goes at once
            conn.execute(delete(outbox).where(outbox.c.account_id == account_id))
            conn.execute(delete(unsubscribe_links).where(unsubscribe_links.c.account_id == account_id))
            conn.execute(update(accounts).where(accounts.c.id == account_id).values(
                username="deleted player", username_key=tombstone_key, password_hash=None, deleted=now))

    # -- failed sign-ins (for the rate limits)

    def failures(self, key: str, since: float) -> int:
        with self.engine.connect() as conn:
            n = conn.execute(select(func.count()).select_from(signin_failures)
                             .where(signin_failures.c.key == key, signin_failures.c.at > since)).scalar()
        return int(n or 0)

    def add_failure(self, keys: list[str], now: float, forget_before: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(insert(signin_failures), [{"key": k, "at": now} for k in keys])
            conn.execute(delete(signin_failures).where(signin_failures.c.at <= forget_before))

    def reserve_attempt(self, keys: list[str], now: float) -> list[int]:
        """Count an attempt under each key at once, committed before it is checked (so concurrent
        attempts each see the others: :meth:`others` never undercounts); answers the rows' ids."""
        with self.engine.begin() as conn:
            return [int(conn.execute(insert(signin_failures).values(key=k, at=now)
                                     .returning(signin_failures.c.id)).scalar_one()) for k in keys]

    def others(self, key: str, since: float, mine: list[int]) -> tuple[int, float | None]:
        """The attempts counted under ``key`` since ``since`` but ``mine``, and the newest one's time."""
        with self.engine.connect() as conn:
            n, newest = conn.execute(select(func.count(), func.max(signin_failures.c.at))
                                     .where(signin_failures.c.key == key, signin_failures.c.at > since,
                                            signin_failures.c.id.not_in(mine))).one()
        return int(n or 0), (float(newest) if newest is not None else None)

    def oldest(self, key: str, since: float) -> float | None:
        """The time of the oldest attempt counted under ``key`` since ``since``."""
        with self.engine.connect() as conn:
            at = conn.execute(select(func.min(signin_failures.c.at))
                              .where(signin_failures.c.key == key, signin_failures.c.at > since)).scalar()
        return float(at) if at is not None else None

    def attempt_failed(self, ids: list[int], now: float) -> None:
        """A reserved attempt failed: it stays counted, as of ``now`` (its delays run from its end)."""
        with self.engine.begin() as conn:
            conn.execute(update(signin_failures).where(signin_failures.c.id.in_(ids)).values(at=now))

    def forget_attempt(self, ids: list[int]) -> None:
        """Uncount an attempt reserved by :meth:`reserve_attempt` (it was refused, or it succeeded)."""
        with self.engine.begin() as conn:
            conn.execute(delete(signin_failures).where(signin_failures.c.id.in_(ids)))

    def forget_old(self, now: float, failures_before: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(sessions).where(sessions.c.expires <= now))
            conn.execute(delete(signin_failures).where(signin_failures.c.at <= failures_before))
            conn.execute(delete(challenges).where(challenges.c.expires <= now))

    # -- password reset links

    def account_of_address(self, address: str) -> AccountRow | None:
        """The live account whose confirmed email address this is (compared case-insensitively)."""
        q = (select(accounts).join(emails, emails.c.account_id == accounts.c.id)
             .where(func.lower(emails.c.address) == address.lower(), emails.c.confirmed.is_not(None),
                    accounts.c.deleted.is_(None)))
        with self.engine.connect() as conn:
            row = conn.execute(q).first()
        return _account(row) if row is not None else None

    def add_reset(self, token_hash: str, account_id: str, now: float, expires: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(password_resets).where(password_resets.c.expires <= now - 86400))
            conn.execute(insert(password_resets).values(hash=token_hash, account_id=account_id, created=now,
                                                        expires=expires, used=None))

    def reset(self, token_hash: str) -> tuple[str, str, float, float | None] | None:
        """(stored hash, account id, expires, used) of the reset link of this hash (None: unknown)."""
        with self.engine.connect() as conn:
            r = conn.execute(select(password_resets).where(password_resets.c.hash == token_hash)).first()
        return None if r is None else (r.hash, r.account_id, float(r.expires), r.used)

    def use_reset(self, token_hash: str, account_id: str, password_hash: str, now: float) -> bool:
        """Spend the reset link (if still unspent and live), set the new password and end every session of
        the account, in one transaction; False: it was spent or expired meanwhile (nothing changed)."""
        with self.engine.begin() as conn:
            n = conn.execute(update(password_resets)
                             .where(password_resets.c.hash == token_hash, password_resets.c.used.is_(None),
                                    password_resets.c.expires > now, password_resets.c.account_id == account_id)
                             .values(used=now)).rowcount
            if n != 1:
                return False
            # the account's other links are spent too: one reset ends them all
            conn.execute(update(password_resets).where(password_resets.c.account_id == account_id,
                                                       password_resets.c.used.is_(None)).values(used=now))
            conn.execute(update(accounts).where(accounts.c.id == account_id, accounts.c.deleted.is_(None))
                         .values(password_hash=password_hash))
            conn.execute(delete(sessions).where(sessions.c.account_id == account_id))
        return True

    def set_password_hash(self, account_id: str, password_hash: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(accounts).where(accounts.c.id == account_id).values(password_hash=password_hash))

    def by_id(self, account_id: str) -> AccountRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(accounts).where(accounts.c.id == account_id)).first()
        return _account(row) if row is not None and row.deleted is None else None

    # -- passkeys

    def add_challenge(self, handle_hash: str, challenge: str, purpose: str, account_id: str | None,
                      expires: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(insert(challenges).values(handle_hash=handle_hash, challenge=challenge, purpose=purpose,
                                                   account_id=account_id, expires=expires))

    def take_challenge(self, handle_hash: str, purpose: str, now: float) -> tuple[str, str | None] | None:
        """The live challenge of this handle and purpose, with its account; used once (it is deleted)."""
        with self.engine.begin() as conn:
            row = conn.execute(select(challenges).where(challenges.c.handle_hash == handle_hash)).first()
            if row is None:
                return None
            conn.execute(delete(challenges).where(challenges.c.handle_hash == handle_hash))
        if row.purpose != purpose or row.expires <= now:
            return None
        return row.challenge, row.account_id

    def add_passkey(self, key: PasskeyRow) -> bool:
        """Store a new passkey (False: that credential is stored already)."""
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(passkeys).values(
                    credential_id=key.credential_id, account_id=key.account_id, public_key=key.public_key,
                    sign_count=key.sign_count, name=key.name, created=key.created, last_used=key.last_used))
        except IntegrityError:
            return False
        return True

    def passkey(self, credential_id: str) -> PasskeyRow | None:
        with self.engine.connect() as conn:
            r = conn.execute(select(passkeys).where(passkeys.c.credential_id == credential_id)).first()
        if r is None:
            return None
        return PasskeyRow(r.credential_id, r.account_id, r.public_key, r.sign_count, r.name, r.created, r.last_used)

    def passkeys_of(self, account_id: str) -> list[PasskeyRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(passkeys).where(passkeys.c.account_id == account_id)
                                .order_by(passkeys.c.created))
            return [PasskeyRow(r.credential_id, r.account_id, r.public_key, r.sign_count, r.name, r.created,
                               r.last_used) for r in rows]

    def passkey_used(self, credential_id: str, sign_count: int, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(passkeys).where(passkeys.c.credential_id == credential_id)
                         .values(sign_count=sign_count, last_used=now))

    def delete_passkey(self, account_id: str, credential_id: str) -> bool:
        with self.engine.begin() as conn:
            n = conn.execute(delete(passkeys).where(passkeys.c.account_id == account_id,
                                                    passkeys.c.credential_id == credential_id)).rowcount
        return bool(n)

    def hides_games(self, account_id: str) -> bool:
        with self.engine.connect() as conn:
            return bool(conn.execute(select(accounts.c.hide_games).where(accounts.c.id == account_id)).scalar())

    def set_hide_games(self, account_id: str, hide: bool) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(accounts).where(accounts.c.id == account_id).values(hide_games=hide))
