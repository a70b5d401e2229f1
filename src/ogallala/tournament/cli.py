"""``ogallala tournament``: play bots against each other and report who is stronger.

``tournament_main(argv)`` is the whole command (the ``ogallala`` entry point hands it the
arguments after ``tournament``). Exit codes: 0 done, 1 a bot failed, 2 bad input, 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path
from typing import Any, TextIO

from ..ai.registry import check_bot_spec, split_bot_list
from ..rules.editions import check_variants, get_edition
from ..rules.errors import ConfigError
from .runner import GameResult, TournamentError, default_jobs, make_tasks, run_tasks
from .stats import BotStats, table, tally


class _ArgError(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class _Parser(argparse.ArgumentParser):
    def exit(self, status: int = 0, message: str | None = None) -> Any:
        if message:
            self._print_message(message, sys.stderr)
        raise _ArgError(status)


def build_parser(prog: str = "ogallala tournament") -> argparse.ArgumentParser:
    p = _Parser(prog=prog, description=(
        "Play bots against each other. The bots are dealt to the seats in rotation (repeating when "
        "there are fewer bots than seats); each deal is played once per seat rotation, so every bot "
        "meets the same cards from every seat."))
    p.add_argument("--edition", default="amigo", metavar="E", help="edition id (default: amigo)")
    p.add_argument("--variant", action="append", default=[], metavar="V", help="a variant (repeat for several)")
    p.add_argument("--players", type=int, default=2, metavar="N", help="seats per game (default: 2)")
    p.add_argument("--bots", required=True, metavar="A,B,...",
                   help="bots: a level (random, easy, medium, hard) with optional options "
                        "(hard:iterations=2000), or module:Class[:key=value,...] for your own")
    p.add_argument("--games", type=int, default=100, metavar="K",
                   help="games to play, rounded up to whole deals (one game per seat rotation; default: 100)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="master seed (default: 0)")
    p.add_argument("--jobs", type=int, default=None, metavar="J", help="worker processes (default: all cores)")
    p.add_argument("--time", type=float, default=1.0, metavar="SECONDS",
                   help="time budget per decision handed to the bots (default: 1); bots given an iteration "
                        "budget (hard:iterations=N) ignore it and play the same on any machine")
    p.add_argument("--out", default=None, metavar="DIR",
                   help="where to write the game records, results and ladder plot "
                        "(default: tournament-EDITION-SEED)")
    p.add_argument("--no-records", action="store_true", help="do not write the game records")
    p.add_argument("--no-plot", action="store_true", help="do not draw the ladder plot")
    p.add_argument("--json", action="store_true", help='print {"bots": {NAME: {...}}} instead of the table')
    p.add_argument("--ray", default=None, metavar="ADDRESS",
                   help="run the games on a Ray cluster (auto, ray://host:port, or local); needs ray")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    return p


def results_json(stats: dict[str, BotStats]) -> dict[str, Any]:
    """The ``--json`` output: ``{"bots": {NAME: {games, wins, win_rate, ci95, mean_score, rating}}}``."""
    return {"bots": {name: st.as_json() for name, st in stats.items()}}


def _write_outputs(out: Path, args: argparse.Namespace, bots: list[str], results: list[GameResult],
                   stats: dict[str, BotStats], command: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    summary = {
        "command": command,
        "edition": args.edition,
        "variants": sorted(args.variant),
        "players": args.players,
        "bots": bots,
        "games": len(results),
        "seed": args.seed,
        "time_per_decision": args.time,
        "results": results_json(stats)["bots"],
        "seconds_per_decision": {n: round(s.seconds_per_decision, 5) for n, s in stats.items()},
        "end_reasons": _count(r.reason for r in results),
    }
    (out / "results.json").write_text(json.dumps(summary, indent=1) + "\n", "utf-8")
    md = [f"# Tournament: {args.edition}{' ' + ' '.join(sorted(args.variant)) if args.variant else ''}, "
          f"{args.players} players, {len(results)} games, seed {args.seed}", "", f"`{command}`", "",
          table(stats), ""]
    (out / "results.md").write_text("\n".join(md), "utf-8")
    if not args.no_plot:
        try:
            from .plot import ladder_plot

            ladder_plot(stats, out / "ladder.png",
                        title=f"{args.edition}, {args.players} players, {len(results)} games, seed {args.seed}")
        except ImportError:
            sys.stderr.write("note: no ladder plot: matplotlib does not import (it comes with ogallala[tournament])\n")


def _count(items: Any) -> dict[str, int]:
    d: dict[str, int] = {}
    for x in items:
        d[x] = d.get(x, 0) + 1
    return d


def tournament_main(argv: list[str], stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run ``ogallala tournament`` with ``argv`` (the arguments after the subcommand)."""
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        args = build_parser().parse_args(argv)
    except _ArgError as e:
        return e.code
    try:
        ed = get_edition(args.edition)
        variants = list(check_variants(ed, args.variant))
        ed.check_players(args.players)
        bots = split_bot_list(args.bots)
        if not bots:
            raise ConfigError("--bots needs at least one bot")
        for b in bots:
            check_bot_spec(b)
        if args.games < 1:
            raise ConfigError(f"--games must be at least 1, not {args.games}")
        if args.jobs is not None and args.jobs < 1:
            raise ConfigError(f"--jobs must be at least 1, not {args.jobs}")
        if args.time <= 0:
            raise ConfigError(f"--time must be positive, not {args.time}")
    except ConfigError as e:
        stderr.write(f"ogallala tournament: error: {e}\n")
        return 2
    out = Path(args.out) if args.out else Path(f"tournament-{args.edition}-{args.seed}")
    tasks = make_tasks(args.edition, variants, args.players, bots, args.games, args.seed, seconds=args.time,
                       keep_records=not args.no_records)
    if len(tasks) != args.games and not args.quiet:
        stderr.write(f"note: {args.games} games rounded up to {len(tasks)} (whole deals of {args.players} "
                     "seat rotations)\n")
    games_dir = out / "games"
    if not args.no_records:
        games_dir.mkdir(parents=True, exist_ok=True)

    def save(res: GameResult) -> None:
        if res.record is not None:
            path = games_dir / f"game-{res.index:06d}.json"
            path.write_text(json.dumps(res.record, indent=1) + "\n", "utf-8")
            res.record = None  # written; no need to keep it in memory

    jobs = args.jobs or default_jobs()
    try:
        results = run_tasks(tasks, jobs=jobs, ray_address=args.ray, progress=None if args.quiet else stderr,
                            on_result=save)
    except TournamentError as e:
        stderr.write(f"ogallala tournament: {e}\n")
        return 1
    except KeyboardInterrupt:
        stderr.write("ogallala tournament: interrupted\n")
        return 130
    stats = tally(results, bots)
    command = "ogallala tournament " + " ".join(shlex.quote(a) for a in argv)
    _write_outputs(out, args, bots, results, stats, command)
    if args.json:
        stdout.write(json.dumps(results_json(stats)) + "\n")
    else:
        stdout.write(table(stats) + "\n")
        stdout.write(f"\n{len(results)} games; records, results and ladder plot in {out}/\n")
    return 0


def main() -> None:  # pragma: no cover - for ``python -m ogallala.tournament.cli``
    raise SystemExit(tournament_main(sys.argv[1:]))


if __name__ == "__main__":  # pragma: no cover
    main()
