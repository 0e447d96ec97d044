"""Pinnacola's AI players: random, weak, medium, strong and mixed."""
