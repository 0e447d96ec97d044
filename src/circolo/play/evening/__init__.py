"""Club evenings (tournaments of one game with duplicate boards): the movements, the scoring
and standings, and the evening's driver and record (docs/interfaces.md, "Club evenings")."""
