"""The ``ogallala`` command: score a river, list a deck, simulate games, play in the terminal, serve, bot.

Exit codes: 0 done, 1 an unexpected failure, 2 bad input (usage, notation, configuration,
an unreadable record file), 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from .. import COMPILED, __version__
from ..extras import MissingExtraError
from ..game import deck, load_deck_file, new_game, score
from ..rules.cards import LANGUAGES, display_name
from ..rules.editions import get_edition
from ..rules.errors import OgallalaError

PROG = "ogallala"
ENGINE = "compiled engine" if COMPILED else "pure-Python engine"


class _Exit(Exception):
    """Raised instead of argparse's SystemExit so :func:`main` can return the code."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class _Parser(argparse.ArgumentParser):
    def exit(self, status: int = 0, message: str | None = None) -> Any:
        if message:
            self._print_message(message, sys.stderr)
        raise _Exit(status)


def _add_common(p: argparse.ArgumentParser, edition: bool = True) -> None:
    if edition:
        p.add_argument("--edition", default="amigo", metavar="ID", help="edition id (default: amigo)")
    p.add_argument("--variant", action="append", default=[], metavar="V",
                   help="a variant, e.g. two-tribes (repeat for several)")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``ogallala`` command."""
    parser = _Parser(prog=PROG, description="Rudi Hoffmann's card game Ogallala: rules engine and terminal game.")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__} ({ENGINE})")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser("score", help="score a river given in notation",
                       description="Score a river in notation (rules.md section 7), e.g. "
                                   "'bow chief furs stern / . . tobacco .'.")
    _add_common(p)
    p.add_argument("--json", action="store_true", help='print {"total": ..., "boats": [...]}')
    p.add_argument("river", nargs="+", metavar="RIVER",
                   help="the river: rows joined by ' / ', cells by spaces, '.' for an empty cell")

    p = sub.add_parser("deck", help="list an edition's deck")
    _add_common(p)
    p.add_argument("--json", action="store_true", help='print [{"card": id, "count": n}, ...]')
    p.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the card names (default: en)")

    p = sub.add_parser("simulate", help="play many seeded games between random bots and print statistics")
    _add_common(p)
    p.add_argument("--deck", metavar="FILE", help="a custom deck: counts per card id (JSON or 'id count' lines)")
    p.add_argument("--players", type=int, default=3, metavar="N", help="players per game (default: 3)")
    p.add_argument("--games", type=int, default=100, metavar="K", help="number of games (default: 100)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="master seed (default: 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    prog = p.add_mutually_exclusive_group()
    prog.add_argument("--progress", dest="progress", action="store_const", const="on",
                      help="always show the progress bar on stderr")
    prog.add_argument("--no-progress", dest="progress", action="store_const", const="off",
                      help="never show it (default: on a terminal, or for 2000 games or more)")

    p = sub.add_parser("analyse", help="a finished game's decisions of one seat: its chance to win and the mistakes",
                       description="Analyse a seat's decisions in a finished game's record (JSON, '-' for stdin): "
                                   "its chance to win before and after each move, estimated from that seat's "
                                   "view only by playing the game out on random deals of the hidden cards, "
                                   "the best alternative, and the mistakes.")
    p.add_argument("record", metavar="RECORD", help="a game record (JSON file, or - for standard input)")
    p.add_argument("--seat", type=int, required=True, metavar="N", help="the seat to analyse")
    p.add_argument("--samples", type=int, default=16, metavar="K",
                   help="deals per decision, up to 4 times as many where a loss is unclear (default: 16)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the deals (default: 0)")
    p.add_argument("--json", action="store_true", help="print the analysis as JSON")

    p = sub.add_parser("play", help="play against bots in the terminal (you are seat 0)",
                       description="Play in the terminal against bots. Levels: random, easy, medium, hard, "
                                   "expert (or a bot spec such as hard:iterations=200, or module:Class). "
                                   "Type 'hint' during the game for the expert bot's suggestion "
                                   "('hint medium' for another level's).")
    p.add_argument("--edition", default=None, metavar="ID", help="edition id (default: amigo)")
    p.add_argument("--players", type=int, default=None, metavar="N", help="players, you included (default: 3)")
    p.add_argument("--seed", type=int, default=None, metavar="S", help="deal seed (default: random)")
    p.add_argument("--variant", action="append", default=[], metavar="V", help="a variant, e.g. two-tribes")
    p.add_argument("--deck", metavar="FILE", help="a custom deck: counts per card id (JSON or 'id count' lines)")
    p.add_argument("--load", metavar="FILE", help="resume a saved game record")
    p.add_argument("--save", metavar="FILE", help="save the game record to FILE after every move")
    p.add_argument("--lang", choices=LANGUAGES, default="en", help="language (default: en)")
    p.add_argument("--bots", default=None, metavar="LEVELS",
                   help="the opponents' levels, one per seat from seat 1 (repeated in order), "
                        "e.g. easy,hard (default: medium)")
    p.add_argument("--think", type=float, default=1.0, metavar="SECONDS",
                   help="time a hard bot may think per move (default: 1; expert thinks by its own budget)")

    sub.add_parser("tournament", help="bots against bots: win rates, intervals, ratings (see --help)",
                   add_help=False)

    p = sub.add_parser("serve", help="run the game server (web app, HTTP and WebSocket API)",
                       description="Run the game server. SQLite in the user's data directory by default; "
                                   "PostgreSQL with --database-url (or OGALLALA_DATABASE_URL); several processes "
                                   "on one PostgreSQL database with --redis-url (or OGALLALA_REDIS_URL). "
                                   "See docs/server.md.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    p.add_argument("--database-url", metavar="URL", help="sqlite:///FILE or postgresql://USER@HOST/DB")
    p.add_argument("--redis-url", metavar="URL", help="redis://HOST:PORT/N: fan-out between several processes")
    p.add_argument("--allow-seed", action="store_true",
                   help="accept seed, position and record when creating tables (tests, demos, teaching)")
    p.add_argument("--bot-delay", type=float, metavar="SECONDS", help="how long bots wait before acting (default 0.6)")
    p.add_argument("--bot-workers", type=int, metavar="N", help="processes for bot decisions (default: cores - 1)")
    p.add_argument("--expire-hours", type=float, metavar="H",
                   help="unfinished tables untouched this long are deleted (default: 168)")
    p.add_argument("--create-per-minute", type=int, metavar="N", help="tables one address may create a minute (30)")
    p.add_argument("--sign-ups-per-hour", type=int, metavar="N", help="accounts one address may create an hour (5)")
    p.add_argument("--max-unfinished", type=int, metavar="N", help="unfinished tables at most (10000)")
    p.add_argument("--unfinished-per-address", type=int, metavar="N",
                   help="unfinished tables created from one address at most (40)")
    p.add_argument("--open-expire-hours", type=float, metavar="H",
                   help="open tables (a seat waiting for a person) untouched this long are deleted (default: 6)")
    p.add_argument("--sockets-per-address", type=int, metavar="N",
                   help="open WebSockets one client address may hold (256; 0: no cap)")
    p.add_argument("--http-per-address", type=int, metavar="N",
                   help="open HTTP connections one client address may hold (256; 0: no cap, e.g. behind a proxy)")
    p.add_argument("--header-seconds", type=float, metavar="S",
                   help="seconds a request's headers may take to arrive, from the connection's start (20)")
    p.add_argument("--body-seconds", type=float, metavar="S",
                   help="seconds a request's body may take to arrive once its headers are in (20)")
    p.add_argument("--database-busy-seconds", type=float, metavar="S",
                   help="on SQLite: seconds a write waits for another connection's lock on the file before it "
                   "answers 503 busy (5)")
    p.add_argument("--idle-seconds", type=int, metavar="S",
                   help="seconds a kept-alive connection may stay silent between requests (5)")
    p.add_argument("--ws-messages-per-second", type=float, metavar="R",
                   help="messages a WebSocket may send a second on average (30; 0: any)")
    p.add_argument("--smtp-url", metavar="URL", help="send email (turns of correspondence games) through "
                   "smtp://[USER:PASSWORD@]HOST[:PORT], smtp+starttls://… or smtps://… (env OGALLALA_SMTP_URL)")
    p.add_argument("--mail-from", metavar="ADDRESS", help="the sender of the email (env OGALLALA_MAIL_FROM)")
    p.add_argument("--loop-stats", action="store_true",
                   help="measure the event loop's stalls and serve them at /api/server/loop (benchmarks)")
    p.add_argument("--bot-work", choices=("here", "workers"),
                   help="where bots, clock stand-ins and analyses think: in this process's workers (here, the "
                        "default) or in 'ogallala worker' processes (workers; PostgreSQL and Redis; env "
                        "OGALLALA_BOT_WORK)")
    p.add_argument("--cors-origin", action="append", default=[], metavar="ORIGIN",
                   help="allow this origin by CORS (repeat; none by default)")
    p.add_argument("--log-level", default="info", choices=("debug", "info", "warning", "error"))

    p = sub.add_parser("worker", help="take bot decisions, clock stand-ins and analyses from the database's queue",
                       description="Make the bot decisions, clock stand-ins and game analyses of servers run with "
                                   "--bot-work workers: jobs taken from the PostgreSQL database with a lease, the "
                                   "moves committed there and told through Redis. Run as many as you like, on any "
                                   "machine. See docs/server.md.")
    p.add_argument("--database-url", metavar="URL", help="postgresql://USER@HOST/DB (env OGALLALA_DATABASE_URL)")
    p.add_argument("--redis-url", metavar="URL", help="redis://HOST:PORT/N (env OGALLALA_REDIS_URL)")
    p.add_argument("--processes", type=int, metavar="N",
                   help="bot processes, and games worked on at once (default: the cores)")
    p.add_argument("--lease-seconds", type=float, metavar="S",
                   help="how long a job stays this worker's without news before another takes it (default 30)")
    p.add_argument("--analysis-samples", type=int, metavar="N",
                   help="deals per decision of a game analysis (default 16)")
    p.add_argument("--poll-seconds", type=float, default=0.1, metavar="S",
                   help="how often to look for due jobs when idle (default 0.1)")
    p.add_argument("--bot-delay", type=float, metavar="SECONDS",
                   help="how long bots wait before acting (as the servers' --bot-delay; default 0.6)")
    p.add_argument("--log-level", default="info", choices=("debug", "info", "warning", "error"))

    p = sub.add_parser("bot", help="play a remote-bot seat of a table on a game server with a bot",
                       description="Play a remote-bot seat through the server's WebSocket API with any bot of "
                                   "the ogallala.ai protocol (a level, module:Class, or a trained model), "
                                   "reconnecting after drops; prints the result as JSON when the game is over.")
    p.add_argument("--server", required=True, metavar="URL", help="the server, e.g. http://127.0.0.1:8000")
    p.add_argument("--game", required=True, metavar="ID", help="the table's id")
    p.add_argument("--seat", required=True, type=int, metavar="N", help="the seat to play")
    p.add_argument("--token", required=True, metavar="TOKEN", help="the seat's token (from the table's creator)")
    p.add_argument("--bot", default="medium", metavar="SPEC", help="the bot spec (default: medium)")
    p.add_argument("--think", type=float, default=1.0, metavar="SECONDS",
                   help="time budget per decision for bots that use one (default: 1)")
    p.add_argument("--seed", type=int, metavar="S", help="the bot's seed (default: random)")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    return parser


# ---------------------------------------------------------------------------- score and deck


def format_score(result: dict[str, Any]) -> str:
    """A score result as a table: one line per boat, then the total."""
    head = ("row", "start", "complete", "strength", "points", "cards")
    rows = [(str(b["row"]), str(b["start"]), "yes" if b["complete"] else "no", str(b["strength"]),
             str(b["points"]), " ".join(b["cards"])) for b in result["boats"]]
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(head)]
    lines = ["  ".join(h.rjust(w) if i < 5 else h for i, (h, w) in enumerate(zip(head, widths, strict=True)))]
    for r in rows:
        lines.append("  ".join(v.rjust(w) if i < 5 else v for i, (v, w) in enumerate(zip(r, widths, strict=True))))
    if not rows:
        lines.append("(empty river)")
    complete = sum(1 for b in result["boats"] if b["complete"])
    lines.append(f"total: {result['total']} points ({complete} complete boat{'s' if complete != 1 else ''})")
    return "\n".join(lines) + "\n"


def cmd_score(args: argparse.Namespace) -> int:
    river = " ".join(args.river)
    result = score(args.edition, river, args.variant)
    for w in result.get("warnings", []):
        print(f"{PROG}: warning: {w}", file=sys.stderr)
    if args.json:
        print(json.dumps({"total": result["total"], "boats": result["boats"]}))
    else:
        sys.stdout.write(format_score(result))
    return 0


def format_deck(edition: str, cards: list[dict[str, Any]], lang: str = "en") -> str:
    """A deck as a table: id, display name, count; the total; whether it is a reconstruction."""
    ed = get_edition(edition)
    names = [display_name(c["card"], lang) for c in cards]
    wid = max([len("card"), *(len(c["card"]) for c in cards)])
    wname = max([len("name"), *(len(n) for n in names)])
    lines = [f"{ed.name} deck", f"{'card':<{wid}}  {'name':<{wname}}  count"]
    for c, n in zip(cards, names, strict=True):
        lines.append(f"{c['card']:<{wid}}  {n:<{wname}}  {c['count']:>5}")
    lines.append(f"{'total':<{wid}}  {'':<{wname}}  {sum(c['count'] for c in cards):>5}")
    if ed.deck.reconstructed:
        lines.append("")
        lines.append("Note: this deck is a reconstruction. The rulebook gives only totals; the counts are fitted to")
        lines.append("them from the ASS card table (rules.md section 2) and can be corrected in the deck data file.")
    return "\n".join(lines) + "\n"


def cmd_deck(args: argparse.Namespace) -> int:
    cards = deck(args.edition, args.variant)
    if args.json:
        print(json.dumps(cards))
    else:
        sys.stdout.write(format_deck(args.edition, cards, args.lang))
    return 0


# ---------------------------------------------------------------------------- simulate and play


def cmd_simulate(args: argparse.Namespace) -> int:
    from .simulate import format_stats, progress_for, simulate

    if args.games < 1:
        raise _UsageError(f"--games must be at least 1, not {args.games}")
    if args.seed < 0:
        raise _UsageError(f"--seed must be >= 0, not {args.seed}")
    deck = load_deck_file(args.deck) if args.deck else None
    new_game(args.edition, args.players, 0, args.variant, deck=deck)  # check the set-up before the progress bar
    stats = simulate(args.edition, args.players, args.games, args.seed, args.variant,
                     progress_for(args.games, args.progress), deck=deck)
    if args.json:
        print(json.dumps(stats))
    else:
        sys.stdout.write(format_stats(stats))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from ..i18n.words import word
    from .play import bot_for, last_own_move, load_bots, load_record, run_play

    lang = args.lang
    bots = split_bots(args.bots or "medium")
    if args.load:
        try:
            game = load_record(args.load)
        except OSError as e:
            raise _UsageError(f"cannot read {args.load}: {e.strerror or e}") from None
        ignored = [f"--{k}" for k in ("players", "seed", "variant", "edition", "deck")
                   if getattr(args, k) not in (None, [])]
        if ignored:
            print(f"{PROG}: note: {', '.join(ignored)} ignored: the record decides", file=sys.stderr)
        print(word("loaded", lang, file=args.load, n=len(game.history)))
        shown = last_own_move(game.events)
        if not args.bots:
            bots = load_bots(args.load) or bots
    else:
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
        deck = load_deck_file(args.deck) if args.deck else None
        game = new_game(args.edition or "amigo", args.players or 3, seed, args.variant, deck=deck)
        print(word("seed", lang, seed=seed))
        shown = 0
    if args.think <= 0:
        raise _UsageError(f"--think must be more than 0 seconds, not {args.think}")
    print(word("opponents", lang, bots=", ".join(
        f"{i}: {bot_for(bots, i)}" for i in range(1, game.players))))
    return run_play(game, lang, args.save, shown=shown, bots=bots, seconds=args.think)


def split_bots(text: str) -> list[str]:
    """Read ``--bots``: a comma-separated list of levels or bot specs, each checked."""
    from ..ai import check_bot_spec, split_bot_list

    bots = split_bot_list(text)
    for spec in bots:
        check_bot_spec(spec)
    return bots


class _UsageError(Exception):
    """A bad option value found after parsing (exit code 2)."""


def cmd_serve(args: argparse.Namespace) -> int:
    from ..web.server import serve
    from ..web.settings import Settings

    options: dict[str, Any] = {"allow_seed": args.allow_seed, "cors_origins": tuple(args.cors_origin),
                               "loop_stats": args.loop_stats}
    if args.database_url:
        options["database_url"] = args.database_url
    if args.redis_url:
        options["redis_url"] = args.redis_url
    if args.smtp_url:
        options["smtp_url"] = args.smtp_url
    if args.mail_from:
        options["mail_from"] = args.mail_from
    for name, value in (("bot_delay", args.bot_delay), ("bot_workers", args.bot_workers),
                        ("create_per_minute", args.create_per_minute), ("max_unfinished", args.max_unfinished),
                        ("sign_ups_per_hour", args.sign_ups_per_hour),
                        ("unfinished_per_address", args.unfinished_per_address),
                        ("sockets_per_address", args.sockets_per_address),
                        ("http_per_address", args.http_per_address), ("header_seconds", args.header_seconds),
                        ("body_seconds", args.body_seconds),
                        ("database_busy_seconds", args.database_busy_seconds),
                        ("idle_seconds", args.idle_seconds),
                        ("ws_messages_per_second", args.ws_messages_per_second)):
        if value is not None:
            options[name] = value
    if args.open_expire_hours is not None:
        options["open_expire_seconds"] = args.open_expire_hours * 3600
    if args.expire_hours is not None:
        options["expire_seconds"] = args.expire_hours * 3600
    if args.bot_work:
        options["bot_work"] = args.bot_work
    if not 0 < args.port < 65536:
        raise _UsageError(f"--port is 1..65535, not {args.port}")
    serve(Settings(**options), args.host, args.port, args.log_level)
    return 0


def cmd_worker(args: argparse.Namespace) -> int:
    import asyncio
    import logging
    import signal

    from ..web.settings import Settings
    from ..web.worker import run_worker

    processes = args.processes if args.processes is not None else (os.cpu_count() or 1)
    if processes < 1:
        raise _UsageError(f"--processes is at least 1, not {processes}")
    if not args.poll_seconds > 0:
        raise _UsageError(f"--poll-seconds is > 0, not {args.poll_seconds}")
    options: dict[str, Any] = {"bot_work": "workers", "bot_workers": processes}
    for name, value in (("database_url", args.database_url), ("redis_url", args.redis_url),
                        ("work_lease_seconds", args.lease_seconds), ("bot_delay", args.bot_delay),
                        ("analysis_samples", args.analysis_samples)):
        if value is not None:
            options[name] = value
    settings = Settings(**options)
    logging.basicConfig(level=getattr(logging, args.log_level.upper()),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        print(f"Ogallala worker: {processes} bot processes, jobs from the database; Ctrl-C stops it",
              file=sys.stderr, flush=True)
        await run_worker(settings, processes, args.poll_seconds, stop)

    asyncio.run(main())
    return 0


def cmd_bot(args: argparse.Namespace) -> int:
    from ..web.bots.remote import run_bot

    if args.think <= 0:
        raise _UsageError(f"--think is > 0 seconds, not {args.think}")
    return run_bot(args.server, args.game, args.seat, args.token, args.bot, args.think, args.seed, args.quiet)


def cmd_analyse(args: argparse.Namespace) -> int:
    from ..ai.analysis import analyse
    from .analyse import format_analysis, load_record, progress_line

    if args.samples < 1:
        raise _UsageError(f"--samples is at least 1, not {args.samples}")
    try:
        result = analyse(load_record(args.record), args.seat, samples=args.samples, seed=args.seed,
                         progress=progress_line(sys.stderr))
    except ValueError as e:
        raise _UsageError(str(e)) from None
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        sys.stdout.write(format_analysis(result))
    return 0


COMMANDS = {"score": cmd_score, "deck": cmd_deck, "simulate": cmd_simulate, "play": cmd_play, "serve": cmd_serve,
            "worker": cmd_worker, "bot": cmd_bot, "analyse": cmd_analyse}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``ogallala`` command with ``argv`` (default: the process's arguments); return the exit code."""
    argv = list(argv) if argv is not None else sys.argv[1:]
    if argv and argv[0] == "tournament":
        try:
            from ..tournament.cli import tournament_main
        except MissingExtraError as e:
            print(f"{PROG} tournament: error: {e}", file=sys.stderr)
            return 2
        return tournament_main(argv[1:])
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except _Exit as e:
        return e.code
    if not args.command:
        parser.print_help()
        return 0
    try:
        return COMMANDS[args.command](args)
    except (OgallalaError, _UsageError) as e:
        print(f"{PROG} {args.command}: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. `ogallala simulate | head`
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
