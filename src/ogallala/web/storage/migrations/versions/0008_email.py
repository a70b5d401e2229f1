"""Email: an account's address (confirmed by a link), how it wants to be told of its turns, and the
outbox that a worker sends from.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "emails",
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("address", sa.String(254), nullable=False),
        sa.Column("confirmed", sa.Double, nullable=True),
        sa.Column("mode", sa.String(8), nullable=False),
        sa.Column("language", sa.String(2), nullable=False),
        sa.Column("base_url", sa.String(200), nullable=False),
        sa.Column("confirm_hash", sa.String(64), nullable=True),
        sa.Column("confirm_expires", sa.Double, nullable=True),
        sa.Column("last_digest", sa.Double, nullable=True),
    )
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("key", sa.String(120), nullable=False, unique=True),
        sa.Column("game_id", sa.String(32), nullable=True),
        sa.Column("subject", sa.String(200), nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("created", sa.Double, nullable=False),
        sa.Column("claimed", sa.Double, nullable=True),
        sa.Column("sent", sa.Double, nullable=True),
        sa.Column("attempts", sa.Integer, nullable=False),
    )
    op.create_index("ix_outbox_unsent", "outbox", ["sent", "account_id"])
    op.create_table(
        "unsubscribe_links",
        sa.Column("hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("created", sa.Double, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("unsubscribe_links")
    op.drop_index("ix_outbox_unsent", "outbox")
    op.drop_table("outbox")
    op.drop_table("emails")
