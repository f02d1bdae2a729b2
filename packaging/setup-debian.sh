#!/usr/bin/env bash
# Installs every Debian 12 package Vedette needs to build, test, package and run.
# Idempotent: only missing packages are installed. Works as root or through sudo.
set -euo pipefail

packages=(
  # build
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  # the players' server (Qt WebSockets) and the QR codes of its links
  qt6-websockets-dev libqrencode-dev
  # the camera over the table (issue 42): OpenCV's aruco markers, Qt Multimedia
  # and the GStreamer plugins that play a recorded video (MJPEG in AVI)
  libopencv-dev libopencv-contrib-dev qt6-multimedia-dev
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good
  qt6-l10n-tools libqt6sql6-sqlite libsqlite3-dev libpng-dev zlib1g-dev libgl-dev libxkbcommon-dev
  # a campaign on a PostgreSQL server: Qt's driver, the server the tests start,
  # and libpq's headers for the benchmark's bare INSERT
  libqt6sql6-psql postgresql libpq-dev
  # tests, benchmarks, sanitizers, fuzzing
  libbenchmark-dev clang libclang-rt-14-dev sqlite3
  # running the app and GUI tests
  qt6-qpa-plugins qt6-image-formats-plugins libqt6svg6 fonts-dejavu-core
  xvfb xauth xdotool imagemagick
  # the real-browser test of the players' page
  chromium chromium-driver
  # the camera: ArUco markers found by OpenCV (core/vision), frames from
  # Qt Multimedia (its GStreamer backend, and the plugins that decode a
  # recorded video the tests play through the camera's path)
  libopencv-dev libopencv-contrib-dev qt6-multimedia-dev libqt6multimedia6
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good gstreamer1.0-libav
  # Qt's own translations (qtbase_de/fr.qm: a dialog's "Cancel" in German, French)
  qt6-translations-l10n
  # packaging checks
  dpkg-dev fakeroot desktop-file-utils appstream lintian file
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "setup: all ${#packages[@]} Debian packages are already installed."
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1
  fi
fi

echo "setup: installing ${#missing[@]} missing package(s): ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done."
