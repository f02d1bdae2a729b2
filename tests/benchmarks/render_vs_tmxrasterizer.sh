#!/bin/sh
# vedette-cli render against Tiled's tmxrasterizer on the same objects (issue
# 18): makes the peer table (2,000 rotated units and 200 terrain outlines on a
# 6'x4' table, ../shared/bench/make_peer_table.py), draws it N times with each
# program, alternately so both see the same load on a shared machine, and
# prints each program's median wall time (milliseconds) and the ratio
# vedette / tmxrasterizer. Both pictures are about 1600 px wide.
#
#   tests/benchmarks/render_vs_tmxrasterizer.sh [N] [VEDETTE_CLI] [MAKE_PEER_TABLE]
#
# N defaults to 11; VEDETTE_CLI to build/bench/app/vedette-cli (else
# build/test/app/vedette-cli); MAKE_PEER_TABLE to ../shared/bench/make_peer_table.py
# beside the checkout. The target is a ratio of at most 0.33 (issue 43; it was 0.5).
set -eu

runs=${1:-11}
here=$(cd "$(dirname "$0")/../.." && pwd)
cli=${2:-}
if [ -z "$cli" ]; then
    for candidate in "$here/build/bench/app/vedette-cli" "$here/build/test/app/vedette-cli"; do
        if [ -x "$candidate" ]; then
            cli=$candidate
            break
        fi
    done
fi
maker=${3:-$here/../shared/bench/make_peer_table.py}

case $runs in
'' | *[!0-9]*) echo "render_vs_tmxrasterizer: N must be a whole number, not '$runs'" >&2; exit 2 ;;
esac
if [ "$runs" -lt 1 ]; then
    echo "render_vs_tmxrasterizer: N must be at least 1" >&2
    exit 2
fi
if [ -z "$cli" ] || [ ! -x "$cli" ]; then
    echo "render_vs_tmxrasterizer: no vedette-cli found; build it (cmake --preset bench && ninja -C build/bench vedette-cli) or name it" >&2
    exit 2
fi
if ! command -v tmxrasterizer >/dev/null 2>&1; then
    echo "render_vs_tmxrasterizer: tmxrasterizer is missing: it is in Debian's 'tiled' package (apt-get install tiled)" >&2
    exit 2
fi
if [ ! -f "$maker" ]; then
    echo "render_vs_tmxrasterizer: $maker not found; give the path of make_peer_table.py" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
python3 "$maker" "$work" >/dev/null

export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="$work"

# Milliseconds of wall time of one run of the command (its output discarded;
# a failure stops the script).
wall_ms() {
    start=$(date +%s%N)
    if ! "$@" >/dev/null 2>&1; then
        echo "render_vs_tmxrasterizer: failed: $*" >&2
        exit 1
    fi
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# One warm-up run each (the file cache, the font cache), not counted.
wall_ms "$cli" render "$work/table.json" --out "$work/v.png" --dpi 22 >/dev/null
wall_ms tmxrasterizer -a --size 1600 "$work/table.tmx" "$work/t.png" >/dev/null

: >"$work/vedette.ms"
: >"$work/tiled.ms"
i=0
while [ "$i" -lt "$runs" ]; do
    wall_ms "$cli" render "$work/table.json" --out "$work/v.png" --dpi 22 >>"$work/vedette.ms"
    wall_ms tmxrasterizer -a --size 1600 "$work/table.tmx" "$work/t.png" >>"$work/tiled.ms"
    i=$((i + 1))
done

vedette=$(median <"$work/vedette.ms")
tiled=$(median <"$work/tiled.ms")
echo "runs: $runs each, alternating"
echo "vedette-cli render:  median $vedette ms wall ($(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%dx%d px' % struct.unpack('>II', d[16:24]))" "$work/v.png"))"
echo "tmxrasterizer:       median $tiled ms wall ($(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%dx%d px' % struct.unpack('>II', d[16:24]))" "$work/t.png"))"
awk -v v="$vedette" -v t="$tiled" 'BEGIN { printf "ratio vedette/tmxrasterizer: %.2f (target <= 0.33)\n", v / t }'
