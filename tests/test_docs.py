"""The documents the project ships: the rules, the record format and the engine protocol in
``docs/`` are the specification's own text (the others name rules by their numbers in the
rules). When the specification folder sits beside the clone (``../shared/spec``, as in the
project's own checkouts), each document must equal it; a user's clone has no such folder, and
then the comparison is skipped."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT.parent / "shared" / "spec"
SHIPPED = ["RULES.md", "RECORD.md", "ENGINE.md"]


@pytest.mark.parametrize("name", SHIPPED)
def test_the_document_is_shipped(name: str) -> None:
    text = (ROOT / "docs" / name).read_text(encoding="utf-8")
    assert text.startswith("# ") and len(text) > 1000


@pytest.mark.parametrize("name", SHIPPED)
def test_the_shipped_document_equals_the_specification(name: str) -> None:
    spec = SPEC / name
    if not spec.is_file():
        pytest.skip(f"no specification folder beside the clone ({name})")
    assert (ROOT / "docs" / name).read_bytes() == spec.read_bytes(), f"docs/{name} differs from the specification"


def test_every_readme_picture_is_one_the_screenshots_command_takes() -> None:
    """The README says every picture comes from ``spectacular-bid screenshots``; the practice
    picture was a window captured by hand, and went stale as the table changed."""
    import re

    from spectacular_bid.ui.screenshots import ALL_SHOTS

    shown = set(re.findall(r"docs/screenshots/([\w.-]+\.png)", (ROOT / "README.md").read_text(encoding="utf-8")))
    assert shown and shown <= set(ALL_SHOTS), sorted(shown - set(ALL_SHOTS))
    assert {p.name for p in (ROOT / "docs" / "screenshots").glob("*.png")} == set(ALL_SHOTS)
