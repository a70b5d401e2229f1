"""Fixtures of the browser tests: a real server process per test module and headless Chromium.

Chromium is Debian's package (``/usr/bin/chromium``, or ``OGALLALA_CHROMIUM``), which
``scripts/test`` installs where it is missing; Playwright for Python drives it. Where either is
missing the browser tests skip and say why.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

from web.browser.browsertools import ARGS, CHROMIUM, Server
from web.webtools import network_lock

HERE = Path(__file__).parent


@pytest.fixture(scope="session")
def playwright_api() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright for Python is not installed: the browser tests are skipped")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"Chromium is not installed ({CHROMIUM}; scripts/test installs Debian's chromium where it can): "
                    "the browser tests are skipped")
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_api: Any) -> Iterator[Any]:
    b = playwright_api.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    yield b
    b.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, playwright_api: Any) -> Iterator[Server]:
    srv = Server(tmp_path_factory.mktemp("server"))
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture
def context(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US", reduced_motion="reduce")
    request.node.page_log = watch_context(ctx)
    yield ctx
    ctx.close()


def watch_context(ctx: Any) -> list[str]:
    """What the context's pages said (console, uncaught errors, failed requests, their WebSockets' opening
    and closing), for the report of a failed test."""
    log: list[str] = []

    def watch(page: Any) -> None:
        page.on("console", lambda m: log.append(f"console {m.type}: {m.text}"))
        page.on("pageerror", lambda e: log.append(f"pageerror: {e}"))
        page.on("requestfailed", lambda r: log.append(f"request failed: {r.method} {r.url} {r.failure}"))
        page.on("websocket", lambda ws: (log.append(f"websocket opened: {ws.url}"),
                                         ws.on("close", lambda w: log.append(f"websocket closed: {w.url}"))))

    ctx.on("page", watch)
    return log


def page_states(ctx: Any) -> str:
    """Every open page of a context: its address and the start of its text."""
    out = []
    for page in ctx.pages:
        try:
            text = page.locator("body").inner_text(timeout=5000)[:1500]
        except Exception as e:  # a page that no longer answers says so in the report
            text = f"(no text: {e})"
        out.append(f"{page.url}\n{text}")
    return "\n\n".join(out)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, Any, None]:
    """A browser test, its fixtures' setup and teardown included, runs while no other test changes the
    machine's network (:func:`web.webtools.network_lock`)."""
    if HERE not in item.path.parents:
        yield
        return
    with network_lock(changes=False):
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    """A failed browser test shows the end of its server's log (a page that waits in vain often has its
    cause there)."""
    outcome = yield
    report = outcome.get_result()
    server = getattr(item, "funcargs", {}).get("server")
    if report.failed and isinstance(server, Server) and server.log.exists():
        report.sections.append(("server log (end)", server.log.read_text(errors="replace")[-4000:]))
    ctx = getattr(item, "funcargs", {}).get("context")
    if report.failed and call.when == "call" and ctx is not None:
        report.sections.append(("pages", page_states(ctx)))
        report.sections.append(("what the pages said", "\n".join(getattr(item, "page_log", []))[-4000:]))
