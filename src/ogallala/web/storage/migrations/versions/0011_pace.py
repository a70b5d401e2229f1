"""A table's pace: how fast its bots move (fast, normal or slow); every table so far is normal.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("pace", sa.String(8), nullable=False, server_default="normal"))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("pace")
