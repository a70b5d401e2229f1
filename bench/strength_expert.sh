#!/bin/sh
# The expert bot's targets (docs/bots.md, the README's bot table): 1,000 games per pairing, duplicate
# deals with rotated seats, master seed 2026. Resumable: run it again and every pairing goes on after
# the games its results file holds (the same seeds give the same games). GAMES=N for fewer games;
# JOBS=N for the processes (default: the cores).
PY=.venv/bin/python
H=hard:iterations=144
N=${GAMES:-1000}
J=${JOBS:-$(nproc)}
run() { out=$1; shift; $PY bench/strength.py ladder --seed 2026 --games "$N" --jobs "$J" --chunk 24 --resume --out "bench/results/$out.json" "$@"; }
# AMIGO with 2 and 4 players and Pelikan with 2: the expert with its value networks (expert-amigo-4p.json,
# expert-amigo-2p.json and expert-pelikan-2p.json hold the expert's games from before them)
# The games of the budgets before the search held the collector off are in expert-*-before-gc.json.
# Pelikan with 2 players compares distinct candidates (the settings file); its games from before them are in
# expert-pelikan-2p-value-before-distinct.json.
run expert-amigo-4p-value --edition amigo --players 4 --pairs expert,medium,medium,medium
run expert-amigo-4p-value-hard --edition amigo --players 4 --pairs expert,$H,$H,$H
run expert-amigo-3p --edition amigo --players 3 --pairs expert,medium,medium
run expert-amigo-2p-value --edition amigo --pairs expert,$H
run expert-ass-2p --edition ass --pairs expert,medium
run expert-pelikan-2p-value --edition pelikan --pairs expert,medium
