"""The SQL of table chat (web/tables/chat.py): the messages of each table's channels, the table's
switches, and the reports people make of messages."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import and_, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from .repository import Database
from .schema import chat_messages, chat_reports, chat_settings

#: The two channels of a table: the seated players', and the spectators' own.
CHANNELS = ("players", "spectators")


@dataclass(frozen=True)
class ChatRow:
    """One message as stored: plain text (or a preset phrase's key), the name its writer had then."""

    id: int
    game_id: str
    channel: str
    seat: int | None
    account_id: str | None
    name: str
    text: str
    preset: str | None
    at: float


@dataclass(frozen=True)
class ChatSettings:
    """A table's switches: whether it has a chat at all, and whether spectators read the players' channel."""

    enabled: bool = True
    spectators_read: bool = True


def _row(r: object) -> ChatRow:
    return ChatRow(*(getattr(r, c) for c in ("id", "game_id", "channel", "seat", "account_id", "name", "text",
                                             "preset", "at")))


class ChatRepository:
    def __init__(self, db: Database) -> None:
        self.engine = db.engine

    def add(self, game_id: str, channel: str, seat: int | None, account_id: str | None, author_key: str, name: str,
            text: str, preset: str | None, at: float) -> ChatRow:
        """Store a message; answers it with its number."""
        with self.engine.begin() as conn:
            r = conn.execute(insert(chat_messages).values(
                game_id=game_id, channel=channel, seat=seat, account_id=account_id, author_key=author_key, name=name,
                text=text, preset=preset, at=at))
            pk = r.inserted_primary_key
            assert pk is not None
        return ChatRow(int(pk[0]), game_id, channel, seat, account_id, name, text, preset, at)

    def count_since(self, author_key: str, since: float) -> int:
        """How many messages ``author_key`` wrote (at any table) since ``since``."""
        with self.engine.connect() as conn:
            n = conn.execute(select(func.count()).select_from(chat_messages).where(
                and_(chat_messages.c.author_key == author_key, chat_messages.c.at >= since))).scalar_one()
        return int(n)

    def recent(self, game_id: str, channels: tuple[str, ...], limit: int) -> list[ChatRow]:
        """The last ``limit`` messages of ``game_id`` in ``channels``, oldest first."""
        if not channels:
            return []
        with self.engine.connect() as conn:
            rows = conn.execute(select(chat_messages).where(and_(
                chat_messages.c.game_id == game_id, chat_messages.c.channel.in_(channels)))
                .order_by(chat_messages.c.id.desc()).limit(limit)).all()
        return [_row(r) for r in reversed(rows)]

    def message(self, message_id: int) -> ChatRow | None:
        with self.engine.connect() as conn:
            r = conn.execute(select(chat_messages).where(chat_messages.c.id == message_id)).first()
        return _row(r) if r else None

    def settings(self, game_id: str) -> ChatSettings:
        with self.engine.connect() as conn:
            r = conn.execute(select(chat_settings).where(chat_settings.c.game_id == game_id)).first()
        return ChatSettings(bool(r.enabled), bool(r.spectators_read)) if r else ChatSettings()

    def set_settings(self, game_id: str, settings: ChatSettings) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(chat_settings).where(chat_settings.c.game_id == game_id))
            conn.execute(insert(chat_settings).values(game_id=game_id, enabled=settings.enabled,
                                                      spectators_read=settings.spectators_read))

    def report(self, message: ChatRow, reporter_key: str, at: float) -> bool:
        """Store ``reporter_key``'s report of ``message``; False when it had reported it already."""
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(chat_reports).values(message_id=message.id, game_id=message.game_id,
                                                         reporter_key=reporter_key, at=at))
        except IntegrityError:
            return False
        return True

    def reports_since(self, reporter_key: str, since: float) -> int:
        with self.engine.connect() as conn:
            n = conn.execute(select(func.count()).select_from(chat_reports).where(
                and_(chat_reports.c.reporter_key == reporter_key, chat_reports.c.at >= since))).scalar_one()
        return int(n)

    def reported(self, limit: int = 100) -> list[tuple[ChatRow, int, float]]:
        """The reported messages, the most recently reported first: each with its number of reports and the
        time of the last (for the operator)."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(chat_messages, func.count(chat_reports.c.id).label("reports"),
                       func.max(chat_reports.c.at).label("last"))
                .join(chat_reports, chat_reports.c.message_id == chat_messages.c.id)
                .group_by(*chat_messages.c).order_by(func.max(chat_reports.c.at).desc()).limit(limit)).all()
        return [(_row(r), int(r.reports), float(r.last)) for r in rows]

    def of_account(self, account_id: str) -> list[ChatRow]:
        """Every message the account wrote, oldest first (its data export)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(chat_messages).where(chat_messages.c.account_id == account_id)
                                .order_by(chat_messages.c.id)).all()
        return [_row(r) for r in rows]

    def forget_author(self, account_id: str, name: str) -> int:
        """The account's messages carry ``name`` and no account from now on, and its reports are gone;
        answers how many messages it had."""
        key = f"account:{account_id}"
        with self.engine.begin() as conn:
            n = conn.execute(update(chat_messages).where(chat_messages.c.account_id == account_id)
                             .values(name=name, account_id=None, author_key="deleted")).rowcount
            conn.execute(update(chat_messages).where(chat_messages.c.author_key == key).values(author_key="deleted"))
            conn.execute(delete(chat_reports).where(chat_reports.c.reporter_key == key))
        return int(n)
