"""What every HTTP route shares: the error shape, the one table from the services' errors to HTTP
statuses and codes, the request's service and token. The routes themselves are per resource:
``api_tables``, ``api_seats``, ``api_play`` and ``api_replay``; each validates its request against a
typed model, calls a service and answers what its declared response model checks.

No rules and no SQL live here. Every error answers ``{"error": {"code": str, "message": str}}``
(a refused action also ``reason`` and ``params`` where the engine gives them); each route declares
in the OpenAPI schema the errors it can answer.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from fastapi import Depends, Path, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, ConfigDict, Field

from .. import EDITIONS
from .bots.pool import LEVELS
from .errors import (
    AccountsOnly,
    AmbiguousStart,
    BadChat,
    BadEmail,
    BadLevel,
    BadName,
    BadPace,
    BadPassword,
    BadSetup,
    BadUsername,
    Busy,
    ChangedMeanwhile,
    ChatForbidden,
    ChatMessageNotFound,
    ChatOff,
    ChatTooFast,
    CsrfRefused,
    DatabaseBusy,
    DatabaseUnavailable,
    EmailUnavailable,
    EngineRefusal,
    Forbidden,
    GameOver,
    IllegalAction,
    LessonNotFound,
    NotOver,
    NotSignedIn,
    NotStarted,
    NotYourTurn,
    PasskeyNotFound,
    PasskeyRefused,
    PasskeyUnavailable,
    PlayerNotFound,
    RematchExists,
    ResetRefused,
    SeatNotFound,
    SeatTaken,
    SeedNotAllowed,
    SetupMismatch,
    SignInFailed,
    StaleSeq,
    StepNotFound,
    TableError,
    TableNotFound,
    TableUnavailable,
    TooFast,
    TooManyAttempts,
    TooManyCorrespondence,
    TooManyTables,
    UsernameRetired,
    UsernameTaken,
)

Edition = Literal[tuple(EDITIONS)]  # type: ignore[valid-type]
Level = Literal[LEVELS]  # type: ignore[valid-type]
SeatKind = Literal["human", "open", "bot", "remote-bot"]
GameId = Annotated[str, Path(pattern=r"^[A-Za-z0-9_-]{1,32}$", description="the table's id")]
SeatNo = Annotated[int, Path(ge=0, le=9, description="the seat's number, from 0")]

bearer = HTTPBearer(auto_error=False, description="a seat's token, or the creator's where a route says so")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- errors

class ErrorDetail(BaseModel):
    code: str = Field(description="a stable code, e.g. illegal_action, stale_seq, not_your_turn, forbidden")
    message: str = Field(description="what is wrong, in English")
    reason: str | None = Field(None, description="for a refused action: the engine's stable reason code; for a "
                               "refused password, the rule broken; for a refused reset link, why")
    params: dict[str, Any] | None = Field(None, description="for a refused action: the reason's parameters")


class ErrorBody(BaseModel):
    error: ErrorDetail


_ERROR_TEXT = {
    400: "Malformed JSON, or an action the rules refuse (the engine's reason in the message)",
    401: "Not signed in, or a wrong username or password",
    403: "No valid token for this, or a change without its CSRF token",
    404: "No such game, seat, player or passkey",
    409: "Not now: stale seq, not this seat's decision, seat taken, game not over or already over, username taken",
    413: "The request body is too large",
    422: "The body or a parameter breaks the schema",
    429: "Too many tables (created too fast from one address, or the server's cap on unfinished tables), "
         "or too many failed sign-ins, or too many hints or analyses from one address at once",
    503: "The database cannot be reached now (nothing was written), or the bots have as many hints or "
         "analyses under way as the server allows: send the request again in a moment (``Retry-After``)",
}


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    return {c: {"model": ErrorBody, "description": _ERROR_TEXT[c]} for c in codes}


#: Every refusal of the services: its HTTP status and stable code (None: the engine's error's code).
ERRORS: dict[type[TableError], tuple[int, str | None]] = {
    AmbiguousStart: (400, "bad_request"),
    BadLevel: (400, "bad_level"),
    BadPace: (400, "bad_pace"),
    BadName: (400, "bad_name"),
    BadPassword: (400, "bad_password"),
    BadUsername: (400, "bad_username"),
    PasskeyRefused: (400, "passkey_refused"),
    PasskeyUnavailable: (400, "passkeys_unavailable"),
    BadSetup: (400, None),
    IllegalAction: (400, None),
    SetupMismatch: (400, "bad_config"),
    NotSignedIn: (401, "not_signed_in"),
    SignInFailed: (401, "sign_in_failed"),
    CsrfRefused: (403, "csrf"),
    Forbidden: (403, "forbidden"),
    SeedNotAllowed: (403, "seed_not_allowed"),
    SeatNotFound: (404, "no_seat"),
    StepNotFound: (404, "no_step"),
    LessonNotFound: (404, "no_lesson"),
    PasskeyNotFound: (404, "no_passkey"),
    PlayerNotFound: (404, "no_player"),
    BadEmail: (400, "bad_email"),
    ResetRefused: (400, "reset_refused"),
    AccountsOnly: (400, "accounts_only"),
    EmailUnavailable: (409, "email_unavailable"),
    TooManyCorrespondence: (429, "too_many_correspondence"),
    TableNotFound: (404, "not_found"),
    ChangedMeanwhile: (409, "conflict"),
    GameOver: (409, "game_over"),
    NotOver: (409, "not_over"),
    NotStarted: (409, "not_started"),
    NotYourTurn: (409, "not_your_turn"),
    RematchExists: (409, "rematch_exists"),
    SeatTaken: (409, "seat_taken"),
    StaleSeq: (409, "stale_seq"),
    UsernameTaken: (409, "username_taken"),
    UsernameRetired: (409, "username_retired"),
    TooFast: (429, "rate_limited"),
    TooManyAttempts: (429, "too_many_attempts"),
    TooManyTables: (429, "too_many_tables"),
    Busy: (503, "busy"),
    DatabaseBusy: (503, "busy"),
    BadChat: (400, "bad_chat"),
    ChatForbidden: (403, "chat_forbidden"),
    ChatMessageNotFound: (404, "no_chat_message"),
    ChatOff: (409, "chat_off"),
    ChatTooFast: (429, "chat_too_fast"),
    DatabaseUnavailable: (503, "database_unavailable"),
    TableUnavailable: (503, "table_unavailable"),
}


@dataclass(frozen=True)
class Refusal:
    """A refusal as the client gets it: the HTTP status, and the body's code, message, reason and params."""

    status: int
    code: str
    message: str
    reason: str | None = None
    params: dict[str, Any] | None = None


