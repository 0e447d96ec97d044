"""How a server's Tressette table deals from its secret; the check that a record was so dealt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from circolo.core.dealing import draws, first_dealer
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import options_from_json
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.rules import SEATS


def tressette_hand(match: MatchState, source: str, number: int) -> MatchState:
    """``match`` with its hand number ``number`` (from 0, across games — the hands of a game
    played at another game, in a Roman match, counted too) dealt."""
    return deal_until_playable(match, draws(source, "hand", number))


def tressette_redeal_faults(record: Mapping[str, Any], secret: str) -> list[str]:
    """Each hand of a finished Tressette record whose deal does not follow from ``secret``."""
    options = options_from_json(record["options"])
    faults = []
    number = 0
    first = record["games"][0]["hands"][0]["dealer"]
    if first != first_dealer(secret, SEATS):
        faults.append(f"the first dealer is seat {first}, not the one the secret draws")
    for game_number, game in enumerate(record["games"], start=1):
        if "game" in game:  # a game played at another game (the Roman match's Briscola)
            from circolo.core.registry import embedded_game

            where = f"game {game_number}"
            other = embedded_game(game["game"])
            faults.extend(other.embedded_redeal_faults(game, secret, number, where))
            number += len(game["hands"])
            continue
        for hand_number, hand in enumerate(game["hands"], start=1):
            match = MatchState.new(options, hand["dealer"])
            dealt = tressette_hand(match, secret, number)
            assert dealt.hand is not None
            codes = [[card.code for card in cards] for cards in dealt.hand.deal]
            if codes != hand["deal"]:
                faults.append(
                    f"game {game_number}, hand {hand_number}: the deal is not the one the "
                    "secret deals"
                )
            number += 1
    return faults
