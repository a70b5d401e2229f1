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
            if node.level:  # a module's package is its name without its last part; a package's own
                base = module.split(".")[: -node.level]  # __init__ is named ``pkg.__init__`` here: the same
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


#: Who may import whom inside the server (docs/architecture.md, "The server"): each part of
#: ``ogallala.web`` (a package, or a module at its root) and the parts it may use. The domains sit on
#: storage and the realtime parts; the tables on accounts; players, mail and learning on the tables;
#: the composition root (``compose``) and the processes' entry points on everything they wire.
SERVER: dict[str, set[str]] = {
    "errors": set(),
    "events": set(),
    "smtp": set(),
    "settings": {"smtp"},
    "bots": {"errors"},
    "runtime": set(),
    "client": set(),
    "api": {"errors", "bots"},
    "storage": {"errors"},
    "realtime": {"errors", "storage"},
    "accounts": {"api", "errors", "settings", "storage"},
    "tables": {"accounts", "api", "bots", "errors", "events", "realtime", "settings", "storage"},
    "players": {"accounts", "api", "errors", "storage", "tables"},
    "mail": {"accounts", "api", "client", "errors", "smtp", "storage", "tables"},
    "learning": {"api", "bots", "errors", "settings", "storage", "tables"},
    "compose": {"accounts", "bots", "events", "learning", "mail", "players", "realtime", "settings", "storage",
                "tables"},
    "app": {"accounts", "api", "bots", "client", "compose", "errors", "learning", "mail", "players", "realtime",
            "runtime", "settings", "storage", "tables"},
    "worker": {"bots", "compose", "errors", "learning", "realtime", "settings", "storage", "tables"},
    "server": {"app", "runtime", "settings"},
}


def _server_part(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if parts[:2] == ["ogallala", "web"] and len(parts) > 2 else None


def test_every_part_of_the_server_imports_only_the_parts_it_may() -> None:
    """Inside ``ogallala.web``, each module imports only its own part and the ones SERVER allows (imports
    for type checking count too)."""
    bad = []
    for path in sorted((PACKAGE / "web").rglob("*.py")):
        rel = path.relative_to(PACKAGE / "web")
        if rel.parts == ("__init__.py",) or "migrations" in rel.parts:
            continue
        own = rel.parts[0].removesuffix(".py")
        assert own in SERVER, f"web/{rel}: part {own!r} is missing from SERVER (docs/architecture.md)"
        for m in imported_modules(path):
            part = _server_part(m)
            if part is not None and part != own and part not in SERVER[own]:
                bad.append(f"web/{rel} imports {m}")
    assert not bad, "\n".join(bad)


def test_the_server_parts_table_has_no_cycle() -> None:
    """SERVER itself is a hierarchy: no part reaches itself through the parts it may import."""
    assert all(used <= SERVER.keys() for used in SERVER.values())
    assert not _cycles({k: set(v) for k, v in SERVER.items()})


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of ``graph`` with more than one node (Tarjan's algorithm,
    iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_outside_the_rules() -> None:
    """No module of the package reaches itself through its imports (those for type checking too), but
    the engine's own modules in ``rules/``, which are compiled as one group."""
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
        modules[name] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets = set()
        for m in imported_modules(path, submodules=True):
            while m and m not in modules:  # a name imported from a module: the module itself
                m = m.rpartition(".")[0]
            if m and m != name:
                targets.add(m)
        graph[name] = targets
    cycles = [c for c in _cycles(graph) if not all(m == "ogallala.rules" or m.startswith("ogallala.rules.") for m in c)]
    assert not cycles, cycles
