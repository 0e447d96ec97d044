"""Scopa's computer players, and whole matches between them."""
