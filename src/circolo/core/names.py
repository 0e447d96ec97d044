# ruff: noqa: RUF001, RUF002 (look-alike letters are what this module is about)
"""When two names look alike: the key by which a club tells people's names apart.

A leaderboard, a table's list of spectators and a player's prompt "Marco asks to see your
hand" show names, and a person reads them with their eyes: ``Marco``, ``marco``, ``Маrco``
(a Cyrillic М), ``Marc0`` and ``Ｍａｒｃｏ`` are one name to them. :func:`name_key` maps every
such spelling to one key, so that a name can be refused (or numbered) when its key is taken.

The key is a small *skeleton* in the manner of Unicode's confusables (UTS #39), kept to what
people meet in names: compatibility forms folded (NFKC: full-width and mathematical letters,
ligatures), case folded, accents and other marks dropped (``Nicolò`` is ``Nicolo``), the
Cyrillic and Greek letters that are drawn like Latin ones mapped to them, 0 read as o, i, I,
l, 1 and | read as one letter (a capital I is drawn as an l, and is an i to case), ``rn`` as
m and ``vv`` as w, and everything that is neither a letter nor a digit (spaces, dots, dashes,
brackets) left out. It refuses
some names a person would tell apart (``Ali`` and ``All`` share a key, as do ``Anna 1`` and
``Annal``): the cost is that one of them picks another name, which is what the key is for.

>>> name_key("Marco") == name_key("МАRC0") == name_key("m a r c o") == name_key("Ｍａｒｃｏ")
True
>>> name_key("Nicolò") == name_key("nicolo"), name_key("Anna") == name_key("Anita")
(True, False)
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: Letters of other scripts drawn like Latin ones (after case folding), digits read as
#: letters, and the bar read as l.
_LIKE_LATIN: Final = str.maketrans(
    {
        # Cyrillic
        "а": "a", "в": "b", "е": "e", "ё": "e", "г": "r", "һ": "h", "н": "h", "і": "i",
        "ї": "i", "ј": "j", "к": "k", "ӏ": "l", "м": "m", "о": "o", "п": "n", "р": "p",
        "с": "c", "т": "t", "у": "y", "ў": "y", "х": "x", "ѕ": "s", "ԁ": "d", "ԛ": "q",
        "ԝ": "w", "ь": "b", "ѵ": "v", "ɡ": "g",
        # Greek
        "α": "a", "β": "b", "γ": "y", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "u",
        "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "ϲ": "c",
        # Latin letters without a mark to drop, digits and signs
        "ı": "l", "ł": "l", "ø": "o", "đ": "d", "ħ": "h",
        # i and l, and what is drawn like either: capital I is l to the eye and i to case
        "i": "l", "0": "o", "1": "l", "|": "l",
    }
)  # fmt: skip
#: Pairs of letters that together are drawn like one.
_PAIRS: Final = (("rn", "m"), ("vv", "w"))


def name_key(name: str) -> str:
    """The key two names that look alike share (see the module's docstring); a name made of
    no letter or digit at all keys by its folded self."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    bare = "".join(c for c in unicodedata.normalize("NFD", folded) if not unicodedata.combining(c))
    mapped = bare.translate(_LIKE_LATIN)
    key = "".join(c for c in mapped if c.isalnum())
    for pair, letter in _PAIRS:
        key = key.replace(pair, letter)
    return key or " ".join(folded.split())
