#!/bin/sh
# The hard bot's targets and runs behind docs/bots.md (budget hard:iterations=144): its cost per decision,
# then hard against medium in the three editions and against three medium in AMIGO with 4 players. Every
# game's outcome goes to bench/out/ (not committed), the summaries to bench/results/NAME.md.
PY=.venv/bin/python
H=hard:iterations=144
mkdir -p bench/out
run() {
  out=$1; shift
  $PY bench/strength.py ladder "$@" --out "bench/out/$out.json" --summary "bench/results/$out.md" > "bench/out/$out.log" 2>&1
}
$PY bench/strength.py calibrate --iterations 144,192,240,288 --games 2
$PY bench/strength.py calibrate --players 4 --iterations 144,192 --games 1
run amigo-hard --edition amigo --pairs $H,medium --games 300 --jobs 1 --chunk 10
run amigo-hard-4p --edition amigo --players 4 --pairs $H,medium,medium,medium --games 300 --jobs 1 --chunk 12
run ass-hard --edition ass --pairs $H,medium --games 300 --jobs 1 --chunk 10
run pelikan-hard --edition pelikan --pairs $H,medium --games 300 --jobs 1 --chunk 10
