"""The heuristic player: club conventions (strategy.md) turned into rules with reasons."""
