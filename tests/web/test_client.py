"""The browser client's routes (mount_client): page shells, static files, the word catalogue."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ogallala.i18n import LANGUAGES, catalogue, texts
from ogallala.web import create_app
from ogallala.web.client import STATIC, card_info, deck_counts
from web.webtools import settings_for

with __import__("warnings").catch_warnings():
    __import__("warnings").simplefilter("ignore")
    from fastapi.testclient import TestClient


@pytest.fixture
def web(tmp_path: Path) -> Iterator[Any]:
    with TestClient(create_app(settings_for(f"sqlite:///{tmp_path / 'db.sqlite'}"))) as c:
        yield c


@pytest.mark.parametrize("path", ["/", "/games/abc", "/games/abc/replay"])
def test_pages_are_the_shell(web: Any, path: str) -> None:
    r = web.get(path)
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/html")
    assert '<script type="module" src="/static/app.js">' in r.text
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["referrer-policy"] == "no-referrer"
    assert r.headers["cache-control"] == "no-cache"


def test_static_files_are_served_with_cache_headers(web: Any) -> None:
    for name in ["app.js", "table.js", "cards.js", "style.css", "icon.svg"]:
        r = web.get(f"/static/{name}")
        assert r.status_code == 200, name
        assert r.headers["cache-control"] == "no-cache"
        assert r.text == (STATIC / name).read_text()
    etag = web.get("/static/app.js").headers["etag"]
    assert web.get("/static/app.js", headers={"If-None-Match": etag}).status_code == 304
    assert web.get("/static/nothing.js").status_code == 404


def test_every_module_the_client_imports_is_served(web: Any) -> None:
    import re

    for js in STATIC.glob("*.js"):
        for name in re.findall(r'from "\./([\w.]+)"', js.read_text()):
            assert (STATIC / name).exists(), (js.name, name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_word_catalogue_per_language(web: Any, lang: str) -> None:
    r = web.get(f"/i18n/{lang}.json")
    assert r.status_code == 200 and r.headers["cache-control"] == "no-cache"
    data = r.json()
    assert {k: v for k, v in data.items() if k not in ("card_info", "decks")} == json.loads(json.dumps(catalogue(lang)))
    assert data["card_info"]["warrior-3"] == {"kind": "warrior", "strength": 3, "suite": None, "half": None}
    assert data["card_info"]["bear-left"] == {"kind": "booty", "strength": None, "suite": "bear", "half": "left"}
    assert data["card_info"]["crazy-axe"]["strength"] == 0
    assert data["card_info"] == card_info() and len(card_info()) == 42
    assert data["decks"] == deck_counts()


def test_deck_counts_are_each_editions_deck() -> None:
    import ogallala

    counts = deck_counts()
    assert set(counts) == {"amigo", "ass", "pelikan"}
    for edition, cards in counts.items():
        assert cards == {c["card"]: c["count"] for c in ogallala.deck(edition)}
        assert set(cards) <= set(card_info())
    assert sum(counts["amigo"].values()) == 112 and counts["ass"]["furs"] == 12 and "section" in counts["pelikan"]


def test_unknown_language_is_a_clear_404(web: Any) -> None:
    r = web.get("/i18n/xx.json")
    assert r.status_code == 404
    assert "unknown language 'xx'" in r.json()["error"]["message"]


def test_every_word_the_client_asks_for_is_in_the_catalogue() -> None:
    import re

    words = texts("en")
    keys: set[tuple[str, str]] = set()
    for js in STATIC.glob("*.js"):
        keys |= set(re.findall(r'\bt\("(ui|web|events|reasons)\.([\w-]+)"\s*[,)]', js.read_text()))
    assert keys, "no t(...) calls found"
    missing = [f"{table}.{key}" for table, key in sorted(keys) if key not in words[table]]
    assert missing == []
