"""Every way a name comes in (a seat's at a new table, a claimed seat's, a new name, a username) passes
one check: no control, format, zero-width or text-direction character, with an error that names it."""

from __future__ import annotations

from typing import Any

import pytest

from ogallala.web.api import check_name
from web.webtools import bearer, create

BAD = ["Ann\u200bie", "\u202eevil", "a\u2066b\u2069", "\ufeffBob", "tab\tname", "zw\u200djoin", "lrm\u200e",
       "soft\u00adhyphen", "bell\u0007"]


@pytest.mark.parametrize("bad", BAD)
def test_the_check_refuses_hidden_and_direction_characters(bad: str) -> None:
    from ogallala.web.errors import BadName

    with pytest.raises(BadName, match="U\\+"):
        check_name(bad)


def test_ordinary_names_pass_trimmed() -> None:
    assert check_name("  Zoë Ødegård ") == "Zoë Ødegård"
    assert check_name("李小龙") == "李小龙"
    assert check_name("سارة") == "سارة"  # right-to-left letters are fine, only the controls are not


def _refused(r: Any) -> None:
    assert r.status_code == 400, r.text
    assert r.json()["error"]["code"] in ("bad_name", "bad_username") and "U+" in r.json()["error"]["message"]


@pytest.mark.parametrize("bad", ["Ann\u200bie", "\u202eevil", "\ufeffBob"])
def test_each_way_in_refuses_them(client: Any, bad: str) -> None:
    _refused(client.post("/api/games", json={"seats": [{"kind": "human", "name": bad}, {"kind": "human"}]}))
    g = create(client, [{"kind": "human", "name": "Ann"}, {"kind": "open"}])
    _refused(client.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": bad}))
    ann = g["seats"][0]["token"]
    _refused(client.post(f"/api/games/{g['id']}/seats/0/name", json={"name": bad}, headers=bearer(ann)))
    _refused(client.post("/api/accounts", json={"username": bad, "password": "correct horse battery"}))
    view = client.get(f"/api/games/{g['id']}", headers=bearer(ann)).json()
    assert view["seats"][0]["name"] == "Ann" and view["seats"][1]["kind"] == "open"  # nothing changed
