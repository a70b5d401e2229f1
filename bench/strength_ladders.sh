#!/bin/sh
# The random/easy/medium ladders behind docs/bots.md (nohup sh bench/strength_ladders.sh); the hard bot's
# runs are in strength_hard.sh, the expert's in strength_expert.sh. Every game's outcome goes to bench/out/
# (not committed), the summaries to bench/results/EDITION-rem.md.
set -e
PY=.venv/bin/python
mkdir -p bench/out
for ed in amigo ass pelikan; do
  $PY bench/strength.py ladder --edition $ed --pairs easy,random medium,easy medium,random --games 1000 --jobs 1 \
    --out bench/out/$ed-rem.json --summary bench/results/$ed-rem.md
done
