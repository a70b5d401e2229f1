"""Quick play: the queue of accounts waiting for a table.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "quickplay",
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("edition", sa.String(16), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("level", sa.String(16), nullable=False),
        sa.Column("wait_seconds", sa.Double, nullable=True),
        sa.Column("mu", sa.Double, nullable=False),
        sa.Column("joined", sa.Double, nullable=False),
        sa.Column("seen", sa.Double, nullable=False),
        sa.Column("game_id", sa.String(32), nullable=True),
    )
    op.create_index("ix_quickplay_group", "quickplay", ["edition", "players", "joined"])


def downgrade() -> None:
    op.drop_index("ix_quickplay_group", "quickplay")
    op.drop_table("quickplay")
