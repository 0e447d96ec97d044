"""Standings by rating, for a game whose matches are won by one side: statistics and ratings.

Tressette, Briscola and Scopa count a finished match alike: every profiled human at a table
that is not a training table gets the match in its statistics (alone against the computer,
or with other people, and with which partner at a table of four). A match of people only
also moves their ratings in the game's variant (:mod:`circolo.play.ratings`: OpenSkill's
Weng-Lin skill, the two sides, seats ``s % 2``, as two teams; a level result a tie): one the
computer played in — a seat of its own, or a person's it played for — moves none
(:func:`circolo.play.fair_play.computer_reason`), nor does one a person may have played
both sides of (``rated`` false). The leaderboard of a variant lists the ratings, each with
its uncertainty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from circolo.play.fair_play import computer_reason
from circolo.play.ratings import START, Skill, rate
from circolo.storage.profiles import MatchResult, Mode, ProfileStore, Rating

if TYPE_CHECKING:
    from circolo.server.profiles import Profiles

#: The partner written for a match of two, where nobody plays beside you.
NO_PARTNER: Final = "—"


async def record_rated_match(profiles: Profiles, table: dict[str, Any]) -> None:
    """Count a finished match for every profiled human at the table, and move ratings.

    ``table`` holds ``id``, ``game``, ``variant``, ``training``, ``winner`` (None: level)
    and per seat ``kind``, ``name``, ``ai``, ``profile`` (an id or None), ``left`` and
    ``taken_over``; sides are seats ``s % 2``. A human who left and did not come back lost,
    whatever the computer made of it. A level match goes in no statistics (a result is won
    or lost) but moves the ratings, as a tie.
    """
    if table["training"]:
        return
    if table["winner"] is not None:
        await _count(profiles.store, table)
    if table.get("rated", True) and computer_reason(table) is None:
        await _rate(profiles.store, table)


async def _count(store: ProfileStore, table: dict[str, Any]) -> None:
    """The match in the statistics of every profiled human at the table."""
    seats = table["seats"]
    count = len(seats)
    mode: Mode = "single" if sum(s["kind"] == "human" for s in seats) == 1 else "multi"
    for index, seat in enumerate(seats):
        profile_id = seat.get("profile")
        if seat["kind"] != "human" or not profile_id:
            continue
        left = bool(seat.get("left"))  # the computer finished it: a loss, whoever won
        won = table["winner"] == index % 2 and not left
        partner = _partner_name(seats[(index + 2) % count]) if count == 4 else NO_PARTNER
        result = MatchResult(table["game"], table["id"], table["variant"], mode, won, partner,
                             left=left)  # fmt: skip
        await store.add_result(profile_id, result)


async def _rate(store: ProfileStore, table: dict[str, Any]) -> None:
    """Every profiled player's rating after a match of people only: the two sides as teams
    (a person without a profile plays at a newcomer's skill, and keeps nothing)."""
    game, variant, seats = table["game"], table["variant"], table["seats"]
    old: list[Rating | None] = []
    for seat in seats:
        profile_id = seat.get("profile")
        old.append(await store.get_rating(profile_id, game, variant) if profile_id else None)
    sides = [[index for index in range(len(seats)) if index % 2 == side] for side in (0, 1)]
    before = [[_skill(old[index]) for index in side] for side in sides]
    after = rate(before, table["winner"])
    for side, skills in zip(sides, after, strict=True):
        for index, skill in zip(side, skills, strict=True):
            profile_id = seats[index].get("profile")
            if not profile_id:
                continue
            previous = old[index]
            games = previous.games + 1 if previous else 1
            await store.set_rating(
                Rating(profile_id, game, variant, skill.rating, games, skill.mu, skill.sigma)
            )


def _skill(rating: Rating | None) -> Skill:
    """A saved rating's skill; a newcomer's before the first rated match."""
    return START if rating is None else Skill(rating.mu, rating.sigma)


def _partner_name(seat: dict[str, Any]) -> str:
    if seat["kind"] == "human":
        return str(seat.get("name") or "?")
    return f"AI {seat.get('ai') or ''}".strip()


async def rated_leaderboard(
    profiles: Profiles,
    query: Mapping[str, str | None],
    limit: int,
    game: str,
    default_variant: str,
) -> dict[str, Any]:
    """The best ratings of the query's ``variant`` (the default one when none is named):
    each player's ``rating`` (what the board ranks by), the skill ``mu`` and its
    uncertainty ``sigma``, and the rated matches played (``games``)."""
    variant = query.get("variant") or default_variant
    rows = await profiles.store.leaderboard(game, variant, limit)
    players = [
        {"rank": rank, "id": profile.id, "nickname": profile.nickname,
         "rating": _tenths(rating.rating), "mu": _tenths(rating.mu),
         "sigma": _tenths(rating.sigma), "games": rating.games}
        for rank, (profile, rating) in enumerate(rows, start=1)
    ]  # fmt: skip
    return {"game": game, "variant": variant, "players": players}


def _tenths(value: float) -> float:
    """``value`` to a tenth, as a board shows it (never -0.0)."""
    return round(value, 1) + 0.0
