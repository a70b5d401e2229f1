"""How much skill there is to find: a clairvoyant search bot, which reads the true order of the piles,
against ``medium`` and ``hard``, beside ``hard`` against the same opponents.

The clairvoyant bot is ``hard``'s search (:class:`ogallala.ai.hard.HardBot`) played out on the one
true game instead of deals guessed from its view, searching its draws too (it knows every pile's top
card). It exists only here: no table, tournament or adapter can choose it, since it reads what no
player can see. The gap between it and ``hard`` against the same opponents says how much of a
result is the luck of the draw and how much an honest bot still leaves on the table.

Duplicate deals with rotated seats, as ``bench/strength.py`` (``ogallala.tournament``'s tasks); the
first bot's win rate with its 95% interval (Wilson's over games, and over deals). Examples (the
commands behind docs/bots.md)::

    python bench/clairvoyant.py --edition amigo --players 2 --opponents medium --games 100 \\
        --out bench/results/clairvoyant-amigo-2p.json
    python bench/clairvoyant.py --edition amigo --players 4 --opponents medium,medium,medium --games 48

Results are written after every chunk of games (``--chunk``), with every game's outcome, so a long run can
be read while it goes on, and ``--resume`` goes on after the games a file kept (the same games as one
run to the end would play).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time
from pathlib import Path
from typing import Any

from ogallala.ai.base import Budget, View
from ogallala.ai.evaluate import share_boats
from ogallala.ai.hard import HardBot
from ogallala.ai.registry import make_bot, split_bot_list
from ogallala.game import new_game
from ogallala.rules import State
from ogallala.tournament.runner import GameResult, GameTask, make_tasks
from ogallala.tournament.stats import deal_interval, tally

sys.path.insert(0, str(Path(__file__).resolve().parent))
from strength import check_same_run, kept_results, outcomes, whole_deals  # bench/strength.py, beside this file

CLAIRVOYANT = "clairvoyant"


class ClairvoyantBot(HardBot):
    """``hard``'s search on the true game: it reads the hidden pile order (bench only)."""

    name = CLAIRVOYANT
    searches_draws = True

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        options.setdefault("width", 4)  # every pile and the stop, when drawing
        super().__init__(seed, **options)
        self.truth: State | None = None

    def worlds(self, view: View) -> list[State]:
        assert self.truth is not None, "the clairvoyant bot is told the true state before each decision"
        return [share_boats(self.truth.copy())]


def bot_of(spec: str, seed: int) -> Any:
    name, _, rest = spec.partition(":")
    if name == CLAIRVOYANT:
        options: dict[str, Any] = {}
        for part in filter(None, rest.split(",")):
            key, _, value = part.partition("=")
            options[key] = int(value) if value.isdigit() else float(value)
        return ClairvoyantBot(seed, **options)
    return make_bot(spec, seed)


def play(task: GameTask) -> GameResult:
    """One game, as ``ogallala.tournament``'s ``play_game``, but the clairvoyant seat is told the truth."""
    game = new_game(task.edition, task.players, task.deal_seed, task.variants)
    bots = [bot_of(spec, s) for spec, s in zip(task.bots, task.bot_seeds, strict=True)]
    decisions = [0] * task.players
    think = [0.0] * task.players
    while not game.is_over():
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions()
        bot = bots[seat]
        if isinstance(bot, ClairvoyantBot):
            bot.truth = game.state
        t0 = time.perf_counter()
        action = bot.choose(game.view(seat), legal, Budget(seconds=task.seconds))
        think[seat] += time.perf_counter() - t0
        decisions[seat] += 1
        assert action in legal, (task.bots[seat], action)
        game.apply(action)
    res = game.result()
    assert res is not None
    return GameResult(index=task.index, deal=task.deal, rotation=task.rotation, bots=task.bots,
                      scores=list(res["scores"]), winners=list(res["winners"]), reason=str(res["reason"]),
                      decisions=decisions, think=think, record=None)


