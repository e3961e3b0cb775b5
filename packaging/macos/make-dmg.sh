#!/bin/sh
# Pack the macOS app (dist/onedir/Spectacular Bid.app, from `python packaging/build.py`) into
# dist/spectacular-bid-VERSION-macos.dmg: the app beside a link to /Applications, to drag it onto.
set -eu
cd "$(dirname "$0")/../.."
version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' spectacular_bid/__init__.py)
app="dist/onedir/Spectacular Bid.app"
dmg="dist/spectacular-bid-$version-macos.dmg"
[ -d "$app" ] || { echo "make-dmg.sh: no $app; run python packaging/build.py first" >&2; exit 1; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
hdiutil create -volname "Spectacular Bid" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
echo "dmg: $dmg"
