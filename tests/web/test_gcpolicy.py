"""The server process's schedule for the cycle collector (``web/runtime/gcpolicy.py``)."""

from __future__ import annotations

import gc
import time
import weakref
from collections.abc import Iterator

import pytest

from ogallala.rules.errors import ConfigError
from ogallala.web.runtime.gcpolicy import YOUNG_ONLY, GcPolicy
from ogallala.web.settings import Settings


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


@pytest.fixture
def thresholds() -> Iterator[None]:
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)
    gc.unfreeze()
    gc.enable()


def old_garbage() -> weakref.ref[Node]:
    """A cycle that lived long enough to leave generation 0, then became garbage."""
    a, b = Node(), Node()
    a.other, b.other = b, a
    gc.collect()  # a and b survive: they are old now
    ref = weakref.ref(a)
    del a, b
    return ref


def test_generation_0_is_still_collected_by_itself(thresholds: None) -> None:
    policy = GcPolicy(check_seconds=10, full_seconds=3600)
    policy.start()
    try:
        assert gc.get_threshold()[1:] == (YOUNG_ONLY, YOUNG_ONLY)
        a, b = Node(), Node()
        a.other, b.other = b, a
        ref = weakref.ref(a)
        del a, b
        keep = [Node() for _ in range(10 * gc.get_threshold()[0])]  # enough new objects for generation 0 runs
        assert ref() is None and keep
    finally:
        policy.stop()
    assert gc.get_threshold()[1:] != (YOUNG_ONLY, YOUNG_ONLY)  # given back


def test_old_garbage_waits_for_the_full_collection_when_memory_has_grown(thresholds: None) -> None:
    policy = GcPolicy(check_seconds=10, full_seconds=3600, full_growth=0.5)
    gc.disable()  # only the schedule collects here
    base = policy._base
    now = time.monotonic()
    ref = old_garbage()
    assert not policy.step(now, memory=int(base * 1.2))  # grown by a fifth: not yet
    assert ref() is not None
    assert policy.step(now + 1, memory=int(base * 1.6))
    assert ref() is None


def growth_schedule() -> tuple[GcPolicy, float, int]:
    """A schedule by growth only (a tenth, half), the collector left to it: the policy, now, its memory then."""
    policy = GcPolicy(check_seconds=10, full_growth=0.1, all_growth=0.5)
    gc.disable()
    return policy, time.monotonic(), policy._all_base


def cycle() -> tuple[Node, Node]:
    a, b = Node(), Node()
    a.other, b.other = b, a
    return a, b


def test_what_a_collection_leaves_is_frozen_and_only_a_growth_by_half_walks_it_again(thresholds: None) -> None:
    """gcpolicy: a growth's collection walks only generation 0; everything is walked again only once
    peak memory has grown by ``all_growth`` since that was last done (no time of its own by default)."""
    policy, now, base = growth_schedule()
    a, b = cycle()
    frozen = weakref.ref(a)
    assert policy.step(now, memory=int(base * 1.2))  # a and b outlive it: frozen
    assert gc.get_freeze_count() > 0 and not any(o is a for g in range(3) for o in gc.get_objects(g))
    del a, b  # a cycle among frozen objects: garbage the next growth's collection does not walk
    young = old_garbage_unfrozen()
    policy._base = base  # as if the collection had measured its memory as it was before
    assert policy.step(now + 1, memory=int(base * 1.4))
    assert young() is None and frozen() is not None
    policy._base = int(base * 1.4)
    assert not policy.step(now + 10 * 86400, memory=int(base * 1.45))  # days later, grown by less than half
    assert frozen() is not None
    assert policy.step(now + 10 * 86400 + 10, memory=int(base * 1.55))  # grown by half: everything is walked
    assert frozen() is None


def test_what_outlived_generation_0_is_frozen_unwalked_until_everything_is_collected(thresholds: None) -> None:
    """gcpolicy: a growth by a tenth costs no walk of what came since the last (a pause as long as that
    growth): a cycle that outlived generation 0 and then became garbage is frozen with the rest, and
    freed by the collection of everything once memory has grown by half."""
    policy, now, base = growth_schedule()
    a, b = cycle()
    ref = weakref.ref(a)
    gc.collect(0)  # a and b outlive generation 0
    del a, b
    assert policy.step(now, memory=int(base * 1.2))  # grown by a fifth: generation 0 only, the rest frozen
    assert ref() is not None and gc.get_freeze_count() > 0
    assert not any(o is ref() for g in range(3) for o in gc.get_objects(g))
    assert policy.step(now + 1, memory=int(base * 1.6))  # grown by half: everything is walked
    assert ref() is None


def old_garbage_unfrozen() -> weakref.ref[Node]:
    """A cycle that became garbage after the last collection (not frozen)."""
    a, b = Node(), Node()
    a.other, b.other = b, a
    ref = weakref.ref(a)
    del a, b
    return ref


def test_old_garbage_is_collected_after_full_seconds_if_given(thresholds: None) -> None:
    policy = GcPolicy(check_seconds=10, full_seconds=60)
    gc.disable()
    now = time.monotonic()
    ref = old_garbage()
    assert not policy.step(now, memory=policy._base)
    assert ref() is not None
    assert policy.step(now + 61, memory=policy._base)
    assert ref() is None


def test_the_schedule_runs_in_a_thread_and_stops(thresholds: None) -> None:
    policy = GcPolicy(check_seconds=0.05, full_seconds=0.1)
    policy.start()
    try:
        ref = old_garbage()
        deadline = time.monotonic() + 5
        while ref() is not None and time.monotonic() < deadline:
            time.sleep(0.02)
        assert ref() is None
    finally:
        policy.stop()
    assert policy._thread is not None and not policy._thread.is_alive()


@pytest.mark.parametrize("check, full, growth, all_growth", [
    (0, 10, 0.1, 0.5), (-1, 10, 0.1, 0.5), (10, 5, 0.1, 0.5), (10, -1, 0.1, 0.5), (10, 60, 0, 0.5),
    (10, 0, 0.5, 0.1)])
def test_a_schedule_that_makes_no_sense_is_refused(check: float, full: float, growth: float,
                                                   all_growth: float) -> None:
    with pytest.raises(ValueError, match="look every"):
        GcPolicy(check, full, growth, all_growth)


def test_settings_refuse_a_full_collection_more_often_than_the_look() -> None:
    with pytest.raises(ConfigError, match="gc_full_seconds"):
        Settings(database_url="sqlite:///:memory:", gc_check_seconds=60, gc_full_seconds=30)
    with pytest.raises(ConfigError, match="gc_full_seconds"):
        Settings(database_url="sqlite:///:memory:", gc_full_seconds=-1)
    assert Settings(database_url="sqlite:///:memory:").gc_full_seconds == 0  # by growth only
    with pytest.raises(ConfigError, match="gc_check_seconds"):
        Settings(database_url="sqlite:///:memory:", gc_check_seconds=-1)
    assert Settings(database_url="sqlite:///:memory:", gc_check_seconds=0).gc_check_seconds == 0
