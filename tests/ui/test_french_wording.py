"""The French words of issue 12, item 20, checked on the screens and across the translations.

Pips are a *somme* (or a *total*), never *points*, which are the balance; going out is *sortir*
(the French rules' word); the end total is the *total des extrémités*; an end is an
*extrémité*; the marker over a paused clock says who acts next, not who plays now; a void
game's reason is French inside a French sentence.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import spectacular_bid
from spectacular_bid.app.messages import describe_ending, describe_reason, result_text
from spectacular_bid.core import Reason, Result
from spectacular_bid.core.state import WentOut
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.screens.handoff_screen import HandoffScreen

TS = Path(spectacular_bid.__file__).parent / "i18n" / "spectacular_bid_fr.ts"


def translations() -> list[tuple[str, str, str]]:
    """(context, English source, French translation) of every message, plural forms joined."""
    out = []
    for context in ET.parse(TS).getroot():
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = translation.findall("numerusform")
            text = " | ".join(f.text or "" for f in forms) if forms else translation.text or ""
            out.append((name, source, text))
    return out


@pytest.fixture
def french(qapp: object) -> Iterator[None]:
    assert install_language("fr")
    yield
    install_language("en")


def _tr(text: str, n: int = -1) -> str:
    from PySide6.QtCore import QCoreApplication

    out = QCoreApplication.translate("messages", text, None, n)
    return out.replace("%n", str(n)) if n >= 0 else out


def test_pips_are_a_sum_never_points() -> None:
    for context, source, french in translations():
        if re.search(r"\bpips?\b", re.sub(r"\{\w+\}", "", source)):
            assert not re.search(r"\bpoints?\b|\bpts?\b", french), (context, source, french)
            assert re.search(r"somme|total", french), (context, source, french)


def test_going_out_is_sortir() -> None:
    for context, source, french in translations():
        if re.search(r"\b(went|goes|go) out\b", source):
            assert re.search(r"\bsort(i|ie|ez)?\b|\bSortie\b", french), (context, source, french)
            assert "fini" not in french, (context, source, french)


def test_going_out_is_said_to_a_player_of_either_sex() -> None:
    """A play-test read "Bartholomew, vous êtes le jockey (sortie à la manche précédente)": the
    noun, read as a past participle in the feminine. Going out is the noun with a possessive."""
    for context, source, french in translations():
        if re.search(r"went out last hand", source):
            assert re.search(r"(sa|votre) sortie", french), (context, source, french)
            assert not re.search(r"sorti(e|·e)?s?", french), (context, source, french)


def test_a_hand_played_is_a_manche_never_a_main() -> None:
    """*Manche* is the hand played (the French rules' word), *main* the tiles a player holds:
    "by the end of the hand" said as *la fin de la main* would mean the tiles running out."""
    played = re.compile(
        r"\b(this|next|last|first) hand\b|end of the hand|\bopen(s|ed)? (the|this) hand\b|\bends the hand\b"
    )
    for context, source, french in translations():
        if played.search(source):
            assert re.search(r"\bmanches?\b", french), (context, source, french)
            assert not re.search(r"\b(cette|la) main\b(?! de)", french), (context, source, french)


def test_the_end_total_is_the_total_of_the_ends() -> None:
    for context, source, french in translations():
        if re.search(r"end total", source, re.I):
            assert "total des extrémités" in french.lower(), (context, source, french)


def test_an_end_is_an_extremite() -> None:
    for context, source, french in translations():
        if re.search(r"\{end\} end\b|the end to play|open ends?\b|&\w+ end\b", source):
            assert "extrémité" in french, (context, source, french)


def test_the_paused_handoff_marks_who_acts_next(qtbot: QtBot, french: None) -> None:
    """A French play-test read "▼ joue ensuite" over the player who acts now as "plays later"."""
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.set_info("Ben", "À Ben de jouer", ("Ana", "Ben"), (150, 150), (60_000, 50_000), ())
    assert [mark.text() for mark in screen.next_marks if not mark.isHidden()] == ["▼ doit jouer"]
    assert screen.next_marks[1].accessibleName() == "doit jouer"
    assert "en pause" in screen.privacy.text()


def test_a_void_reason_is_french_in_a_french_sentence(french: None) -> None:
    result = Result(None, Reason.VOID, "the system clock went backwards")
    for sentence in (result_text(result, ("Ana", "Ben"), _tr), describe_reason(result, ("Ana", "Ben"), _tr)):
        assert "l'horloge du système a reculé" in sentence, sentence
        assert "clock" not in sentence
    assert describe_ending(WentOut(0), ("Ana", "Ben"), _tr) == "Ana sort\u00a0!"


@pytest.mark.parametrize("width", [560, 900])
def test_the_end_total_badge_holds_its_french_label(qtbot: QtBot, french: None, width: int) -> None:
    from PySide6.QtGui import QFontMetrics

    from spectacular_bid.core import End, Table, Tile
    from spectacular_bid.ui.table.table_widget import TableWidget, badge_label_font

    table = TableWidget()
    qtbot.addWidget(table)
    table.resize(width, 320)
    table.set_table(Table().open_with(Tile.of(6, 6)).place(Tile.of(6, 3), End.EAST), 1)
    table.show()
    qtbot.wait(1)
    label = table.badge_label()
    assert label == "TOTAL DES EXTRÉMITÉS"
    badge = table.badge_rect()
    advance = QFontMetrics(badge_label_font(table.font(), badge.height())).horizontalAdvance(label)
    assert advance <= badge.width() - 12, (advance, badge)
    assert table.rect().contains(badge)


def test_opening_by_rank_is_said_as_the_french_rules_say_it() -> None:
    """A French play-test read "le joueur qui a le plus gros double doit ouvrir avec." (a
    dangling preposition), "s'ouvre au rang" and "Ouverture au rang" (not idiomatic), where the
    French rules say "retour à l'ouverture selon le rang des dominos" and "doit l'ouvrir avec
    ce double". Every French string, and the French rules help, say it so."""
    from spectacular_bid.ui.dialogs.rules_help import help_html

    texts = [("", source, french) for _, source, french in translations()]
    texts.append(("", "rules help", help_html("fr")))
    for _, source, french in texts:
        assert "au rang" not in french, (source, french)
        assert not re.search(r"\bavec\s*(?:[.;:,)]|</)", french), (source, french)
    assert "selon le rang des dominos" in help_html("fr")
    assert "doit l'ouvrir avec ce double" in help_html("fr")


def test_the_guided_games_french_sums_and_resuming_read_naturally() -> None:
    """A French play-test read "2 + 3 + 3 + 4 = 12, qui n'est pas un multiple de 5, ne rapporte
    rien.", "= 7 ne rapporte rien", "Les dominos restés dans l'autre main" and "reprendra à
    l'étape 10 sur 31, pendules comprises" (what "comprises" meant was unclear)."""
    said = {source: french for _, source, french in translations()}
    for source, french in said.items():
        assert not re.search(r"= \d+(?:,| ne rapporte)", french), (source, french)
        assert "restés dans" not in french and "pendules comprises" not in french, (source, french)
    assert any("= 12\xa0: pas un multiple de 5, rien à marquer." in french for french in said.values())
    assert any("= 7\xa0: rien à marquer." in french for french in said.values())
    kept = said["Learn to play goes on from step {n} of {total} next time, the clocks as you left them."]
    assert kept == (
        "La prochaine fois, Apprendre à jouer reprendra à l'étape {n} sur {total}\xa0; les pendules n'auront pas bougé."
    )


def test_the_rank_refusal_says_how_the_opener_is_chosen(french: None) -> None:
    """Issue 12, item 13: the opening tile is the highest by rank (R8), not "the best tile"."""
    from spectacular_bid.app.messages import describe_refusal, english
    from spectacular_bid.core import Tile
    from spectacular_bid.core.rules import IllegalAction, Refusal

    refused = IllegalAction(Refusal.MUST_OPEN_WITH, seat=1, tile=Tile.of(6, 6))
    french_text = describe_refusal(refused, ("Ana", "Ben"), _tr)
    english_text = describe_refusal(refused, ("Ana", "Ben"), english)
    assert english_text == "Ben must open with 6–6: this hand opens by rank"
    assert french_text == "Ben doit ouvrir avec 6–6\u00a0: cette manche s'ouvre selon le rang des dominos"


def _points_agree(text: str) -> list[str]:
    """Every "N point(s)" of ``text`` whose noun does not agree: French takes the singular
    below 2 ("0,0 point", "1,5 point"), the plural from 2 ("2,0 points")."""
    found = re.findall(r"[−+]?(\d+),(\d)\xa0(points?)\b", text)
    assert found, text
    return [f"{a},{b} {noun}" for a, b, noun in found if (noun == "point") != (int(a) < 2)]


@pytest.mark.parametrize("amount", [0.0, 0.04, 0.6, 1.0, 1.5, 1.94, 1.96, 2.0, 3.24, 12.0])
def test_fewer_than_two_points_take_the_singular(french: None, amount: float) -> None:
    from spectacular_bid.app.controller import translate
    from spectacular_bid.app.messages import analysis_text, hint_text

    waive, bid = {"do": "waive"}, {"do": "bid", "amount": 20}
    texts = [
        hint_text(waive, amount, bid, clear=True, tr=translate),
        hint_text(waive, amount, bid, clear=False, tr=translate),
        hint_text(waive, -amount, bid, clear=False, beyond_hand=True, tr=translate),
        hint_text(waive, -amount, bid, clear=False, within_noise=True, tr=translate),
        analysis_text("Ana", waive, waive, amount, amount, 0.0, 0.0, "fine", translate),
        analysis_text("Ana", waive, bid, -amount, 3.0, amount, 10.0, "fine", translate),
        analysis_text("Ana", waive, bid, amount, 13.0, amount, 0.0, "blunder", translate),
    ]
    for text in texts:
        assert _points_agree(text) == [], text


@pytest.mark.parametrize(
    ("value", "best", "loss", "said"),
    [
        (
            -20.14,
            0.04,
            20.18,
            "about −20.1 points to them by the end of the hand; the engine preferred to bid 20 "
            "(about 0.0): about 20.1 points lost",
        ),
        (1.24, 5.93, 4.76, "(about +5.9): about 4.7 points lost"),
        (
            -0.44,
            2.66,
            3.10,
            "about −0.4 points to them by the end of the hand; the engine preferred to bid 20 "
            "(about +2.7): about 3.1 points lost",
        ),
    ],
)
def test_the_points_lost_are_the_difference_of_the_numbers_shown(
    value: float, best: float, loss: float, said: str
) -> None:
    """A play-test read "about −20.1 … (about +0.0): about 20.2 points lost"."""
    from spectacular_bid.app.messages import analysis_text

    text = analysis_text("Ana", {"do": "waive"}, {"do": "bid", "amount": 20}, value, best, loss, 0.5, "blunder")
    assert said in text, text


def test_english_points_stay_plural() -> None:
    from spectacular_bid.app.messages import analysis_text, hint_text

    assert hint_text({"do": "waive"}, 0.6, {"do": "bid", "amount": 20}, clear=True) == (
        "Hint: waive: about +0.6 points better than the next best (bid 20)."
    )
    assert analysis_text("Ana", {"do": "waive"}, {"do": "bid", "amount": 20}, 1.0, 2.5, 1.5, 0.1, "fine") == (
        "Ana chose to waive, worth about +1.0 points to them by the end of the hand; the engine preferred to bid 20 "
        "(about +2.5): about 1.5 points lost, fine."
    )


def test_the_clocks_write_tenths_with_the_french_decimal_comma(french: None) -> None:
    """A play-test read "délai 8.1 s" beside hints reading "+20,1"."""
    from spectacular_bid.ui.widgets.clock_widget import format_delay, format_reserve

    assert (format_delay(8_180), format_reserve(9_540), format_reserve(75_000)) == ("8,1", "0:09,5", "1:15")


def test_a_french_move_compared_with_names_its_end_unmistakably(french: None) -> None:
    """A play-test read "ou 5–4 est, à peu près aussi bon", where "est" reads as "is"; a
    later one read "à l'extrémité ouest" and "côté ouest" in one hint: the move compared with
    names its end as the advice does."""
    from spectacular_bid.app.controller import translate
    from spectacular_bid.app.messages import decision_text, hint_text

    east = {"do": "play", "tile": [5, 4], "end": "east"}
    assert decision_text(east, translate, short=True) == "5–4 à l'extrémité est"
    both = decision_text(east, translate, short=True, either=("west", "east"))
    assert both == "5–4 à l'extrémité ouest ou est"
    west = {"do": "play", "tile": [3, 2], "end": "west"}
    said = hint_text(west, 4.0, {"do": "play", "tile": [4, 3], "end": "west"}, clear=True, spread=0.4, tr=_tr)
    assert said == (
        "Indice\xa0: poser 3–2 à l'extrémité ouest\xa0: environ +4,0\xa0points de mieux que la meilleure autre "
        "décision (4–3 à l'extrémité ouest), à 0,4 près."
    )
    assert "côté" not in said


def test_ends_that_give_the_same_game_are_said_to_come_to_the_same(french: None) -> None:
    """A play-test read "chacune de ces extrémités donne la même partie": the French says
    the ends come to the same ("revient au même")."""
    from spectacular_bid.app.messages import hint_text

    six_five = {"do": "play", "tile": [6, 5], "end": "west"}
    said = hint_text(six_five, None, None, clear=False, alike=True, mirrored=(("west", "east"), ()), tr=_tr)
    assert said == (
        "Indice\xa0: poser 6–5 à l'extrémité ouest ou est\xa0: quelle que soit l'extrémité, cela revient au "
        "même, le choix ne change donc rien."
    )
    alone = hint_text(six_five, None, None, clear=False, alike=True, tr=_tr)
    assert "reviennent au même" in alone and "même partie" not in alone


def test_two_french_plays_that_go_out_alike_give_the_same_result(french: None) -> None:
    """A play-test read "à peu près équivalents (0,0 point, dans l'incertitude du moteur)" for
    two plays that both went out scoring nothing, in an exact endgame."""
    from spectacular_bid.app.controller import translate
    from spectacular_bid.app.hints import Hint

    north = {"do": "play", "seat": 0, "tile": [4, 3], "end": "north"}
    hint = Hint(north, 0.0, north | {"end": "south"}, 0.0, 0.0, ends=("out", "out"))
    said = hint.words(translate)
    assert said.startswith("Indice\xa0: poser 4–3 à l'extrémité nord, ou 4–3 ")
    assert said.endswith("\xa0: dans les deux cas vous sortez et la manche se termine, avec le même résultat.")
    assert "incertitude" not in said and "à peu près" not in said


def test_the_file_dialog_speaks_french_and_shows_sizes_and_dates_whole(qtbot: QtBot, french: None) -> None:
    """A play-test read "Look in:" and "Files of type:" in a French export, with "10…io"."""
    from PySide6.QtWidgets import QFileDialog, QHeaderView, QTreeView

    from spectacular_bid.ui.dialogs.file_dialog import file_dialog

    dialog = file_dialog(None, "Exporter", ".", "Parties (*.json)", save=True)
    qtbot.addWidget(dialog)
    label = dialog.labelText
    assert label(QFileDialog.DialogLabel.LookIn) == "Voir dans\u00a0:"
    assert label(QFileDialog.DialogLabel.FileType) == "Fichiers de type\u00a0:"
    header = dialog.findChild(QTreeView).header()
    sized = [header.sectionResizeMode(c) for c in (1, 3)]
    assert sized == [QHeaderView.ResizeMode.ResizeToContents] * 2 and header.isSectionHidden(2)


def test_a_french_export_is_named_with_contre(french: None) -> None:
    from datetime import UTC

    from spectacular_bid.app.archive import export_name
    from spectacular_bid.app.controller import translate
    from spectacular_bid.app.storage import GameSummary

    game = GameSummary(1, ("Ana", "Ordinateur"), "2026-12-05T09:00:00Z", True, 0, "resign", None, 1, (0, 0))
    assert export_name(game, translate, UTC) == "Ana-contre-Ordinateur-2026-12-05-0900.json"


def test_the_details_of_a_refused_import_are_french(qtbot: QtBot, french: None, tmp_path: Path) -> None:
    """A play-test read "The two players need different names." under "La partie n'a pas été
    importée": every detail of a refused import is in the interface's language."""
    import json

    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog

    golden = sorted((Path(__file__).resolve().parents[1] / "golden").glob("r03*.record.json"))[0]
    record = json.loads(golden.read_text(encoding="utf-8"))
    storage, _ = open_storage(tmp_path / "games")
    try:
        dialog = HistoryDialog(storage)
        qtbot.addWidget(dialog)

        def details(name: str, text: str) -> str:
            path = tmp_path / name
            path.write_text(text, encoding="utf-8")
            assert dialog.import_file(str(path)) is None and dialog.message_box is not None
            dialog.message_box.close()
            assert dialog.last_message is not None and dialog.last_message[0] == "La partie n'a pas été importée"
            return dialog.message_box.detailedText()

        same = json.dumps({**record, "players": ["Ana", "ana"]})
        assert details("same.json", same) == "Les deux joueurs doivent avoir des noms différents."
        spaced = json.dumps({**record, "players": [" Ana", "Ben"]})
        untidy = (
            "Un nom commence ou finit par une espace, ou contient des caractères qui ne s'affichent pas "
            "(caractères de contrôle, marques sans largeur)."
        )
        assert details("spaced.json", spaced) == untidy
        unseen = json.dumps({**record, "players": ["Ana\u200b", "Ben"]})  # a hostile-input probe's
        assert details("unseen.json", unseen) == untidy
        broken = details("broken.json", "{not a record")  # the record reader's words, in French too
        assert broken == (  # the box shows a no-break space as a space
            "Ce que le lecteur de parties a trouvé : pas du JSON : un nom de propriété entre guillemets"
            " droits est attendu : ligne 1, colonne 2 (caractère 1)"
        )
        short = json.dumps({**record, "deals": [{**record["deals"][0], "boneyard": []}]})
        assert details("short.json", short).endswith("donne 0 : une donne laisse 14 dominos dans la pioche")
    finally:
        storage.close()


def test_another_version_of_a_stored_game_is_refused_in_french(french: None) -> None:
    from spectacular_bid.app.archive import AlreadyStored
    from spectacular_bid.app.controller import translate

    assert AlreadyStored(1, other_moves=True).message(translate) == (
        "cette partie est déjà dans l'historique, enregistrée autrement\u00a0: elle y est maintenant sélectionnée"
    )


def test_a_game_between_players_in_a_game_is_refused_in_french(french: None) -> None:
    from spectacular_bid.app.archive import PlayersInGame
    from spectacular_bid.app.controller import translate

    assert PlayersInGame(1).message(translate) == (
        "ses joueurs ont une partie en cours, maintenant sélectionnée\u00a0; leurs parties pourront être importées"
        " une fois celle-ci terminée"
    )


def test_a_start_that_is_not_a_time_is_refused_in_french(french: None) -> None:
    import json

    from spectacular_bid.app.archive import GameFileError, check_record
    from spectacular_bid.app.controller import translate

    golden = sorted((Path(__file__).resolve().parents[1] / "golden").glob("r03*.record.json"))[0]
    record = json.loads(golden.read_text(encoding="utf-8"))
    with pytest.raises(GameFileError) as refused:
        check_record(json.dumps({**record, "started_at": "demain"}).encode())
    assert refused.value.message(translate) == (
        "son heure de début (started_at) n'est pas une date et une heure écrites comme 2026-12-02T09:00:00Z"
    )


def _broken_records() -> list[bytes]:
    """Texts that are not game records, one for each reason the record reader gives."""
    import json

    golden = sorted((Path(__file__).resolve().parents[1] / "golden").glob("r03*.record.json"))[0]
    record = json.loads(golden.read_text(encoding="utf-8"))
    deal = record["deals"][0]

    def changed(**fields: object) -> bytes:
        return json.dumps({**record, **fields}).encode()

    def event(**fields: object) -> bytes:
        return changed(events=[{"do": "start", "at": 0, **fields}])

    texts = ["", '{"a": }', "{", '{"a" 1}', "[1 2]", '{"a": 1 "b": 2}', "{} x", '"abc', '"a\\qb"', '"a\\u12"']
    texts += ['"a\x01"', '{"a": ' + "9" * 5000 + "}", "[" * 100 + "]" * 100, "[]", '{"a": NaN}']
    return [b"\xff\xfe"] + [t.encode() for t in texts] + [
        changed(format="x"), changed(version=2), changed(players=["A"]), changed(started_at=3),
        changed(deals=[]), changed(events={}), changed(deals=[3]), changed(deals=[{**deal, "hands": 1}]),
        changed(deals=[{**deal, "boneyard": 1}]), changed(deals=[{**deal, "boneyard": [[7, 1]]}]),
        changed(deals=[{**deal, "hands": [[], []]}]), changed(deals=[{**deal, "boneyard": deal["boneyard"][1:]}]),
        changed(deals=[{**deal, "boneyard": deal["boneyard"][1:] + deal["hands"][0][:1]}]),
        changed(events=[3]), event(do="fly"), event(at=-1), event(do="bid", seat=0), event(do="reveal", seat="0"),
        event(do="void", reason=3), event(do="play", seat=0, tile=[1, 9]), event(do="play", seat=0, tile=[1, 2], end=3),
    ]  # fmt: skip


def test_every_reason_the_record_reader_gives_is_french(french: None) -> None:
    """The record reader's reasons (RECORD.md's format errors) stay English for ``replay``, and
    reach a French player in French, each word of the format's own (``deals``, ``at``) kept."""
    from PySide6.QtCore import QCoreApplication

    from spectacular_bid.core import MissingDeal
    from spectacular_bid.core.record import Flaw, RecordError, parse_record

    english = re.compile(r"\b(not JSON|expecting|must|needs|is not|deal \d|event \d|tiles?|line|column|a record)\b")
    seen = set()
    for data in _broken_records():
        try:
            parse_record(data)
        except RecordError as e:
            said = e.words(QCoreApplication.translate)
            assert said != str(e) and not english.search(said), (str(e), said)
            seen |= {e.code, *(v for v in e.params.values() if isinstance(v, Flaw))}
        else:
            raise AssertionError(f"read as a record: {data[:60]!r}")
    assert seen == set(Flaw)
    assert [MissingDeal(hand).words(QCoreApplication.translate) for hand in (0, 3)] == [
        "la partie n'a pas de donne pour sa première manche",
        "pas de donne pour la manche 3",
    ]


def test_a_hint_words_its_decision_as_every_hint_does() -> None:
    """An eighth play-test read "Indice : posez 6–4 à l'une ou l'autre des extrémités où il
    va" and then, at every later hint, "Indice : poser 1–1 à l'extrémité ouest": a hint names
    its decision in the infinitive, as "{decision}" is everywhere ("poser", "piocher")."""
    hints = [(source, french) for _, source, french in translations() if source.startswith("Hint: ")]
    assert len(hints) >= 8
    imperative = re.compile(r"\b(posez|piochez|ouvrez|enchérissez|acceptez|renoncez)\b")
    assert not [french for _, french in hints if imperative.search(french)]
    assert not [french for _, _, french in translations() if "où il va" in french]  # "possibles"


def test_french_punctuation_keeps_to_the_word_it_follows() -> None:
    """An audit of the texts found "Pour l'analyser : Partie → …" with an ordinary space, the
    one translation of 709 where a line could begin with ":"."""
    for context, source, french in translations():
        quotes = not re.search("[«»]", source)  # the replay's "« First" and "Last »" are arrows
        assert not re.search(r" [:;!?]| »|« " if quotes else r" [:;!?]", french), (context, source, french)


def test_one_french_word_for_one_thing() -> None:
    """An audit of the texts: *cliquer* takes no object ("cliquez-le", where the rest says
    "cliquez dessus"); the waiver is a *renonciation* (once a *renoncement*); a replay is
    *relire* (the button said "Revoir", its own tooltip "relectures"); a key is pressed
    (*appuyez sur*), not typed (*tapez*)."""
    for context, source, french in translations():
        assert not re.search(r"\bcliquez-l|\brenoncement|\bRevoir\b|\btapez\b", french), (context, source, french)


def test_no_french_sentence_makes_the_player_a_man_or_a_woman() -> None:
    """The guided game said "Vous êtes sorti", the paused handoff "▼ prochain à agir" under
    a name: a past participle agreed with *vous*, or an adjective beside a player's name."""
    for context, source, french in translations():
        assert not re.search(r"\b[Vv]ous êtes (sorti|parti|arrivé|prêt|seul)e?s?\b|\bprochaine? à\b", french), (
            context,
            source,
            french,
        )
