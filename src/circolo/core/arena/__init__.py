"""The arena shared by every game, knowing none: what a run plays (:mod:`.setup`), the
duplicate pairs' driver and their figures (:mod:`.driver`), and the driver of the games two
sides play (:mod:`.sides`).

Named for the measuring of two players against each other: each game's ``players/arena.py``
gives its module-level chunk player and calls this driver, so it lives below the games."""
