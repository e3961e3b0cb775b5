"""The saved games as the screens see them: one module to import, Qt-free.

The history, the profile and the start-up screen need the games file opened, its games listed
and replayed, players' profiles, games written to and read from record files, and the errors
each of these can raise. They take all of it from here, never from :mod:`.storage` or
:mod:`.records_io` directly, so the store can change inside without a screen noticing
(the layer contract in the tests checks it).

- Opening: :func:`open_storage` gives the :class:`Storage` (locked against a second copy) and
  the :class:`StoreDamaged` notice if a damaged file was kept aside; it raises
  :class:`StoreLocked` or another :class:`StoreError`.
- Reading: :meth:`Storage.games` (:class:`GameSummary` rows), :meth:`Storage.record`,
  :meth:`Storage.players` and :meth:`Storage.profile` (:class:`Profile`).
- Record files: :func:`export_game` and :func:`export_name` out; :func:`read_record_file`,
  :func:`shown_name` (a file's name as a file dialog shows it),
  :func:`check_record` and :func:`store_checked` in, each refusal a :class:`GameFileError`
  (:class:`AlreadyStored` and :class:`PlayersInGame` name the stored game to select).
"""

from __future__ import annotations

from .lock import StoreLocked
from .records_io import (
    AlreadyStored,
    Checked,
    GameFileError,
    PlayersInGame,
    check_record,
    export_game,
    export_name,
    read_record_file,
    shown_name,
    store_checked,
)
from .storage import GameSummary, Profile, Storage, StoreDamaged, StoreError, open_storage

__all__ = [
    "AlreadyStored",
    "Checked",
    "GameFileError",
    "GameSummary",
    "PlayersInGame",
    "Profile",
    "Storage",
    "StoreDamaged",
    "StoreError",
    "StoreLocked",
    "check_record",
    "export_game",
    "export_name",
    "open_storage",
    "read_record_file",
    "shown_name",
    "store_checked",
]
