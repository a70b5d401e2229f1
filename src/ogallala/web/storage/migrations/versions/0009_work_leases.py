"""Bot work in worker processes: the lease a worker holds on a game whose bot or clock is due.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("work_by", sa.String(64), nullable=True))
        batch.add_column(sa.Column("work_until", sa.Double, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("work_until")
        batch.drop_column("work_by")
