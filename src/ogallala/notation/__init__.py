"""Text forms that round-trip: cards, rivers, actions, positions and game records."""
