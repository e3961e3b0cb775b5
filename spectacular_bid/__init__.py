"""Spectacular Bid: a two-player Fives dominoes duel with an opening auction and a game clock."""

__version__ = "0.1.0"
