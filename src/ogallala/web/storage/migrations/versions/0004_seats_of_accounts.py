"""Seats of accounts (and seats reserved for an invited account); rated tables.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # plain ADD COLUMN (SQLite has it): no table is rebuilt, so no row moves
    op.add_column("seats", sa.Column("account_id", sa.String(32), nullable=True))
    op.create_index("ix_seats_account", "seats", ["account_id"])
    op.add_column("games", sa.Column("rated", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("rated")
    op.drop_index("ix_seats_account", "seats")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("account_id")
