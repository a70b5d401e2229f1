"""Table chat: the seated players' channel and the spectators' own, over the table's WebSocket.

A message is plain text (or a preset phrase, shown in each reader's language), stored before anyone
sees it (``storage/chat.py``), then sent to this process's sockets of the table that joined the chat
and may read it and, with several processes, to the others through the fan-out
(:class:`..realtime.messages.ChatPosted`). A socket that joins (``chat-join``) is sent the chat so far,
and again when the table's creator switches the chat (off, on, spectators reading or not). Who writes where:

- a seated person (a ``human`` seat, by its token or its signed-in account) writes in the players'
  channel, under the seat's name; a bot's seat never writes;
- a signed-in spectator writes in the spectators' channel, under the username; a spectator who is not
  signed in only reads.

The seated read the players' channel; spectators read theirs, and the players' where the table allows
(``spectators_read``). Limits: :data:`MAX_CHARS` characters, no control characters, :data:`PER_WINDOW`
messages per :data:`WINDOW` seconds per person (an account, or an anonymous seat), :data:`REPORTS_PER_HOUR`
reports an hour.
"""

from __future__ import annotations

import json
import logging
import time
import unicodedata
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from ..accounts.service import Account
from ..errors import BadChat, ChatForbidden, ChatMessageNotFound, ChatOff, ChatTooFast, Forbidden
from ..realtime.fanout import Fanout, is_outage
from ..realtime.messages import ChatPosted, ChatSwitched
from ..storage.chat import ChatRepository, ChatRow, ChatSettings
from ..storage.repository import Database
from .presence import Followers
from .table import Table
from .timers import Background

log = logging.getLogger("ogallala.chat")

#: A message is at most this many characters (after trimming).
MAX_CHARS = 300
#: A person writes at most PER_WINDOW messages in WINDOW seconds (at every table together).
PER_WINDOW = 5
WINDOW = 10.0
#: A person reports at most this many messages an hour.
REPORTS_PER_HOUR = 10
#: A socket is sent at most this many messages of the chat so far.
HISTORY = 100
#: The preset phrases, by key (``web-chat_preset_<key>`` in each language).
PRESETS = ("good_luck", "have_fun", "well_played", "good_game", "thanks", "oops", "your_turn", "one_moment")
#: The name a deleted account's messages carry (the accounts' own name for it).
DELETED_NAME = "deleted player"


def check_text(text: str) -> str:
    """A message's text as stored: trimmed, 1 to :data:`MAX_CHARS` characters, one line without control
    characters; a :class:`BadChat` that names the problem otherwise. Markup and text-direction characters
    stay as they are: the text is only ever shown as text, isolated from what stands around it."""
    text = text.strip()
    if not text:
        raise BadChat("a chat message has some text")
    if len(text) > MAX_CHARS:
        raise BadChat(f"a chat message is at most {MAX_CHARS} characters, not {len(text)}")
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cs"):
            raise BadChat(f"a chat message is one line of text without control characters (found U+{ord(ch):04X})")
    return text


def message_json(row: ChatRow) -> dict[str, Any]:
    """A message as the sockets get it."""
    return {"id": row.id, "channel": row.channel, "seat": row.seat, "name": row.name, "text": row.text,
            "preset": row.preset, "at": row.at}


def sees(seat: int | None, channel: str, spectators_read: bool) -> bool:
    """Whether a socket of ``seat`` (None: a spectator) reads ``channel``."""
    if channel == "players":
        return seat is not None or spectators_read
    return seat is None


@dataclass(frozen=True)
class Author:
    """Who writes: the channel, the seat (None: a spectator), the account, the rate's key, the name."""

    channel: str
    seat: int | None
    account_id: str | None
    key: str
    name: str


