"""Invitations: a seat kept for an account, who invited it, and its answer (accepted or declined).

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "invitations",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("inviter_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="SET NULL"), nullable=True),
        sa.Column("created", sa.Double, nullable=False),
        sa.Column("answer", sa.String(8), nullable=True),
        sa.Column("answered", sa.Double, nullable=True),
    )
    op.create_index("ix_invitations_account", "invitations", ["account_id", "answer"])


def downgrade() -> None:
    op.drop_index("ix_invitations_account", "invitations")
    op.drop_table("invitations")
