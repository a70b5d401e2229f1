#!/bin/sh
# The expert bot's targets (docs/bots.md, "The expert's targets"): 1,000 games per pairing, duplicate deals
# with rotated seats, master seed 2026. Every game's outcome goes to bench/out/NAME.json (not committed), the
# summary the documents quote to bench/results/NAME.md. Resumable: run it again and every pairing goes on after
# the games its bench/out file holds (the same seeds give the same games). GAMES=N for fewer games; JOBS=N for
# the processes (default: the cores). The pairings against hard with 2 and 4 players play the games of the
# ladder's rows (strength.py table --levels hard,expert), whose summary is bench/results/ladder-table-expert.md.
PY=.venv/bin/python
H=hard:iterations=144
N=${GAMES:-1000}
J=${JOBS:-$(nproc)}
run() {
  out=$1; shift
  $PY bench/strength.py ladder --seed 2026 --games "$N" --jobs "$J" --chunk 24 --resume \
    --out "bench/out/$out.json" --summary "bench/results/$out.md" "$@"
}
mkdir -p bench/out
run expert-amigo-4p-value --edition amigo --players 4 --pairs expert,medium,medium,medium
run expert-amigo-4p-value-hard --edition amigo --players 4 --pairs expert,$H,$H,$H
run expert-amigo-3p --edition amigo --players 3 --pairs expert,medium,medium
run expert-amigo-2p-value --edition amigo --pairs expert,$H
run expert-ass-2p --edition ass --pairs expert,medium
run expert-pelikan-2p-value --edition pelikan --pairs expert,medium
