"""Circolo: an Italian card club — Tressette and its regional variants, with AI players."""

__version__ = "0.1.0"
