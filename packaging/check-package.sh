#!/usr/bin/env bash
# Builds the .deb with CPack and checks it the way a distribution would:
# desktop-file-validate, appstreamcli, lintian (no errors), then unpacks it
# into a scratch root and runs the installed binaries' --version.
set -euo pipefail
build=$1
source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

desktop-file-validate "$source/packaging/io.github.vedette.Vedette.desktop"
appstreamcli validate --no-net --pedantic "$source/packaging/io.github.vedette.Vedette.metainfo.xml" \
    || appstreamcli validate --no-net "$source/packaging/io.github.vedette.Vedette.metainfo.xml"

(cd "$build" && cpack -G DEB -B "$work/out" >/dev/null)
deb=$(ls "$work"/out/*.deb)
echo "package: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# lintian exits non-zero on errors; warnings are printed but allowed.
lintian --tag-display-limit 0 --suppress-tags no-manual-page "$deb" | tee "$work/lintian.txt"
if grep -q '^E:' "$work/lintian.txt"; then
    echo "lintian reported errors" >&2
    exit 1
fi

dpkg-deb -x "$deb" "$work/root"
"$work/root/usr/bin/vedette" --version | grep -q "0\\."
"$work/root/usr/bin/vedette-cli" --version | grep -q "vedette-cli 0\\."
# The translations are inside the installed binaries (no .qm files beside
# them): both load German and French from their own resources, and the help
# of each comes out translated.
for lang in de fr; do
    for program in vedette vedette-cli; do
        env -u LC_ALL -u LANGUAGE LANG=$lang.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" \
            QT_LOGGING_RULES="vedette.i18n.info=true" "$work/root/usr/bin/$program" --help >"$work/help.txt" 2>"$work/i18n.txt"
        grep -q "loaded :/i18n/vedette_$lang.qm" "$work/i18n.txt" \
            || { echo "$program does not load vedette_$lang.qm" >&2; cat "$work/i18n.txt" >&2; exit 1; }
    done
done
env -u LC_ALL -u LANGUAGE LANG=de_DE.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" \
    "$work/root/usr/bin/vedette" --help | grep -q "Schiedsrichter"
env -u LC_ALL -u LANGUAGE LANG=fr_FR.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" \
    "$work/root/usr/bin/vedette-cli" measure --help | grep -q "Distance"
# `render` runs from its own module (app/cli/rendermodule.cpp), installed
# beside the verbs module.
env -u LC_ALL -u LANGUAGE LANG=fr_FR.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" QT_QPA_PLATFORM=offscreen \
    "$work/root/usr/bin/vedette-cli" render --help | grep -q "Dessine la table"
test -f "$work/root/usr/share/applications/io.github.vedette.Vedette.desktop"
test -f "$work/root/usr/share/metainfo/io.github.vedette.Vedette.metainfo.xml"
test -f "$work/root/usr/share/icons/hicolor/scalable/apps/io.github.vedette.Vedette.svg"
test -f "$work/root/usr/share/man/man1/vedette-cli.1.gz"
echo "installed vedette --version: $("$work/root/usr/bin/vedette" --version)"
