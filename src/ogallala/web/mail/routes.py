"""The routes of email (web/mail/service.py): the signed-in player's address and how it is told of its turns;
the confirmation and unsubscribe links, which work without signing in; asking for a password reset link."""

from __future__ import annotations

import html
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, Field

from ...i18n import LANGUAGES
from ...i18n import message as i18n_message
from ..accounts.routes import Acc, Changing, Reading, check_origin
from ..api import Strict, client_address, errors
from ..client import CSP
from ..errors import TableError
from .service import Mail, words

router = APIRouter(tags=["accounts"])
Mode = Literal["each", "digest", "off"]


class EmailIn(Strict):
    address: str = Field(min_length=3, max_length=254)
    mode: Mode = "each"
    language: str = Field("en", description=f"the messages' language: {', '.join(LANGUAGES)}")


class ModeIn(Strict):
    mode: Mode


class EmailOut(BaseModel):
    available: bool = Field(description="whether this server sends email (--smtp-url)")
    address: str | None
    confirmed: bool
    mode: Mode


class ForgotIn(Strict):
    address: str = Field(min_length=3, max_length=254, description="the account's confirmed email address")
    language: str = Field("en", description=f"the message's language: {', '.join(LANGUAGES)}")


class ForgotOut(BaseModel):
    message: str = Field(description="the same answer whether or not the address is an account's")


def mail(request: Request) -> Mail:
    m: Mail = request.app.state.mail
    return m


@router.get("/api/me/email", response_model=EmailOut, responses=errors(401, 422))
async def my_email(request: Request, session: Reading) -> dict[str, object]:
    """The signed-in player's address and how it is told of its turns at correspondence tables."""
    return await mail(request).state(session.account)


@router.post("/api/me/email", status_code=204, responses=errors(400, 401, 403, 409, 413, 422))
async def set_email(body: EmailIn, request: Request, session: Changing) -> Response:
    """Give (or change) the address; a message with a confirmation link goes to it (valid for two days)."""
    base = f"{request.url.scheme}://{request.url.netloc}"
    await mail(request).set_address(session, body.address, body.mode, body.language, base)
    return Response(status_code=204)


@router.post("/api/me/email/mode", status_code=204, responses=errors(400, 401, 403, 413, 422))
async def set_mode(body: ModeIn, request: Request, session: Changing) -> Response:
    """A message at each turn, one digest a day, or none."""
    await mail(request).set_mode(session, body.mode)
    return Response(status_code=204)


@router.delete("/api/me/email", status_code=204, responses=errors(401, 403, 422))
async def forget_email(request: Request, session: Changing) -> Response:
    """Remove the address (and what waits to be sent to it)."""
    await mail(request).forget(session)
    return Response(status_code=204)


@router.post("/api/password/forgot", response_model=ForgotOut, status_code=202,
             responses=errors(400, 403, 409, 413, 422, 429))
async def forgot_password(body: ForgotIn, request: Request, acc: Acc) -> ForgotOut:
    """Ask for a password reset link: if the address is an account's confirmed one, a message with a link
    (valid for an hour, once) goes to it. The answer is the same either way."""
    check_origin(request)
    await mail(request).ask_reset(acc, body.address, client_address(request), body.language)
    return ForgotOut(message="if this address belongs to an account, a message with a link is on its way")


class AvailableOut(BaseModel):
    available: bool = Field(description="whether this server sends email (--smtp-url): reset links, turns")


@router.get("/api/email/available", response_model=AvailableOut, responses=errors(422))
async def mail_available(request: Request) -> AvailableOut:
    """Whether this server sends email (for the sign-up form's address and "Forgot your password?")."""
    return AvailableOut(available=mail(request).available)


def page_language(request: Request) -> str:
    """The page's language for one who is not known by an account: the browser's first of ours (English)."""
    for part in request.headers.get("accept-language", "").split(","):
        lang = part.split(";")[0].strip()[:2].lower()
        if lang in LANGUAGES:
            return lang
    return "en"


def page(lang: str, title: str, text: str, status: int = 200, kind: str = "done") -> HTMLResponse:
    """A page for a link opened from a message, dressed as the site's pages are (its stylesheet, its header
    with the brand and the site's links, a panel), in ``lang``; it needs no script. Everything is escaped:
    nothing of the request is echoed raw. ``kind``: ``done`` or ``refused`` (the panel's id, for tests)."""
    lang = lang if lang in LANGUAGES else "en"

    def w(key: str) -> str:
        return html.escape(i18n_message(lang, key))

    e = html.escape
    return HTMLResponse(
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<link rel="icon" href="/static/icon.svg" type="image/svg+xml">'
        '<link rel="stylesheet" href="/static/style.css">'
        f"<title>{e(title)} · Ogallala</title></head><body><div id=\"app\">"
        '<header class="top"><a class="brand" href="/"><img src="/static/icon.svg" alt="" width="28" height="28">'
        f'Ogallala</a><div class="top-menu" id="top-menu"><nav class="top-nav" aria-label="{w("web.nav")}">'
        f'<a class="button ghost" href="/leaderboard">{w("account.leaderboard")}</a>'
        f'<a class="button ghost" href="/account" id="account-link">{w("account.account")}</a></nav></div></header>'
        f'<main id="main"><div class="account"><section class="panel narrow" id="mail-link-{kind}" '
        'aria-labelledby="mail-link-title">'
        f'<h1 id="mail-link-title">{e(title)}</h1><p role="status">{e(text)}</p>'
        f'<p class="buttons"><a class="button primary" href="/account">{w("account.account")}</a>'
        f'<a class="button ghost" href="/">{w("web.lobby")}</a></p></section></div></main></div></body></html>',
        status_code=status, headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
                                     "Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff"})


Token = Annotated[str, Query(min_length=1, max_length=100)]


@router.get("/api/email/confirm", response_class=HTMLResponse, include_in_schema=False)  # a page, for people
async def confirm(request: Request, token: Token) -> HTMLResponse:
    """The confirmation link of a message: the address is confirmed (no sign-in needed)."""
    try:
        row, already = await mail(request).confirm(token)
    except TableError:
        w = words(page_language(request))
        return page(w.language, w("email_link_refused_title"), w("email_confirm_refused"), 403, "refused")
    w = words(row.language)
    if already:  # a second click on the link: nothing wrong, nothing to do
        return page(w.language, w("email_already_confirmed_title"),
                    w("email_already_confirmed_text", address=row.address))
    return page(w.language, w("email_confirmed_title"), w("email_confirmed_text", address=row.address))


@router.get("/api/email/unsubscribe", response_class=HTMLResponse, include_in_schema=False)
async def unsubscribe(request: Request, token: Token) -> HTMLResponse:
    """The unsubscribe link of a message: no more email (no sign-in needed)."""
    try:
        row = await mail(request).unsubscribe(token)
    except TableError:
        w = words(page_language(request))
        return page(w.language, w("email_link_refused_title"), w("email_unsubscribe_refused"), 403, "refused")
    w = words(row.language)
    return page(w.language, w("unsubscribed_title"), w("unsubscribed_text", address=row.address))
