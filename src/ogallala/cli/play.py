"""``ogallala play``: the person at seat 0 against random bots, in the terminal.

The loop only moves data: it asks the game for a view, hands it to :mod:`.render`, reads one
line, and sends actions through the notation parser (:meth:`ogallala.Game.parse_action`).
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable
from typing import Any, TextIO

from .. import render
from ..game import Game
from ..i18n.words import word
from ..rules.errors import OgallalaError
from ..view import View

ME = 0
Reader = Callable[[str], str]


def bot_rng(game: Game) -> random.Random:
    """The bots' random source at this point of the game: a function of the game's seed and its length.

    So a resumed game (``--load``) goes on exactly as it would have without the break.
    """
    key = game.seed if game.seed is not None else game.start
    return random.Random(f"ogallala-play-bot/{key}/{len(game.history)}")


def bot_for(bots: list[str], seat: int) -> str:
    """The bot that plays ``seat`` (seat 1 gets the first listed, and so on; the list repeats)."""
    return bots[(seat - 1) % len(bots)] if bots else "random"


def play_bots(game: Game, bots: list[str] | None = None, seconds: float | None = 1.0) -> int:
    """Let the bots decide until seat 0 decides or the game ends; return how many moves they made.

    ``bots`` names a level (or a bot spec) per opponent seat; each decision's bot is seeded from
    the game and its length, so a resumed game goes on exactly as it would have.
    """
    from ..ai import bot_action, game_bot_seed

    n = 0
    while not game.is_over() and game.current_seat != ME:
        seat = game.current_seat
        assert seat is not None
        spec = bot_for(bots or [], seat)
        if spec == "random":
            codes = game.legal_codes()
            game.apply(codes[bot_rng(game).randrange(len(codes))])
        else:
            key = game.seed if game.seed is not None else game.start
            seed = game_bot_seed(key, seat, game.action_count)
            game.apply(bot_action(spec, game.view(seat), game.legal_actions(), seed, seconds))
        n += 1
    return n


def write_record(game: Game, path: str, bots: list[str] | None = None) -> None:
    """Write the game's record as JSON (atomically: a crash never leaves half a file); the
    opponents' bots are kept beside it (``"bots"``) so that ``--load`` plays on with them."""
    tmp = f"{path}.tmp"
    record = game.record()
    if bots:
        record["bots"] = list(bots)
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(record, f, indent=1)
        f.write("\n")
    os.replace(tmp, path)


def load_record(path: str) -> Game:
    """Read a record file and replay it; any problem raises OgallalaError or OSError with a clear message."""
    from ..game import replay
    from ..rules.errors import NotationError

    with open(path, encoding="utf-8") as f:
        try:
            data: Any = json.load(f)
        except json.JSONDecodeError as e:
            raise NotationError(f"{path} is not a JSON game record: {e}") from None
    return replay(data)


def load_bots(path: str) -> list[str] | None:
    """The opponents' bots saved with a record (None when the file names none)."""
    with open(path, encoding="utf-8") as f:
        try:
            data: Any = json.load(f)
        except json.JSONDecodeError:
            return None
    bots = data.get("bots") if isinstance(data, dict) else None
    if isinstance(bots, list) and bots and all(isinstance(b, str) for b in bots):
        return bots
    return None


def last_own_move(events: list[dict[str, Any]]) -> int:
    """The index just after the person's last event (so a resumed game shows what happened since)."""
    for i in range(len(events) - 1, -1, -1):
        ev = events[i]
        if ev.get("seat") == ME and ev.get("event") != "turn":
            return i + 1
    return 0


