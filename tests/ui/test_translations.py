"""The French translation: complete, consistent with the code, built, and shown by the window.

The English texts are the source strings in the code; ``spectacular_bid/i18n/spectacular_bid_fr.ts``
holds their French and ``spectacular_bid_fr.qm`` is built from it
(``python packaging/update_translations.py`` refreshes both).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import ast
import dataclasses
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

import spectacular_bid
from spectacular_bid.app.messages import note_text, notes_text, result_text
from spectacular_bid.core import ALL_TILES, Deal, Reason, Result, Stage, decision_for, new_game, view_for
from spectacular_bid.core.state import BidPaid, Blocked, ForcedAccept, Passed, Scored, WentOut
from spectacular_bid.ui.i18n import install_language

PACKAGE = Path(spectacular_bid.__file__).resolve().parent
I18N = PACKAGE / "i18n"
TS = I18N / "spectacular_bid_fr.ts"
QM = I18N / "spectacular_bid_fr.qm"
#: A field of a template, by its name and conversion: a translation may format a number its own
#: way (``{digits:,}`` gives "4,300", ``{digits}`` "4300").
PLACEHOLDER = re.compile(r"\{([^{}:]*)[^{}]*\}")
KEY_HINT = re.compile(r"\(([A-Z])\)")  # "(W)", "(B)": keys the code binds, the same in every language


def ts_messages() -> list[tuple[str, str, ET.Element | None]]:
    """Every message of the .ts: (context, source, its <translation> element)."""
    root = ET.parse(TS).getroot()
    return [
        (context.findtext("name") or "", message.findtext("source") or "", message.find("translation"))
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def forms(translation: ET.Element | None) -> list[str]:
    """A translation's French: its plural forms for a counted (numerus) message, else its text."""
    if translation is None:
        return [""]
    return [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]


def translations() -> dict[tuple[str, str], str]:
    """(context, source) → French (the plural forms of a counted message, one a line)."""
    return {(c, s): "\n".join(forms(t)) for c, s, t in ts_messages()}


# --- (a) the .ts is complete and keeps every placeholder ------------------------------------


def test_the_ts_is_french_and_has_messages() -> None:
    root = ET.parse(TS).getroot()
    assert root.get("language") == "fr"
    assert root.get("sourcelanguage") == "en"
    assert len(ts_messages()) > 150


def test_no_translation_is_unfinished_or_empty() -> None:
    bad = [
        (context, source)
        for context, source, translation in ts_messages()
        if translation is None or translation.get("type") is not None or not all(f.strip() for f in forms(translation))
    ]
    assert bad == []


@pytest.mark.parametrize(("context", "source"), sorted(translations()))
def test_a_translation_keeps_the_placeholders_key_hints_and_accelerator(context: str, source: str) -> None:
    for french in translations()[context, source].split("\n"):
        assert sorted(PLACEHOLDER.findall(french)) == sorted(PLACEHOLDER.findall(source))
        assert KEY_HINT.findall(french) == KEY_HINT.findall(source)
        assert ("%n" in french) == ("%n" in source)  # a counted message shows its count
        # One accelerator (&) in a translated menu text exactly when the English has one.
        assert french.replace("&&", "").count("&") == source.replace("&&", "").count("&")
    for symbol in ("→", "−", "×", "⚠", "▶", "❚❚", "▼"):
        assert french.count(symbol) == source.count(symbol), symbol


# --- (b) the committed .qm is the one the .ts builds ------------------------------------------


def test_the_qm_is_up_to_date_with_the_ts(tmp_path: Path) -> None:
    lrelease = shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    built = tmp_path / "fresh.qm"
    subprocess.run([lrelease, "-silent", str(TS), "-qm", str(built)], check=True)
    assert built.read_bytes() == QM.read_bytes(), "run python packaging/update_translations.py"


