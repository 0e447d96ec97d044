"""What knows no game, no player and no server: the decks, the errors, the catalogs, the
JSON helpers of records, the registry of games and the interface every game implements."""
