"""The windows opened beside the game: History, the replay viewer, profiles, the rules, questions, file dialogs."""
