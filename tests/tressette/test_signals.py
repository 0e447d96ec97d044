"""Signals: the six vocabularies as data, who may signal, and their truth conditions."""

from __future__ import annotations

import pytest

from circolo.core.cards.italian import Card
from circolo.core.errors import IllegalPlayError, OptionError
from circolo.core.i18n import LANGS
from circolo.games.tressette.signals import VOCABULARIES, SignalContext, vocabulary
from circolo.games.tressette.state import HandState, Play
from tests.helpers import cards, deal_with, options, play_hand

EXPECTED_IDS = {
    "classico": ["busso", "striscio", "volo"],
    "ai-tressette": [
        "busso", "ho-il-25", "gioco-lungo", "asso", "volo", "carta-buona", "torno",
        "ne-ho-ancora-2",
    ],
    "bredese": [
        "busso", "volo", "striscio-lungo", "punto", "via", "busso-il-tre", "busso-il-due",
        "punta-l-asso",
    ],
    "chitarrella": ["busso", "striscio-lungo", "striscio", "piombo"],
    "romana": [
        "la-meglio", "ho-l-asso", "voglio-l-asso", "busso", "ribusso", "una-altra-carta",
        *[f"altre-{n}-carte" for n in range(2, 9)],
        "volo", "buona", "piombo-a-un-palo", "piombo-a-due-pali", "piombo-a-tre-pali",
    ],
    "neutra": ["busso", "volo", "liscio"],
}  # fmt: skip


def test_the_six_vocabularies_have_the_ids_of_the_rules() -> None:
    assert {name: list(v.ids) for name, v in VOCABULARIES.items()} == EXPECTED_IDS


@pytest.mark.parametrize("name", list(VOCABULARIES))
def test_every_signal_has_a_name_and_meaning_in_both_languages(name: str) -> None:
    vocab = vocabulary(name)
    for signal in vocab.signals:
        for lang in LANGS:
            assert signal.name(name, lang).strip()
            assert signal.meaning(name, lang).strip()
            assert signal.truth.describe(lang).strip()
    assert vocabulary("romana").signal("altre-3-carte").name("romana", "it") == "altre 3 carte"


def test_dialect_names_where_the_seeds_give_them() -> None:
    assert vocabulary("bredese").signal("busso").dialect == "cioca"
    assert vocabulary("chitarrella").signal("piombo").dialect == "plumbo"


def test_who_may_signal_belongs_to_the_vocabulary() -> None:
    assert {name: v.who for name, v in VOCABULARIES.items()} == {
        "classico": "leader", "ai-tressette": "leader", "bredese": "any",
        "chitarrella": "leader", "romana": "leader", "neutra": "any",
    }  # fmt: skip


def test_unknown_vocabulary_is_named_in_the_error() -> None:
    with pytest.raises(OptionError, match="unknown signal vocabulary 'milanese'"):
        vocabulary("milanese")


def _truth(vocab: str, signal: str, card: str, hand: str, others: str = "") -> bool:
    held_by_others = set(cards(others))
    played = Card.parse(card)
    context = SignalContext(played, cards(hand), held_by_others.__contains__)
    assert played in context.holds
    return vocabulary(vocab).signal(signal).truth.holds_in(context)


