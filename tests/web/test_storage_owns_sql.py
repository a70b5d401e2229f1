"""Every SQL statement of the server lives in its storage package (web/storage/): no module of the
server outside it imports what builds statements from SQLAlchemy, nor the tables' definitions
(web/storage/schema.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import ogallala.web

WEB = Path(ogallala.web.__file__).parent
#: SQLAlchemy's names that build statements.
STATEMENT_NAMES = {"select", "insert", "update", "delete", "text", "and_", "or_", "func", "tuple_"}
SCHEMA = "ogallala.web.storage.schema"


def _is(name: str, module: str) -> bool:
    return name == module or name.startswith(module + ".")


def offences(source: str, module: str, package: bool = False) -> list[str]:
    """What the module ``module`` (a package's ``__init__`` if ``package``), of text ``source``, imports
    that only the storage package may: SQLAlchemy's statement builders and the schema."""
    own = module.split(".") if package else module.split(".")[:-1]  # the package relative imports start at
    out = []
    aliases: dict[str, str] = {}  # import sqlalchemy [as sa]: sa -> sqlalchemy
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if _is(a.name, SCHEMA):
                    out.append(f"import {a.name}")
                elif _is(a.name, "sqlalchemy"):
                    bound = a.name if a.asname else a.name.split(".")[0]
                    aliases[a.asname or bound] = bound
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = own[: len(own) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            if _is(target, SCHEMA):
                out.append(f"from {target} import {', '.join(a.name for a in node.names)}")
            elif target == "ogallala.web.storage" and any(a.name == "schema" for a in node.names):
                out.append(f"from {target} import schema")
            elif _is(target, "sqlalchemy"):
                out.extend(f"from {target} import {a.name}" for a in node.names
                           if a.name in STATEMENT_NAMES or a.name == "*")
    for node in ast.walk(tree):  # sqlalchemy.select(...) through a plain import
        if (isinstance(node, ast.Attribute) and node.attr in STATEMENT_NAMES and isinstance(node.value, ast.Name)
                and node.value.id in aliases):
            out.append(f"{aliases[node.value.id]}.{node.attr}")
    return out


def _offences_of(path: Path) -> list[str]:
    rel = path.relative_to(WEB.parent.parent).with_suffix("")
    package = path.name == "__init__.py"
    module = ".".join(rel.parts[:-1] if package else rel.parts)
    return offences(path.read_text("utf-8"), module, package)


def test_no_module_outside_storage_builds_sql_or_imports_the_schema() -> None:
    modules = [p for p in sorted(WEB.rglob("*.py")) if p.relative_to(WEB).parts[0] != "storage"]
    assert len(modules) > 20  # the server's modules were found
    bad = [f"web/{p.relative_to(WEB).as_posix()} imports {what}" for p in modules for what in _offences_of(p)]
    assert not bad, "SQL outside web/storage/ (its place is a repository there):\n" + "\n".join(bad)


def test_the_check_finds_each_kind_of_import_it_forbids() -> None:
    source = ("from sqlalchemy import Engine, select, func\n"
              "from sqlalchemy.sql import text\n"
              "from sqlalchemy.exc import IntegrityError\n"
              "from ..storage.schema import games\n"
              "from ..storage import schema, repository\n"
              "from ..storage.repository import Database\n"
              "import ogallala.web.storage.schema\n"
              "import sqlalchemy as sa\n"
              "q = sa.update(games)\n")
    assert offences(source, "ogallala.web.players.probe") == [
        "from sqlalchemy import select", "from sqlalchemy import func", "from sqlalchemy.sql import text",
        "from ogallala.web.storage.schema import games", "from ogallala.web.storage import schema",
        "import ogallala.web.storage.schema", "sqlalchemy.update"]
    assert offences("from .storage.schema import games\n", "ogallala.web.worker") == [
        "from ogallala.web.storage.schema import games"]
    assert offences("from .schema import games\n", "ogallala.web.storage", package=True) == [
        "from ogallala.web.storage.schema import games"]
    assert offences("from sqlalchemy import Engine\nfrom sqlalchemy.exc import IntegrityError\n",
                    "ogallala.web.worker") == []
