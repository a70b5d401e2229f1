"""The route of a finished game's analysis (:mod:`.analyses`): a seat's chance to win before and after
each of its moves, and its mistakes."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Request, Response
from pydantic import BaseModel, Field

from ..api import GameId, client_address, errors
from .analyses import Analyses


def analyses(request: Request) -> Analyses:
    a: Analyses = request.app.state.analyses
    return a


Analysing = Annotated[Analyses, Depends(analyses)]
router = APIRouter()


class ChoiceOut(BaseModel):
    action: str
    chance: float = Field(description="the seat's chance to win after this move, 0..1")


class MomentOut(BaseModel):
    index: int = Field(description="the action's index in the game (the replay's step before it)")
    turn: int
    phase: str
    played: str
    before: float = Field(description="the chance with the best move found")
    after: float = Field(description="the chance after the move played")
    best: str
    loss: float
    sure: bool = Field(description="the loss is beyond the luck of the deals (2.5 standard errors)")
    choices: list[ChoiceOut]
    se: float | None = Field(None, description="the standard error of loss, 0..1 (absent from analyses stored "
                                               "before it was measured)")


class AnalysisDone(BaseModel):
    seat: int
    edition: str
    players: int
    samples: int
    seed: int
    moments: list[MomentOut]
    mistakes: list[int] = Field(description="the indexes of the biggest significant losses, biggest first")


class AnalysisOut(BaseModel):
    status: Literal["running", "done"]
    done: int = Field(description="decisions measured so far")
    total: int = Field(description="the seat's decisions")
    analysis: AnalysisDone | None = Field(description="once done")


@router.get("/api/games/{game_id}/analysis", response_model=AnalysisOut, tags=["replay"],
            responses={**errors(404, 409, 422, 429, 503), 202: {"model": AnalysisOut, "description": "still running"}})
async def get_analysis(game_id: GameId, analyses: Analysing, request: Request, response: Response,
                       seat: Annotated[int, Query(ge=0, le=4)]) -> AnalysisOut:
    """The analysis of a seat's decisions in a finished game (docs/bots.md): its chance to win before and
    after each move, from that seat's view, and the mistakes. The first call starts it (in the bot
    workers); until it is done the answer is 202 with the progress; ask again. A new analysis counts
    against a cap per client address and one for the server (429, 503 with ``Retry-After``); asking
    about one under way or done does not."""
    state = await analyses.get(game_id, seat, client_address(request))
    if state.status != "done":
        response.status_code = 202
    return AnalysisOut(status="done" if state.status == "done" else "running", done=state.done, total=state.total,
                       analysis=AnalysisDone(**state.analysis) if state.analysis is not None else None)
