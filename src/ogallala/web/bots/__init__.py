"""Bots at the server: the pool of worker processes that decide, and remote bots that connect as clients."""
