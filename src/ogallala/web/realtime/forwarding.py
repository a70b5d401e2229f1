"""Forwarding a table's request to the process that holds its lease (:mod:`.leases`).

With several processes, the holder of a table's lease makes its changes (its players' actions, its seat
changes), so that the holder's commits never meet another process's. A process that is asked for such a
change hands it to :meth:`Forwarding.to_holder`: the holder's answer comes back (its refusal raised here
as the holder's words), or None when the change is this process's to make (one process, no holder, the
holder gone and its lease taken over here, Redis away). The use cases never learn whether a request
came from a player or from another process: the holder answers through its own handler of requests.
"""

from __future__ import annotations

import logging
from typing import Any

from ..errors import TableUnavailable
from .fanout import Fanout, is_outage
from .leases import TableLeases, refusal_from_json

log = logging.getLogger("ogallala.web")


class Forwarding:
    """Requests about a table, sent to the holder of its lease through the fan-out."""

    def __init__(self, leases: TableLeases | None, fanout: Fanout, seconds: float) -> None:
        self.leases = leases  # None with one process: every change is made here
        self.fanout = fanout
        self.seconds = seconds  # how long the holder has to answer before the request is refused (503)

    async def to_holder(self, game_id: str, request: dict[str, Any]) -> dict[str, Any] | None:
        """The holder's answer to ``request`` about ``game_id``; None: make the change here. The holder's
        refusal is raised as its own kind of error, and its silence as TableUnavailable."""
        if self.leases is None:
            return None
        holder = await self.leases.holder(game_id)
        if holder is None:
            return None
        try:
            answer = await self.ask(holder, game_id, {**request, "game": game_id})
        except TimeoutError:
            raise TableUnavailable(f"the server process that holds game {game_id!r} did not answer within "
                                   f"{self.seconds:g} s; try again in a moment") from None
        if answer is not None and "error" in answer:
            raise refusal_from_json(answer)
        return answer

    async def hand_over(self, holder: str, game_id: str) -> bool:
        """Tell ``holder`` that a bot turn or clock of its table came due here; False when the work is this
        process's (:meth:`ask`) or the holder could not take it."""
        try:
            answer = await self.ask(holder, game_id, {"op": "look", "game": game_id})
        except TimeoutError:
            return True  # it stalls: its lease runs out, then the sweeper here takes the turn
        return answer is not None and "error" not in answer

    async def ask(self, holder: str, game_id: str, request: dict[str, Any]) -> dict[str, Any] | None:
        """``holder``'s answer to ``request`` about ``game_id``; None when the work is this process's:
        the holder is gone (its lease is taken over here) or Redis is away (the database still
        serializes). Raises TimeoutError when the holder does not answer in time."""
        assert self.leases is not None
        try:
            answer = await self.fanout.ask(holder, request, self.seconds)
        except TimeoutError:  # the holder is there and silent (is_outage would call it Redis's)
            raise
        except Exception as e:
            if not is_outage(e):
                raise
            log.warning("could not reach the holder of game %s (%s); doing the work here", game_id, e)
            return None
        if answer is None:
            log.info("the holder of game %s is gone; taking the table over", game_id)
            await self.leases.take_over(game_id, holder)
        return answer
