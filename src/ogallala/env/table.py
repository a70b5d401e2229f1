"""What the environments share: dealing or loading a game, the rewards, the render."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..game import Game, load_position, new_game
from ..rules.editions import check_variants, get_edition
from ..rules.errors import ConfigError

REWARDS = ("win", "margin")
RENDER_MODES = ("ansi", "human")


def check_config(edition: str, players: int, variants: Sequence[str], reward: str,
                 render_mode: str | None) -> tuple[str, tuple[str, ...]]:
    """Check an environment's settings; return the edition id and the variants as a tuple."""
    ed = get_edition(edition)
    ed.check_players(players)
    vs = check_variants(ed, variants)
    if reward not in REWARDS:
        raise ConfigError(f"unknown reward {reward!r}: choose one of {', '.join(REWARDS)}")
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ConfigError(f"unknown render_mode {render_mode!r}: choose one of {', '.join(RENDER_MODES)} or None")
    return ed.id, vs


def start_game(edition: str, players: int, variants: tuple[str, ...], seed: int,
               options: dict[str, Any] | None) -> Game:
    """A new game dealt from ``seed``, or the game of ``options["position"]`` when given."""
    text = (options or {}).get("position")  # other options are ignored, as Gymnasium's environments do
    if text is None:
        return new_game(edition, players, seed=seed, variants=variants)
    if not isinstance(text, str):
        raise ConfigError(f"options['position'] is a position text (Game.position()), not {type(text).__name__}")
    game = load_position(text)
    if game.edition != edition or game.players != players:
        raise ConfigError(f"the position is {game.edition} with {game.players} players; "
                          f"this environment plays {edition} with {players} players")
    if tuple(game.variants) != variants:
        raise ConfigError(f"the position's variants {list(game.variants)} differ from "
                          f"the environment's {list(variants)}")
    if game.is_over():
        raise ConfigError("the position is of a finished game")
    return game


def final_rewards(game: Game, reward: str) -> list[float]:
    """Every seat's reward once the game is over.

    ``win``: the winners share 1 (a sole winner gets 1, two tied winners 0.5 each), the others 0;
    the rewards sum to 1 (constant-sum). ``margin``: the seat's score minus the mean score of the
    other seats (for two players, the difference of the scores); the rewards sum to 0 (zero-sum).
    """
    if reward == "win":
        winners = game.winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(game.players)]
    scores = game.scores()
    n = len(scores)
    total = sum(scores)
    return [s - (total - s) / (n - 1) for s in scores]


def render_text(game: Game, since: int = 0) -> str:
    """The terminal's rendering of the spectator's view (nothing hidden), with the events from ``since`` on."""
    from ..render import render_view

    return render_view(game.view(None), "en", since=since)


def render(render_mode: str | None, game: Game, since: int) -> tuple[str | None, int]:
    """An environment's ``render()``: the text for ``"ansi"`` (printed for ``"human"``, which answers
    None), and the event count to render from next time. Without a render mode it warns, as
    Gymnasium's environments do."""
    if render_mode is None:
        import gymnasium

        gymnasium.logger.warn("render() called without a render_mode")
        return None, since
    text = render_text(game, since)
    if render_mode == "human":
        print(text)
        return None, game.event_count
    return text, game.event_count
