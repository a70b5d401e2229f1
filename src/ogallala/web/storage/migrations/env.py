"""Alembic's environment: the connection comes from :func:`ogallala.web.storage.db.migrate`."""

from __future__ import annotations

from alembic import context

from ogallala.web.storage.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
