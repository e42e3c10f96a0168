"""cnxbuild: train-step variants of the registered net families (cnxbuild.nets) → StableHLO artifacts with
JSON sidecars."""

__version__ = "0.1.0"  # equal to pyproject.toml's version (tests/test_cli.py checks)
