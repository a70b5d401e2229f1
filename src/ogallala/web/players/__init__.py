"""Players: ratings and profiles, My games, quick play, and their routes."""
