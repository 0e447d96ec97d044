"""Briscola for two, or for four in two partnerships: its rules, records, views, players and
table."""

from circolo.core.registry import register
from circolo.games.briscola.game import BRISCOLA

register(BRISCOLA)
