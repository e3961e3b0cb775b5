"""The computer player of Spectacular Bid: pure Python, no Qt, built on the core's public API.

Its one input is a seat record (ENGINE.md): what one seat may know. It infers the rest through
the rules (:func:`spectacular_bid.core.infer`), samples the deals it cannot see, and decides at
a level of :data:`LEVELS` (:mod:`.levels`). :func:`answer` and :func:`respond` speak the engine
protocol; :mod:`.match` plays duplicate matches; :func:`analyse` (:mod:`.analysis`) values
every decision of a game, as a coach; :mod:`.cli` holds the two commands.
"""

from __future__ import annotations

from .analysis import Analysis, Cancelled, Decision, Kind, PlayerSummary, Setting, TooLong, Verdict, analyse
from .levels import LEVELS, Budget, decide
from .protocol import action_of, answer, respond

__all__ = [
    "LEVELS",
    "Analysis",
    "Budget",
    "Cancelled",
    "Decision",
    "Kind",
    "PlayerSummary",
    "Setting",
    "TooLong",
    "Verdict",
    "action_of",
    "analyse",
    "answer",
    "decide",
    "respond",
]
