"""The generic play of every game: the one table (its task and commands, seats, saving,
audience, teaching), the AI pool, fair play, ratings and the standings a finished match
counts in. What a game's own part of a table builds on is the core's
(:mod:`circolo.core.hosting`), as is the arena's driver (:mod:`circolo.core.arena`)."""
