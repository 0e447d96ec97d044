"""Pinnacola: its rules, moves, records and table (docs/pinnacola.md)."""
