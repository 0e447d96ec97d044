"""The heuristic player: club conventions (docs/strategy.md) turned into rules with reasons."""
