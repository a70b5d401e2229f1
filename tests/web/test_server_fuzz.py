"""The HTTP API fuzzed by schemathesis against its own ``/openapi.json``: no 5xx, every answer matches the schema.

The server is a real ``ogallala serve`` process on SQLite. Besides random ids, the fuzzer gets a real
table (its id) to aim at, so requests reach the services and not only the 404 path.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from web.webtools import ServerProcess

CHECKS = [schemathesis.checks.not_a_server_error, status_code_conformance, content_type_conformance,
          response_schema_conformance]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder: Path = tmp_path_factory.mktemp("fuzz")
    srv = ServerProcess("--database-url", f"sqlite:///{folder / 'db.sqlite3'}", "--create-per-minute", "100000",
                        "--unfinished-per-address", "100000",
                        "--bot-delay", "0", log=folder / "server.log").start()
    yield srv
    srv.stop()
    assert "Traceback" not in srv.logs(), srv.logs()[-4000:]


def test_api_answers_match_the_schema_and_nothing_fails(server: ServerProcess) -> None:
    schema = schemathesis.openapi.from_url(server.url + "/openapi.json")
    table = httpx.post(server.url + "/api/games", json={"seats": [{"kind": "human"}, {"kind": "open"},
                                                                  {"kind": "bot", "level": "random"}]}).json()
    operations = [op.ok() for op in schema.get_all_operations()]
    assert len(operations) >= 12
    calls: list[str] = []
    for operation in operations:

        @given(case=operation.as_strategy(), real=st.booleans())
        @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        def fuzz(case: Any, real: bool) -> None:
            if real and case.path_parameters and "game_id" in case.path_parameters:
                case.path_parameters["game_id"] = table["id"]
            case.call_and_validate(checks=CHECKS)
            calls.append(case.method)

        fuzz()
    assert len(calls) > 10 * len(operations)  # the fuzzer did reach the server


def test_every_route_declares_its_errors_in_the_error_shape(server: ServerProcess) -> None:
    spec = httpx.get(server.url + "/openapi.json").json()
    for path, ops in spec["paths"].items():
        for method, op in ops.items():
            for status, resp in op["responses"].items():
                if status.startswith("4"):
                    ref = resp["content"]["application/json"]["schema"]["$ref"]
                    assert ref.endswith("/ErrorBody"), (method, path, status)
            if path.startswith("/api/") and method == "post":
                assert {"413", "422"} <= set(op["responses"]), (method, path)
