"""Ogallala as an OpenSpiel game: importing this module registers ``python_ogallala``.

>>> import pyspiel, ogallala.env.openspiel
>>> game = pyspiel.load_game("python_ogallala", {"edition": "ass", "players": 3, "variants": "two-tribes"})

Parameters: ``edition`` (``amigo``, ``ass``, ``pelikan``), ``players``, ``variants`` (names
separated by spaces) and ``position`` (a position text, ``Game.position()``: the game starts there,
without a deal; empty by default).

**Chance model** (explicit): the game starts with the deal, one chance node per card of the deck
in the order the engine cuts it into the draw piles (a pile's last card is drawn first); each
node's outcomes are the cards still to deal, with probability proportional to their count (with
``sorted-stacks``, the cards of the stack being dealt). The generator that shuffles the discard
pile when it becomes a draw pile is seeded with a hash of the whole deal, which no player sees:
so the game is a function of its history, and a state serializes as its history of actions.

Players' actions are the engine's action codes (:func:`ogallala.action_space_size`). The
observation and information-state tensors are :func:`ogallala.env.encode` of the seat's view; the
observation string is the seat's view as JSON (without its event list), and the information-state
string adds the public log: every player's action text and every event the game reported (all
public, as views show them), so information sets are consistent. Returns: the winners share 1.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from typing import Any

import numpy as np

from ..ai.observation import Encoder, layout
from ..ai.sampling import sample_game
from ..extras import require_extra
from ..game import Game, load_position, new_game
from ..rules import StateFields, fields, from_fields
from ..rules import phases as P
from ..rules.actions import SIZE, format_code
from ..rules.cards import card_text
from ..rules.editions import check_variants, get_edition
from ..rules.errors import ConfigError
from ..seeds import derive_seed
from .table import final_rewards

require_extra("rl", "ogallala.env.openspiel (the OpenSpiel game)", "pyspiel")
import pyspiel  # noqa: E402  (after the check that names the extra)

SHORT_NAME = "python_ogallala"
_DEFAULTS: dict[str, Any] = {"edition": "amigo", "players": 2, "variants": "", "position": ""}
_MAX_PLAYERS = 5

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Python Ogallala",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.CONSTANT_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=_MAX_PLAYERS,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)

# A bound on the decisions of a game per card of the deck, far above what play reaches (games of
# random bots take under 3 decisions per card; tests check the bound on seeded games).
_DECISIONS_PER_CARD = 20


class Setup:
    """What a game's parameters fix: the edition, players, variants, the start position, the deal."""

    def __init__(self, edition: str, players: int, variants: tuple[str, ...], position: str) -> None:
        ed = get_edition(edition)
        self.variants = check_variants(ed, variants)
        if position:
            start = load_position(position)
            if (start.edition, start.players, tuple(start.variants)) != (ed.id, players, self.variants):
                raise ConfigError(f"the position is {start.edition} with {start.players} players and variants "
                                 f"{list(start.variants)}, not the game's parameters")
        self.edition = ed.id
        self.players = players
        self.position = position
        self.layout = layout(ed.id, players)
        # The deal's template: a fresh deal's record before any card is drawn, and its piles as the engine
        # cuts them (cards as text, the chance outcomes' names).
        self.template, piles = _undealt(new_game(ed.id, players, seed=0, variants=self.variants))
        self.code_of = {card_text(c): c for c in self.template.deck}
        self.pile_sizes = [len(pile) for pile in piles]
        self.deck_size = sum(self.pile_sizes)
        self.sorted_stacks = "sorted-stacks" in self.variants
        self.pools = [Counter(pile) for pile in piles] if self.sorted_stacks else [Counter(t for p in piles for t in p)]
        self.stack_ends = [sum(self.pile_sizes[: i + 1]) for i in range(len(piles))]
        self.outcome_text = [kind + tribe for kind in self.layout.kinds for tribe in ("", ":red", ":black")]
        self.outcome_of = {t: i for i, t in enumerate(self.outcome_text)}
        self.max_game_length = self.deck_size * (1 + _DECISIONS_PER_CARD * (1 + ed.max_refills))

    def dealt_game(self, dealt: list[str]) -> Game:
        """The game whose piles hold ``dealt`` (cards in dealing order)."""
        piles = []
        at = 0
        for size in self.pile_sizes:
            piles.append(tuple(self.code_of[t] for t in dealt[at : at + size]))
            at += size
        rng = derive_seed(0, "openspiel-deal", *dealt)
        state = from_fields(dataclasses.replace(self.template, piles=tuple(piles), rng=rng))
        game = Game(state, None, self.variants)
        game.start = game.position()  # as a game loaded from that position
        legal = game.legal_codes()
        if len(legal) == 1:  # the first decision may be forced (Pelikan's single pile), as in new_game
            game.apply(legal[0])
        return game


