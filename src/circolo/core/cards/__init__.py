"""Playing cards: the Italian 40-card deck (Tressette) and, later, the French deck (Pinnacola)."""
