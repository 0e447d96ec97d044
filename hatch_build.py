"""Build hook: compile the Tressette solver (src/circolo/games/tressette/solver/, its C file).

The wheel carries the shared library next to circolo/games/tressette/solver/native.py; an
editable install compiles it in place (src/circolo/games/tressette/solver/, ignored by git).
Without a C compiler the build goes on and the solver compiles itself on first use, or says
why it cannot.
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile the solver and put it into the wheel."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        folder = Path(self.root) / "src" / "circolo" / "games" / "tressette" / "solver"
        spec = importlib.util.spec_from_file_location("_circolo_native", folder / "native.py")
        assert spec is not None and spec.loader is not None
        native = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(native)
        if version == "editable":
            target = folder / native.LIBRARY_NAME
        else:
            target = Path(tempfile.mkdtemp(prefix="circolo-solver-")) / native.LIBRARY_NAME
        try:
            native.compile_library(target, folder / "tressette_solver.c")
        except (native.SolverUnavailableError, OSError) as error:
            print(f"warning: {error}; the solver will compile on first use", file=sys.stderr)
            return
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        if version != "editable":
            inside = f"circolo/games/tressette/solver/{native.LIBRARY_NAME}"
            build_data["force_include"][str(target)] = inside
