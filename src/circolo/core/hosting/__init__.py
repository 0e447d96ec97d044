"""What a game's part of a hosted table is built on, knowing no game and no table's code:
the part's base (:mod:`.game_part`) and its training mode (:mod:`.training`), the WebSocket
messages every game shares (:mod:`.protocol`), the snapshot around a game's own fields
(:mod:`.snapshot`) and the refusals a table answers with (:mod:`.refusals`).

Named for hosting a game at a table: each game's folder derives its table part from these,
and ``circolo.play``'s one table of every game holds that part and asks it what only the game
knows, so the games stay below ``play`` (the layers, docs/architecture.md)."""
