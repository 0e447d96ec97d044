"""Pinnacola: its rules, moves, records, players and table (docs/pinnacola.md)."""

from circolo.core.registry import register
from circolo.games.pinnacola.game import PINNACOLA

register(PINNACOLA)
