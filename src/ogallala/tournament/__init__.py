"""Bot tournaments: seating by rotation, duplicate deals, parallel games, statistics and the ladder plot."""

from ..extras import require_extra

require_extra("tournament", "ogallala.tournament (tournaments, ratings, the ladder plot)", "openskill", "matplotlib")

from ..seeds import derive_seed  # noqa: E402  (after the check of the ratings' and plot's libraries)
from .runner import GameResult, GameTask, TournamentError, make_tasks, play_game, run_tasks  # noqa: E402
from .stats import BotStats, tally, wilson, win_shares  # noqa: E402

__all__ = ["BotStats", "GameResult", "GameTask", "TournamentError", "derive_seed", "make_tasks", "play_game",
           "run_tasks", "tally", "wilson", "win_shares"]
