"""The one-page rules summaries shown by the browser client (src/ogallala/web/client/static/rules/).

Each summary is an HTML fragment, one per edition and language: a single
``<section class="rules" lang="xx">`` built from a small set of tags, with no scripts, styles,
event handlers, images or links. It names its edition and every card of that edition's deck in its
language (the names the game shows, ``ogallala.display_name``), and fits on one page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

import ogallala

RULES_DIR = Path(ogallala.__file__).parent / "web" / "client" / "static" / "rules"
EDITIONS = ("amigo", "ass", "pelikan")
LANGUAGES = ("en", "de", "nl", "fr")

#: The tags a summary may use (a table's and a definition list's parts included).
ALLOWED_TAGS = frozenset({
    "section", "h2", "h3", "p", "ul", "ol", "li", "strong", "em",
    "table", "caption", "thead", "tbody", "tr", "th", "td", "dl", "dt", "dd",
})
#: The attributes a summary may use, and on which tag.
ALLOWED_ATTRS = {"section": {"class", "lang"}, "th": {"scope"}}
SCOPES = frozenset({"row", "col", "rowgroup", "colgroup"})
#: "One page": the brief asks for roughly 500–900 words; this leaves some slack either way.
MIN_WORDS, MAX_WORDS = 400, 1100


@dataclass
class Fragment:
    """What the parser found in one file; ``problems`` is empty for a well-formed summary."""

    problems: list[str] = field(default_factory=list)
    top: list[tuple[str, dict[str, str | None]]] = field(default_factory=list)  # top-level elements
    tags: list[str] = field(default_factory=list)  # every start tag, in order
    text: list[str] = field(default_factory=list)  # text inside the section
    h2_text: list[str] = field(default_factory=list)


class _Checker(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out = Fragment()
        self.stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        out = self.out
        out.tags.append(tag)
        if tag not in ALLOWED_TAGS:
            out.problems.append(f"tag <{tag}> is not allowed")
        for name, value in attrs:
            if name not in ALLOWED_ATTRS.get(tag, set()):
                out.problems.append(f"attribute {name!r} is not allowed on <{tag}>")
            elif name == "scope" and value not in SCOPES:
                out.problems.append(f"<th scope={value!r}> is not a scope")
        if not self.stack:
            out.top.append((tag, dict(attrs)))
        elif tag == "section":
            out.problems.append("a <section> inside the section")
        self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.problems.append(f"self-closing <{tag}/> is not allowed")

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            open_tag = self.stack[-1] if self.stack else "nothing"
            self.out.problems.append(f"</{tag}> closes {open_tag}")
            if tag in self.stack:  # recover, so one slip is reported once
                del self.stack[self.stack.index(tag):]
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not self.stack:
            if data.strip():
                self.out.problems.append(f"text outside the section: {data.strip()[:40]!r}")
            return
        self.out.text.append(data)
        if "h2" in self.stack:
            self.out.h2_text.append(data)

    def handle_comment(self, data: str) -> None:
        self.out.problems.append("comments are not allowed")

    def handle_decl(self, decl: str) -> None:
        self.out.problems.append(f"declaration <!{decl}> is not allowed")

    def handle_pi(self, data: str) -> None:
        self.out.problems.append("processing instructions are not allowed")


def parse(html: str) -> Fragment:
    checker = _Checker()
    checker.feed(html)
    checker.close()
    out = checker.out
    if checker.stack:
        out.problems.append(f"unclosed tags: {checker.stack}")
    return out


def words(fragment: Fragment) -> str:
    """The fragment's text, whitespace collapsed, case folded."""
    return " ".join(" ".join(fragment.text).split()).casefold()


def printed_names(edition: str, lang: str) -> dict[str, list[str]]:
    """The printed card names of an edition's deck in one language, each with the card ids it covers.

    A half's name carries which half it is in parentheses ("Bär (linke Hälfte)"); both halves and
    the suite share the printed name ("Bär"), so one mention covers them.
    """
    names: dict[str, list[str]] = {}
    for entry in ogallala.deck(edition):
        name = re.sub(r"\s*\(.*\)$", "", ogallala.display_name(entry["card"], lang)).strip()
        names.setdefault(name, []).append(entry["card"])
    return names