def stdin_reader(prompt: str) -> str:
    """Read one line from stdin; echo it when stdin is not a terminal, so a transcript reads well."""
    if sys.stdin.isatty():
        return input(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    line = line.rstrip("\r\n")
    sys.stdout.write(line + "\n")
    return line


class Session:
    """One terminal game: the game, the person's language, where to autosave, what was shown."""

    def __init__(self, game: Game, lang: str, save_path: str | None, out: TextIO, read: Reader,
                 shown: int = 0, bots: list[str] | None = None, seconds: float | None = 1.0) -> None:
        self.game = game
        self.bots = bots or []
        self.seconds = seconds
        self.lang = lang
        self.save_path = save_path
        self.out = out
        self.read = read
        self.shown = shown  # events already shown
        self.my_turn_started = True  # the next view starts a turn of the person (show the whole table)

    def say(self, text: str) -> None:
        self.out.write(text if text.endswith("\n") else text + "\n")
        self.out.flush()

    def autosave(self) -> None:
        if self.save_path:
            self.save(self.save_path, quiet=True)

    def save(self, path: str, quiet: bool = False) -> None:
        try:
            write_record(self.game, path, self.bots)
        except OSError as e:
            self.say(word("save_failed", self.lang, file=path, error=e.strerror or e))
            return
        if not quiet:
            self.say(word("saved", self.lang, file=path))

    def show(self) -> View:
        view = self.game.view(ME)
        self.say(render.render_view(view, self.lang, since=self.shown, full=self.my_turn_started))
        self.shown = len(view.events or ())
        return view

    def run(self) -> int:
        """Play until the game ends (0), the person quits or input ends (0), or Ctrl-C (130)."""
        try:
            return self._run()
        except KeyboardInterrupt:
            self.say("")
            self._leave()
            return 130

    def _leave(self) -> None:
        self.say(word("bye", self.lang))
        self.autosave()
        if self.save_path:
            self.say(word("resume", self.lang, file=self.save_path))

    def _run(self) -> int:
        while True:
            if play_bots(self.game, self.bots, self.seconds):
                self.my_turn_started = True
            self.autosave()
            view = self.show()
            self.my_turn_started = False
            if view.over:
                return 0
            outcome = self._ask(view)
            if outcome is not None:
                return outcome

    def _ask(self, view: View) -> int | None:
        """Read lines until one applies an action (None) or ends the session (an exit code)."""
        lang = self.lang
        legal = view.decision.legal if view.decision else ()
        while True:
            try:
                line = self.read(word("prompt", lang))
            except EOFError:
                self.say("")
                self._leave()
                return 0
            text = line.strip()
            if not text:
                continue
            cmd, _, arg = text.partition(" ")
            cmd = cmd.lower()
            if cmd in ("quit", "exit", "q"):
                self._leave()
                return 0
            if cmd in ("help", "?", "h"):
                self.say(render.render_help(view, lang))
                continue
            if cmd == "moves":
                self.say(render.render_moves(view, lang))
                continue
            if cmd == "hint":
                from ..ai import game_bot_seed, hint

                level = arg.strip() or "expert"
                key = self.game.seed if self.game.seed is not None else self.game.start
                try:
                    action = hint(view, self.game.legal_actions(), level,
                                  game_bot_seed(key, ME, self.game.action_count), self.seconds)
                except OgallalaError as e:
                    self.say(f"{e}")
                    continue
                self.say(word("hint", lang, level=level, action=action))
                continue
            if cmd == "board":
                self.say(render.render_view(view, lang, since=len(view.events or ()), full=True))
                continue
            if cmd == "legend":
                self.say(render.render_legend(lang))
                continue
            if cmd == "save":
                path = arg.strip() or self.save_path
                if not path:
                    self.say(word("save_usage", lang))
                else:
                    self.save(path)
                continue
            if text.isdigit():
                k = int(text)
                if not 1 <= k <= len(legal):
                    self.say(word("bad_number", lang, n=k, max=len(legal)))
                    self.say(render.render_moves(view, lang))
                    continue
                chosen: int | str = legal[k - 1].code
            else:
                chosen = text.lower()
            try:
                self.game.apply(chosen if isinstance(chosen, int) else self.game.parse_action(chosen), seat=ME)
            except OgallalaError as e:
                self.say(f"{e}")
                self.say(render.render_moves(view, lang))
                continue
            return None


def run_play(game: Game, lang: str = "en", save_path: str | None = None, out: TextIO | None = None,
             read: Reader | None = None, shown: int = 0, bots: list[str] | None = None,
             seconds: float | None = 1.0) -> int:
    """Run a terminal game on ``game`` (seat 0 is the person, the others ``bots``); return the exit code."""
    session = Session(game, lang, save_path, out or sys.stdout, read or stdin_reader, shown, bots, seconds)
    return session.run()
