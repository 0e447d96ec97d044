"""Alembic revisions, one module each, applied in the order of their ``down_revision`` chain."""
