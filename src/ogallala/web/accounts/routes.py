"""The routes of players' accounts: sign up, sign in (with a password or a passkey), the session, sign
out (here or everywhere), passkeys, the account's data, deleting it.

The session travels in the ``ogallala_session`` cookie (``HttpOnly``, ``SameSite=Lax``, ``Secure``
when the request came over HTTPS). A change made with the cookie must send the session's CSRF token
(from ``GET /api/session``) in the ``X-CSRF-Token`` header, and, where the browser says where it
comes from (``Origin``), come from this server's own origin.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Cookie, Depends, Header, Path, Request, Response
from pydantic import BaseModel, Field

from ..api import Auth, Strict, client_address, errors, token_of
from ..errors import CsrfRefused
from .passkeys import Ceremony, PasskeyInfo, Passkeys, RelyingParty
from .service import Account, Accounts, Session

COOKIE = "ogallala_session"
#: The "known device" cookie: this browser signed in to the account before (accounts/service.py).
DEVICE_COOKIE = "ogallala_device"

router = APIRouter(tags=["accounts"])


def accounts(request: Request) -> Accounts:
    acc: Accounts = request.app.state.accounts
    return acc


Acc = Annotated[Accounts, Depends(accounts)]


def check_origin(request: Request) -> None:
    """Refuse a change that a browser says comes from another origin."""
    origin = request.headers.get("origin")
    if origin is None:
        return
    own = f"{request.url.scheme}://{request.url.netloc}"
    if origin != own and origin not in request.app.state.settings.cors_origins:
        raise CsrfRefused(f"a change from another origin ({origin[:100]}) is refused")


async def signed_in(request: Request, acc: Acc,
                    session_id: Annotated[str | None, Cookie(alias=COOKIE)] = None) -> Session:
    """The live session of the request's cookie (401 without one)."""
    return await acc.require(session_id)


async def changing(request: Request, session: Annotated[Session, Depends(signed_in)],
                   csrf: Annotated[str | None, Header(alias="X-CSRF-Token")] = None) -> Session:
    """The live session, for a change: its CSRF token and the origin are checked."""
    check_origin(request)
    session.check_csrf(csrf)
    return session


Reading = Annotated[Session, Depends(signed_in)]
Changing = Annotated[Session, Depends(changing)]


@dataclass(frozen=True)
class Caller:
    """Who makes a request at a table: a token (a seat's or the creator's), else the signed-in account."""

    token: str | None
    account: Account | None

    @property
    def account_id(self) -> str | None:
        return self.account.id if self.account else None


async def caller(request: Request, acc: Acc, auth: Auth,
                 session_id: Annotated[str | None, Cookie(alias=COOKIE)] = None,
                 csrf: Annotated[str | None, Header(alias="X-CSRF-Token")] = None) -> Caller:
    """The request's token if it sends one; else its session's account. A change counts as the account's
    only with the session's CSRF token (a wrong one is refused; without one the request is anonymous)."""
    token = token_of(auth)
    if token is not None or session_id is None:
        return Caller(token, None)
    if request.method not in ("GET", "HEAD") and csrf is None:
        return Caller(None, None)
    session = await acc.session(session_id)
    if session is None:
        return Caller(None, None)
    if request.method not in ("GET", "HEAD"):
        check_origin(request)
        session.check_csrf(csrf)
    return Caller(None, session.account)


Who = Annotated[Caller, Depends(caller)]


class Credentials(Strict):
    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=1024)


class PasswordIn(Strict):
    password: str = Field(min_length=1, max_length=1024)


class SessionOut(BaseModel):
    username: str
    csrf: str = Field(description="send it as X-CSRF-Token with every change made with the session cookie")
    expires: float = Field(description="epoch seconds")


class SignedOut(BaseModel):
    ended: int = Field(description="how many sessions ended")


