#!/bin/sh
# The random/easy/medium ladders behind docs/bots.md (nohup sh bench/strength_ladders.sh);
# the hard bot's runs are in strength_hard.sh.
set -e
PY=.venv/bin/python
$PY bench/strength.py ladder --edition amigo --pairs easy,random medium,easy medium,random --games 1000 --out bench/results/amigo-rem.json
$PY bench/strength.py ladder --edition ass --pairs easy,random medium,easy medium,random --games 1000 --jobs 1 --out bench/results/ass-rem.json
$PY bench/strength.py ladder --edition pelikan --pairs easy,random medium,easy medium,random --games 1000 --jobs 1 --out bench/results/pelikan-rem.json
