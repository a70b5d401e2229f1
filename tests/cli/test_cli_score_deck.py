"""`ogallala score`, `ogallala deck` and `--version` (rules.md section 7)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import ogallala
from ogallala.cli.main import main

EXAMPLE = "bow warrior-3 furs buffalo-left buffalo-right buffalo-hunter warrior-1 tobacco eagle stern"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0
    engine = "compiled engine" if ogallala.COMPILED else "pure-Python engine"
    assert out.strip() == f"ogallala {ogallala.__version__} ({engine})" == f"ogallala 0.1.0 ({engine})"


def test_score_json_example_is_140(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", "--edition", "amigo", "--json", EXAMPLE)
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"total", "boats"}
    assert data["total"] == 140
    assert data["boats"] == [{
        "row": 0, "start": 0, "cards": EXAMPLE.split(), "complete": True, "strength": 4, "points": 140,
    }]
    assert err == ""


def test_score_json_matches_api_on_two_rows(capsys: pytest.CaptureFixture[str]) -> None:
    river = "bow stern bow-warrior chief stern-warrior / . . . furs ."
    code, out, _ = run(capsys, "score", "--json", river)
    assert code == 0
    api = ogallala.score("amigo", river)
    assert json.loads(out) == {"total": api["total"], "boats": api["boats"]}
    assert [b["complete"] for b in api["boats"]] == [True, True, False]


def test_score_text_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", EXAMPLE + " / . . . . . chief . . . .")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["row", "start", "complete", "strength", "points", "cards"]
    assert lines[1].split()[:5] == ["0", "0", "yes", "4", "140"]
    assert lines[1].split()[5:] == EXAMPLE.split()
    assert lines[2].split() == ["1", "5", "no", "5", "0", "chief"]
    assert lines[-1].startswith("total: 140 points")


def test_score_river_may_be_several_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "--json", *EXAMPLE.split())
    assert code == 0
    assert json.loads(out)["total"] == 140


def test_score_warnings_go_to_stderr_not_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", "--json", "bow bow stern")
    assert code == 0
    data = json.loads(out)
    assert "warnings" not in data
    assert data["total"] == 3
    assert "warning" in err and "bow 2 times" in err


@pytest.mark.parametrize("river, token", [
    ("bow warrior-9 stern", "warrior-9"),
    ("bow chief:red stern", "chief:red"),
])
def test_score_bad_token_exits_2_naming_it(capsys: pytest.CaptureFixture[str], river: str, token: str) -> None:
    code, out, err = run(capsys, "score", river)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert repr(token) in err
    assert "Traceback" not in err


def test_score_unknown_variant_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", "--variant", "nonsense", "bow stern")
    assert code == 2
    assert "'nonsense'" in err


def test_score_error_through_the_console_script() -> None:
    """The installed command: exit code 2 and one line on stderr, no traceback."""
    proc = subprocess.run([sys.executable, "-m", "ogallala.cli.main", "score", "bow warrior-9 stern"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0
    assert "'warrior-9'" in proc.stderr and "Traceback" not in proc.stderr


def test_console_script_score_json() -> None:
    script = Path(sys.executable).with_name("ogallala")
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "ogallala.cli.main"]
    proc = subprocess.run([*cmd, "score", "--edition", "amigo", "--json", EXAMPLE],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["total"] == 140
    assert [(b["complete"], b["strength"]) for b in data["boats"]] == [(True, 4)]


def test_deck_json_sums_to_112(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deck", "--edition", "amigo", "--json")
    assert code == 0
    data = json.loads(out)
    assert all(set(d) == {"card", "count"} for d in data)
    assert sum(d["count"] for d in data) == 112
    assert data == ogallala.deck("amigo")
    counts = {d["card"]: d["count"] for d in data}
    assert counts["chief"] == 6 and counts["crazy-axe"] == 4


def test_deck_text_has_names_total_and_reconstruction_note(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deck")
    assert code == 0
    assert "medicine man" in out  # the English display name of `shaman`
    total = [line for line in out.splitlines() if line.startswith("total")]
    assert total and total[0].split()[-1] == "112"
    assert "reconstruction" in out


def test_deck_names_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deck", "--lang", "de")
    assert code == 0
    assert "Häuptling" in out and "Medizinmann" in out


def test_bad_option_returns_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "deck", "--frobnicate")
    assert code == 2
    assert "frobnicate" in err
