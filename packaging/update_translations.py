"""Refresh the French translation: ``pyside6-lupdate`` then ``pyside6-lrelease``.

Run from anywhere (``python packaging/update_translations.py``)::

    python packaging/update_translations.py              # update the .ts, build the .qm
    python packaging/update_translations.py --release-only  # only build the .qm

``lupdate`` reads every ``.py`` file of ``spectacular_bid/ui`` and ``spectacular_bid/app``, and
any other file of the package with a translation call (``self.tr(``, ``translate(`` or a
``QT_TRANSLATE_NOOP``/``QT_TR_NOOP`` marker), and merges the English source strings it finds
into ``spectacular_bid_fr.ts``: new strings come in as unfinished, strings no longer in the code
are dropped (``-no-obsolete``). Translate the unfinished entries (e.g. with Qt Linguist, or by
editing the XML), then run this again so that ``lrelease`` builds ``spectacular_bid_fr.qm``,
the file the game loads (``spectacular_bid.ui.i18n.install_language``).

The strings of ``app/messages.py`` are templates handed to a ``tr`` parameter; each literal is
wrapped in ``QT_TRANSLATE_NOOP("messages", ...)`` so that lupdate files it under the context
the window translates it with (``QCoreApplication.translate("messages", ...)``).

Exit status: 0 when done (with the number of unfinished translations printed), 1 when a tool
failed or is missing.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "spectacular_bid"
HERE = PACKAGE / "i18n"  #: the translations' folder, where the tools run
TS = HERE / "spectacular_bid_fr.ts"
QM = HERE / "spectacular_bid_fr.qm"
ALWAYS = ("ui", "app")  #: the subpackages whose every module is scanned
_TRANSLATION_CALL = re.compile(r"\.tr\(|\btranslate\(|\bQT_TRANSLATE_NOOP3?\(|\bQT_TR_NOOP\(")


def source_files() -> list[Path]:
    """The Python files lupdate reads, sorted: all of ui/ and app/, plus any other module of
    the package that makes a translation call."""
    files: set[Path] = set()
    for path in PACKAGE.rglob("*.py"):
        inside = path.relative_to(PACKAGE).parts
        if inside[0] in ALWAYS or _TRANSLATION_CALL.search(path.read_text(encoding="utf-8")):
            files.add(path)
    return sorted(files)


def tool(name: str) -> str:
    """The path of a Qt tool (``pyside6-lupdate``, ``pyside6-lrelease``), or exit."""
    found = shutil.which(name)
    if found is None:
        sys.exit(f"update_translations: {name} not found on PATH (it comes with PySide6)")
    return found


def run(command: list[str]) -> None:
    """Run a tool from this folder, so that the .ts records paths relative to itself."""
    done = subprocess.run(command, cwd=HERE, check=False)
    if done.returncode != 0:
        sys.exit(f"update_translations: {Path(command[0]).name} failed with status {done.returncode}")


def lupdate() -> None:
    """Merge the source strings of :func:`source_files` into the .ts."""
    files = [str(Path("..") / p.relative_to(PACKAGE)) for p in source_files()]
    run(
        [
            tool("pyside6-lupdate"),
            "-no-obsolete",
            "-locations",
            "relative",
            "-source-language",
            "en",
            "-target-language",
            "fr",
            *files,
            "-ts",
            TS.name,
        ]
    )


def drop_code_comments(ts: Path = TS) -> None:
    """Remove the ``<extracomment>`` lines lupdate adds: it reads the code's ``#:`` comments
    (which document constants and signals) as notes for the translator of the next message."""
    text = ts.read_text(encoding="utf-8")
    ts.write_text(re.sub(r"\n[ \t]*<extracomment>.*?</extracomment>", "", text, flags=re.DOTALL), encoding="utf-8")


def lrelease(ts: Path = TS, qm: Path = QM) -> None:
    """Build the .qm from the .ts."""
    run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)])


def translation_forms(translation: ET.Element) -> list[str]:
    """A translation's texts: its plural forms for a counted (numerus) message, else its text."""
    return [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]


def unfinished(ts: Path = TS) -> list[str]:
    """The source texts whose translation is missing or marked unfinished."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = [] if translation is None else translation_forms(translation)
        if translation is None or translation.get("type") == "unfinished" or not all(f.strip() for f in forms):
            if translation is None or translation.get("type") not in ("obsolete", "vanished"):
                missing.append(message.findtext("source") or "")
    return missing


def main(argv: list[str] | None = None) -> int:
    """Update the .ts (unless ``--release-only``), then build the .qm."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release-only", action="store_true", help="only build the .qm from the .ts")
    args = parser.parse_args(argv)
    if not args.release_only:
        lupdate()
        drop_code_comments()
    lrelease()
    left = unfinished()
    print(f"{TS.name}: {len(left)} unfinished translation(s); built {QM.name}")
    for text in left:
        print(f"  unfinished: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
