"""The rules engine: cards, rivers, editions and the game state. No I/O, no globals, no hidden randomness."""