def _set_cookie(request: Request, response: Response, session: Session) -> SessionOut:
    response.set_cookie(COOKIE, session.session_id, max_age=max(0, int(session.expires - time.time())),
                        httponly=True, samesite="lax", secure=request.url.scheme == "https", path="/")
    if session.device is not None:
        response.set_cookie(DEVICE_COOKIE, session.device, max_age=365 * 86400, httponly=True, samesite="lax",
                            secure=request.url.scheme == "https", path="/api/session")
    return SessionOut(username=session.account.username, csrf=session.csrf, expires=session.expires)


def _clear_cookie(request: Request, response: Response) -> None:
    response.delete_cookie(COOKIE, httponly=True, samesite="lax", secure=request.url.scheme == "https", path="/")


@router.post("/api/accounts", response_model=SessionOut, status_code=201,
             responses=errors(400, 403, 409, 413, 422, 429))
async def sign_up(body: Credentials, request: Request, response: Response, acc: Acc) -> SessionOut:
    """Make an account (a username and a password) and sign in with it."""
    check_origin(request)
    return _set_cookie(request, response, await acc.sign_up(body.username, body.password,
                                                                   client_address(request)))


@router.post("/api/session", response_model=SessionOut, responses=errors(401, 403, 413, 422, 429))
async def sign_in(body: Credentials, request: Request, response: Response, acc: Acc,
                  device: Annotated[str | None, Cookie(alias=DEVICE_COOKIE)] = None) -> SessionOut:
    """Sign in; a wrong username and a wrong password answer the same."""
    check_origin(request)
    return _set_cookie(request, response, await acc.sign_in(body.username, body.password, client_address(request),
                                                            device))


class WhoOut(BaseModel):
    signed_in: bool
    username: str | None = None
    csrf: str | None = Field(None, description="send it as X-CSRF-Token with every change made with the cookie")
    expires: float | None = None


@router.get("/api/session", response_model=WhoOut, responses=errors(422))
async def session(response: Response, acc: Acc,
                  session_id: Annotated[str | None, Cookie(alias=COOKIE)] = None) -> WhoOut:
    """Who is signed in (``signed_in`` false: nobody), and the session's CSRF token."""
    response.headers["Cache-Control"] = "no-store"
    found = await acc.session(session_id)
    if found is None:
        return WhoOut(signed_in=False, username=None, csrf=None, expires=None)
    return WhoOut(signed_in=True, username=found.account.username, csrf=found.csrf, expires=found.expires)


@router.delete("/api/session", response_model=SignedOut, responses=errors(401, 403, 422))
async def sign_out(request: Request, response: Response, session: Changing, acc: Acc) -> SignedOut:
    """Sign out of this session."""
    await acc.sign_out(session)
    _clear_cookie(request, response)
    return SignedOut(ended=1)


@router.delete("/api/sessions", response_model=SignedOut, responses=errors(401, 403, 422))
async def sign_out_everywhere(request: Request, response: Response, session: Changing, acc: Acc) -> SignedOut:
    """Sign out of every session of the account, on every device."""
    n = await acc.sign_out_everywhere(session)
    _clear_cookie(request, response)
    return SignedOut(ended=n)


@router.get("/api/me/data", responses=errors(401, 422))
async def my_data(request: Request, response: Response, session: Reading, acc: Acc) -> dict[str, Any]:
    """Everything stored about the signed-in account, as JSON: the account, its sessions and passkeys, its
    games and its ratings."""
    response.headers["Cache-Control"] = "no-store"
    response.headers["Content-Disposition"] = 'attachment; filename="ogallala-account.json"'
    data = await acc.export(session)
    for part in request.app.state.exports:  # the other domains' parts (compose.py): games, email, ratings
        data.update(await part(session.account))
    return data


@router.post("/api/me/delete", response_model=SignedOut, responses=errors(401, 403, 413, 422, 429))
async def delete_account(body: PasswordIn, request: Request, response: Response, session: Changing,
                         acc: Acc) -> SignedOut:
    """Delete the account (its password confirms it): credentials and sessions go at once; its games stay."""
    await acc.delete(session, body.password, client_address(request))
    _clear_cookie(request, response)
    return SignedOut(ended=1)