# (vocabulary, signal, card, hand before the play, cards of other seats, expected truth)
TRUTH_TABLE = [
    ("classico", "busso", "4d", "4d", "", True),
    ("classico", "striscio", "Rd", "Rd 4d", "", True),
    ("classico", "striscio", "Rd", "Rd 4c", "", False),
    ("classico", "volo", "Rd", "Rd 4c", "", True),
    ("classico", "volo", "Rd", "Rd 4d", "", False),
    ("ai-tressette", "busso", "4d", "4d 2d", "", True),
    ("ai-tressette", "busso", "4d", "4d 3d", "", True),
    ("ai-tressette", "busso", "4d", "4d Ad", "", False),
    ("ai-tressette", "ho-il-25", "4d", "4d 2d 3d", "", True),
    ("ai-tressette", "ho-il-25", "4d", "4d 2d", "", False),
    ("ai-tressette", "gioco-lungo", "4d", "4d 5d 6d 7d Fd", "", True),
    ("ai-tressette", "gioco-lungo", "4d", "4d 5d 6d 7d", "", False),
    ("ai-tressette", "asso", "4d", "4d Ad", "", True),
    ("ai-tressette", "asso", "4d", "4d Ac", "", False),
    ("ai-tressette", "carta-buona", "Ad", "Ad", "4d 5d", True),
    ("ai-tressette", "carta-buona", "Ad", "Ad", "2d", False),
    ("ai-tressette", "carta-buona", "Ad", "Ad 3d 2d", "Rd", True),
    ("ai-tressette", "torno", "3d", "3d 4d", "2d", True),
    ("ai-tressette", "torno", "3d", "3d", "2d", False),
    ("ai-tressette", "torno", "2d", "2d 4d", "3d", False),
    ("ai-tressette", "ne-ho-ancora-2", "4d", "4d 5d 6d", "", True),
    ("ai-tressette", "ne-ho-ancora-2", "4d", "4d 5d 6d 7d", "", False),
    ("bredese", "striscio-lungo", "4d", "4d 5d 6d", "", True),
    ("bredese", "striscio-lungo", "4d", "4d 5d", "", False),
    ("bredese", "punto", "4d", "4d 5d", "", True),
    ("bredese", "punto", "4d", "4d 5d 6d", "", False),
    ("bredese", "via", "4d", "4d", "", True),
    ("bredese", "busso-il-tre", "4d", "4d 3d", "", True),
    ("bredese", "busso-il-tre", "4d", "4d 3c", "", False),
    ("bredese", "busso-il-due", "2d", "2d", "", True),
    ("bredese", "punta-l-asso", "4d", "4d Ad", "", True),
    ("bredese", "punta-l-asso", "4d", "4d 2d", "", False),
    ("chitarrella", "striscio-lungo", "4d", "4d Rd Cd", "", True),
    ("chitarrella", "striscio-lungo", "4d", "4d Rd Ad", "", False),
    ("chitarrella", "striscio", "4d", "4d Rd", "", True),
    ("chitarrella", "striscio", "4d", "4d 2d", "", False),
    ("chitarrella", "striscio", "4d", "4d Rd Cd", "", False),
    ("chitarrella", "piombo", "4d", "4d 5c", "", True),
    ("romana", "la-meglio", "4d", "4d Ad 2d 5d", "", True),
    ("romana", "la-meglio", "4d", "4d Ad 3d 5d", "", True),
    ("romana", "la-meglio", "4d", "4d Ad 2d", "", False),
    ("romana", "la-meglio", "4d", "4d Rd 2d 5d", "", False),
    ("romana", "ho-l-asso", "4d", "4d Ad 5d 6d", "", True),
    ("romana", "ho-l-asso", "4d", "4d Ad 5d", "", False),
    ("romana", "voglio-l-asso", "3d", "3d 2d 5d 6d", "", True),
    ("romana", "voglio-l-asso", "3d", "3d 2d 5d", "", False),
    ("romana", "busso", "4d", "4d 3d 5d 6d", "", True),
    ("romana", "busso", "4d", "4d 3d 5d", "", False),
    ("romana", "ribusso", "4d", "4d 2d 5d 6d", "", True),
    ("romana", "ribusso", "4d", "4d 2d 5c 6c", "", False),
    ("romana", "una-altra-carta", "4d", "4d 5d", "", True),
    ("romana", "altre-3-carte", "4d", "4d 5d 6d 7d", "", True),
    ("romana", "altre-3-carte", "4d", "4d 5d 6d", "", False),
    ("romana", "altre-8-carte", "4d", "Ad 2d 3d 4d 5d 6d 7d Fd Cd", "", True),
    ("romana", "volo", "4d", "4d Ac", "", True),
    ("romana", "buona", "3d", "3d", "2d", True),
    ("romana", "buona", "Rd", "Rd", "Ad", False),
    ("romana", "piombo-a-un-palo", "4d", "4d Ac 4s", "", True),
    ("romana", "piombo-a-un-palo", "4d", "4d Ac", "", False),
    ("romana", "piombo-a-due-pali", "4d", "4d Ac", "", True),
    ("romana", "piombo-a-due-pali", "4d", "4d 5d Ac", "", True),
    ("romana", "piombo-a-tre-pali", "4d", "4d 5d", "", True),
    ("romana", "piombo-a-tre-pali", "4d", "4d", "", True),
    ("neutra", "liscio", "3d", "3d Rd", "", True),
    ("neutra", "liscio", "3d", "3d 4d", "", True),
    ("neutra", "liscio", "3d", "3d Ad", "", False),
    ("neutra", "volo", "3d", "3d Ad", "", False),
]


