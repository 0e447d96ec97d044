"""Saved games: the table store protocol, an in-memory store, and the SQL store."""
