#!/bin/sh
# The hard-bot measurements behind docs/bots.md, one process at a time (the machine is shared).
# The AMIGO 2-player run took 1 h 53 min here; the ASS and Pelikan runs were kept short
# (the Pelikan one was stopped after 20 games). The 4-player figure in docs/bots.md is of the
# earlier hard (hard:iterations=72): its command is kept below, not re-run.
PY=.venv/bin/python
H=hard:iterations=144
$PY bench/strength.py calibrate --iterations 72,120,144,192 --games 2 --out bench/results/calibrate-amigo.json
$PY bench/strength.py ladder --edition amigo --pairs $H,medium --games 300 --jobs 1 --chunk 10 --out bench/results/amigo-hard.json > bench/results/amigo-hard.log 2>&1
$PY bench/strength.py ladder --edition ass --pairs $H,medium --games 30 --jobs 1 --chunk 10 --out bench/results/ass-hard.json > bench/results/ass-hard.log 2>&1
$PY bench/strength.py ladder --edition pelikan --pairs $H,medium --games 30 --jobs 1 --chunk 10 --out bench/results/pelikan-hard.json > bench/results/pelikan-hard.log 2>&1
# earlier hard, 4 players (partial, 216 games):
# $PY bench/strength.py ladder --edition amigo --players 4 --pairs hard:iterations=72,medium,medium,medium --games 300 --jobs 1 --chunk 12 --out bench/results/amigo-hard-4p.json
