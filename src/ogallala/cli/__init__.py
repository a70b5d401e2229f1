"""The ``ogallala`` command line: score, deck, simulate and the terminal game (``main.main``)."""