_SETUPS: dict[tuple[str, int, tuple[str, ...], str], Setup] = {}


def setup_of(params: dict[str, Any]) -> Setup:
    """The (cached) setup of a game's parameters."""
    p = {**_DEFAULTS, **params}
    key = (str(p["edition"]), int(p["players"]), tuple(str(p["variants"]).split()), str(p["position"]))
    if key not in _SETUPS:
        _SETUPS[key] = Setup(*key)
    return _SETUPS[key]


class OgallalaGame(pyspiel.Game):
    """The game: an edition, a number of players and variants (or a start position).

    It keeps nothing but its parameters (OpenSpiel rebuilds a game from them when unpickling).
    """

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_DEFAULTS, **(params or {})}
        st = setup_of(p)
        info = pyspiel.GameInfo(
            num_distinct_actions=SIZE,
            max_chance_outcomes=len(st.outcome_text),
            num_players=st.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=st.max_game_length,
        )
        super().__init__(_GAME_TYPE, info, p)

    def new_initial_state(self) -> OgallalaState:
        return OgallalaState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> OgallalaObserver:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return OgallalaObserver(setup_of(self.get_parameters()), perfect_recall, params)


def _undealt(game: Game) -> tuple[StateFields, list[list[str]]]:
    """A fresh game's record before any card is drawn (its piles and rng to be filled in), and its
    piles (cards as text, the last drawn first)."""
    record = fields(game.state)
    piles = [[card_text(c) for c in pile] for pile in record.piles]
    for card in record.hand:  # a forced first draw (Pelikan) goes back on its pile
        piles[0].append(card_text(card))
    template = dataclasses.replace(record, turn=1, seat=0, phase=P.DRAW, hand=(), duplicate=False, must_end=False,
                                   completed=False, took=False, todo=0, piles=(), rng=0)
    return template, piles


class _Core:
    """A state's contents, copied cheaply when OpenSpiel clones a state (``copy.deepcopy``)."""

    __slots__ = ("setup", "dealt", "left", "moves", "events", "seen", "game")

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.dealt: list[str] = []
        self.left: Counter[str] = Counter()  # the cards still to deal in the current pool
        self.moves: list[str] = []  # "seat: action text" of every player action
        self.events: list[str] = []  # the game's events as JSON, as far as encoded (see log)
        self.seen = 0  # how many of the game's events ``events`` holds
        self.game: Game | None = None

    def log(self) -> list[str]:
        """The public log: every player's action text, then every event the game reported."""
        game = self.game
        if game is not None and game.event_count > self.seen:
            self.events.extend(json.dumps(e, separators=(",", ":")) for e in game.events_since(self.seen))
            self.seen = game.event_count
        return self.moves + self.events

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        c = _Core(self.setup)  # the setup is shared: it never changes
        c.dealt = self.dealt[:]
        c.left = self.left.copy()
        c.moves = self.moves[:]
        c.events = self.events[:]
        c.seen = self.seen
        c.game = self.game.copy() if self.game is not None else None
        return c


