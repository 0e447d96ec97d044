"""Alembic migrations of Circolo's database; run by ``SqlTableStore.open``, never imported."""
