"""Options of either game as ``--set KEY=VALUE`` settings and as a record's JSON object.

Each game keeps its own frozen dataclass and its own checks; this module reads the
settings and the objects the same way for both, with the same refusals.

>>> settings_values(["target=21", "signals=none", "decider_target=null"])
{'target': 21, 'signals': 'none', 'decider_target': None}
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence

from circolo.errors import OptionError


def parse_value(text: str) -> object:
    """A ``--set`` value: a JSON literal (``21``, ``false``, ``null``) or else a bare word."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def settings_values(settings: Iterable[str]) -> dict[str, object]:
    """Command-line settings written ``KEY=VALUE``, as a mapping of values."""
    values: dict[str, object] = {}
    for setting in settings:
        key, equals, text = setting.partition("=")
        if not equals or not key:
            raise OptionError("error.bad_setting", setting=repr(setting))
        values[key.strip()] = parse_value(text.strip())
    return values


def check_values(
    values: Mapping[str, object], keys: Sequence[str], validate: Callable[[str, object], None]
) -> None:
    """Refuse an unknown key (naming the known ones) or a value ``validate`` refuses."""
    for key, value in values.items():
        if key not in keys:
            raise OptionError("error.unknown_option", key=repr(key), keys=", ".join(keys))
        validate(key, value)


def options_object(data: object, keys: Sequence[str]) -> Mapping[str, object]:
    """A record's ``options`` object, refused unless it is an object holding every key."""
    if not isinstance(data, dict):
        raise OptionError("error.options_not_object")
    missing = [key for key in keys if key not in data]
    if missing:
        raise OptionError("error.options_missing", keys=", ".join(missing))
    return data
