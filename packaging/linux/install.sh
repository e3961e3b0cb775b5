#!/bin/sh
# Install Spectacular Bid for the current user from the unpacked release archive:
# the program under ~/.local/opt, a command in ~/.local/bin, a menu entry and its icon.
# Run it again to update; remove those four paths to uninstall.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$HOME/.local/opt" "$HOME/.local/bin" "$data/applications" "$data/icons/hicolor/256x256/apps"
rm -rf "$HOME/.local/opt/spectacular-bid"
cp -R "$here/spectacular-bid" "$HOME/.local/opt/spectacular-bid"
ln -sf "$HOME/.local/opt/spectacular-bid/spectacular-bid" "$HOME/.local/bin/spectacular-bid"
sed "s|^Exec=.*|Exec=$HOME/.local/opt/spectacular-bid/spectacular-bid|" "$here/spectacular-bid.desktop" \
  > "$data/applications/spectacular-bid.desktop"
cp "$here/spectacular-bid.png" "$data/icons/hicolor/256x256/apps/spectacular-bid.png"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "Installed: run spectacular-bid, or find Spectacular Bid in the applications menu."
