"""The compiled solver (tressette_solver.c), loaded with ctypes and configured with the
cards' values from their one place (circolo/games/tressette/ranking.py).

The package's build compiles the C file into a shared library next to this module
(hatch_build.py); where it is missing (a checkout that was never built), it is compiled on
first use with the system's C compiler into the user's cache folder.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import subprocess
import sysconfig
import tempfile
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "tressette_solver.c"
#: The library's file name, as the build writes it.
LIBRARY_NAME = "_tressette_solver" + (sysconfig.get_config_var("SHLIB_SUFFIX") or ".so")
COMPILE_FLAGS = ("-O3", "-march=x86-64-v2", "-shared", "-fPIC", "-std=c11")


class SolverUnavailableError(RuntimeError):
    """The compiled solver is not built and no C compiler could build it."""


def compile_library(target: Path, source: Path = SOURCE) -> None:
    """Compile the solver with the system's C compiler (``CC``, else ``cc``)."""
    compiler = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    flags = list(COMPILE_FLAGS)
    if os.uname().machine not in ("x86_64", "AMD64"):
        flags.remove("-march=x86-64-v2")
    command = [*compiler.split()[:1], *flags, "-o", str(target), str(source)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SolverUnavailableError(
            f"could not compile the Tressette solver ({' '.join(command)}): {done.stderr.strip()}"
        )


def _fallback_path() -> Path:
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()[:16]
    folder = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "circolo"
    return folder / f"tressette_solver-{digest}{sysconfig.get_config_var('SHLIB_SUFFIX') or '.so'}"


@cache
def library() -> ctypes.CDLL:
    """The loaded solver library (built by the package, or compiled now)."""
    built = HERE / LIBRARY_NAME
    path = built
    if not built.is_file() or (SOURCE.is_file() and built.stat().st_mtime < SOURCE.stat().st_mtime):
        path = _fallback_path()
        if not path.is_file():
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(dir=path.parent) as scratch:
                partial = Path(scratch) / path.name
                compile_library(partial)
                partial.replace(path)
    lib = ctypes.CDLL(str(path))
    u64_4 = ctypes.c_uint64 * 4
    # Imported here: the package's build loads this module alone to compile the library.
    from circolo.games.tressette.ranking import THIRDS_BY_STRENGTH

    lib.tressette_solver_configure.restype = ctypes.c_int
    lib.tressette_solver_configure.argtypes = [ctypes.POINTER(ctypes.c_int)]
    thirds = (ctypes.c_int * len(THIRDS_BY_STRENGTH))(*THIRDS_BY_STRENGTH)
    if not lib.tressette_solver_configure(thirds):
        raise SolverUnavailableError(f"the solver refused the cards' values {THIRDS_BY_STRENGTH}")
    lib.tressette_solver_new.restype = ctypes.c_void_p
    lib.tressette_solver_new.argtypes = [ctypes.c_int]
    lib.tressette_solver_free.argtypes = [ctypes.c_void_p]
    lib.tressette_solver_clear.argtypes = [ctypes.c_void_p]
    lib.tressette_solver_nodes.restype = ctypes.c_uint64
    lib.tressette_solver_nodes.argtypes = [ctypes.c_void_p]
    lib.tressette_solve.restype = ctypes.c_int
    lib.tressette_solve.argtypes = [
        ctypes.c_void_p, u64_4, ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_int,
    ]  # fmt: skip
    lib.tressette_solve_moves.restype = ctypes.c_int
    lib.tressette_solve_moves.argtypes = [
        ctypes.c_void_p, u64_4, ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_int,
        ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
    ]  # fmt: skip
    lib.tressette_solver_budget.argtypes = [ctypes.c_void_p, ctypes.c_uint64]
    lib.tressette_solve_bounded.restype = ctypes.c_int
    lib.tressette_solve_bounded.argtypes = [
        ctypes.c_void_p, u64_4, ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_int,
        ctypes.c_int,
    ]  # fmt: skip
    lib.tressette_solve_moves_bounded.restype = ctypes.c_int
    lib.tressette_solve_moves_bounded.argtypes = [
        ctypes.c_void_p, u64_4, ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_int,
        ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
    ]  # fmt: skip
    lib.tressette_evaluate.restype = ctypes.c_int
    lib.tressette_evaluate.argtypes = [u64_4, ctypes.c_int]
    return lib
