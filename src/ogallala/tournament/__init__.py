"""Bot tournaments: seating by rotation, duplicate deals, parallel games, statistics and the ladder plot."""

from ..seeds import derive_seed
from .runner import GameResult, GameTask, TournamentError, make_tasks, play_game, run_tasks
from .stats import BotStats, tally, wilson, win_shares

__all__ = ["BotStats", "GameResult", "GameTask", "TournamentError", "derive_seed", "make_tasks", "play_game",
           "run_tasks", "tally", "wilson", "win_shares"]
