#!/usr/bin/env bash
# Ogallala vs. the peer frameworks, in one run of ../shared/bench/peer_throughput.py.
#
#   bench/run_peers.sh                      # modest run: --seconds 5 --repeats 3 --only hearts uno ogallala
#   bench/run_peers.sh --seconds 10 --repeats 5 --only hearts uno ogallala   # any peer_throughput.py options
#
# Makes the peers' venv if it is missing (bench/.peers, or $PEERS_VENV), runs
# peer_throughput.py with --extra bench/ogallala_bench.py --json bench/out/peers-<time>.json
# (log beside it, .log), then prints bench/report.py's table: our decisions/s as ratios to
# OpenSpiel hearts (4 players) and RLCard UNO from the same run, and us per Game.copy(); then
# bench/paired_ratio.py measures the ratios to OpenSpiel hearts again in alternating chunks for
# every bench of ours, and 4-player AMIGO's to RLCard UNO (PAIRED=0: skip).
# Other load on the machine skews block timings: check `uptime` first.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
PEERS="${PEERS_VENV:-$REPO/bench/.peers}"
PEER_SCRIPT="${PEER_SCRIPT:-$REPO/../shared/bench/peer_throughput.py}"
STAMP="$(date +%Y%m%d-%H%M%S)"
OUT="${OUT:-$REPO/bench/out/peers-$STAMP.json}"

if [ ! -f "$PEER_SCRIPT" ]; then
    echo "run_peers.sh: $PEER_SCRIPT not found (set PEER_SCRIPT)" >&2
    exit 2
fi
if ! "$PEERS/bin/python" -c "import pyspiel, rlcard" >/dev/null 2>&1; then
    echo "# making the peers' venv in $PEERS" >&2
    python3 -m venv "$PEERS"
    "$PEERS/bin/pip" install --quiet open_spiel rlcard 'pettingzoo[classic]' gymnasium numpy
fi

if [ "$#" -eq 0 ]; then
    set -- --seconds 5 --repeats 3 --only hearts uno ogallala
fi
mkdir -p "$(dirname "$OUT")"
echo "# $PEERS/bin/python $PEER_SCRIPT --extra bench/ogallala_bench.py --json $OUT $*" | tee "${OUT%.json}.log"
"$PEERS/bin/python" "$PEER_SCRIPT" --extra bench/ogallala_bench.py --json "$OUT" "$@" | tee -a "${OUT%.json}.log"
echo
"$PEERS/bin/python" bench/report.py "$OUT" | tee "${OUT%.json}.md"

# The same ratios measured in alternating short chunks: robust when other load comes and goes
# during the run (PAIRED=0 skips this step).
if [ "${PAIRED:-1}" != "0" ]; then
    echo | tee -a "${OUT%.json}.md"
    "$PEERS/bin/python" bench/paired_ratio.py --peer-script "$PEER_SCRIPT" --ours all --pairs 20 \
        --peer "open_spiel hearts" --json "${OUT%.json}.paired.json" | tee -a "${OUT%.json}.md"
    "$PEERS/bin/python" bench/paired_ratio.py --peer-script "$PEER_SCRIPT" --pairs 20 \
        --peer "rlcard (env) uno" --peer "rlcard (game) uno" \
        --json "${OUT%.json}.paired-uno.json" | tee -a "${OUT%.json}.md"
fi
