#!/usr/bin/env bash
# The RL environments' speed beside PettingZoo's classic card games, in one run (bench/env_speed.py).
#
#   bash bench/env_speed.sh                                  # --seconds 1 --rounds 12, AMIGO 2 players
#   bash bench/env_speed.sh --edition pelikan --players 4     # any env_speed.py options
#
# PettingZoo's classic environments need RLCard (pettingzoo[classic]), a peer-only package: it goes in
# the peers' venv (bench/.peers, or $PEERS_VENV; the one bench/run_peers.sh makes), not in the project.
# The project's compiled engine is used from src/ (PYTHONPATH), so it must be built (scripts/test does).
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
PEERS="${PEERS_VENV:-$REPO/bench/.peers}"
if ! "$PEERS/bin/python" -c "import pyspiel, rlcard, pettingzoo.classic, gymnasium" >/dev/null 2>&1; then
    echo "# making the peers' venv in $PEERS" >&2
    python3 -m venv "$PEERS"
    "$PEERS/bin/pip" install --quiet open_spiel rlcard 'pettingzoo[classic]' gymnasium numpy
fi
if [ "$#" -eq 0 ]; then
    set -- --seconds 1 --rounds 12
fi
echo "# PYTHONPATH=src $PEERS/bin/python bench/env_speed.py $*"
PYTHONPATH="$REPO/src" exec "$PEERS/bin/python" bench/env_speed.py "$@"
