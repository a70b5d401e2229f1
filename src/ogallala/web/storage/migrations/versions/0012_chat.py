"""Table chat: each table's messages (the players' and the spectators' channels), its switches (chat on,
spectators reading) and the messages people reported.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat_messages",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
        sa.Column("channel", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("account_id", sa.String(32), nullable=True),
        sa.Column("author_key", sa.String(80), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("preset", sa.String(32), nullable=True),
        sa.Column("at", sa.Double, nullable=False),
    )
    op.create_index("ix_chat_messages_game", "chat_messages", ["game_id", "id"])
    op.create_index("ix_chat_messages_author", "chat_messages", ["author_key", "at"])
    op.create_index("ix_chat_messages_account", "chat_messages", ["account_id"])
    op.create_table(
        "chat_settings",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("enabled", sa.Boolean, nullable=False),
        sa.Column("spectators_read", sa.Boolean, nullable=False),
    )
    op.create_table(
        "chat_reports",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("message_id", sa.Integer, sa.ForeignKey("chat_messages.id", ondelete="CASCADE"), nullable=False),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
        sa.Column("reporter_key", sa.String(80), nullable=False),
        sa.Column("at", sa.Double, nullable=False),
        sa.UniqueConstraint("message_id", "reporter_key"),
    )
    op.create_index("ix_chat_reports_reporter", "chat_reports", ["reporter_key", "at"])


def downgrade() -> None:
    op.drop_index("ix_chat_reports_reporter", "chat_reports")
    op.drop_table("chat_reports")
    op.drop_table("chat_settings")
    op.drop_index("ix_chat_messages_account", "chat_messages")
    op.drop_index("ix_chat_messages_author", "chat_messages")
    op.drop_index("ix_chat_messages_game", "chat_messages")
    op.drop_table("chat_messages")
