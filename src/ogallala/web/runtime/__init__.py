"""The server process itself: the connection guard, the garbage collector's policy, the event loop's watch."""
