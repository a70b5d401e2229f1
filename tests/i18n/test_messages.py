"""Every message of every language, rendered with every card, every kind of seat (you, another person,
a bot) and the counts 0, 1, 2 and 5 as its arguments (Python's ``fluent.runtime``, as the terminal and
the mail render them): no Fluent error, no leftover brace, no English word in a German, Dutch or French
sentence (``english_words.txt``), and no word Hunspell does not know (``hunspell/<lang>.txt`` holds the
game's own terms and names it may not know; the check skips, saying so, where hunspell is missing)."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

from ogallala.i18n import LANGUAGES, MessageError, card_forms, card_gender, format_id, message, source, variables_of
from ogallala.rules.cards import NAMES

HERE = Path(__file__).parent
KINDS = ("you", "other", "bot")
COUNTS = (0, 1, 2, 5)
CARDS = sorted(NAMES)
#: Hunspell's dictionaries as Debian installs them (hunspell-de-de, hunspell-fr, hunspell-nl, hunspell-en-us).
DICTIONARIES = {"en": "en_US", "de": "de_DE", "nl": "nl", "fr": "fr_FR"}
CARD_VARIABLES = {"card", "card_subj", "left", "right", "gender", "cards", "first", "last"}


@cache
def entries(lang: str) -> dict[str, tuple[set[str], list[str | None]]]:
    """Per message id: the variables it names and its parts (None for the value, else attribute names)."""
    out: dict[str, tuple[set[str], list[str | None]]] = {}
    for e in FluentParser().parse(source(lang)).body:
        if isinstance(e, ast.Junk):
            raise AssertionError(f"{lang}.ftl does not parse: {e.content[:200]!r}")
        if not isinstance(e, ast.Message):
            continue
        names = set(variables_of(e))
        parts: list[str | None] = [None] if e.value is not None else []
        parts += [a.id.name for a in e.attributes]
        out[e.id.name] = (names, parts)
    return out


def arguments(lang: str, names: set[str]) -> Iterator[dict[str, Any]]:
    """The argument sets a message is rendered with: every kind of seat and count, and where the
    message names a card, every card."""
    cards = CARDS if names & CARD_VARIABLES else ["chief"]
    for card in cards:
        forms = card_forms(card, lang)
        for kind in KINDS:
            seat = 2
            who = {"you": message(lang, "ui.you"), "other": "Anna",
                   "bot": message(lang, "ui.seat", n=seat)}[kind]
            obj = {"you": message(lang, "ui.you_obj"), "other": "Anna",
                   "bot": message(lang, "ui.seat_obj", n=seat)}[kind]
            for n in COUNTS:
                count = message(lang, "ui.card_1") if n == 1 else message(lang, "ui.cards_n", n=n)
                values: dict[str, Any] = {
                    "who": who, "target": obj, "person": "you" if kind == "you" else "other", "kind": kind,
                    "has": message(lang, "ui.has_you" if kind == "you" else "ui.has_other"),
                    "card": forms["acc"], "card_subj": forms["nom"], "gender": card_gender(card, lang),
                    "cards": NAMES[card][lang], "left": NAMES[card][lang], "right": NAMES[card][lang],
                    "first": NAMES[card][lang], "last": NAMES[card][lang],
                    "count": count,
                    "direction": message(lang, "ui.right"), "name": "Anna", "old": "Anna", "others": "Anna",
                    "level": message(lang, "web.level_easy"), "address": "anna@example.org",
                    "link": "https://example.org/games/abc", "game": "123", "error": "x", "file": "game.json",
                    "edition": "Amigo", "where": message(lang, "web.where_first"), "boats": "",
                    "phase": message(lang, "web.phase_draw"),
                }
                yield {k: values.get(k, n) for k in names}


@cache
def rendered(lang: str) -> list[tuple[str, str]]:
    """(message id, text) of every message and attribute rendered with every argument set."""
    out = []
    for fid, (names, parts) in entries(lang).items():
        for args in arguments(lang, names):
            for part in parts:
                text = format_id(lang, fid, args, attribute=part)
                if part != "gender":  # a selector, not shown
                    out.append((fid, text))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_message_and_no_other(lang: str) -> None:
    assert set(entries(lang)) == set(entries("en"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders_whole(lang: str) -> None:
    # format_id raises MessageError on a Fluent error (a variable not given, a message not found)
    bad = sorted({f"{fid}: {text!r}" for fid, text in rendered(lang) if re.search(r"[{}]", text)})
    assert not bad, "leftover braces:\n" + "\n".join(bad[:30])


#: Messages that list the terminal's typed commands, which are English in every language (not checked for
#: English words or spelling).
COMMANDS = {"help", "ui-save_usage"}


def words_of(text: str) -> set[str]:
    """The words of a text, without addresses, file names, quoted commands ('done') and command lines."""
    text = re.sub(r"https?://\S+|\S+@\S+|\b\w+\.(?:json|ftl)\b|(?<!\w)'[a-z][\w -]*'|ogallala [a-z]+|--[a-z]+",
                  " ", text)
    return set(re.findall(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", text))


@cache
def english_words(lang: str) -> set[str]:
    """english_words.txt: a word a line, "word -nl" where the word is one of that language's own too."""
    out = set()
    for line in (HERE / "english_words.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        word, *rest = line.split()
        if lang not in {x[1:] for x in rest if x.startswith("-")}:
            out.add(word.lower())
    return out


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_no_english_word_in_another_language(lang: str) -> None:
    english = english_words(lang)
    bad = sorted({f"{fid}: {w}" for fid, text in rendered(lang) if fid not in COMMANDS
                  for w in words_of(text) if w.lower() in english})
    assert not bad, "English words:\n" + "\n".join(bad[:40])


def allowed(lang: str) -> set[str]:
    path = HERE / "hunspell" / f"{lang}.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    return {w.strip() for w in lines if w.strip() and not w.startswith("#")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hunspell_knows_every_word(lang: str) -> None:
    dic = DICTIONARIES[lang]
    if shutil.which("hunspell") is None or not Path(f"/usr/share/hunspell/{dic}.dic").exists():
        pytest.skip(f"notice: hunspell or its {dic} dictionary is not installed, so the spelling of the {lang} "
                    "messages was not checked; scripts/test installs Debian's hunspell and its dictionaries")
    words: dict[str, set[str]] = {}
    for fid, text in rendered(lang):
        if fid in COMMANDS or fid.startswith("web-suite_initial_"):  # typed commands; a badge's initials
            continue
        for w in words_of(text):
            words.setdefault(w, set()).add(fid)
    run = subprocess.run(["hunspell", "-d", dic, "-l"], input="\n".join(sorted(words)), capture_output=True,
                         text=True, timeout=300, env={"LC_ALL": "C.UTF-8"})
    unknown = sorted(set(run.stdout.split()) - allowed(lang))
    shown = "\n".join(f"{w}  ({', '.join(sorted(words.get(w, ()))[:3])})" for w in unknown[:60])
    assert not unknown, f"unknown to hunspell (fix, or add a game term to tests/i18n/hunspell/{lang}.txt):\n{shown}"


def test_a_missing_variable_is_an_error() -> None:
    with pytest.raises(MessageError):
        message("de", "events.draw")
