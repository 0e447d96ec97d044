"""Scopa for two or four, and Scopone scientifico: its rules, records, views, players and
table."""

from circolo.core.registry import register
from circolo.games.scopa.game import SCOPA

register(SCOPA)