@pytest.mark.parametrize(("vocab", "signal", "card", "hand", "others", "expected"), TRUTH_TABLE)
def test_truth_condition(
    vocab: str, signal: str, card: str, hand: str, others: str, expected: bool
) -> None:
    assert _truth(vocab, signal, card, hand, others) is expected


LEADER_1 = {1: "Ad 2d 3d 4d 5d Ac 2c 4c 5c 6c", 2: "Rd Cd Rc Cc Fc Rs Cs Fs Rb Cb"}


def _start(variant: str, **values: object) -> HandState:
    opts = options(variant, redeal_under_one_point=False, redeal_three_sevens=False, **values)
    return HandState.start(opts, 0, deal_with(LEADER_1))


def test_signals_are_refused_when_off() -> None:
    with pytest.raises(IllegalPlayError, match="signals are off"):
        _start("classico", signals="none").apply(Play.parse("4d", "busso"))


def test_only_the_leader_signals_in_leader_vocabularies() -> None:
    state = _start("classico").apply(Play.parse("4d", "busso"))
    with pytest.raises(IllegalPlayError, match="only the player who leads may signal"):
        state.apply(Play.parse("Rd", "volo"))


def test_any_player_signals_on_his_turn_in_bredese_and_neutra() -> None:
    for variant in ("bredese", "neutra"):
        state = _start(variant).apply(Play.parse("4d", "busso"))
        state = state.apply(Play.parse("Cd", "busso"))
        assert state.plays[-1].signals == ("busso",)


def test_no_signal_on_the_tenth_trick() -> None:
    state = play_hand(_start("bredese"), plays=36)
    assert state.trick_number == 9
    with pytest.raises(IllegalPlayError, match="tenth trick"):
        state.apply(Play(state.legal_cards()[0], ("via",)))


def test_an_unknown_signal_is_refused_naming_the_vocabulary() -> None:
    with pytest.raises(IllegalPlayError) as caught:
        _start("classico").apply(Play.parse("4d", "cioca"))
    assert "busso, striscio, volo" in str(caught.value)


def test_one_signal_per_card() -> None:
    with pytest.raises(IllegalPlayError, match="one at most"):
        _start("classico").apply(Play.parse("4d", "busso", "striscio"))
    with pytest.raises(IllegalPlayError, match="twice"):
        _start("classico").apply(Play.parse("4d", "busso", "busso"))


def test_romana_piombo_may_go_with_one_other_signal() -> None:
    # Seat 1 holds denari and coppe only: after 4d it is void in spade and bastoni.
    state = _start("romana").apply(Play.parse("4d", "piombo-a-due-pali", "altre-4-carte"))
    assert state.plays[0].signals == ("piombo-a-due-pali", "altre-4-carte")
    with pytest.raises(IllegalPlayError, match="plus one"):
        _start("romana").apply(Play.parse("4d", "volo", "altre-4-carte"))
    with pytest.raises(IllegalPlayError, match="plus one"):
        _start("romana").apply(Play.parse("4d", "piombo-a-un-palo", "piombo-a-due-pali"))


def test_untrue_signals_are_refused_where_the_options_refuse_them() -> None:
    with pytest.raises(IllegalPlayError) as caught:
        _start("classico", false_signals=False).apply(Play.parse("4d", "volo"))
    assert "untrue" in str(caught.value) and "keeps no card of the suit" in str(caught.value)
    _start("classico", false_signals=False).apply(Play.parse("4d", "striscio"))


def test_untrue_signals_are_accepted_where_allowed() -> None:
    state = _start("classico", false_signals=True).apply(Play.parse("4d", "volo"))
    assert state.plays[0].signals == ("volo",)


def test_signals_option_changes_the_vocabulary_under_any_preset() -> None:
    state = _start("classico", signals="bredese").apply(Play.parse("4d", "via"))
    assert state.apply(Play.parse("Cd", "busso")).plays[-1].signals == ("busso",)
