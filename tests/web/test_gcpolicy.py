"""The server process's schedule for the cycle collector (``web/gcpolicy.py``)."""

from __future__ import annotations

import gc
import time
import weakref
from collections.abc import Iterator

import pytest

from ogallala.rules.errors import ConfigError
from ogallala.web.gcpolicy import GcPolicy
from ogallala.web.settings import Settings


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


@pytest.fixture
def thawed() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()


def cycle() -> weakref.ref[Node]:
    a, b = Node(), Node()
    a.other, b.other = b, a
    return weakref.ref(a)


def test_freezing_takes_survivors_out_of_the_collectors_walks(thawed: None) -> None:
    policy = GcPolicy(freeze_seconds=10, full_seconds=3600)
    keep = [Node() for _ in range(100)]
    policy.freeze()
    assert gc.get_freeze_count() >= len(keep)
    garbage = cycle()
    policy.freeze()  # a young cycle is collected before the freeze, not frozen with the rest
    assert garbage() is None


def test_frozen_cyclic_garbage_is_freed_by_the_hourly_full_collection(thawed: None) -> None:
    policy = GcPolicy(freeze_seconds=10, full_seconds=60, floor=10**9)
    gc.disable()
    try:
        ref = cycle()
        gc.freeze()  # garbage that was frozen before anybody collected it
        assert ref() is not None
        now = time.monotonic()
        policy.step(now)  # not due yet: only the young generations
        assert ref() is not None
        policy.step(now + 61)
        assert ref() is None
        assert gc.get_freeze_count() > 0  # the survivors are frozen again
    finally:
        gc.enable()


def test_frozen_cyclic_garbage_is_freed_once_the_frozen_objects_have_grown(thawed: None) -> None:
    policy = GcPolicy(freeze_seconds=10, full_seconds=3600, full_growth=0.2, floor=1)
    gc.disable()
    try:
        policy.collect_all()
        base = gc.get_freeze_count()
        now = time.monotonic()
        ref = cycle()
        gc.freeze()
        policy.step(now)  # grown by a little only: the frozen garbage stays
        assert ref() is not None
        keep = [Node() for _ in range(base // 4)]  # the heap grows by a quarter
        policy.step(now + 1)
        assert ref() is None
        assert gc.get_freeze_count() >= len(keep)
    finally:
        gc.enable()


def test_the_schedule_runs_in_a_thread_and_stops(thawed: None) -> None:
    policy = GcPolicy(freeze_seconds=0.05, full_seconds=0.1)
    policy.start()
    try:
        deadline = time.monotonic() + 5
        ref = cycle()
        while ref() is not None and time.monotonic() < deadline:
            time.sleep(0.02)
        assert ref() is None
    finally:
        policy.stop()
    assert policy._thread is not None and not policy._thread.is_alive()


@pytest.mark.parametrize("freeze, full, growth", [(0, 10, 0.5), (-1, 10, 0.5), (10, 5, 0.5), (10, 60, 0)])
def test_a_schedule_that_makes_no_sense_is_refused(freeze: float, full: float, growth: float) -> None:
    with pytest.raises(ValueError, match="freeze every"):
        GcPolicy(freeze, full, growth)


def test_settings_refuse_a_full_collection_more_often_than_the_freeze() -> None:
    with pytest.raises(ConfigError, match="gc_full_seconds"):
        Settings(database_url="sqlite:///:memory:", gc_freeze_seconds=60, gc_full_seconds=30)
    with pytest.raises(ConfigError, match="gc_freeze_seconds"):
        Settings(database_url="sqlite:///:memory:", gc_freeze_seconds=-1)
    assert Settings(database_url="sqlite:///:memory:", gc_freeze_seconds=0).gc_freeze_seconds == 0
