"""Ratings keep a Bayesian skill: its mean ``mu`` and its uncertainty ``sigma``.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-08 00:00:00+00:00

The ratings were an Elo (one number, every match against the computer counted at the
computer's fixed rating); they are now OpenSkill's Weng-Lin skill (circolo.play.ratings),
and a match with a computer seat moves none. ``ratings`` gains ``mu`` and ``sigma``, and
``rating`` holds what the board ranks by, the model's ordinal ``mu - 3 sigma``.

No Elo says what skill the new model would believe in: it has no uncertainty, and it was
mostly earned against the computer, which the new ratings do not count. So every rating
saved before starts again from the model's prior (mu 25, sigma 25/3, a rating of 0), with
its ``games`` kept; every profile, result and points row stays as it is. ``downgrade``
drops the skill and starts every Elo again from its start, 1500 (``games`` kept). The
numbers are written out here, not imported: a migration must keep meaning what it meant
when written.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | Sequence[str] | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: OpenSkill's prior (PlackettLuce's defaults), and the ordinal it ranks by (mu - 3 sigma).
PRIOR_MU = 25.0
PRIOR_SIGMA = 25.0 / 3.0
PRIOR_RATING = PRIOR_MU - 3.0 * PRIOR_SIGMA
#: Where the Elo started every player.
ELO_START = 1500.0

_RATINGS = sa.table(
    "ratings",
    sa.column("rating", sa.Float()),
    sa.column("mu", sa.Float()),
    sa.column("sigma", sa.Float()),
)


def upgrade() -> None:
    """Add ``mu`` and ``sigma``; every rating saved before starts from the prior."""
    with op.batch_alter_table("ratings") as batch:
        batch.add_column(sa.Column("mu", sa.Float(), nullable=True))
        batch.add_column(sa.Column("sigma", sa.Float(), nullable=True))
    op.execute(_RATINGS.update().values(mu=PRIOR_MU, sigma=PRIOR_SIGMA, rating=PRIOR_RATING))
    with op.batch_alter_table("ratings") as batch:
        batch.alter_column("mu", existing_type=sa.Float(), nullable=False)
        batch.alter_column("sigma", existing_type=sa.Float(), nullable=False)


def downgrade() -> None:
    """Drop ``mu`` and ``sigma``; every rating starts again from the Elo's start."""
    with op.batch_alter_table("ratings") as batch:
        batch.drop_column("sigma")
        batch.drop_column("mu")
    elo = sa.table("ratings", sa.column("rating", sa.Float()))
    op.execute(elo.update().values(rating=ELO_START))
