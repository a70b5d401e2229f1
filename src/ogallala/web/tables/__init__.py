"""Tables and play: the table in memory and its store, dealing, seats, actions, clocks and bots' turns,
committing and following a table, the views, and their routes (HTTP and WebSocket)."""
