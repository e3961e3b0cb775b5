"""Random games for the inference and engine tests: every position where a seat must decide,
with the game's record so far (each event as it was accepted)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from spectacular_bid.core import (
    Bid,
    Event,
    GameState,
    Record,
    Stage,
    apply,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    with_deal,
)

PLAYERS = ("Ana", "Ben")


def decisions(rng: random.Random, max_events: int = 300) -> Iterator[tuple[GameState, Record]]:
    """Play one game with random legal actions at random times and yield every position where
    the seat to act holds the device and must play, draw or bid (bids kept modest, so that
    games last several hands)."""
    state = new_game(PLAYERS, [deal_from(rng)])
    events: list[Event] = []
    while not state.is_over and len(events) < max_events:
        if needs_deal(state):
            state = with_deal(state, deal_from(rng))
        actions = legal_actions(state)
        action = actions[rng.randrange(len(actions))]
        if isinstance(action, Bid) and rng.random() < 0.7:
            action = actions[0]  # waive or accept
        at = state.time + rng.randrange(0, 4000)
        state = apply(state, action, at)
        events.append(Event.of(action, at))
        if state.stage in (Stage.PLAY, Stage.BIDDING) and state.holder == state.to_act:
            yield state, Record(PLAYERS, state.deals, tuple(events))
