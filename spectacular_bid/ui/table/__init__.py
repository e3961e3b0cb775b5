"""The game page: the table and its line of play, the hand, the bidding panel, what happened."""
