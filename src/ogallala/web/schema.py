"""The database schema (SQLAlchemy Core). Every change to it ships as a migration in ``migrations/``.

What is stored is the game *record*: how the game was set up (``games``), who sits where
(``seats``) and every action in order (``actions``, one row per ``(game_id, seq)``: the key that
serializes racing actions). Table notes that are not actions (a seat handed to a bot, a clock that
ran out) are ``notes``. A game's state is rebuilt by replaying its actions.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    Double,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

games = Table(
    "games", metadata,
    Column("id", String(32), primary_key=True),
    Column("edition", String(16), nullable=False),
    Column("variants", Text, nullable=False),  # JSON list
    Column("players", Integer, nullable=False),
    Column("seed", BigInteger, nullable=True),  # None when started from a position
    Column("start", Text, nullable=True),  # the position it started from, if any
    Column("deck", Text, nullable=True),  # JSON of a custom deck, if any
    Column("status", String(16), nullable=False),  # open, running, over
    Column("seq", Integer, nullable=False),  # actions committed so far
    Column("version", Integer, nullable=False),  # bumped by every change (actions, seats, notes)
    Column("turn_seconds", Integer, nullable=True),
    Column("deadline", Double, nullable=True),  # epoch seconds when the clock runs out
    Column("bot_due", Double, nullable=True),  # epoch seconds when a bot seat should have acted
    Column("creator_hash", String(64), nullable=False),
    Column("rematch_of", String(32), nullable=True),
    Column("rematch", String(32), nullable=True),
    Column("created", Double, nullable=False),
    Column("updated", Double, nullable=False),
)
Index("ix_games_status_updated", games.c.status, games.c.updated)
Index("ix_games_deadline", games.c.deadline)
Index("ix_games_bot_due", games.c.bot_due)

seats = Table(
    "seats", metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(16), nullable=False),  # human, open, bot, remote-bot
    Column("name", String(64), nullable=False),
    Column("level", String(16), nullable=True),
    Column("token_hash", String(64), nullable=True),
)

actions = Table(
    "actions", metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", String(64), nullable=False),
    Column("actor", String(16), nullable=False),  # player, bot, clock, record
    Column("at", Double, nullable=False),
)

notes = Table(
    "notes", metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("n", Integer, primary_key=True),
    Column("seq", Integer, nullable=False),  # the number of actions before it
    Column("data", Text, nullable=False),  # JSON event
    Column("at", Double, nullable=False),
)
