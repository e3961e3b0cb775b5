"""Render the app icons for every system from the one vector source, ``assets/icon.svg``.

    python packaging/make_icons.py [OUT_DIR]        (default: build/icons)

Writes ``icon.png`` (256 px), ``icon-512.png``, ``icon.ico`` (16–256 px, for Windows) and
``icon.icns`` (16–1024 px, for macOS). Qt's QSvgRenderer draws the pictures; the .ico and .icns
containers are written here in a few lines of Python, with PNG-compressed entries (which Windows
Vista and later and macOS 10.7 and later read), because Qt's own image writers put only one size
in a file and Pillow would be one more build dependency for nothing.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icon.svg"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns entry types holding PNG data, by pixel size (the @2x types share sizes with the plain ones).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent ``size``×``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("make_icons: Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG entry per size (ICONDIR, ICONDIRENTRYs, then the data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: the 'icns' header, then one (type, length, PNG) element per entry type."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out_dir: Path, svg: Path = SOURCE) -> list[Path]:
    """Write the icon files into ``out_dir``; returns their paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - keeps Qt's font and image set-up alive
    sizes = sorted({*ICO_SIZES, *(s for _, s in ICNS_TYPES), 512})
    pngs = {size: render_png(svg, size) for size in sizes}
    out_dir.mkdir(parents=True, exist_ok=True)
    written = {
        "icon.png": pngs[256],
        "icon-512.png": pngs[512],
        "icon.ico": ico_bytes({s: pngs[s] for s in ICO_SIZES}),
        "icon.icns": icns_bytes(pngs),
    }
    paths = []
    for name, data in written.items():
        path = out_dir / name
        path.write_bytes(data)
        paths.append(path)
    return paths


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"
    for path in make_icons(out):
        print(path)


if __name__ == "__main__":
    main()
