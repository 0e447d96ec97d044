"""Scopa for two or four, and Scopone scientifico: the rules core (options, the deal, captures
and scope, the hand's count, the step codec, the seat views, records and their replay, the
re-deal check) and its ``random`` player.

Not registered yet: the game's definition, its server table and its browser table come with
its registration (issue 52), so no menu offers a game nobody can sit at.
"""
