"""The generic play of every game: the one table (its task and commands, seats, saving,
audience), a game's part of it, the arena and self-play drivers (more to come: issue 51)."""
