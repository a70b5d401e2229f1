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
def context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US", reduced_motion="reduce")
    yield ctx
    ctx.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    """A failed browser test shows the end of its server's log (a page that waits in vain often has its
    cause there)."""
    outcome = yield
    report = outcome.get_result()
    server = getattr(item, "funcargs", {}).get("server")
    if report.failed and isinstance(server, Server) and server.log.exists():
        report.sections.append(("server log (end)", server.log.read_text(errors="replace")[-4000:]))