class Chat:
    """The chat of every table, on the tables' database, followers and fan-out."""

    def __init__(self, db: Database, followers: Followers, fanout: Fanout, shared: bool,
                 current: Callable[[str], Awaitable[Table]], background: Background) -> None:
        self.db = db
        self.repo = ChatRepository(db)
        self.followers = followers
        self.fanout = fanout
        self.shared = shared
        self.current = current  # the table, brought up to the database
        self.background = background

    # -- who

    def author(self, table: Table, token: str | None, account: Account | None) -> Author:
        """Who a socket's token (or signed-in account) writes as; ChatForbidden for one that may not write."""
        seat = table.seat_of(token) if token is not None else table.seat_of(None, account.id if account else None)
        if token is not None and seat is None:
            raise ChatForbidden("that token holds no seat at this table")
        if seat is not None:
            row = table.seats[seat]
            if row.kind != "human":
                raise ChatForbidden(f"seat {seat} is played by a bot, and bots do not chat")
            key = f"account:{row.account_id}" if row.account_id else f"seat:{table.id}:{seat}"
            return Author("players", seat, row.account_id, key, row.name)
        if account is None:
            raise ChatForbidden("the players' chat is for the seated; a spectator writes in the spectators' "
                                "chat once signed in")
        return Author("spectators", None, account.id, f"account:{account.id}", account.username)

    def channel_of(self, table: Table, token: str | None, account: Account | None) -> str | None:
        """The channel a socket writes in, None where it only reads."""
        try:
            return self.author(table, token, account).channel
        except Forbidden:
            return None

    # -- writing

    async def post(self, game_id: str, token: str | None, account: Account | None, text: object,
                   preset: object) -> ChatRow:
        """Store a message of the socket's seat or account (``text``, or a ``preset`` phrase's key) and send it
        to everyone who reads its channel."""
        table = await self.current(game_id)
        settings = await self.db.run(self.repo.settings, game_id)
        if not settings.enabled:
            raise ChatOff("the table's creator turned its chat off")
        who = self.author(table, token, account)
        if preset is not None:
            if not isinstance(preset, str) or preset not in PRESETS or text not in (None, ""):
                raise BadChat(f"a preset phrase is one of {', '.join(PRESETS)}, sent without text")
            body = ""
        else:
            if not isinstance(text, str):
                raise BadChat("a chat message is {\"type\": \"chat\", \"text\": TEXT} or {\"type\": \"chat\", "
                              "\"preset\": KEY}")
            body = check_text(text)
        now = time.time()
        if await self.db.run(self.repo.count_since, who.key, now - WINDOW) >= PER_WINDOW:
            raise ChatTooFast(f"at most {PER_WINDOW} chat messages in {WINDOW:g} seconds: wait a moment")
        row = await self.db.run(self.repo.add, game_id, who.channel, who.seat, who.account_id, who.key, who.name,
                                body, preset if isinstance(preset, str) else None, now)
        text_out = json.dumps({"type": "chat", "message": message_json(row)}, ensure_ascii=False)
        spectators = who.channel == "players" and settings.spectators_read
        self.deliver(game_id, who.channel, spectators, text_out)
        if self.shared:
            await self._publish(game_id, ChatPosted(who.channel, spectators, text_out))
        return row

    def deliver(self, game_id: str, channel: str, spectators: bool, text: str) -> None:
        """Send a message (its socket text) to this process's sockets of ``game_id`` that read ``channel``."""
        for sub in self.followers.subs.get(game_id, ()):
            if sub.chat_joined and sees(sub.seat, channel, spectators):
                sub.tell(text)

    async def _publish(self, game_id: str, message: ChatPosted | ChatSwitched) -> None:
        try:
            await self.fanout.publish(game_id, message)
        except Exception as e:  # stored already: the other processes' sockets get it with the chat at the next hello
            log.warning("could not publish a chat change of game %s (%s)", game_id, e, exc_info=not is_outage(e))

    async def on_message(self, game_id: str, message: ChatPosted | ChatSwitched) -> None:
        """Another process's chat message or switch, for this process's sockets of ``game_id``."""
        if isinstance(message, ChatPosted):
            self.deliver(game_id, message.channel, message.spectators, message.text)
        elif self.followers.is_followed(game_id):
            self.background.spawn(self.resend(game_id))

    # -- reading

    async def history(self, game_id: str, seat: int | None, channel: str | None) -> str:
        """The socket text of the chat so far as a socket of ``seat`` reads it (``channel``: where it writes,
        None where it only reads), with the table's switches."""
        settings = await self.db.run(self.repo.settings, game_id)
        return self._history(game_id, seat, channel, settings,
                             await self.db.run(self.repo.recent, game_id, self._channels(seat, settings), HISTORY))

    @staticmethod
    def _channels(seat: int | None, settings: ChatSettings) -> tuple[str, ...]:
        if not settings.enabled:
            return ()
        return tuple(c for c in ("players", "spectators") if sees(seat, c, settings.spectators_read))

    @staticmethod
    def _history(game_id: str, seat: int | None, channel: str | None, settings: ChatSettings,
                 rows: list[ChatRow]) -> str:
        return json.dumps({"type": "chat-history", "enabled": settings.enabled,
                           "spectators_read": settings.spectators_read,
                           "channel": channel if settings.enabled else None,
                           "messages": [message_json(r) for r in rows]}, ensure_ascii=False)

    async def resend(self, game_id: str) -> None:
        """Send every socket of ``game_id`` here the chat again (the switches changed)."""
        subs = [sub for sub in self.followers.subs.get(game_id, ()) if sub.chat_joined]
        if not subs:
            return
        settings = await self.db.run(self.repo.settings, game_id)
        rows: dict[tuple[str, ...], list[ChatRow]] = {}
        for sub in subs:
            channels = self._channels(sub.seat, settings)
            if channels not in rows:
                rows[channels] = await self.db.run(self.repo.recent, game_id, channels, HISTORY)
            sub.tell(self._history(game_id, sub.seat, sub.chat_channel, settings, rows[channels]))

    # -- the creator's switches

    async def settings(self, game_id: str) -> ChatSettings:
        await self.current(game_id)  # TableNotFound for no such table
        return await self.db.run(self.repo.settings, game_id)

    async def switch(self, game_id: str, token: str | None, enabled: bool, spectators_read: bool) -> ChatSettings:
        """The creator turns the table's chat on or off, and spectators' reading of the players' channel."""
        table = await self.current(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) switches its chat")
        settings = ChatSettings(enabled, spectators_read)
        await self.db.run(self.repo.set_settings, game_id, settings)
        await self.resend(game_id)
        if self.shared:
            await self._publish(game_id, ChatSwitched())
        return settings

    # -- reports

    async def report(self, game_id: str, message_id: object, seat: int | None, token: str | None,
                     account: Account | None) -> str:
        """A reader reports a message for the operator (stored, and logged as ``ogallala.chat``); answers
        the socket text that says it was taken."""
        if not isinstance(message_id, int) or isinstance(message_id, bool):
            raise BadChat("a report is {\"type\": \"chat-report\", \"id\": MESSAGE_NUMBER}")
        table = await self.current(game_id)
        try:
            who = self.author(table, token, account)
        except ChatForbidden:
            raise ChatForbidden("reporting a message needs a seat at this table or a signed-in account") from None
        settings = await self.db.run(self.repo.settings, game_id)
        msg = await self.db.run(self.repo.message, message_id)
        if msg is None or msg.game_id != game_id or not sees(seat, msg.channel, settings.spectators_read):
            raise ChatMessageNotFound(f"this table has no chat message {message_id} that you can read")
        now = time.time()
        if await self.db.run(self.repo.reports_since, who.key, now - 3600) >= REPORTS_PER_HOUR:
            raise ChatTooFast(f"at most {REPORTS_PER_HOUR} reports an hour: try again later")
        if await self.db.run(self.repo.report, msg, who.key, now):
            log.warning("chat message %d of game %s was reported (by a %s)", msg.id, game_id,
                        "player" if who.seat is not None else "spectator")
        return json.dumps({"type": "chat-reported", "id": msg.id})

    # -- accounts

    async def export(self, account_id: str) -> list[dict[str, Any]]:
        """Every message the account wrote (its data export)."""
        rows = await self.db.run(self.repo.of_account, account_id)
        return [{"game": r.game_id, **message_json(r)} for r in rows]

    async def forget_author(self, account_id: str) -> int:
        """A deleted account's messages carry :data:`DELETED_NAME` and no trace of the account; its reports
        go. Answers how many messages it had."""
        return await self.db.run(self.repo.forget_author, account_id, DELETED_NAME)
