"""AI players: the player interface, the players themselves, and matches between them."""
