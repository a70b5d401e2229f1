"""The database schema (SQLAlchemy Core). Every change to it ships as a migration in ``migrations/``.

What is stored is the game *record*: how the game was set up (``games``), who sits where
(``seats``) and every action in order (``actions``, one row per ``(game_id, seq)``: the key that
serializes racing actions). Table notes that are not actions (a seat handed to a bot, a clock that
ran out) are ``notes``. A game's state is rebuilt by replaying its actions.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Double,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
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
    # rated: no seed, position or record given; once it starts, every person seat an account (not hot seat)
    Column("rated", Boolean, nullable=False, server_default=false()),
    # with bot work in worker processes (``serve --bot-work workers``): the worker at this game's due bot
    # or clock, and until when its lease holds (another worker takes the game over after it)
    Column("work_by", String(64), nullable=True),
    Column("work_until", Double, nullable=True),
    # with several server processes (PostgreSQL and Redis): the process that applies this game's actions and
    # runs its bots and clocks, and until when its lease holds unless renewed (see ``leases.py``)
    Column("lease_by", String(64), nullable=True),
    Column("lease_until", Double, nullable=True),
    # how fast the table's bots move: fast, normal or slow (``tables.timers.PACES``)
    Column("pace", String(8), nullable=False, server_default="normal"),
    # the SHA-256 of "address:IP" of the client that created the table (None: the server dealt it, or it
    # was created before this was kept), for the cap on one address's unfinished tables
    Column("origin", String(64), nullable=True),
)
Index("ix_games_status_updated", games.c.status, games.c.updated)
Index("ix_games_origin_status", games.c.origin, games.c.status)
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
    # the account whose seat this is (a person's seat; an open seat reserved for an invited account)
    Column("account_id", String(32), nullable=True),
    # the seat's account was deleted: the seat shows "deleted player", its token is void
    Column("deleted", Boolean, nullable=False, server_default=false()),
)
Index("ix_seats_account", seats.c.account_id)

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

# -- players' accounts (docs/server.md, "Accounts"): optional; anonymous play needs none of it

accounts = Table(
    "accounts", metadata,
    Column("id", String(32), primary_key=True),
    Column("username", String(20), nullable=False),  # as the player wrote it; "deleted player" once deleted
    Column("username_key", String(64), nullable=False, unique=True),  # lower case: unique case-insensitively
    Column("password_hash", Text, nullable=True),  # argon2id; None once the account is deleted
    Column("created", Double, nullable=False),
    Column("deleted", Double, nullable=True),
    Column("hide_games", Boolean, nullable=False, server_default=false()),  # the profile hides the game list
)

# the usernames of deleted accounts, as SHA-256 of their lower-case form: never registered again by another
username_tombstones = Table(
    "username_tombstones", metadata,
    Column("key_hash", String(64), primary_key=True),
    Column("deleted", Double, nullable=False),
)

# password reset links sent by mail: the token as SHA-256, an hour's life, spent once used
password_resets = Table(
    "password_resets", metadata,
    Column("hash", String(64), primary_key=True),
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("created", Double, nullable=False),
    Column("expires", Double, nullable=False),
    Column("used", Double, nullable=True),
)
Index("ix_password_resets_account", password_resets.c.account_id)

sessions = Table(
    "sessions", metadata,
    Column("id_hash", String(64), primary_key=True),  # SHA-256 of the session id in the cookie
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("created", Double, nullable=False),
    Column("expires", Double, nullable=False),
)
Index("ix_sessions_account", sessions.c.account_id)

signin_failures = Table(
    "signin_failures", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("key", String(64), nullable=False),  # SHA-256 of "account:NAME" or "address:IP"
    Column("at", Double, nullable=False),
)
Index("ix_signin_failures_key_at", signin_failures.c.key, signin_failures.c.at)

passkeys = Table(
    "passkeys", metadata,
    Column("credential_id", String(1024), primary_key=True),  # base64url, as the authenticator made it
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("public_key", Text, nullable=False),  # base64url COSE key
    Column("sign_count", BigInteger, nullable=False),
    Column("name", String(64), nullable=False),
    Column("created", Double, nullable=False),
    Column("last_used", Double, nullable=True),
)
Index("ix_passkeys_account", passkeys.c.account_id)

challenges = Table(
    "webauthn_challenges", metadata,
    Column("handle_hash", String(64), primary_key=True),  # SHA-256 of the handle the page holds
    Column("challenge", String(128), nullable=False),  # base64url
    Column("purpose", String(16), nullable=False),  # register, sign-in
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=True),
    Column("expires", Double, nullable=False),
)

# -- ratings (openskill, one per edition) of accounts ("account:ID") and bot levels ("bot:LEVEL")

ratings = Table(
    "ratings", metadata,
    Column("subject", String(48), primary_key=True),
    Column("edition", String(16), primary_key=True),
    Column("mu", Double, nullable=False),
    Column("sigma", Double, nullable=False),
    Column("games", Integer, nullable=False),
    Column("wins", Integer, nullable=False),
    Column("updated", Double, nullable=False),
)

rating_history = Table(
    "rating_history", metadata,
    Column("game_id", String(32), primary_key=True),  # each rated game changes a subject's rating once
    Column("subject", String(48), primary_key=True),
    Column("edition", String(16), nullable=False),
    Column("players", Integer, nullable=False),
    Column("rank", Integer, nullable=False),  # 1: first (ties share a rank); who left finishes last
    Column("score", Integer, nullable=True),
    Column("mu", Double, nullable=False),  # the rating after this game
    Column("sigma", Double, nullable=False),
    Column("at", Double, nullable=False),
)
Index("ix_rating_history_subject", rating_history.c.subject, rating_history.c.edition, rating_history.c.at)

# -- quick play: who waits for a table of which edition and size (one entry per account)

queue = Table(
    "quickplay", metadata,
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("edition", String(16), nullable=False),
    Column("players", Integer, nullable=False),
    Column("level", String(16), nullable=False),  # the bots that fill the table after the wait
    Column("wait_seconds", Double, nullable=True),  # None: wait for people only
    Column("mu", Double, nullable=False),  # the rating it is matched by
    Column("joined", Double, nullable=False),
    Column("seen", Double, nullable=False),  # the last poll: an entry unseen for a while has left
    Column("game_id", String(32), nullable=True),  # the table it was seated at
)
Index("ix_quickplay_group", queue.c.edition, queue.c.players, queue.c.joined)

# -- analyses of finished games (one per game and seat): running with its progress, then done

analyses = Table(
    "analyses", metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("status", String(16), nullable=False),  # queued (for a worker), running, done
    Column("done", Integer, nullable=False),  # decisions measured so far
    Column("total", Integer, nullable=False),
    Column("result", Text, nullable=True),  # the analysis as JSON, once done
    Column("updated", Double, nullable=False),  # a running analysis not updated for long was cut off
)

# -- email: an account's address and how it is told of its turns; the outbox a worker sends from

emails = Table(
    "emails", metadata,
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("address", String(254), nullable=False),
    Column("confirmed", Double, nullable=True),  # when its link was opened (None: not yet)
    Column("mode", String(8), nullable=False),  # each (a message per turn), digest (one a day), off
    Column("language", String(2), nullable=False),
    Column("base_url", String(200), nullable=False),  # the server's address the links point to
    Column("confirm_hash", String(64), nullable=True),  # the confirmation link's token, hashed
    Column("confirm_expires", Double, nullable=True),
    Column("last_digest", Double, nullable=True),
)

outbox = Table(
    "outbox", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("kind", String(8), nullable=False),  # confirm, turn
    Column("key", String(120), nullable=False, unique=True),  # at most one message per key (game, turn, seat)
    Column("game_id", String(32), nullable=True),
    Column("subject", String(200), nullable=False),
    Column("body", Text, nullable=False),
    Column("created", Double, nullable=False),
    Column("claimed", Double, nullable=True),  # a worker took it to send (taken again after a minute)
    Column("sent", Double, nullable=True),
    Column("attempts", Integer, nullable=False),
)
Index("ix_outbox_unsent", outbox.c.sent, outbox.c.account_id)

# every message's unsubscribe link has a token of its own (hashed here): any of them turns the mail off
unsubscribe_links = Table(
    "unsubscribe_links", metadata,
    Column("hash", String(64), primary_key=True),
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("created", Double, nullable=False),
)

# -- invitations: a seat kept open for an account (``seats.account_id`` on an open seat), who invited it
# (the signed-in creator) and its answer; the lobby and the mail tell the invited account of it

invitations = Table(
    "invitations", metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("inviter_id", String(32), ForeignKey("accounts.id", ondelete="SET NULL"), nullable=True),
    Column("created", Double, nullable=False),
    Column("answer", String(8), nullable=True),  # None: not yet; accepted (the seat taken), declined
    Column("answered", Double, nullable=True),
)
Index("ix_invitations_account", invitations.c.account_id, invitations.c.answer)
# -- table chat (docs/server.md, "Chat"): the messages of each table's two channels, its switches, the reports

chat_messages = Table(
    "chat_messages", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),  # the message's number, growing
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    Column("channel", String(16), nullable=False),  # players (the seated), spectators
    Column("seat", Integer, nullable=True),  # the seat that wrote it (None: a spectator)
    Column("account_id", String(32), nullable=True),  # the account that wrote it, if any (None once deleted)
    Column("author_key", String(80), nullable=False),  # whose rate it counts against: account:ID or seat:GAME:N
    Column("name", String(64), nullable=False),  # the writer's name then ("deleted player" once deleted)
    Column("text", Text, nullable=False),  # plain text, never markup ("" for a preset phrase)
    Column("preset", String(32), nullable=True),  # a preset phrase's key, shown in each reader's language
    Column("at", Double, nullable=False),
)
Index("ix_chat_messages_game", chat_messages.c.game_id, chat_messages.c.id)
Index("ix_chat_messages_author", chat_messages.c.author_key, chat_messages.c.at)
Index("ix_chat_messages_account", chat_messages.c.account_id)

chat_settings = Table(
    "chat_settings", metadata,  # a table without a row here has its chat on, spectators reading
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("enabled", Boolean, nullable=False),
    Column("spectators_read", Boolean, nullable=False),  # spectators may read the players' channel
)

chat_reports = Table(
    "chat_reports", metadata,  # for the operator: a message someone reported
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("message_id", Integer, ForeignKey("chat_messages.id", ondelete="CASCADE"), nullable=False),
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    Column("reporter_key", String(80), nullable=False),  # account:ID or seat:GAME:N
    Column("at", Double, nullable=False),
    UniqueConstraint("message_id", "reporter_key"),
)
Index("ix_chat_reports_reporter", chat_reports.c.reporter_key, chat_reports.c.at)
