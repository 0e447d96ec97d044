"""Briscola's computer players: each decides from one seat's view and says why."""
