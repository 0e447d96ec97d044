"""A game keeps its sentences in its own folder's catalogs (circolo/games/NAME/i18n/), read
with the core's as one catalog: no key twice, the same keys in both languages, found without
importing the game."""

from __future__ import annotations

import json
import subprocess
import sys

from circolo.core.i18n import LANGS, catalog, catalog_files, t
from circolo.core.registry import game_named


def test_a_games_own_catalog_is_read_with_the_cores() -> None:
    files = [str(file) for file in catalog_files("it")]
    assert any("games/briscola/i18n/it.json" in file for file in files)
    assert t("web.bri.title", "it") == catalog("it")["web.bri.title"]
    assert "Briscola" in t("briscola.rules.heading", "en", variant="standard")


def test_every_catalog_file_has_the_same_keys_in_both_languages_and_none_twice() -> None:
    seen: dict[str, str] = {}
    by_lang: dict[str, list[set[str]]] = {}
    for lang in LANGS:
        for file in catalog_files(lang):
            keys = set(json.loads(file.read_text(encoding="utf-8")))
            by_lang.setdefault(lang, []).append(keys)
            for key in keys if lang == LANGS[0] else ():
                assert key not in seen, f"{key} is in {seen.get(key)} and {file}"
                seen[key] = str(file)
    assert by_lang[LANGS[0]] == by_lang[LANGS[1]]


def test_a_games_sentences_are_found_without_importing_the_game() -> None:
    script = (
        "import sys\nfrom circolo.core.i18n import t\nt('web.bri.title', 'it')\n"
        "print(any(m.startswith('circolo.games') for m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == "False"


def _keys_of(path_end: str) -> set[str]:
    (file,) = [file for file in catalog_files("en") if str(file).endswith(path_end)]
    return set(json.loads(file.read_text(encoding="utf-8")))


def test_tressettes_own_sentences_are_in_its_folder_and_not_in_the_cores() -> None:
    core = _keys_of("core/i18n/en.json")
    tressette = _keys_of("games/tressette/i18n/en.json")
    variants = {f"variant.{name}" for name in game_named("tressette").variants()}
    assert variants <= tressette
    assert {"signal.romana.busso.name", "truth.holds_all", "web.help.tressette.title"} <= tressette
    # a player's reasons, a signal's words and a view's faults are one game's, never the core's
    own = ("reason.", "signal.", "truth.", "error.view.", "error.external.", "web.accusa.")
    assert not [key for key in core if key.startswith(own)]


#: Options that several games offer: their labels are the core's.
_SHARED_OPTIONS = frozenset({"players", "target"})


def _option_words(name: str) -> set[str]:
    """The keys of a game's option labels and choices, as the lobby's form and the
    leaderboard's menus build them from the option's key (`web.option.KEY`,
    `web.choice.KEY.VALUE`), and of its presets' sentences (`variant.NAME`)."""
    info = game_named(name).info()
    specs = [spec for spec in info["options"] if spec["key"] not in _SHARED_OPTIONS]
    labels = {f"web.option.{spec['key']}" for spec in specs}
    choices = {
        f"web.choice.{spec['key']}.{choice}"
        for spec in specs
        for choice in spec.get("choices", ())
        if isinstance(choice, str)
    }
    return labels | choices | {f"variant.{variant}" for variant in game_named(name).variants()}


def test_briscolas_and_pinnacolas_own_sentences_are_in_their_folders_and_not_in_the_cores() -> None:
    core = _keys_of("core/i18n/en.json")
    briscola_words = {"option.takes.hands_to_win", "web.replay.bri_deal"}
    pinnacola_words = {
        "option.takes.wilds",
        "web.options.null.max_wild_per_meld",
        "card.french.as",
        "error.placed_code",
        "server.error.no_season",
        "web.replay.pin_meld",
    }
    assert _option_words("briscola") | briscola_words <= _keys_of("games/briscola/i18n/en.json")
    assert _option_words("pinnacola") | pinnacola_words <= _keys_of("games/pinnacola/i18n/en.json")
    # a game's replay lines are its own, never the core's
    assert not [key for key in core if key.startswith(("web.replay.bri_", "web.replay.pin_"))]
