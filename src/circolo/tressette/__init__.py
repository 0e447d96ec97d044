"""Tressette for four players in two partnerships.

Options, signals, rules, state, views and records of the game.
"""
