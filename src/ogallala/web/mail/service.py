"""Email, a use case of the server's: an account gives an address and confirms it through a link; when
it becomes its turn at a correspondence table (a clock of an hour or more per decision) it is told, by
a message per turn or one digest a day; every message carries an unsubscribe link that works without
signing in. An account invited to a table is told too, at once. Messages wait in the ``outbox`` table
and a worker (the scheduler's chore, never a request) sends them through ``--smtp-url``; at most one
message per game, turn and seat (per table and seat for an invitation). Tokens are stored
hashed and compared through their hashes; no address, token or password is logged."""

from __future__ import annotations

import asyncio
import html
import logging
import re
import secrets
import smtplib
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from typing import Any

from ... import EDITIONS
from ...i18n import LANGUAGES
from ...i18n import message as i18n_message
from ..accounts.service import Account, Accounts, Session
from ..errors import BadEmail, EmailUnavailable, Forbidden, TooManyAttempts
from ..smtp import parse_smtp_url, send_message
from ..storage.mail import Due, EmailRow, MailRepository
from ..storage.repository import Database
from ..tables.dealing import CORRESPONDENCE_SECONDS
from ..tables.table import Table, new_token, token_hash

log = logging.getLogger("ogallala.web")

CONFIRM_SECONDS = 2 * 24 * 3600
#: Password reset requests allowed within an hour: from one client address (more are refused, 429), and
#: for one email address or account (more are answered the same but send nothing).
RESETS_PER_CLIENT = 10
RESETS_PER_ACCOUNT = 3
DIGEST_SECONDS = 24 * 3600
MODES = ("each", "digest", "off")
ADDRESS = re.compile(r"^[^@\s<>(),;:\"\[\]]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?"
                     r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*$")


class Words:
    """The ``account`` messages of one language: ``w("mail_turn_subject", game=...)``."""

    def __init__(self, language: str) -> None:
        self.language = language if language in LANGUAGES else "en"

    def __call__(self, key: str, **args: Any) -> str:
        return i18n_message(self.language, f"account.{key}", **args)


def words(language: str) -> Words:
    return Words(language)


def as_html(text: str) -> str:
    """A message's plain text as a small HTML page: its paragraphs, every link a link (all text escaped)."""
    def para(p: str) -> str:
        out = html.escape(p)
        out = re.sub(r"(https?://[^\s<]+)", lambda m: f'<a href="{m.group(1)}">{m.group(1)}</a>', out)
        return "<p>" + out.replace("\n", "<br>") + "</p>"
    return ('<!doctype html><html><body style="font-family: sans-serif; color: #2b2118">'
            + "".join(para(p) for p in text.split("\n\n")) + "</body></html>")


class Mail:
    """Addresses, their confirmation and the messages of turns (module docstring)."""

    def __init__(self, db: Database, smtp_url: str | None, sender: str,
                 connected: Callable[[str], Awaitable[set[int]]] | None = None) -> None:
        self.db = db
        #: the seats of a table with a page open on it (none is told by mail of a turn it sees)
        self.connected = connected
        self.repo = MailRepository(db)
        self.smtp = parse_smtp_url(smtp_url) if smtp_url else None
        self.sender = sender
        self.queued = False  # this process queued a message since its last run: send it at the next sweep
        self._resets: set[asyncio.Task[None]] = set()  # reset messages on their way (a reference each)

    @property
    def available(self) -> bool:
        return self.smtp is not None

    # -- the account's address

    async def state(self, account: Account) -> dict[str, Any]:
        row = await self.db.run(self.repo.of, account.id)
        return {"available": self.available, "address": row.address if row else None,
                "confirmed": bool(row and row.confirmed), "mode": row.mode if row else "off"}

    async def set_address(self, session: Session, address: str, mode: str, language: str, base_url: str) -> None:
        """Give (or change) the address: it is told nothing until its confirmation link is opened."""
        if not self.available:
            raise EmailUnavailable("this server sends no email (it was started without --smtp-url)")
        address = address.strip()
        if len(address) > 254 or not ADDRESS.match(address):
            raise BadEmail("that is not an email address")
        if mode not in MODES:
            raise BadEmail(f"mode is one of {', '.join(MODES)}")
        confirm = new_token()
        now = time.time()
        lang = language if language in LANGUAGES else "en"
        row = EmailRow(session.account.id, address, None, mode, lang, base_url, token_hash(confirm),
                       now + CONFIRM_SECONDS, None)
        w = words(lang)
        body = w("mail_confirm_body", name=session.account.username,
                                             link=f"{base_url}/api/email/confirm?token={confirm}")
        await self.db.run(self.repo.set_address, row, f"confirm:{session.account.id}:{row.confirm_hash}",
                          w("mail_confirm_subject"), body, now)
        self.queued = True

    async def set_mode(self, session: Session, mode: str) -> None:
        if mode not in MODES:
            raise BadEmail(f"mode is one of {', '.join(MODES)}")
        if not await self.db.run(self.repo.set_mode, session.account.id, mode):
            raise BadEmail("give an address first")

    async def forget(self, session: Session) -> None:
        await self.db.run(self.repo.forget, session.account.id)

    async def confirm(self, token: str) -> tuple[EmailRow, bool]:
        """The address of this confirmation link, confirmed now, and whether it was confirmed already (a
        second click on the link)."""
        done = await self.db.run(self.repo.confirm, token_hash(token), time.time())
        if done is None:
            raise Forbidden("this confirmation link is wrong or expired: give the address again")
        return done

    async def unsubscribe(self, token: str) -> EmailRow:
        row = await self.db.run(self.repo.unsubscribe, token_hash(token))
        if row is None:
            raise Forbidden("this unsubscribe link is wrong, or its address was removed")
        return row

    # -- password reset

    async def ask_reset(self, accounts: Accounts, address: str, client: str, language: str) -> None:
        """Someone forgot their password and gives an email address: if it is an account's confirmed address,
        a message with a reset link goes to it. The answer is the same whether or not it is anyone's, and
        comes before the lookup (which runs after it), so its timing says nothing either. Limited per
        client address (refused past it) and per email address and account (nothing sent past it)."""
        if not self.available:
            raise EmailUnavailable("this server sends no email (it was started without --smtp-url)")
        address = address.strip()
        if len(address) > 254 or not ADDRESS.match(address):
            raise BadEmail("that is not an email address")
        if not await accounts.allow(f"reset-client:{client}", RESETS_PER_CLIENT):
            raise TooManyAttempts("too many password reset requests from this address; try again in an hour")
        task = asyncio.create_task(self._send_reset(accounts, address, language))
        self._resets.add(task)
        task.add_done_callback(self._resets.discard)

    async def _send_reset(self, accounts: Accounts, address: str, language: str) -> None:
        # a moment's wait first, so the answer is out before any of this work (on SQLite the queries run
        # on the event loop, and would hold the answer up as long as there is an account to look at)
        await asyncio.sleep(0.05 + secrets.randbelow(100) / 1000)
        try:
            if not await accounts.allow(f"reset-email:{address.lower()}", RESETS_PER_ACCOUNT):
                return
            row = await self.db.run(self.db.accounts.account_of_address, address)
            if row is None or not await accounts.allow(f"reset-account:{row.id}", RESETS_PER_ACCOUNT):
                return
            email = await self.db.run(self.repo.of, row.id)
            if email is None or email.confirmed is None:
                return
            token = await accounts.new_reset(row.id)
            w = words(language if language in LANGUAGES else email.language)
            # the link's server is the one the address was given at (never the asking request's Host), and
            # the token travels in the fragment, which no server's log or Referer holds; it is never stored
            link = f"{email.base_url}/account/reset#token={token}"
            await self._deliver(email, w("mail_reset_subject"), w("mail_reset_body", name=row.username, link=link),
                                unsubscribe=False)
        except Exception as e:
            log.warning("a password reset message could not be sent: %s", type(e).__name__)

    async def settled(self) -> None:
        """Wait for the reset messages on their way (for tests and shutdown)."""
        while self._resets:
            await asyncio.gather(*list(self._resets), return_exceptions=True)

    # -- turns at correspondence tables

    async def after_change(self, table: Table) -> None:
        """Queue the message of a correspondence table's deciding seat, once per game, turn and seat."""
        if not self.available or table.status != "running" or (table.row.turn_seconds or 0) < CORRESPONDENCE_SECONDS:
            return
        seat = table.deciding()
        if seat is None or table.seats[seat].kind != "human":
            return
        account = table.seats[seat].account_id
        if account is None:
            return
        if self.connected is not None and seat in await self.connected(table.id):
            return  # the player has the table open: the page tells them
        link_game = table.id
        opponents = [s.name for s in table.seats if s.seat != seat]
        edition = EDITIONS[table.row.edition].name
        deadline = (datetime.fromtimestamp(table.row.deadline, UTC).strftime("%Y-%m-%d %H:%M UTC")
                    if table.row.deadline else "")

        def message(row: EmailRow) -> tuple[str, str]:
            w = words(row.language)
            names = ", ".join(opponents)
            facts = {"opponents": names, "edition": edition, "deadline": deadline}
            # the link passes a signed-out reader through sign-in and back to the game
            return (w("mail_turn_subject", **facts),
                    w("mail_turn_body", link=f"{row.base_url}/account?next=/games/{link_game}", **facts))

        if await self.db.run(self.repo.queue_turn, account, table.id, f"turn:{table.id}:{table.game.turn}:{seat}",
                             time.time(), message):
            self.queued = True

    # -- invitations

    async def invited(self, table: Table, seats: tuple[int, ...], inviter: str | None) -> None:
        """Queue the message of each account invited to ``seats`` of ``table`` (a confirmed address that wants
        mail, in any mode: an invitation waits for no digest), once per table and seat."""
        if not self.available:
            return
        edition = EDITIONS[table.row.edition].name
        game_id = table.id
        for n in seats:
            account = table.seats[n].account_id
            if account is None:
                continue
            others = [s.name for s in table.seats if s.seat != n and s.kind != "open"]

            def message(row: EmailRow, others: list[str] = others) -> tuple[str, str]:
                w = words(row.language)
                facts = {"inviter": inviter or "?", "edition": edition, "players": ", ".join(others) or "-"}
                return (w("mail_invite_subject", **facts),
                        w("mail_invite_body", link=f"{row.base_url}/account?next=/games/{game_id}", **facts))

            if await self.db.run(self.repo.queue_turn, account, game_id, f"invite:{game_id}:{n}", time.time(),
                                 message, "invite"):
                self.queued = True

    async def run_if_queued(self, now: float) -> None:
        """At every sweep: send at once what this process queued (``run`` once a minute catches the rest)."""
        if self.queued:
            await self.run(now)

    # -- the worker

    async def run(self, now: float) -> None:
        """Send what waits (the scheduler's chore): single messages, and each digest account's pending turns in
        one message once a day. A message that fails stays and is tried again (five times at most)."""
        if self.smtp is None:
            return
        self.queued = False
        due = await self.db.run(self.repo.claim_due, now, DIGEST_SECONDS)
        singles = [d for d in due if d.kind != "turn" or d.email.mode == "each"]
        digests: dict[str, list[Due]] = {}
        for d in due:
            if d.kind == "turn" and d.email.mode == "digest":
                digests.setdefault(d.email.account_id, []).append(d)
        for d in singles:
            await self._send(d.email, d.subject, d.body, [d.id], digest=False)
        for items in digests.values():
            email = items[0].email
            w = words(email.language)
            body = w("mail_digest_body", n=len(items)) + "\n\n" + "\n\n".join(d.body for d in items)
            await self._send(email, w("mail_digest_subject", n=len(items)), body, [d.id for d in items],
                             digest=True)

    async def _send(self, email: EmailRow, subject: str, body: str, ids: list[int], digest: bool) -> None:
        try:
            await self._deliver(email, subject, body)
        except (OSError, smtplib.SMTPException) as e:
            log.warning("a message (outbox %s) could not be sent: %s", ids, type(e).__name__)
            await self.db.run(self.repo.failed, ids)
            return
        await self.db.run(self.repo.sent, ids, email.account_id, digest, time.time())

    async def _deliver(self, email: EmailRow, subject: str, body: str, unsubscribe: bool = True) -> None:
        """Send one message to the account's address now, as plain text and HTML (with an unsubscribe link of
        its own, unless it is no message of turns); raises what sending raised."""
        assert self.smtp is not None
        w = words(email.language)
        message = EmailMessage()
        message["From"], message["To"], message["Subject"] = self.sender, email.address, subject
        message["Date"] = formatdate(usegmt=True)
        message["Message-ID"] = make_msgid("ogallala", domain=self.sender.rpartition("@")[2].strip("> ") or None)
        text = body
        if unsubscribe:
            link = new_token()  # every message's link has a token of its own
            await self.db.run(self.repo.add_unsubscribe, token_hash(link), email.account_id, time.time())
            text += "\n\n-- \n" + w("mail_unsubscribe", link=f"{email.base_url}/api/email/unsubscribe?token={link}")
        message.set_content(text)
        message.add_alternative(as_html(text), subtype="html")
        await asyncio.to_thread(send_message, self.smtp, message)
