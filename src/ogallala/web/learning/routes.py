"""The routes of the guided first game: its lessons, and a table dealt at a lesson's position.

The server deals a lesson's table from its own stored position (``tutorial.lessons()``), never from
one a client sends, so a lesson needs no ``--allow-seed``; the table is unrated, with two easy bots.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request
from pydantic import BaseModel, Field

from ..api import Strict, client_address, errors
from ..errors import LessonNotFound
from ..tables.deps import Svc
from ..tables.results import Created, SeatRequest
from ..tables.routes import CreateOut
from . import tutorial

router = APIRouter(tags=["tutorial"])
LessonId = Annotated[str, Path(pattern=r"^[a-z-]{1,32}$", description="a lesson's id, as GET /api/tutorial lists")]


class LessonOut(BaseModel):
    id: str
    accept: list[str] = Field(description="the moves (action texts) that this lesson teaches; any other legal "
                                          "move is a wrong one, which the page explains")


class TutorialOut(BaseModel):
    edition: str
    lessons: list[LessonOut]


class LessonIn(Strict):
    name: str | None = Field(None, max_length=64, description="the learner's name at the table")


@router.get("/api/tutorial", response_model=TutorialOut, responses=errors(422))
async def lessons() -> TutorialOut:
    """The lessons of the guided first game, in order."""
    return TutorialOut(edition=tutorial.EDITION,
                       lessons=[LessonOut(id=x.id, accept=list(x.accept)) for x in tutorial.lessons()])


@router.post("/api/tutorial/{lesson_id}", status_code=201, response_model=CreateOut,
             responses=errors(400, 404, 413, 422, 429))
async def start_lesson(lesson_id: LessonId, body: LessonIn, request: Request, svc: Svc) -> Created:
    """A table at the lesson's position: the learner at seat 0 (their token in the answer), two easy bots."""
    try:
        lesson = tutorial.lesson(lesson_id)
    except KeyError:
        raise LessonNotFound(f"no lesson {lesson_id!r}: GET /api/tutorial lists them") from None
    seats = [SeatRequest("human", (body.name or "").strip() or None), SeatRequest("bot", None, "easy"),
             SeatRequest("bot", None, "easy")]
    return await svc.tables.create(edition=tutorial.EDITION, variants=[], seats=seats, turn_seconds=None,
                                   client=client_address(request), position=lesson.position,
                                   lesson=True)
