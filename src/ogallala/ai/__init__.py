"""Players that are programs: the bot protocol, the bots, and the sampling of hidden information."""
