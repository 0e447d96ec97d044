"""The examples in the modules' docstrings run as written: documentation that is checked."""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import pkgutil
from types import ModuleType

import pytest

import circolo


def _modules_with_examples() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(circolo.__path__, "circolo."):
        if ".migrations." in info.name or info.name.endswith("__main__"):
            continue  # alembic's scripts run only under alembic; __main__ runs the command
        spec = importlib.util.find_spec(info.name)
        origin = spec.origin if spec is not None else None
        if origin and origin.endswith(".py"):
            with open(origin, encoding="utf-8") as source:
                if ">>> " in source.read():
                    names.append(info.name)
    return names


@pytest.mark.parametrize("name", _modules_with_examples())
def test_the_examples_of_each_module_hold(name: str) -> None:
    module: ModuleType = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, f"{name} has '>>> ' but no example doctest can find"
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} fail"