def run(args: argparse.Namespace) -> int:
    out = Path(args.out) if args.out else None
    opponents = split_bot_list(args.opponents)
    data: dict[str, Any] = {"command": "python bench/clairvoyant.py " + " ".join(sys.argv[1:]),
                            "edition": args.edition, "players": args.players, "games": args.games,
                            "seed": args.seed, "pairings": []}
    firsts = [f"{CLAIRVOYANT}:iterations={args.iterations}"]
    if args.baseline:
        firsts.append(f"hard:iterations={args.iterations}")
    if out and out.exists():
        before = json.loads(out.read_text())
        if args.resume:
            check_same_run(out, before, args)
        # the other pairings of the file stay; this run's own are kept only to go on with (--resume)
        data["pairings"] = [p for p in before["pairings"] if args.resume or p["bots"][0] not in firsts]
    for first in firsts:
        bots = [first, *opponents]
        if len(bots) == 2 and args.players > 2:
            bots = [first] + [opponents[0]] * (args.players - 1)
        if len(bots) != args.players:
            raise SystemExit(f"{len(bots)} bots for {args.players} seats: give --opponents one or players-1 bots")
        tasks = make_tasks(args.edition, args.variant, args.players, bots, args.games, args.seed, 60.0, False)
        line: dict[str, Any] = next((p for p in data["pairings"] if p["bots"] == bots), {"bots": bots})
        if line not in data["pairings"]:
            data["pairings"].append(line)
        # a resumed pairing goes on after the games it kept (the same tasks: the same seeds)
        results = kept_results(line)
        t0 = time.time() - line.get("wall_seconds", 0.0)
        chunk = whole_deals(args.chunk, args.players)
        with mp.get_context("fork").Pool(args.jobs) as pool:
            for start in range(len(results), len(tasks), chunk):
                results += pool.map(play, tasks[start : start + chunk], chunksize=1)
                stats = tally(results, bots)
                st = stats[first]
                dlo, dhi = deal_interval(results, first)
                line.update({"games": st.games, "win_rate": st.win_rate, "ci95": list(st.ci95),
                             "ci95_deals": [dlo, dhi], "mean_score": st.mean_score,
                             "opponents_mean_score": [stats[b].mean_score for b in dict.fromkeys(bots[1:])],
                             "seconds_per_decision": st.seconds_per_decision,
                             "wall_seconds": round(time.time() - t0, 1), "outcomes": outcomes(results)})
                print(f"[{time.strftime('%H:%M:%S')}] {first} vs {','.join(bots[1:])}: {st.games} of {len(tasks)} "
                      f"games, win rate {100 * st.win_rate:.1f}% [{100 * st.ci95[0]:.1f}, {100 * st.ci95[1]:.1f}] "
                      f"(deals [{100 * dlo:.1f}, {100 * dhi:.1f}]), mean score {st.mean_score:.1f}; "
                      f"{st.seconds_per_decision:.3f} s/decision", flush=True)
                if out:
                    out.parent.mkdir(parents=True, exist_ok=True)
                    out.write_text(json.dumps(data, indent=1) + "\n")
    return 0


def table(paths: list[Path]) -> str:
    """The results of several runs as one Markdown table (docs/bots.md)."""
    rows = ["| edition | players | first bot | opponents | games | win rate | 95% interval | per-deal interval "
            "| fair share | s/decision |", "|---|---:|---|---|---:|---:|---|---|---:|---:|"]
    for path in paths:
        data = json.loads(path.read_text())
        for p in data["pairings"]:
            first = p["bots"][0].split(":")[0]
            others = ", ".join(sorted({b.split(":")[0] for b in p["bots"][1:]}))
            n = data["players"]
            rows.append(f"| {data['edition']} | {n} | {first} | {len(p['bots']) - 1} × {others} | {p['games']} "
                        f"| {100 * p['win_rate']:.1f}% | {100 * p['ci95'][0]:.1f}–{100 * p['ci95'][1]:.1f}% "
                        f"| {100 * p['ci95_deals'][0]:.1f}–{100 * p['ci95_deals'][1]:.1f}% | {100 / n:.0f}% "
                        f"| {p['seconds_per_decision']:.3f} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["table"]:  # python bench/clairvoyant.py table bench/results/clairvoyant-*.json
        print(table([Path(x) for x in args[1:]]))
        return 0
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--edition", default="amigo")
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--opponents", default="medium", help="one bot (for every other seat) or players-1 bots")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--iterations", type=int, default=144, help="the search's simulations per decision (both bots)")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out")
    ap.add_argument("--chunk", type=int, default=24, help="games between two writes of the results (whole deals)")
    ap.add_argument("--resume", action="store_true",
                    help="go on after the games the --out file kept (the same tasks: the same games)")
    ap.add_argument("--no-baseline", dest="baseline", action="store_false",
                    help="only the clairvoyant bot (not hard against the same opponents too)")
    return run(ap.parse_args(args))


if __name__ == "__main__":
    sys.exit(main())
