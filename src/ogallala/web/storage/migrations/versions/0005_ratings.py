"""Ratings per edition of accounts and bot levels, their history; a profile may hide its games.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "ratings",
        sa.Column("subject", sa.String(48), primary_key=True),
        sa.Column("edition", sa.String(16), primary_key=True),
        sa.Column("mu", sa.Double, nullable=False),
        sa.Column("sigma", sa.Double, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("updated", sa.Double, nullable=False),
    )
    op.create_table(
        "rating_history",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("subject", sa.String(48), primary_key=True),
        sa.Column("edition", sa.String(16), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("score", sa.Integer, nullable=True),
        sa.Column("mu", sa.Double, nullable=False),
        sa.Column("sigma", sa.Double, nullable=False),
        sa.Column("at", sa.Double, nullable=False),
    )
    op.create_index("ix_rating_history_subject", "rating_history", ["subject", "edition", "at"])
    op.add_column("accounts", sa.Column("hide_games", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    op.drop_column("accounts", "hide_games")
    op.drop_index("ix_rating_history_subject", "rating_history")
    op.drop_table("rating_history")
    op.drop_table("ratings")
