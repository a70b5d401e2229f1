#!/bin/sh
# The hard-bot measurements behind docs/bots.md (budget hard:iterations=144). Each run is one
# process; two ran at a time on this 2-core machine (the 4-player run beside the ASS run, then
# the Pelikan run beside the ASS run). The AMIGO 2-player run is from before the bots' evaluation
# was compiled and its cache shared between copies (same decisions, slower).
PY=.venv/bin/python
H=hard:iterations=144
$PY bench/strength.py calibrate --iterations 144,192,240,288 --games 2
$PY bench/strength.py calibrate --players 4 --iterations 144,192 --games 1
$PY bench/strength.py ladder --edition amigo --pairs $H,medium --games 300 --jobs 1 --chunk 10 --out bench/results/amigo-hard.json > bench/results/amigo-hard.log 2>&1
$PY bench/strength.py ladder --edition amigo --players 4 --pairs $H,medium,medium,medium --games 300 --jobs 1 --chunk 12 --out bench/results/amigo-hard-4p.json > bench/results/amigo-hard-4p.log 2>&1
$PY bench/strength.py ladder --edition ass --pairs $H,medium --games 300 --jobs 1 --chunk 10 --out bench/results/ass-hard.json > bench/results/ass-hard.log 2>&1
$PY bench/strength.py ladder --edition pelikan --pairs $H,medium --games 300 --jobs 1 --chunk 10 --out bench/results/pelikan-hard.json > bench/results/pelikan-hard.log 2>&1
