"""``python -m circolo``: the same as the ``circolo`` command."""

import sys

from circolo.cli import main

sys.exit(main())
