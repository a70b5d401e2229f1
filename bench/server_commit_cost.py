"""CPU cost of committing one action to SQLite: the server's ``Repository.commit_action`` (SQLAlchemy
Core statements built on every call) against the same two statements as prebuilt SQL text
(``Connection.exec_driver_sql``), on a database of 1,000 running tables. A diagnostic for
``bench/results/server_load.md``; it changes nothing in the server.

    nice -n 10 .venv/bin/python bench/server_commit_cost.py
"""

from __future__ import annotations

import random
import tempfile
import time

from ogallala.web.repository import ActionRow, Database, GameRow, SeatRow

UPDATE = ("UPDATE games SET seq=?, version=?, status=?, deadline=?, bot_due=?, updated=? "
          "WHERE id=? AND version=? AND seq=?")
INSERT = "INSERT INTO actions (game_id, seq, seat, action, actor, at) VALUES (?, ?, ?, ?, ?, ?)"


def main(tables: int = 1000, per_round: int = 500, rounds: int = 6) -> None:
    db = Database(f"sqlite:///{tempfile.mkdtemp()}/cost.sqlite3")
    db.migrate()
    for g in range(tables):
        row = GameRow(id=f"g{g}", edition="amigo", variants=[], players=3, seed=g, start=None, deck=None,
                      status="running", seq=0, version=0, turn_seconds=None, deadline=None, bot_due=None,
                      creator_hash="x", rematch_of=None, rematch=None, created=0.0, updated=0.0)
        db.repo.create(row, [SeatRow(i, "human", f"p{i}") for i in range(3)], [])
    seq = [0] * tables

    def core(g: int) -> bool:
        return db.repo.commit_action(f"g{g}", seq[g], ActionRow(seq[g], 0, "draw", "player", time.time()),
                                     "running", None, None)

    def driver(g: int) -> bool:
        s, now = seq[g], time.time()
        with db.engine.begin() as conn:
            if conn.exec_driver_sql(UPDATE, (s + 1, s + 1, "running", None, None, now, f"g{g}", s, s)).rowcount != 1:
                return False
            conn.exec_driver_sql(INSERT, (f"g{g}", s, 0, "draw", "player", now))
        return True

    rng = random.Random(1)
    costs: dict[str, list[float]] = {"Repository.commit_action": [], "prebuilt SQL text": []}
    for _ in range(rounds):  # alternate, so other load on the machine falls on both alike
        for name, fn in (("Repository.commit_action", core), ("prebuilt SQL text", driver)):
            t0 = time.process_time()
            for _ in range(per_round):
                g = rng.randrange(tables)
                assert fn(g)
                seq[g] += 1
            costs[name].append((time.process_time() - t0) / per_round * 1000)
    for name, xs in costs.items():
        xs.sort()
        print(f"{name}: {xs[len(xs) // 2]:.3f} ms CPU per commit (median of {rounds} rounds of {per_round}; "
              f"all {[round(x, 3) for x in xs]})")
    db.close()


if __name__ == "__main__":
    main()
