"""CPU cost of a statement on PostgreSQL through psycopg_pool's ``AsyncConnectionPool`` (take a
connection, run, give it back) against the server's own few connections (``web/pgcommit.py``'s
``Connections``) and against a connection held by the caller, in alternating rounds. A diagnostic for
docs/performance.md; psycopg_pool is not one of the project's dependencies (``pip install
psycopg-pool`` to include it; without it that line is left out).

    .venv/bin/python bench/pg_pool_cost.py [--url postgresql://postgres@127.0.0.1:5432/postgres]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Awaitable, Callable
from typing import Any

import psycopg

from ogallala.web.pgcommit import Connections

SQL = "SELECT %(a)s::int + 1"


async def main(url: str, per_round: int, rounds: int) -> None:
    held = await psycopg.AsyncConnection.connect(url, autocommit=True)
    own = Connections(url, max_size=4, wait_seconds=5.0)

    async def through_held(i: int) -> None:
        await held.execute(SQL, {"a": i}, prepare=True)

    async def through_own(i: int) -> None:
        conn = await own.take()
        try:
            await conn.execute(SQL, {"a": i}, prepare=True)
        finally:
            own.give_back(conn)

    ways: dict[str, Callable[[int], Awaitable[None]]] = {"a connection held": through_held,
                                                         "pgcommit.Connections": through_own}
    pool: Any = None
    try:
        from psycopg_pool import AsyncConnectionPool
    except ImportError:
        print("psycopg_pool is not installed: its line is left out")
    else:
        pool = AsyncConnectionPool(url, min_size=1, max_size=4, open=False, kwargs={"autocommit": True})
        await pool.open(wait=True)

        async def through_pool(i: int) -> None:
            async with pool.connection() as conn:
                await conn.execute(SQL, {"a": i}, prepare=True)

        ways["psycopg_pool"] = through_pool
    costs: dict[str, list[float]] = {name: [] for name in ways}
    for _ in range(rounds):  # alternate, so other load on the machine falls on all alike
        for name, way in ways.items():
            t0 = time.process_time()
            for i in range(per_round):
                await way(i)
            costs[name].append((time.process_time() - t0) / per_round * 1e6)
    for name, xs in costs.items():
        xs.sort()
        print(f"{name}: {xs[len(xs) // 2]:.0f} µs CPU per statement (median of {rounds} rounds of {per_round}; "
              f"all {[round(x) for x in xs]})")
    await held.close()
    await own.close()
    if pool is not None:
        await pool.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    ap.add_argument("--per-round", type=int, default=5000)
    ap.add_argument("--rounds", type=int, default=6)
    args = ap.parse_args()
    import uvloop

    uvloop.run(main(args.url, args.per_round, args.rounds))
