"""Learning: the guided first game (the tutorial) and the analysis of a finished game, and their routes."""
