#!/bin/bash
# Start-up figures of issue 18, measured from outside the process, medians of
# RUNS alternating runs (default 20):
#  - `vedette` from exec to its first painted window (VEDETTE_REPORT_STARTUP
#    prints the paint's wall-clock time), with a fresh HOME, so the bundled
#    campaign is the one opened; target <= 200 ms;
#  - `vedette-cli --version` against Tiled's `tmxrasterizer --version`
#    (Debian package tiled); target: ratio <= 1.0;
#  - two verbs, whole process: `roll 2d6`, from the verbs module (Qt Gui
#    loaded), and `lightbrigade simulate --games 1`, from the executable
#    alone (Qt Core only): no target, the cost of a verb's start either way.
# Usage: tests/benchmarks/startup.sh BUILD_DIR [RUNS]
# Needs a display: run it under xvfb-run, or it sets QT_QPA_PLATFORM=offscreen.
set -euo pipefail
build=${1:?usage: startup.sh BUILD_DIR [RUNS]}
runs=${2:-20}
[ -n "${DISPLAY:-}" ] || export QT_QPA_PLATFORM=offscreen
exec python3 - "$build" "$runs" <<'PY'
import os, shutil, statistics, subprocess, sys, tempfile, time
build, runs = sys.argv[1], int(sys.argv[2])
app, cli = os.path.join(build, "app/vedette"), os.path.join(build, "app/vedette-cli")
peer = shutil.which("tmxrasterizer")
home = tempfile.mkdtemp(prefix="vedette-startup-")
env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
           XDG_DATA_HOME=os.path.join(home, ".local/share"), VEDETTE_REPORT_STARTUP="quit")
peer_env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))

def first_paint():
    t0 = time.time()
    out = subprocess.run([app], env=env, capture_output=True, text=True, timeout=60).stdout
    for line in out.splitlines():
        if line.startswith("first-paint-epoch-ms "):
            return int(line.split()[1]) / 1000.0 - t0
    raise SystemExit("vedette printed no first-paint time:\n" + out)

def wall(cmd, e):
    t0 = time.perf_counter()
    subprocess.run(cmd, env=e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t0

first_paint()  # the first start writes the bundled campaign into the fresh HOME
paint, version, peer_version, roll, simulate = [], [], [], [], []
for _ in range(runs):
    paint.append(first_paint())
    version.append(wall([cli, "--version"], env))
    roll.append(wall([cli, "roll", "2d6", "--seed", "1"], env))
    simulate.append(wall([cli, "lightbrigade", "simulate", "--games", "1"], env))
    if peer:
        peer_version.append(wall([peer, "--version"], peer_env))
ms = lambda v: 1000.0 * statistics.median(v)
print(f"vedette start to first paint: median {ms(paint):.0f} ms over {runs} runs (target <= 200 ms)")
print(f"vedette-cli --version: median {ms(version):.1f} ms")
print(f"vedette-cli roll 2d6 (verbs module): median {ms(roll):.1f} ms")
print(f"vedette-cli lightbrigade simulate --games 1 (executable): median {ms(simulate):.1f} ms")
if peer:
    print(f"tmxrasterizer --version: median {ms(peer_version):.1f} ms")
    print(f"ratio vedette-cli/tmxrasterizer: {statistics.median(version) / statistics.median(peer_version):.2f} (target <= 1.0)")
else:
    print("tmxrasterizer not found (apt install tiled): no ratio")
shutil.rmtree(home, ignore_errors=True)
PY
