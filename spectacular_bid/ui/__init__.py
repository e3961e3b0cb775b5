"""The Qt window of Spectacular Bid: widgets that draw what the controller exposes.

The window, its menus, theme, keys and screen fitting live here; the rest in rooms:
``table`` (the game page), ``screens`` (new game, handoff, end of hand), ``dialogs``
(History, replay, profiles, rules, questions, files) and ``widgets`` (shared small parts).
"""
