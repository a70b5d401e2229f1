"""Imports point down (docs/architecture.md): the bots know nothing of the layers above them, and
the package itself does not need the optional RL libraries."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import ogallala

PACKAGE = Path(ogallala.__file__).parent


def imported_modules(path: Path) -> set[str]:
    """The ogallala subpackages a module imports (relative imports resolved)."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")[: -node.level if path.name != "__init__.py" else len(module.split("."))]
                if path.name == "__init__.py":
                    base = module.split(".")[: len(module.split(".")) - node.level + 1]
                out.add(".".join([*base, node.module] if node.module else base))
            elif node.module:
                out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_the_bots_import_nothing_above_them() -> None:
    above = ("ogallala.tournament", "ogallala.cli", "ogallala.env")
    for path in (PACKAGE / "ai").glob("*.py"):
        bad = [m for m in imported_modules(path) if m.startswith(above)]
        assert not bad, f"{path.name} imports {bad}"


def test_importing_ogallala_does_not_import_the_rl_interfaces() -> None:
    code = "import sys, ogallala; print(any(m.startswith('ogallala.env') or m == 'numpy' for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_web_package_uses_the_public_api_not_the_rules() -> None:
    for path in (PACKAGE / "web").rglob("*.py"):
        bad = [m for m in imported_modules(path) if m.startswith(("ogallala.rules", "ogallala.notation"))]
        assert not bad, f"web/{path.relative_to(PACKAGE / 'web')} imports {bad}"
