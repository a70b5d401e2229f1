#!/bin/sh
# The hard-bot measurements behind docs/bots.md (run as two parallel one-process streams).
PY=.venv/bin/python
H=hard:iterations=72
$PY bench/strength.py ladder --edition amigo --pairs $H,medium --games 300 --jobs 1 --chunk 10 --out bench/results/amigo-hard.json > bench/results/amigo-hard.log 2>&1 &
$PY bench/strength.py ladder --edition amigo --players 4 --pairs $H,medium,medium,medium --games 300 --jobs 1 --chunk 12 --out bench/results/amigo-hard-4p.json > bench/results/amigo-hard-4p.log 2>&1 &
wait
