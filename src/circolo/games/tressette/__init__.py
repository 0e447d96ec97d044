"""Tressette for four players in two partnerships: options, signals, rules, state, views, records,
players and its table."""

from circolo.core.registry import register
from circolo.games.tressette.game import TRESSETTE

register(TRESSETTE)
