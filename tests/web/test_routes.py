"""The routes answer what their declared response models say: the services' dataclasses have the models'
fields, no route hands a raw response past its model, and an answer that breaks its model is refused."""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
from typing import Any

import pytest
from fastapi.exceptions import ResponseValidationError
from fastapi.routing import APIRoute
from pydantic import BaseModel
from starlette.responses import Response

from ogallala.web.learning import analysis_routes as api_analysis
from ogallala.web.tables import play_routes as api_play
from ogallala.web.tables import replay_routes as api_replay
from ogallala.web.tables import results
from ogallala.web.tables import routes as api_tables
from ogallala.web.tables import seat_routes as api_seats
from web.webtools import bearer, create

PAIRS: list[tuple[type, type[BaseModel]]] = [
    (results.Created, api_tables.CreateOut),
    (results.SeatToken, api_tables.SeatOut),
    (results.Lobby, api_tables.LobbyOut),
    (results.LobbyGame, api_tables.LobbyGame),
    (results.LobbySeat, api_tables.LobbySeat),
    (results.SeatChange, api_seats.SeatChangeOut),
    (results.Hint, api_play.HintOut),
    (results.LogPage, api_play.LogOut),
    (results.ReplayPage, api_replay.ReplayOut),
    (results.ReplayStep, api_replay.ReplayStep),
]


@pytest.mark.parametrize(("result", "model"), PAIRS, ids=lambda x: x.__name__)
def test_each_answer_of_the_services_has_exactly_its_models_fields(result: type, model: type[BaseModel]) -> None:
    assert [f.name for f in dataclasses.fields(result)] == list(model.model_fields)


#: routes that answer a view's cached JSON text, checked against their model by api_play.checked_view
CHECKED_TEXT = {"/api/games/{game_id}", "/api/games/{game_id}/actions"}


def test_every_api_route_declares_a_response_model_and_returns_no_raw_response() -> None:
    routes = [r for m in (api_tables, api_seats, api_play, api_replay, api_analysis) for r in m.router.routes
              if isinstance(r, APIRoute)]
    assert len(routes) == 20
    for route in routes:
        assert route.response_model is not None, route.path
        returns = inspect.signature(route.endpoint, eval_str=True).return_annotation
        if route.path in CHECKED_TEXT:
            assert "checked_view(" in inspect.getsource(route.endpoint), route.path
            continue
        assert not (isinstance(returns, type) and issubclass(returns, Response)), route.path


def test_a_view_that_breaks_its_model_is_refused_not_sent(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    g = create(client, seed=3)
    ann = g["seats"][0]["token"]
    svc = client.app.state.service
    real = svc.view

    async def without_seq(game_id: str, token: str | None, account: str | None = None) -> str:
        view: dict[str, Any] = json.loads(await real(game_id, token, account))
        return json.dumps({k: v for k, v in view.items() if k != "seq"})

    assert client.get(f"/api/games/{g['id']}", headers=bearer(ann)).json()["seq"] == 0
    monkeypatch.setattr(svc, "view", without_seq)
    with pytest.raises(ResponseValidationError, match="seq"):
        client.get(f"/api/games/{g['id']}", headers=bearer(ann))


def test_the_openapi_view_is_described_by_the_views_json_schema(client: Any) -> None:
    """The routes' view (``ViewOut``) in ``/openapi.json`` carries the engine's fields from the view's JSON
    Schema (one definition: ``ogallala.wire_schema``), every reference resolves, and a real view
    answered by the API validates against it."""
    import jsonschema

    from ogallala.wire_schema import view_schema

    spec = client.get("/openapi.json").json()
    schemas = spec["components"]["schemas"]
    out = schemas["ViewOut"]
    wire = view_schema()
    assert set(wire["properties"]) <= set(out["properties"])
    assert set(wire["required"]) <= set(out["required"])
    text = json.dumps(spec)
    refs = set(re.findall(r'"#/components/schemas/([^"]+)"', text))
    assert refs <= set(schemas), refs - set(schemas)
    assert "$defs" not in json.dumps(out)
    g = create(client, [{"kind": "human"}, {"kind": "bot", "level": "easy"}])
    view = client.get(f"/api/games/{g['id']}", headers=bearer(g["seats"][0]["token"])).json()
    resolver_doc = {**out, "components": spec["components"]}
    jsonschema.validate(view, resolver_doc)