# --- (d) every string the code translates is in the .ts, under its context --------------------


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def code_messages(path: Path) -> Iterator[tuple[str, str, int]]:
    """The (context, source, line) of every translation call with literal text in ``path``:
    ``self.tr("…")`` (context: the enclosing class), ``translate("Context", "…")`` and
    ``QT_TRANSLATE_NOOP("Context", "…")``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))

    def visit(node: ast.AST, cls: str) -> Iterator[tuple[str, str, int]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                yield from visit(child, child.name)
                continue
            if isinstance(child, ast.Call) and child.args:
                func = child.func
                name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
                first = _literal(child.args[0])
                if name == "tr" and isinstance(func, ast.Attribute) and first is not None:
                    yield cls, first, child.lineno
                elif name in ("translate", "QT_TRANSLATE_NOOP") and len(child.args) >= 2:
                    text = _literal(child.args[1])
                    if first is not None and text is not None:
                        yield first, text, child.lineno
            yield from visit(child, cls)

    yield from visit(tree, "")


def code_files() -> list[Path]:
    """The modules of ui/ and app/, and any other module of the package that translates."""
    files = []
    for path in sorted(PACKAGE.rglob("*.py")):
        inside = path.relative_to(PACKAGE).parts
        if inside[0] in ("ui", "app") or any(True for _ in code_messages(path)):
            files.append(path)
    return files


def test_every_translated_string_of_the_code_is_in_the_ts() -> None:
    known = set(translations())
    found = [(c, s, p.relative_to(PACKAGE).as_posix(), line) for p in code_files() for c, s, line in code_messages(p)]
    assert len(found) > 150
    missing = [f"{where}:{line} [{c}] {s!r}" for c, s, where, line in found if (c, s) not in known]
    assert missing == [], "run python packaging/update_translations.py and translate the new strings"


def test_the_ts_holds_no_string_the_code_no_longer_has() -> None:
    in_code = {(c, s) for p in code_files() for c, s, _ in code_messages(p)}
    assert set(translations()) - in_code == set()


def test_message_templates_are_marked_for_their_context() -> None:
    """In app/messages.py every template handed to ``tr`` is marked with the context
    ``"messages"`` — ``QT_TRANSLATE_NOOP("messages", …)``, or ``numerus.translate("messages", …)``
    for a counted one — so that lupdate files it under the context the window translates it
    with; a template read from a table (``tr(template, -1)``) comes from such a marker."""
    tree = ast.parse((PACKAGE / "app" / "messages.py").read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    to_tr = [c for c in calls if isinstance(c.func, ast.Name) and c.func.id == "tr"]
    assert len(to_tr) >= 20
    for call in to_tr:
        arg = call.args[0]
        if isinstance(arg, ast.Call):
            assert ast.unparse(arg.func) in ("QT_TRANSLATE_NOOP", "numerus.translate"), ast.unparse(call)
            assert _literal(arg.args[0]) == "messages", ast.unparse(call)
            assert (ast.unparse(arg.func) == "numerus.translate") == (len(call.args) == 2 and "%n" in ast.unparse(arg))
        else:
            assert isinstance(arg, (ast.Name, ast.Subscript)), ast.unparse(call)
    markers = [c for c in calls if ast.unparse(c.func) in ("QT_TRANSLATE_NOOP", "numerus.translate")]
    assert all(_literal(c.args[0]) == "messages" for c in markers)


# --- (c) with the French translator installed the window speaks French -----------------------


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """The French translators installed for one test, English again afterwards."""
    assert install_language("fr")
    yield
    install_language("en")


@pytest.fixture
def window(qtbot, french: None, tmp_path: Path):  # type: ignore[no-untyped-def]
    from spectacular_bid.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(None, "fr", None, settings)
    w.build_menus()
    w.resize(1280, 800)
    qtbot.addWidget(w)
    yield w
    w.retire()


def test_every_message_is_translated_at_run_time(french: None) -> None:
    """The .qm answers every (context, source, disambiguation) of the .ts with its French."""
    root = ET.parse(TS).getroot()
    wrong = [
        (name, m.findtext("source"))
        for context in root.iter("context")
        for name in [context.findtext("name") or ""]
        for m in context.iter("message")
        if m.get("numerus") != "yes"
        and QCoreApplication.translate(name, m.findtext("source") or "", m.findtext("comment"))
        != (m.findtext("translation") or "")
    ]
    assert wrong == []
    counted = [(context.findtext("name") or "", m) for context in root.iter("context") for m in context.iter("message")]
    for name, m in [(n, m) for n, m in counted if m.get("numerus") == "yes"]:
        one, many = forms(m.find("translation"))
        source = m.findtext("source") or ""
        assert QCoreApplication.translate(name, source, None, 1) == one.replace("%n", "1")
        assert QCoreApplication.translate(name, source, None, 3) == many.replace("%n", "3")


def test_the_menus_are_french_with_unique_accelerators(window) -> None:  # type: ignore[no-untyped-def]
    menus = window.menus.titles
    assert [m.title() for m in menus.values()] == ["&Partie", "É&dition", "&Jouer", "&Enchères", "&Aide"]
    assert window.menus.new_action.text() == "&Nouvelle partie…"
    assert window.menus.bid_action.text() == "&Enchérir du montant affiché\tE"  # the French letters (issue 20)
    assert window.menus.end_actions["west"].text() == "Jouer à l'extrémité &ouest"

    def accelerator(text: str) -> str | None:
        m = re.search(r"&([^&])", text.split("\t")[0])
        return m.group(1).casefold() if m else None

    titles = [accelerator(m.title()) for m in menus.values()]
    assert len(set(titles)) == len(titles)
    for menu in menus.values():
        keys = [k for a in menu.actions() if not a.isSeparator() and (k := accelerator(a.text())) is not None]
        assert len(set(keys)) == len(keys), [a.text() for a in menu.actions()]


def test_the_screens_are_french(window) -> None:  # type: ignore[no-untyped-def]
    assert window.new_game_screen.start_button.text() == "Démarrer la partie"
    assert window.new_game_screen.title.text() == "Spectacular Bid"
    assert "150 points" in window.new_game_screen.intro.text()
    window.new_game_screen.first.setText("Ana")
    window.new_game_screen.second.setText("ana")
    window.new_game_screen.try_start()
    assert window.new_game_screen.error_text() == "⚠ Les deux joueurs doivent avoir des noms différents."

    handoff = window.handoff
    handoff.set_info("Ana", "À Ana d'ouvrir la manche", ("Ana", "Ben"), (150, 150), (120_000, 120_000), ())
    assert handoff.title.text() == "Passez l'appareil à Ana"
    assert handoff.reveal_button.text() == "Ana, révélez votre main"

    bidding = window.game.bidding
    tiles = ALL_TILES
    game = new_game(("Ana", "Ben"), [Deal((tiles[:7], tiles[7:14]), tiles[14:])])
    facing = dataclasses.replace(
        game, stage=Stage.BIDDING, jockey=0, bid=15, bidder=1, to_act=0, holder=0, points=(160, 140), hand_no=1
    )
    bidding.set_situation(view_for(facing, 0), decision_for(facing, 0))
    assert bidding.bid_button.text() == "Enchérir 20 (E)"  # the French letter (issue 20)
    assert bidding.accept_button.text() == "Accepter 15 (A)"
    assert bidding.cost_text() == "Enchère 20 − 15 de remise → coût 5 si acceptée"

    summary = window.summary
    summary.show_hand_over(1, ("Ana", "Ben"), ((), ((6, 4),)), WentOut(0), [], (160, 140))
    assert summary.title.text() == "Fin de la manche 1"
    assert summary.continue_button.text() == "Continuer — manche suivante"
    assert summary.ending_text(Blocked((4, 18), 0, 20, 20), ("Ana", "Ben")) == (
        "Blocage\u00a0: sommes en main Ana 4, Ben 18 → 18 s'arrondit à 20 → Ana +20"
    )
    summary.show_game_over(("Ana", "Ben"), Result(0, Reason.TIME), (200, 100))
    assert summary.title.text() == "Ana gagne la partie\u00a0!"
    assert summary.quit_button.text() == "Quitter (Q)"


def test_the_event_sentences_are_french(french: None) -> None:
    from spectacular_bid.ui.table.event_log import translate as _tr

    players = ("Ana", "Ben")
    assert note_text(Passed(1), players, _tr) == "Ben ne peut jouer et passe"
    # Issue 12, item 20: the end total is a total, pips are a sum and never "points".
    assert note_text(Scored(0, 15, 15), players, _tr) == "Total des extrémités 15 → Ana +15"
    assert note_text(Blocked((4, 18), 0, 20, 20), players, _tr) == (
        "Blocage\u00a0: la somme de Ben (18) s'arrondit à 20 → Ana +20"
    )
    assert notes_text((ForcedAccept(1), BidPaid(0, 150, 15, 135)), players, _tr) == [
        "Ben ne peut surenchérir sur 150 et accepte",
        "Enchère 150 − 15 de remise du jockey → Ana paie 135",
    ]
    assert result_text(Result(1, Reason.TIME), players, _tr) == "Ben gagne au temps"
    # Without the translator the same calls are English.
    install_language("en")
    assert note_text(Passed(1), players, _tr) == "Ben cannot play and passes"


def test_counts_agree_with_their_number_in_both_languages(qapp: QApplication) -> None:
    from spectacular_bid.ui.i18n import counted
    from spectacular_bid.ui.table.hand_widget import BoneyardWidget, HandWidget

    boneyard, hand = BoneyardWidget(), HandWidget()
    boneyard.set_count(1)
    hand.set_face_down(1)
    assert boneyard.toolTip() == "1 tile left" and hand.accessibleDescription() == "1 tile, face down"
    boneyard.set_count(2)
    assert boneyard.toolTip() == "2 tiles left"
    assert counted(0, "{n} game", "{n} games") == "0 games"
    assert install_language("fr")
    try:
        assert counted(0, "{n} partie", "{n} parties") == "0 partie"  # French counts 0 as one
        hand.set_face_down(2)
        assert hand.accessibleDescription() == "2 dominos face cachée"
        hand.set_face_down(1)
        assert hand.accessibleDescription() == "1 domino face cachée"
    finally:
        install_language("en")


def test_void_reasons_are_french_inside_french_sentences(french: None) -> None:
    """Issue 12, item 20: the reasons this program gives for a void game are translated."""
    from spectacular_bid.app.messages import result_text
    from spectacular_bid.app.session import CLOCK_WENT_BACKWARDS
    from spectacular_bid.core import Reason, Result
    from spectacular_bid.ui.table.event_log import translate as _tr

    text = result_text(Result(None, Reason.VOID, CLOCK_WENT_BACKWARDS), ("Ana", "Ben"), _tr)
    assert "clock went backwards" not in text and "horloge du système a reculé" in text
    made_elsewhere = result_text(Result(None, Reason.VOID, "a referee's decision"), ("Ana", "Ben"), _tr)
    assert "a referee's decision" in made_elsewhere  # a reason we do not know is shown as it is
    from spectacular_bid.app.messages import void_reason_text
    from spectacular_bid.app.resume import NO_DATE, NO_START_TIME, UNREADABLE

    for reason in (CLOCK_WENT_BACKWARDS, UNREADABLE, NO_START_TIME, NO_DATE):  # every reason we give
        assert void_reason_text(reason, _tr) != reason


def test_the_french_stays_french_when_its_file_is_written_again(qapp: object, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A play-test's French turned half English (and Ctrl+Q dead) once the translations' file
    was written again under the running game: Qt mapped the file rather than read it. An update
    or a reinstall under a running game would do the same. The translations are read whole."""
    from PySide6.QtCore import QCoreApplication

    from spectacular_bid.ui import i18n

    (tmp_path / "i18n").mkdir()
    qm = tmp_path / "i18n" / "spectacular_bid_fr.qm"
    shutil.copy(Path(spectacular_bid.__file__).parent / "i18n" / "spectacular_bid_fr.qm", qm)
    monkeypatch.setattr(i18n, "package_dir", lambda: tmp_path)
    try:
        assert i18n.install_language("fr")
        said = QCoreApplication.translate("messages", "{head} → nothing to pay")
        assert said == "{head} → rien à payer"
        with open(qm, "r+b") as f:  # written again in place, as by an update
            f.write(bytes(qm.stat().st_size))
        assert QCoreApplication.translate("messages", "{head} → nothing to pay") == said
    finally:
        i18n.install_language("en")
