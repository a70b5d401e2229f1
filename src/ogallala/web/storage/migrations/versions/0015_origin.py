"""A table's origin: the hash of the client address that created it (for the cap on one address's
unfinished tables); the tables so far have none.

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("origin", sa.String(64), nullable=True))
    op.create_index("ix_games_origin_status", "games", ["origin", "status"])


def downgrade() -> None:
    op.drop_index("ix_games_origin_status", "games")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("origin")
