"""The generic play of every game: arena and self-play drivers (more to come: issue 51)."""
