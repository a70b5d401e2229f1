"""Tables served by several processes: the process that holds a table's lease applies its actions and
runs its bots and clocks (``lease_by``), until ``lease_until`` unless it renews it.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("lease_by", sa.String(64), nullable=True))
        batch.add_column(sa.Column("lease_until", sa.Double, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("lease_until")
        batch.drop_column("lease_by")
