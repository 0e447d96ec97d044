"""A computer's reason names the cards of a list fact (``cards``) by name, joined as a sentence
lists them in each language, while the engine protocol keeps their codes."""

from __future__ import annotations

from circolo.core.players import Reason, localized_facts


def test_a_list_of_card_codes_is_named_card_by_card_with_the_languages_and() -> None:
    assert localized_facts({"cards": ["3c", "4s"]}, "it") == {
        "cards": "Tre di coppe e Quattro di spade"
    }
    assert localized_facts({"cards": ("Ad", "2c", "3s")}, "en") == {
        "cards": "Ace of Coins, Two of Cups and Three of Swords"
    }
    assert localized_facts({"cards": ["7d"]}, "it") == {"cards": "Sette di denari"}


def test_a_reason_with_a_card_list_renders_names_and_sends_codes() -> None:
    reason = Reason("scopa.heuristic.take_sum", {"card": "7b", "cards": ["3s", "4b"], "sum": 7})
    assert reason.render("en").startswith("Seven of Clubs takes Three of Swords and Four of Clubs")
    assert reason.to_json()["cards"] == ["3s", "4b"]


def test_a_cards_fact_that_is_not_a_list_of_codes_is_shown_as_it_is() -> None:
    # Tressette's pimc counts the cards in hand under the same key
    assert localized_facts({"cards": 7}, "en") == {"cards": 7}
    assert localized_facts({"cards": [1, 2]}, "en") == {"cards": [1, 2]}
