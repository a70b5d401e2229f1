"""Passkeys (WebAuthn, through the ``webauthn`` library): a signed-in player adds one, then signs in
with it instead of a password.

Each ceremony has two steps: the server answers options with a one-time challenge (kept in the
database for five minutes, named by a random handle the page sends back, stored as its SHA-256),
then verifies what the authenticator signed against that challenge, this server's origin and its
relying-party id (the host name). Passkeys work on HTTPS origins and on ``http://localhost`` only
(browsers refuse WebAuthn elsewhere). Sign-in asks for a discoverable credential, so the page names
no username and nothing tells whether one exists; failures count against the address like failed
password sign-ins.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from ..errors import PasskeyNotFound, PasskeyRefused, PasskeyUnavailable, SignInFailed, TableError
from ..storage.accounts import PasskeyRow
from .service import Accounts, Session

CHALLENGE_SECONDS = 300.0
MAX_PASSKEYS = 20


@dataclass(frozen=True)
class RelyingParty:
    """Where the ceremony happens: the host name (the relying party's id) and the page's origin."""

    id: str
    origin: str

    @classmethod
    def of(cls, scheme: str, host: str | None, netloc: str) -> RelyingParty:
        if not host or not (scheme == "https" or host == "localhost"):
            raise PasskeyUnavailable("passkeys work on HTTPS and on http://localhost only; open this server "
                                     "at such an address")
        return cls(host, f"{scheme}://{netloc}")


@dataclass(frozen=True)
class Ceremony:
    """Options for the browser's ``navigator.credentials`` call, and the handle to send back with its answer."""

    handle: str
    options: dict[str, Any]


@dataclass(frozen=True)
class PasskeyInfo:
    id: str
    name: str
    created: float
    last_used: float | None


def _digest(handle: str) -> str:
    return hashlib.sha256(handle.encode()).hexdigest()


def _info(k: PasskeyRow) -> PasskeyInfo:
    return PasskeyInfo(k.credential_id, k.name, k.created, k.last_used)


class Passkeys:
    """Adding passkeys to an account, signing in with one, listing and removing them."""

    def __init__(self, accounts: Accounts) -> None:
        self.accounts = accounts
        self.db = accounts.db
        self.repo = accounts.repo

    async def _ceremony(self, options: Any, purpose: str, account_id: str | None) -> Ceremony:
        handle = secrets.token_urlsafe(32)
        await self.db.run(self.repo.add_challenge, _digest(handle), bytes_to_base64url(options.challenge), purpose,
                          account_id, time.time() + CHALLENGE_SECONDS)
        return Ceremony(handle, json.loads(options_to_json(options)))

    async def _challenge(self, handle: str, purpose: str, error: type[TableError]) -> tuple[bytes, str | None]:
        found = await self.db.run(self.repo.take_challenge, _digest(handle), purpose, time.time())
        if found is None:
            raise error("this passkey request expired or was used; start again")
        return base64url_to_bytes(found[0]), found[1]

    async def registration(self, session: Session, rp: RelyingParty) -> Ceremony:
        acc = session.account
        have = await self.db.run(self.repo.passkeys_of, acc.id)
        options = generate_registration_options(
            rp_id=rp.id, rp_name="Ogallala", user_name=acc.username, user_id=acc.id.encode(),
            user_display_name=acc.username,
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED, require_resident_key=True,
                user_verification=UserVerificationRequirement.PREFERRED),
            exclude_credentials=[PublicKeyCredentialDescriptor(id=base64url_to_bytes(k.credential_id)) for k in have])
        return await self._ceremony(options, "register", acc.id)

    async def register(self, session: Session, rp: RelyingParty, handle: str, credential: dict[str, Any],
                       name: str) -> PasskeyInfo:
        name = name.strip()[:64] or "passkey"
        challenge, account_id = await self._challenge(handle, "register", PasskeyRefused)
        if account_id != session.account.id:
            raise PasskeyRefused("this passkey request belongs to another account; start again")
        if len(await self.db.run(self.repo.passkeys_of, session.account.id)) >= MAX_PASSKEYS:
            raise PasskeyRefused(f"an account holds at most {MAX_PASSKEYS} passkeys; remove one first")
        try:
            done = verify_registration_response(credential=credential, expected_challenge=challenge,
                                                expected_rp_id=rp.id, expected_origin=rp.origin)
        except (WebAuthnException, ValueError, KeyError, TypeError) as e:
            raise PasskeyRefused(f"the passkey was not accepted: {str(e)[:200]}") from None
        key = PasskeyRow(bytes_to_base64url(done.credential_id), session.account.id,
                         bytes_to_base64url(done.credential_public_key), done.sign_count, name, time.time(), None)
        if not await self.db.run(self.repo.add_passkey, key):
            raise PasskeyRefused("this passkey is added already")
        return _info(key)

    async def sign_in_options(self, rp: RelyingParty, address: str) -> Ceremony:
        await self.accounts.within_limits(address)
        options = generate_authentication_options(rp_id=rp.id,
                                                  user_verification=UserVerificationRequirement.PREFERRED)
        return await self._ceremony(options, "sign-in", None)

    async def sign_in(self, rp: RelyingParty, handle: str, credential: dict[str, Any], address: str) -> Session:
        keys = await self.accounts.within_limits(address)
        try:
            challenge, _ = await self._challenge(handle, "sign-in", SignInFailed)
            raw_id = credential.get("rawId") or credential.get("id")
            key = await self.db.run(self.repo.passkey, str(raw_id)[:1024]) if isinstance(raw_id, str) else None
            row = await self.db.run(self.repo.by_id, key.account_id) if key else None
            if key is None or row is None:
                raise SignInFailed("this passkey is not known here")
            try:
                done = verify_authentication_response(
                    credential=credential, expected_challenge=challenge, expected_rp_id=rp.id,
                    expected_origin=rp.origin, credential_public_key=base64url_to_bytes(key.public_key),
                    credential_current_sign_count=key.sign_count)
            except (WebAuthnException, ValueError, KeyError, TypeError):
                raise SignInFailed("the passkey's answer was not valid") from None
        except SignInFailed:
            await self.accounts.failed(keys)
            raise
        await self.db.run(self.repo.passkey_used, key.credential_id, done.new_sign_count, time.time())
        return await self.accounts.new_session(row)

    async def list(self, session: Session) -> list[PasskeyInfo]:
        return [_info(k) for k in await self.db.run(self.repo.passkeys_of, session.account.id)]

    async def remove(self, session: Session, credential_id: str) -> None:
        if not await self.db.run(self.repo.delete_passkey, session.account.id, credential_id):
            raise PasskeyNotFound("the account has no passkey of this id")
