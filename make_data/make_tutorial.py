"""Find the guided first game's lessons again in seeded games and write src/ogallala/web/learning/data/tutorial.json.

Run after a rules change moves a lesson (tests/web/test_tutorial.py says so): python make_data/make_tutorial.py
"""

from __future__ import annotations

import sys

from ogallala.web.learning.tutorial import main

if __name__ == "__main__":
    sys.exit(main())
