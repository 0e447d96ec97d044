"""The ``pimc`` player: sample layouts of the unseen cards, solve each exactly, play the best."""