class OgallalaState(pyspiel.State):
    """A state: the deal so far, or the game being played, and the public log."""

    def __init__(self, game: OgallalaGame) -> None:
        super().__init__(game)
        st = setup_of(game.get_parameters())
        self.core = _Core(st)
        if st.position:
            self._start(load_position(st.position))
        else:
            self.core.left = st.pools[0].copy()

    def _start(self, game: Game) -> None:
        self.core.game = game

    @property
    def game(self) -> Game | None:
        return self.core.game

    # -- OpenSpiel's state API

    def current_player(self) -> int:
        game = self.core.game
        if game is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = game.current_seat
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        game = self.core.game
        assert game is not None and player == game.current_seat
        return sorted(game.legal_codes())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        left = self.core.left
        total = sum(left.values())
        of = self.core.setup.outcome_of
        return sorted((of[t], n / total) for t, n in left.items() if n)

    def _apply_action(self, action: int) -> None:
        core = self.core
        st = core.setup
        if core.game is None:
            card = st.outcome_text[action]
            if not core.left[card]:
                raise ValueError(f"chance outcome {action} ({card}) is not among the cards left to deal")
            core.dealt.append(card)
            core.left[card] -= 1
            done = len(core.dealt)
            if done == st.deck_size:
                self._start(st.dealt_game(core.dealt))
            elif st.sorted_stacks and done in st.stack_ends:  # the next stack's cards
                core.left = st.pools[st.stack_ends.index(done) + 1].copy()
            return
        game = core.game
        seat = game.current_seat
        game.apply(action)
        core.moves.append(f"{seat}: {format_code(action)}")

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {self.core.setup.outcome_text[action]}"
        return format_code(action)

    def is_terminal(self) -> bool:
        game = self.core.game
        return game is not None and game.is_over()

    def returns(self) -> list[float]:
        game = self.core.game
        if game is None or not game.is_over():
            return [0.0] * self.core.setup.players
        return final_rewards(game, "win")

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> OgallalaState:
        """A state with the same information state for ``player_id``: the hidden pile order sampled
        from the seat's view (:func:`ogallala.ai.sampling.sample_game`)."""
        game = self.core.game
        if game is None or game.is_over():
            return self.clone()  # type: ignore[no-any-return]
        rng = random.Random(int(probability_sampler() * 2**53))
        state = OgallalaState(self.get_game())
        state.core.game = sample_game(game.view(player_id), rng)  # a game from a position: no events yet
        state.core.moves = self.core.moves[:]
        state.core.events = self.core.log()[len(self.core.moves) :]  # its own events start after these
        return state

    def __str__(self) -> str:
        core = self.core
        if core.game is None:
            return f"dealing: {len(core.dealt)} of {core.setup.deck_size} cards dealt"
        return core.game.position()


class OgallalaObserver:
    """Observations (tensor and string) of a seat; the information state adds the public log."""

    def __init__(self, game: Setup, perfect_recall: bool, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(game.layout.size, np.float32)
        self.encoder = Encoder(game.layout.edition, game.layout.players)  # this observer's own caches
        self.dict = {name: game.layout.slice(self.tensor, name) for name in game.layout.fields}

    def set_from(self, state: OgallalaState, player: int) -> None:
        game = state.core.game
        if game is None:
            self.tensor.fill(0.0)
        else:
            self.encoder.encode(game, player, out=self.tensor)  # equal to encode(game.view(player)), faster

    def string_from(self, state: OgallalaState, player: int) -> str:
        core = state.core
        if core.game is None:
            return f"seat {player}: dealing, {len(core.dealt)} of {core.setup.deck_size} cards dealt"
        view = core.game.view(player, events=False).to_json()
        text = json.dumps(view, sort_keys=True, separators=(",", ":"))
        if self.perfect_recall:
            text += "\n" + "\n".join(core.log())
        return text


pyspiel.register_game(_GAME_TYPE, OgallalaGame)
