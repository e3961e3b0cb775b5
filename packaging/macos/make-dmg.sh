#!/bin/sh
# Pack the macOS app (dist/onedir/Spectacular Bid.app, from `python packaging/build.py`) into
# dist/spectacular-bid-VERSION-macos-ARCH.dmg: the app beside a link to /Applications, to drag it
# onto. hdiutil fails now and then with "Resource busy" on build machines: it is tried again, up
# to 5 times, waiting DMG_RETRY_DELAY seconds (default 10) more after each failure.
set -eu
cd "$(dirname "$0")/../.."
version=$(python3 packaging/versions.py | head -n 1)
app="dist/onedir/Spectacular Bid.app"
dmg="dist/spectacular-bid-$version-macos-$(uname -m).dmg"
[ -d "$app" ] || { echo "make-dmg.sh: no $app; run python packaging/build.py first" >&2; exit 1; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
tries=0
delay=${DMG_RETRY_DELAY:-10}
until rm -f "$dmg" && hdiutil create -volname "Spectacular Bid" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"; do
  tries=$((tries + 1))
  if [ "$tries" -ge 5 ]; then
    echo "make-dmg.sh: hdiutil create failed $tries times" >&2
    exit 1
  fi
  echo "make-dmg.sh: hdiutil create failed; trying again in $((tries * delay)) s" >&2
  sleep $((tries * delay))
done
echo "dmg: $dmg"
