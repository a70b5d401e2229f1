"""The errors of the table services: what a request may be refused for, as plain exceptions.

They know nothing of HTTP: the routes map each class to a status and a stable code in one table
(``api.ERRORS``). The message names the problem; refusals of the engine carry its error, so its
code (and for an action its reason and parameters) reach the client unchanged.
"""

from __future__ import annotations

from typing import Any

from .. import IllegalActionError, OgallalaError


class TableError(Exception):
    """Base of the refusals of the table services; ``str(error)`` is the message for the client."""

    @property
    def message(self) -> str:
        return str(self)


# -- not found

class TableNotFound(TableError):
    """No table has this id (never created, or expired)."""


class SeatNotFound(TableError):
    """The table has no seat of this number."""


class StepNotFound(TableError):
    """A replay step past the end of the game."""


class LessonNotFound(TableError):
    """The guided first game has no lesson of this id."""


# -- not allowed

class Forbidden(TableError):
    """The token sent (or its absence) does not allow this."""


class SeedNotAllowed(TableError):
    """A seed, position or record was sent to a server that deals every game itself."""


# -- malformed requests

class BadLevel(TableError):
    """An unknown bot level."""


class BadPace(TableError):
    """An unknown pace for a table's bots."""


class BadName(TableError):
    """A name that is empty once trimmed."""


class AmbiguousStart(TableError):
    """More than one of seed, position and record."""


class SetupMismatch(TableError):
    """Seats or edition that do not fit the game they describe."""


class EngineRefusal(TableError):
    """The engine refused something; carries the engine's error (its code names the kind)."""

    def __init__(self, error: OgallalaError) -> None:
        super().__init__(str(error))
        self.error = error

    @property
    def code(self) -> str:
        return self.error.code


class BadSetup(EngineRefusal):
    """A game that cannot be set up as asked (bad edition, players, variants, position or record)."""


class IllegalAction(EngineRefusal):
    """An action the rules refuse: unreadable text, or not legal now (with the engine's reason)."""

    @property
    def reason(self) -> str | None:
        return self.error.reason if isinstance(self.error, IllegalActionError) else None

    @property
    def params(self) -> dict[str, Any] | None:
        return self.error.params if isinstance(self.error, IllegalActionError) else None


# -- not now

class DatabaseUnavailable(TableError):
    """The database cannot be reached now (restarting, its connections cut): nothing was written;
    the same request may be sent again in a moment."""


class Busy(TableError):
    """The server's bots have as many hints or analyses under way as it allows (its bots' moves at live
    tables come first): nothing was started; ask again after ``retry_after`` seconds."""

    def __init__(self, message: str, retry_after: int = 5) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class DatabaseBusy(DatabaseUnavailable, Busy):
    """Another connection (another process, a backup) held the SQLite file's write lock for longer than the
    server waits for it: nothing was written; ask again after ``retry_after`` seconds. Its refusal has the
    code of :class:`Busy` and the reason ``database_busy``."""

    reason = "database_busy"

    def __init__(self, message: str, retry_after: int = 2) -> None:
        Busy.__init__(self, message, retry_after)


class TableUnavailable(TableError):
    """The server process that holds the table's lease did not answer in time (stalled): nothing was
    written here; the same request may be sent again (another process takes the table over once
    that lease runs out)."""


class ChangedMeanwhile(TableError):
    """Another change to the table came first; look again and retry."""


class StaleSeq(TableError):
    """The action answers a seq the game is past."""


class NotStarted(TableError):
    """The table still waits for seats to be taken."""


class GameOver(TableError):
    """The game is over."""


class NotOver(TableError):
    """Something that is given once the game is over."""


class NotYourTurn(TableError):
    """The seat has no decision to make now."""


class SeatTaken(TableError):
    """The seat is not open."""


class RematchExists(TableError):
    """The table has its rematch already."""


# -- too much

class TooFast(TableError):
    """Too many tables created from one address within a minute."""


class TooManyTables(TableError):
    """The server holds as many unfinished tables as it allows."""


# -- accounts

class BadUsername(TableError):
    """A username that breaks the rules (3-20 letters, digits, ``_`` or ``-``)."""


class BadPassword(TableError):
    """A new password that breaks a rule (length, a common password, the username); ``rule`` names it
    (``passwords.RULES``) and ``params`` its numbers, so a page can say it in its language."""

    def __init__(self, message: str, rule: str | None = None, params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.params = params


class ResetRefused(TableError):
    """A password reset link that is wrong, expired or used already (``reason``: wrong, expired, used)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class UsernameTaken(TableError):
    """Another account has this username (case-insensitively)."""


class UsernameRetired(UsernameTaken):
    """The username of a deleted account: nobody registers it again (it would pass for that player)."""


class SignInFailed(TableError):
    """Wrong username or password; never says which."""


class NotSignedIn(TableError):
    """The request needs a signed-in account (a live session cookie)."""


class CsrfRefused(TableError):
    """A cookie-authenticated change without its session's CSRF token, or from another origin."""


class TooManyAttempts(TableError):
    """Too many failed sign-ins for this account or from this address; try again later (in ``minutes``, when
    known: its refusal then has the reason ``wait`` and the minutes in its params, for a page to say)."""

    def __init__(self, message: str, minutes: int | None = None) -> None:
        super().__init__(message)
        self.minutes = minutes


class PasskeyUnavailable(TableError):
    """Passkeys work on HTTPS origins and on http://localhost only."""


class PasskeyRefused(TableError):
    """A passkey that could not be added: an invalid answer, an expired request, one added already."""


class PasskeyNotFound(TableError):
    """The account has no passkey of this id."""


class PlayerNotFound(TableError):
    """No account has this username."""


class BadEmail(TableError):
    """An email address or setting that cannot be taken."""


class EmailUnavailable(TableError):
    """The server was started without a way to send mail."""


class TooManyCorrespondence(TableError):
    """An account at too many correspondence tables."""


class AccountsOnly(TableError):
    """Something for tables among accounts (a correspondence clock) asked for another table."""


# -- table chat

class BadChat(TableError):
    """A chat message that cannot be taken: empty, too long, with control characters, an unknown phrase."""


class ChatForbidden(Forbidden):
    """Someone who may not write (or report) in the table's chat: a stranger without a seat or account, a bot."""


class ChatOff(TableError):
    """The table's creator turned its chat off."""


class ChatTooFast(TableError):
    """Too many chat messages (or reports) from one person in a short time."""


class ChatMessageNotFound(TableError):
    """No chat message of this number that the asker can see at this table."""