def mentioned(name: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name.casefold())}(?!\w)", text) is not None


def missing_names(edition: str, lang: str, fragment: Fragment) -> list[str]:
    text = words(fragment)
    return [f"{name} ({', '.join(ids)})" for name, ids in printed_names(edition, lang).items()
            if not mentioned(name, text)]


def read(edition: str, lang: str) -> str:
    path = RULES_DIR / f"{edition}.{lang}.html"
    assert path.is_file(), f"missing rules summary {path}"
    return path.read_text(encoding="utf-8")


CASES = [(e, lang) for e in EDITIONS for lang in LANGUAGES]


def test_exactly_the_twelve_summaries() -> None:
    found = sorted(p.name for p in RULES_DIR.glob("*.html"))
    assert found == sorted(f"{e}.{lang}.html" for e, lang in CASES)


@pytest.mark.parametrize(("edition", "lang"), CASES)
def test_summary_is_one_well_formed_section(edition: str, lang: str) -> None:
    fragment = parse(read(edition, lang))
    assert fragment.problems == []
    assert fragment.top == [("section", {"class": "rules", "lang": lang})]
    assert fragment.tags[1] == "h2", "the title comes first"
    assert fragment.tags.count("h2") == 1
    assert "h3" in fragment.tags
    assert "table" in fragment.tags and "th" in fragment.tags


@pytest.mark.parametrize(("edition", "lang"), CASES)
def test_summary_names_its_edition_and_fits_a_page(edition: str, lang: str) -> None:
    fragment = parse(read(edition, lang))
    assert ogallala.EDITIONS[edition].name in " ".join("".join(fragment.h2_text).split())
    n = len(words(fragment).split())
    assert MIN_WORDS <= n <= MAX_WORDS, f"{n} words"


@pytest.mark.parametrize(("edition", "lang"), CASES)
def test_summary_names_every_card_of_the_deck(edition: str, lang: str) -> None:
    assert missing_names(edition, lang, parse(read(edition, lang))) == []


@pytest.mark.parametrize("html", [
    '<section class="rules" lang="en"><h2>x</h2><p>a<script>alert(1)</script></p></section>',
    '<section class="rules" lang="en"><h2>x</h2><p onclick="f()">a</p></section>',
    '<section class="rules" lang="en"><h2>x</h2><p style="color:red">a</p></section>',
    '<section class="rules" lang="en"><h2>x</h2><p><a href="https://example.org">a</a></p></section>',
    '<section class="rules" lang="en"><h2>x</h2><img src="a.png"></section>',
    '<section class="rules" lang="en"><h2>x</h2><p>a</section>',
    '<section class="rules" lang="en"><h2>x</h2></section><p>after</p>',
    'before<section class="rules" lang="en"><h2>x</h2></section>',
    '<section class="rules" lang="en"><h2>x</h2><table><tr><th scope="wide">a</th></tr></table></section>',
    '<section class="rules" lang="en"><h2>x</h2><!-- note --></section>',
])
def test_checker_rejects_what_a_summary_may_not_hold(html: str) -> None:
    fragment = parse(html)
    assert fragment.problems or len(fragment.top) != 1


def test_card_check_finds_a_missing_name() -> None:
    text = read("amigo", "de")
    fragment = parse(text)
    assert missing_names("amigo", "de", fragment) == []
    # Dropping every mention of the bear suite must be caught, and nothing else.
    cut = parse(re.sub(r"(?<!\w)Bär(?!\w)", "X", text))
    assert missing_names("amigo", "de", cut) == ["Bär (bear-left, bear-right)"]
    # Printed names are per language and per deck: the Pelikan deck has no Crazy Axe, ASS no woman.
    assert "Verrückte Axt" not in printed_names("pelikan", "de")
    assert "woman" not in printed_names("ass", "en") and "woman" in printed_names("amigo", "en")
