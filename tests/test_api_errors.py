"""A wrong call of the public API raises an OgallalaError subclass naming the problem, never a bare
TypeError or KeyError (the compiled engine checks argument types, so the API checks them first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import ogallala

GAME = ogallala.new_game("amigo", players=2, seed=1)
RECORD = {"format": "ogallala-record", "version": 1, "actions": [], "players": 2, "seed": 1}

CALLS: list[tuple[str, Callable[[], Any], type[ogallala.OgallalaError], str]] = [
    ("score river None", lambda: ogallala.score("amigo", None), ogallala.NotationError, "river must be text"),
    ("score edition 3", lambda: ogallala.score(3, "bow stern"), ogallala.ConfigError, "unknown edition 3"),
    ("score variants 5", lambda: ogallala.score("amigo", "bow stern", variants=5), ogallala.ConfigError,
     "variants are a list of names, not int"),
    ("deck variants [None]", lambda: ogallala.deck("amigo", variants=[None]), ogallala.ConfigError,
     "a variant is a name, not NoneType"),
    ("new_game variants {}", lambda: ogallala.new_game("amigo", variants={}), ogallala.ConfigError,
     "variants are a list of names, not dict"),
    ("new_game players '2'", lambda: ogallala.new_game("amigo", players="2"), ogallala.ConfigError,
     "2 to 5 players, not '2'"),
    ("new_game deck count 'x'", lambda: ogallala.new_game("amigo", deck={"chief": "x"}), ogallala.ConfigError,
     "count of 'chief' must be a whole number"),
    ("new_game deck id 1", lambda: ogallala.new_game("amigo", deck={1: 2}), ogallala.ConfigError,
     "card id 1 is not part of edition 'amigo'"),
    ("apply None", lambda: GAME.apply(None), ogallala.IllegalActionError, "not NoneType"),
    ("apply huge code", lambda: GAME.apply(10**30), ogallala.NotationError, "is outside 0.."),
    ("view seat 'x'", lambda: GAME.view("x"), ogallala.ConfigError, "seat 'x' does not exist"),
    ("load_position 5", lambda: ogallala.load_position(5), ogallala.NotationError, "position must be text"),
    ("replay seed 'x'", lambda: ogallala.replay({**RECORD, "seed": "x"}), ogallala.NotationError, "seed is a whole"),
    ("replay edition []", lambda: ogallala.replay({**RECORD, "edition": []}), ogallala.NotationError,
     "unknown edition"),
    ("display_name 5", lambda: ogallala.display_name(5), ogallala.ConfigError, "unknown card id 5"),
    ("display_name 'chef'", lambda: ogallala.display_name("chef"), ogallala.ConfigError, "unknown card id 'chef'"),
    ("display_name language 5", lambda: ogallala.display_name("chief", 5), ogallala.ConfigError,
     "unknown language 5"),
    ("action_space_size 'chess'", lambda: ogallala.action_space_size("chess"), ogallala.ConfigError,
     "unknown edition 'chess'"),
]


@pytest.mark.parametrize(("call", "error", "words"), [c[1:] for c in CALLS], ids=[c[0] for c in CALLS])
def test_wrong_api_call_raises_a_clear_error(call: Callable[[], Any], error: type[ogallala.OgallalaError],
                                             words: str) -> None:
    with pytest.raises(error) as info:
        call()
    assert words in str(info.value)


def test_display_name_in_every_language() -> None:
    assert [ogallala.display_name("chief", lang) for lang in ("en", "de")] == ["chief", "Häuptling"]
