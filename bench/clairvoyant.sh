#!/usr/bin/env bash
# The clairvoyant bot against medium and hard, 2 and 4 players, every edition (docs/bots.md,
# "How much skill there is to find"); hard against the same medium beside it. Results in
# bench/results/clairvoyant-*.json. Usage: bash bench/clairvoyant.sh [GAMES_2P] [GAMES_4P]
set -euo pipefail
cd "$(dirname "$0")/.."
G2="${1:-60}"
G4="${2:-24}"
for ed in amigo ass pelikan; do
  .venv/bin/python bench/clairvoyant.py --edition "$ed" --players 2 --opponents medium --games "$G2" \
    --out "bench/results/clairvoyant-$ed-2p-medium.json"
  .venv/bin/python bench/clairvoyant.py --edition "$ed" --players 2 --opponents hard:iterations=144 --games "$G2" \
    --no-baseline --out "bench/results/clairvoyant-$ed-2p-hard.json"
  .venv/bin/python bench/clairvoyant.py --edition "$ed" --players 4 --opponents medium --games "$G4" \
    --out "bench/results/clairvoyant-$ed-4p-medium.json"
  .venv/bin/python bench/clairvoyant.py --edition "$ed" --players 4 --opponents hard:iterations=144 --games "$G4" \
    --no-baseline --out "bench/results/clairvoyant-$ed-4p-hard.json"
done
.venv/bin/python bench/clairvoyant.py table bench/results/clairvoyant-*.json