class ResetIn(Strict):
    token: str = Field(min_length=1, max_length=100, description="the token of the link in the reset message")
    password: str = Field(min_length=1, max_length=1024)


class ResetOut(BaseModel):
    username: str = Field(description="the account whose password is now the new one (sign in with it)")


@router.post("/api/password/reset", response_model=ResetOut, responses=errors(400, 403, 413, 422))
async def reset_password(body: ResetIn, request: Request, response: Response, acc: Acc) -> ResetOut:
    """Choose a new password with a reset link's token: the link is spent and every session of the account
    ends (sign in again with the new password). A wrong, expired or used link is refused, saying which."""
    check_origin(request)
    username = await acc.reset_password(body.token, body.password)
    _clear_cookie(request, response)
    return ResetOut(username=username)


# -- passkeys

def passkeys(request: Request) -> Passkeys:
    keys: Passkeys = request.app.state.passkeys
    return keys


Keys = Annotated[Passkeys, Depends(passkeys)]


def relying_party(request: Request) -> RelyingParty:
    return RelyingParty.of(request.url.scheme, request.url.hostname, request.url.netloc)


Rp = Annotated[RelyingParty, Depends(relying_party)]


class CeremonyOut(BaseModel):
    handle: str = Field(description="send it back with the authenticator's answer")
    options: dict[str, Any] = Field(description="for navigator.credentials.create() or .get(), base64url-encoded")


class PasskeyIn(Strict):
    handle: str = Field(min_length=1, max_length=128)
    credential: dict[str, Any] = Field(description="the authenticator's answer as JSON (base64url fields)")
    name: str = Field("passkey", max_length=64)


class PasskeySignIn(Strict):
    handle: str = Field(min_length=1, max_length=128)
    credential: dict[str, Any]


class PasskeyOut(BaseModel):
    id: str
    name: str
    created: float
    last_used: float | None


@router.post("/api/passkeys/options", response_model=CeremonyOut, responses=errors(400, 401, 403, 413, 422))
async def passkey_options(session: Changing, keys: Keys, rp: Rp) -> Ceremony:
    """Start adding a passkey to the signed-in account."""
    return await keys.registration(session, rp)


@router.post("/api/passkeys", response_model=PasskeyOut, status_code=201, responses=errors(400, 401, 403, 413, 422))
async def add_passkey(body: PasskeyIn, session: Changing, keys: Keys, rp: Rp) -> PasskeyInfo:
    """Add the passkey the authenticator made to the signed-in account."""
    return await keys.register(session, rp, body.handle, body.credential, body.name)


@router.get("/api/passkeys", response_model=list[PasskeyOut], responses=errors(401, 422))
async def list_passkeys(session: Reading, keys: Keys) -> list[PasskeyInfo]:
    """The signed-in account's passkeys."""
    return await keys.list(session)


@router.delete("/api/passkeys/{key_id}", status_code=204, responses=errors(401, 403, 404, 422))
async def remove_passkey(key_id: Annotated[str, Path(max_length=1024)], session: Changing, keys: Keys) -> Response:
    """Remove one of the signed-in account's passkeys."""
    await keys.remove(session, key_id)
    return Response(status_code=204)


@router.post("/api/session/passkey/options", response_model=CeremonyOut,
             responses=errors(400, 403, 413, 422, 429))
async def passkey_sign_in_options(request: Request, keys: Keys, rp: Rp) -> Ceremony:
    """Start signing in with a passkey (no username needed)."""
    check_origin(request)
    return await keys.sign_in_options(rp, client_address(request))


@router.post("/api/session/passkey", response_model=SessionOut, responses=errors(400, 401, 403, 413, 422, 429))
async def passkey_sign_in(body: PasskeySignIn, request: Request, response: Response, keys: Keys, rp: Rp) -> SessionOut:
    """Sign in with the passkey's answer."""
    check_origin(request)
    return _set_cookie(request, response, await keys.sign_in(rp, body.handle, body.credential,
                                                             client_address(request)))
