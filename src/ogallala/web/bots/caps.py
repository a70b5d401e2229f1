"""Caps on the work people may ask of the bot workers besides the live tables' moves: hints and
analyses, each with a cap per client address and one for the whole process.

The bot pool runs live moves first (:mod:`.pool`); these caps keep the queue behind them short, so that
one address cannot fill it and make everyone else's hints or analyses wait for minutes. A cap counts
the jobs under way (a hint until it is answered, an analysis until it is done), not requests over time:
waiting for one's own work to finish is what frees a place. Each process counts its own (one event
loop: no locking).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from ..errors import Busy, TooFast


class WorkCaps:
    """At most ``per_address`` jobs of one kind under way for one address, and ``total`` in all."""

    def __init__(self, what: str, per_address: int, total: int, retry_after: int) -> None:
        self.what = what  # "hints", "analyses": for the refusals' words
        self.per_address = per_address
        self.total = total
        self.retry_after = retry_after
        self._by_address: Counter[str] = Counter()
        self._all = 0

    @property
    def under_way(self) -> int:
        return self._all

    def take(self, address: str) -> None:
        """Count a job for ``address``, or refuse it: :class:`TooFast` (429) over the address's cap,
        :class:`Busy` (503, with ``Retry-After``) over the process's."""
        if self._by_address[address] >= self.per_address:
            raise TooFast(f"at most {self.per_address} {self.what} at once from one address; "
                          "wait for the one under way")
        if self._all >= self.total:
            raise Busy(f"the server has {self._all} {self.what} under way, as many as it allows; "
                       f"try again in {self.retry_after} seconds", self.retry_after)
        self._by_address[address] += 1
        self._all += 1

    def give_back(self, address: str) -> None:
        self._by_address[address] -= 1
        if self._by_address[address] <= 0:
            del self._by_address[address]
        self._all -= 1

    @contextmanager
    def held(self, address: str) -> Iterator[None]:
        self.take(address)
        try:
            yield
        finally:
            self.give_back(address)
