"""The services' errors know nothing of HTTP; one table in the routes gives each its status and code."""

from __future__ import annotations

import pytest

from ogallala import ConfigError, IllegalActionError, NotationError
from ogallala.web import errors
from ogallala.web.api import _ERROR_TEXT, ERRORS, Refusal, refusal


def _subclasses(cls: type) -> set[type]:
    out = set()
    for sub in cls.__subclasses__():
        out |= {sub} | _subclasses(sub)
    return out


CONCRETE = _subclasses(errors.TableError) - {errors.EngineRefusal}


@pytest.mark.parametrize(("error", "expected"), [
    (errors.TableNotFound("no game 'x'"), Refusal(404, "not_found", "no game 'x'")),
    (errors.SeatNotFound("no seat 7"), Refusal(404, "no_seat", "no seat 7")),
    (errors.StepNotFound("steps are 0..3"), Refusal(404, "no_step", "steps are 0..3")),
    (errors.Forbidden("send a token"), Refusal(403, "forbidden", "send a token")),
    (errors.SeedNotAllowed("no seeds"), Refusal(403, "seed_not_allowed", "no seeds")),
    (errors.BadLevel("unknown level"), Refusal(400, "bad_level", "unknown level")),
    (errors.BadName("a name is needed"), Refusal(400, "bad_name", "a name is needed")),
    (errors.AmbiguousStart("at most one"), Refusal(400, "bad_request", "at most one")),
    (errors.SetupMismatch("edition mismatch"), Refusal(400, "bad_config", "edition mismatch")),
    (errors.BadSetup(ConfigError("no such edition")), Refusal(400, "bad_config", "no such edition")),
    (errors.BadSetup(NotationError("bad record")), Refusal(400, "bad_notation", "bad record")),
    (errors.IllegalAction(NotationError("bad action 'x'")), Refusal(400, "bad_notation", "bad action 'x'")),
    (errors.IllegalAction(IllegalActionError("illegal action 'draw 4'", "no_pile", {"pile": 4})),
     Refusal(400, "illegal_action", "illegal action 'draw 4'", "no_pile", {"pile": 4})),
    (errors.ChangedMeanwhile("look again"), Refusal(409, "conflict", "look again")),
    (errors.StaleSeq("at seq 3"), Refusal(409, "stale_seq", "at seq 3")),
    (errors.NotStarted("waits"), Refusal(409, "not_started", "waits")),
    (errors.GameOver("over"), Refusal(409, "game_over", "over")),
    (errors.NotOver("not over"), Refusal(409, "not_over", "not over")),
    (errors.NotYourTurn("seat 1 decides"), Refusal(409, "not_your_turn", "seat 1 decides")),
    (errors.SeatTaken("not open"), Refusal(409, "seat_taken", "not open")),
    (errors.RematchExists("it is t2"), Refusal(409, "rematch_exists", "it is t2")),
    (errors.TooFast("slow down"), Refusal(429, "rate_limited", "slow down")),
    (errors.TooManyTables("full"), Refusal(429, "too_many_tables", "full")),
], ids=lambda x: type(x).__name__ if isinstance(x, errors.TableError) else "")
def test_each_error_answers_its_status_code_and_message(error: errors.TableError, expected: Refusal) -> None:
    assert refusal(error) == expected


def test_every_error_of_the_services_has_exactly_one_entry_and_a_declared_status() -> None:
    assert set(ERRORS) == CONCRETE
    assert {status for status, _ in ERRORS.values()} <= set(_ERROR_TEXT)
    engine = {errors.BadSetup, errors.IllegalAction}
    assert all((code is None) == (cls in engine) for cls, (_, code) in ERRORS.items())


def test_the_errors_carry_no_http_status() -> None:
    for cls in CONCRETE | {errors.TableError}:
        assert not {"status", "status_code", "code"} & set(vars(cls)), cls


def test_an_error_without_an_entry_is_named() -> None:
    class Unmapped(errors.TableError):
        pass

    with pytest.raises(TypeError, match="Unmapped has no HTTP status"):
        refusal(Unmapped("x"))
