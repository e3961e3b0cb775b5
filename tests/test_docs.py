"""The documents the project ships: the record format and the engine protocol in ``docs/``
are the specification's own text. When the specification folder sits beside the clone
(``../shared/spec``, as in the project's own checkouts), each document must equal it; a user's
clone has no such folder, and then the comparison is skipped."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT.parent / "shared" / "spec"
SHIPPED = ["RECORD.md", "ENGINE.md"]


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
