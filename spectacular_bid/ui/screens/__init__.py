"""The whole-window screens: the new game, the private handoff, the end-of-hand count."""
