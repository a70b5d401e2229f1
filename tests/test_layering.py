"""Imports point down (docs/architecture.md): the bots know nothing of the layers above them, and
the package itself does not need the optional RL libraries."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import ogallala

PACKAGE = Path(ogallala.__file__).parent


def imported_modules(path: Path, submodules: bool = False) -> set[str]:
    """The ogallala subpackages a module imports (relative imports resolved); with ``submodules``,
    also each name imported from a package as a possible module (``from ..rules import state``)."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")[: -node.level if path.name != "__init__.py" else len(module.split("."))]
                if path.name == "__init__.py":
                    base = module.split(".")[: len(module.split(".")) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            elif node.module:
                target = node.module
            else:
                continue
            out.add(target)
            if submodules:
                out.update(f"{target}.{a.name}" for a in node.names)
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


#: Who may import whom (docs/architecture.md): each layer of the package and the layers below it that
#: it may use. ``ogallala`` alone is the package's own ``__init__`` (the public API's names).
ALLOWED: dict[str, set[str]] = {
    "rules": set(),
    "seeds": set(),
    "extras": {"rules"},
    "notation": {"rules"},
    "i18n": {"rules"},
    "wire": {"rules", "notation"},
    "wire_schema": {"rules", "wire"},
    "view": {"rules", "notation", "wire"},
    "game": {"rules", "notation", "view"},
    "render": {"rules", "view", "i18n"},
    "ai": {"rules", "view", "game", "seeds"},
    "tournament": {"rules", "view", "game", "ai", "seeds", "extras"},
    "env": {"rules", "view", "game", "ai", "seeds", "render", "extras"},
    "web": {"ogallala", "view", "game", "ai", "seeds", "i18n", "extras", "wire_schema"},
    "cli": {"ogallala", "rules", "notation", "view", "game", "render", "i18n", "ai", "seeds", "extras", "tournament",
            "web"},
}


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "ogallala"


def test_every_layer_imports_only_the_layers_it_may() -> None:
    """Each module of each layer imports only its own layer and the ones ALLOWED below it."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] in ("__init__.py", "__main__.py") or "migrations" in rel.parts:
            continue
        own = rel.parts[0].removesuffix(".py")
        assert own in ALLOWED, f"{rel}: layer {own!r} is missing from ALLOWED (docs/architecture.md)"
        for m in imported_modules(path):
            if m == "ogallala" or m.startswith("ogallala."):
                layer = _layer(m)
                if layer != own and layer not in ALLOWED[own]:
                    bad.append(f"{rel} imports {m}")
    assert not bad, "\n".join(bad)


#: The engine's own modules: the State and the rules that work on it, reached only through ``ogallala.rules``.
ENGINE_INTERNALS = {f"ogallala.rules.{m}" for m in
                    ("state", "geometry", "shifts", "targets", "legal", "turn", "flow", "conquest", "refusals")}


def test_no_module_outside_the_rules_reaches_into_the_engine_state_module() -> None:
    """The engine's surface is ``ogallala.rules`` and its named modules, not ``rules.state`` internals
    or the rule modules beside it."""
    assert all((PACKAGE / "rules" / f"{m.rsplit('.', 1)[1]}.py").exists() for m in ENGINE_INTERNALS)
    bad = [f"{path.relative_to(PACKAGE)} imports {sorted(found)}" for path in PACKAGE.rglob("*.py")
           if path.relative_to(PACKAGE).parts[0] != "rules"
           and (found := imported_modules(path, submodules=True) & ENGINE_INTERNALS)]
    assert not bad, bad