def refusal(error: TableError) -> Refusal:
    """How ``error`` answers a request (the one place that gives the services' errors a status and code)."""
    for cls in type(error).__mro__:
        if cls in ERRORS:
            status, code = ERRORS[cls]
            break
    else:
        raise TypeError(f"{type(error).__name__} has no HTTP status: add it to api.ERRORS")
    if isinstance(error, IllegalAction):
        return Refusal(status, error.code, error.message, error.reason, error.params)
    if isinstance(error, EngineRefusal):
        return Refusal(status, error.code, error.message)
    if isinstance(error, BadPassword) and error.rule is not None:
        return Refusal(status, "bad_password", error.message, error.rule, error.params)
    if isinstance(error, TooManyAttempts) and error.minutes is not None:
        return Refusal(status, "too_many_attempts", error.message, "wait", {"minutes": error.minutes})
    if isinstance(error, DatabaseBusy):
        return Refusal(status, "busy", error.message, error.reason, {})
    if isinstance(error, ResetRefused):
        return Refusal(status, "reset_refused", error.message, error.reason, {})
    assert code is not None, f"{type(error).__name__} needs its code in api.ERRORS"
    return Refusal(status, code, error.message)


# -- what every route uses


Auth = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]


def token_of(auth: HTTPAuthorizationCredentials | None) -> str | None:
    return auth.credentials if auth is not None else None


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


#: Characters a name never holds: zero-width ones and the bidi overrides, embeddings and isolates (which
#: could make a name read as another, or reorder the text around it), besides every control and format
#: character (Unicode categories Cc and Cf).
INVISIBLE = frozenset(chr(c) for c in [*range(0x200B, 0x2010), *range(0x202A, 0x202F), *range(0x2066, 0x206A),
                                       0xFEFF])


def check_name(name: str, what: str = "a name") -> str:
    """The one check of every name that comes in (a seat's at a new table, a claimed seat's, a new
    name, a username): trimmed, 1 to 64 characters, with no control, format, zero-width or bidi
    character; refused with a :class:`BadName` that says which character."""
    name = name.strip()
    for ch in name:
        if ch in INVISIBLE or unicodedata.category(ch) in ("Cc", "Cf"):
            raise BadName(f"{what} may not hold control, zero-width or text-direction characters "
                          f"(found U+{ord(ch):04X})")
    if not name or len(name) > 64:
        raise BadName(f"{what} is 1 to 64 characters")
    return name
