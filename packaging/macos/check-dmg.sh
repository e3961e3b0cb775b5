#!/bin/sh
# Check a disk image as a player gets it: mount it read-only, verify the app's signature, check
# its Info.plist (the oldest macOS, and the versions in Apple's numbers-and-dots forms), then
# start the app from the image with --smoke, directly (packaging/smoke.py) and through Launch
# Services as Finder starts it (`open`, which also checks Info.plist and the oldest macOS).
#
#   sh packaging/macos/check-dmg.sh DMG [--oldest]
#
# --oldest: also fail unless this Mac runs the oldest macOS the app claims (LSMinimumSystemVersion),
# for the workflow's start on the oldest macOS runner. Every start has a time limit.
set -eu
cd "$(dirname "$0")/../.."
dmg=${1:?usage: sh packaging/macos/check-dmg.sh DMG [--oldest]}
oldest=${2:-}
python=${PYTHON:-python3}
plistbuddy=${PLISTBUDDY:-/usr/libexec/PlistBuddy}
mnt=$(mktemp -d)
said=$(mktemp -d)
hdiutil attach -nobrowse -readonly -mountpoint "$mnt" "$dmg"
trap 'hdiutil detach "$mnt" || hdiutil detach -force "$mnt"' EXIT
app="$mnt/Spectacular Bid.app"
codesign --verify --deep --strict --verbose=2 "$app"
plist="$app/Contents/Info.plist"
minimum=$("$plistbuddy" -c 'Print :LSMinimumSystemVersion' "$plist")
running=$(sw_vers -productVersion)
echo "LSMinimumSystemVersion: $minimum; this Mac: macOS $running"
if [ "$oldest" = --oldest ] && [ "${minimum%%.*}" != "${running%%.*}" ]; then
  echo "check-dmg.sh: the app claims macOS $minimum, but this Mac runs $running: move the job" >&2
  exit 1
fi
# Numbers and dots only: the version shown, then the build (0.2.0rc1: 0.2.0, then 0.2.301).
shown=$("$plistbuddy" -c 'Print :CFBundleShortVersionString' "$plist")
build=$("$plistbuddy" -c 'Print :CFBundleVersion' "$plist")
echo "CFBundleShortVersionString: $shown, CFBundleVersion: $build"
[ "$(printf '%s\n%s' "$shown" "$build")" = "$("$python" packaging/versions.py --apple)" ]
lipo -archs "$app/Contents/MacOS/spectacular-bid"
"$python" packaging/smoke.py "$app/Contents/MacOS/spectacular-bid" --timeout 120
# open's status is its own, not the app's: the app writes its status to a file.
perl -e 'alarm shift; exec @ARGV' 120 open -W -n --stderr "$said/stderr" "$app" --args --smoke --status-file "$said/status"
cat "$said/stderr" "$said/status" || true
if [ "$(head -n 1 "$said/status" 2>/dev/null)" != 0 ]; then
  echo "check-dmg.sh: the app started by open did not report status 0" >&2
  exit 1
fi
echo "check-dmg.sh: $dmg checked"
