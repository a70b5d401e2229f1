"""`ogallala play`: a whole game driven through stdin, bad input, help, save, quit, EOF and --load."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import ogallala
from ogallala.cli.main import main

ANSWERS_TO_THE_END = "1\n" * 3000  # more than any game needs: "1" is always a legal choice


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], stdin: str,
         *argv: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["play", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_whole_game_always_choosing_1(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    code, out, err = play(monkeypatch, capsys, ANSWERS_TO_THE_END, "--players", "3", "--seed", "11",
                          "--save", str(save))
    assert code == 0, err
    assert "Traceback" not in out + err
    assert "*** GAME OVER ***" in out
    assert "Final scores:" in out
    record = json.loads(save.read_text())
    game = ogallala.replay(record)
    assert game.is_over()
    result = game.result()
    assert result is not None and record["result"] == result
    for seat, points in enumerate(result["scores"]):
        who = "You" if seat == 0 else f"Seat {seat}"
        assert f"{who}: {points} points" in out
    # The person's answers were all "1": every action of seat 0 is the first legal one at its point.
    replayed = ogallala.new_game("amigo", 3, 11)
    for text in record["actions"]:
        if replayed.current_seat == 0:
            assert text == str(replayed.legal_actions()[0])
        replayed.apply(text)


def test_bots_are_seeded(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                         tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    play(monkeypatch, capsys, "1\n" * 40, "--players", "2", "--seed", "4", "--save", str(a))
    play(monkeypatch, capsys, "1\n" * 40, "--players", "2", "--seed", "4", "--save", str(b))
    ra, rb = json.loads(a.read_text()), json.loads(b.read_text())
    assert ra["actions"] == rb["actions"]
    assert len(ra["actions"]) > 40  # the bots moved too


def test_scripted_mix_of_input(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                               tmp_path: Path) -> None:
    saved = tmp_path / "saved.json"
    script = "\n".join([
        "help",
        "frobnicate 3",        # not an action: NotationError naming the word
        "99",                  # no such move number
        "place chief 0 0",     # a real action text, but not legal in a draw decision
        "",
        "draw 2",              # an action by its text
        "moves",
        "legend",
        "board",
        f"save {saved}",
        "quit",
    ]) + "\n"
    code, out, err = play(monkeypatch, capsys, script, "--players", "2", "--seed", "8")
    assert code == 0, err
    assert "Traceback" not in out + err
    assert "draw 2                 draw the top card of pile 2" in out  # help explains the action texts
    assert "Draw a card: choose a pile." in out  # ... and the pending decision
    assert "unknown action 'frobnicate'" in out
    assert "There is no move 99: choose 1 to 3." in out
    assert "illegal action 'place chief 0 0'" in out
    assert "You drew" in out and "from pile 2." in out
    assert "Grid labels:" in out and "W3" in out
    assert f"Saved to {saved}." in out
    assert "Game left unfinished." in out
    record = json.loads(saved.read_text())
    assert record["actions"][0] == "draw 2"
    game = ogallala.replay(record)
    assert not game.is_over() and game.current_seat == 0


def test_bad_input_lists_the_legal_moves(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = play(monkeypatch, capsys, "stop\n", "--players", "2", "--seed", "2")
    assert code == 0
    after = out.split("> stop", 1)[1]
    assert "illegal action 'stop'" in after
    assert "Your moves:" in after and "1  draw 1" in after


def test_eof_exits_cleanly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = play(monkeypatch, capsys, "", "--players", "2", "--seed", "1")
    assert code == 0
    assert "Game left unfinished." in out
    assert err == ""


def test_load_resumes_and_goes_on_as_without_the_break(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    whole, part = tmp_path / "whole.json", tmp_path / "part.json"
    play(monkeypatch, capsys, ANSWERS_TO_THE_END, "--players", "2", "--seed", "21", "--save", str(whole))
    code, out, _ = play(monkeypatch, capsys, "1\n" * 30 + "quit\n", "--players", "2", "--seed", "21",
                        "--save", str(part))
    assert code == 0 and "Resume it with: ogallala play --load" in out
    n_part = len(json.loads(part.read_text())["actions"])
    code, out, _ = play(monkeypatch, capsys, ANSWERS_TO_THE_END, "--load", str(part), "--save", str(part))
    assert code == 0
    assert f"{n_part} actions replayed" in out
    assert "*** GAME OVER ***" in out
    assert json.loads(part.read_text()) == json.loads(whole.read_text())


def test_load_bad_file_exits_2(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                               tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, _, err = play(monkeypatch, capsys, "", "--load", str(bad))
    assert code == 2 and "not a JSON game record" in err
    code, _, err = play(monkeypatch, capsys, "", "--load", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err
    bad.write_text(json.dumps({"format": "ogallala-record", "version": 1, "edition": "amigo", "players": 2,
                               "seed": 1, "variants": [], "actions": ["draw 1", "stop"]}))
    code, _, err = play(monkeypatch, capsys, "", "--load", str(bad))
    assert code == 2 and "does not replay" in err


@pytest.mark.parametrize("lang, words", [
    ("de", ("Du bist am Zug.", "Deine Züge:", "Stapel 1")),
    ("nl", ("Jij bent aan de beurt.", "Jouw zetten:", "stapel 1")),
    ("fr", ("À vous de jouer.", "Vos coups :", "pile 1")),
])
def test_languages(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str,
                   words: tuple[str, ...]) -> None:
    code, out, _ = play(monkeypatch, capsys, "1\n" * 60, "--players", "2", "--seed", "3", "--lang", lang)
    assert code == 0
    for w in words:
        assert w in out
    assert "Your turn" not in out


@pytest.mark.parametrize("edition", ["ass", "pelikan"])
def test_whole_game_in_the_mat_editions(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                        edition: str) -> None:
    code, out, err = play(monkeypatch, capsys, ANSWERS_TO_THE_END, "--edition", edition, "--players", "2",
                          "--seed", "5")
    assert code == 0, err
    assert "*** GAME OVER ***" in out and "Traceback" not in out + err


def test_opponents_play_at_their_chosen_levels(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """play --bots: each opponent seat gets its level (repeated in order); the choice is saved
    with the record and a loaded game plays on with the same bots."""
    save = tmp_path / "g.json"
    code, out, err = play(monkeypatch, capsys, "1\n" * 6 + "quit\n", "--players", "4", "--seed", "3",
                          "--bots", "easy,medium", "--save", str(save))
    assert code == 0, err
    assert "Opponents: 1: easy, 2: medium, 3: easy" in out
    record = json.loads(save.read_text())
    assert record["bots"] == ["easy", "medium"]
    code, out, err = play(monkeypatch, capsys, "quit\n", "--load", str(save))
    assert code == 0, err
    assert "Opponents: 1: easy, 2: medium, 3: easy" in out


def test_hint_suggests_a_legal_move(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The person may ask a bot for a hint; it names one of the legal moves."""
    code, out, err = play(monkeypatch, capsys, "hint\nhint easy\nquit\n", "--players", "2", "--seed", "5",
                          "--bots", "random")
    assert code == 0, err
    hints = [line for line in out.splitlines() if line.startswith("Hint (")]
    assert len(hints) == 2
    assert hints[0].startswith("Hint (expert bot)") and hints[1].startswith("Hint (easy bot)"), hints
    game = ogallala.new_game("amigo", 2, 5)
    legal = {str(a) for a in game.legal_actions()}
    assert all(line.split(": ", 1)[1] in legal for line in hints)


def test_expert_bots_play_in_the_terminal(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = play(monkeypatch, capsys, "1\n" * 40 + "quit\n", "--players", "3", "--seed", "5",
                          "--bots", "expert:iterations=4,expert")
    assert code == 0, err
    assert "Traceback" not in err and "expert" in out


def test_unknown_bot_level_is_refused(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = play(monkeypatch, capsys, "", "--bots", "grandmaster")
    assert code == 2
    assert "grandmaster" in err and "Traceback" not in err


def test_tournament_is_a_subcommand(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """ogallala tournament runs the tournament runner (a tiny one here) and prints JSON."""
    code = main(["tournament", "--edition", "amigo", "--players", "2", "--bots", "easy,random", "--games", "2",
                 "--seed", "1", "--jobs", "1", "--out", str(tmp_path / "t"), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    result = json.loads(out)
    assert set(result["bots"]) == {"easy", "random"}
