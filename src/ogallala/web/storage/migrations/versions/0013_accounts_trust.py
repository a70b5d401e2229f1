"""Accounts people can trust: a seat of a deleted account is marked (it shows "deleted player"), the
usernames of deleted accounts are kept as hashes so nobody registers them again, and password reset
links (their tokens hashed).

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("deleted", sa.Boolean, nullable=False, server_default=sa.false()))
    op.create_table(
        "username_tombstones",
        sa.Column("key_hash", sa.String(64), primary_key=True),
        sa.Column("deleted", sa.Double, nullable=False),
    )
    op.create_table(
        "password_resets",
        sa.Column("hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("created", sa.Double, nullable=False),
        sa.Column("expires", sa.Double, nullable=False),
        sa.Column("used", sa.Double, nullable=True),
    )
    op.create_index("ix_password_resets_account", "password_resets", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_password_resets_account", "password_resets")
    op.drop_table("password_resets")
    op.drop_table("username_tombstones")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("deleted")
