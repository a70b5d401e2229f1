#!/usr/bin/env python3
"""Print Ogallala's throughput as ratios to the peers, from one peer_throughput.py JSON file.

    python bench/report.py bench/out/peers-<time>.json [--strict]

Reads the ``results`` list that ``peer_throughput.py --json`` writes (per benchmark:
framework, game, players, steps_per_s (+ _min/_max), us_per_step, steps_per_game,
chance_per_game and, when measured, us_per_clone / clone_label) and prints markdown:

* our rows (framework starting with ``ogallala``) with decisions/s as a multiple of OpenSpiel
  hearts (4 players) and of RLCard UNO (env and game level) from the SAME run;
* the peer rows used as anchors;
* the targets: 4-player AMIGO public-API playouts >= 0.3x OpenSpiel hearts decisions/s, and
  Game.copy() <= 20 us. ``--strict`` exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

TARGET_RATIO = 0.3  # x OpenSpiel hearts decisions/s, 4-player AMIGO through the public API
TARGET_COPY_US = 20.0  # us per Game.copy()


def find(results: list[dict[str, Any]], framework: str, game: str) -> dict[str, Any] | None:
    for r in results:
        if r["framework"] == framework and r["game"] == game:
            return r
    return None


def ratio(x: float, anchor: dict[str, Any] | None) -> str:
    if anchor is None or not anchor.get("steps_per_s"):
        return "-"
    return f"{x / anchor['steps_per_s']:.2f}x"


def best_ratio(r: dict[str, Any], anchor: dict[str, Any] | None) -> str:
    """Fastest repeat over fastest repeat: less sensitive to other load on the machine."""
    if anchor is None or not anchor.get("steps_per_s_max"):
        return "-"
    return f"{r['steps_per_s_max'] / anchor['steps_per_s_max']:.2f}x"


def fnum(x: Any, spec: str) -> str:
    return "-" if x is None else format(x, spec)


def report(data: dict[str, Any]) -> tuple[str, bool]:
    results = data["results"]
    hearts = find(results, "open_spiel", "hearts")
    uno_env = find(results, "rlcard (env)", "uno")
    uno_game = find(results, "rlcard (game)", "uno")
    ours = [r for r in results if r["framework"].startswith("ogallala")]
    s = data.get("settings", {})
    lines = [
        "## Ogallala vs. peers (same run, median of repeats)",
        "",
        f"settings: seconds={s.get('seconds')} repeats={s.get('repeats')} warmup={s.get('warmup')} "
        f"seed={s.get('seed')} only={s.get('only')}",
    ]
    lines += [f"    {v}" for v in data.get("versions", [])]
    lines += [
        "",
        "| ours | pl | decisions/s (min-max) | games/s | us/decision | decisions/game | chance/game "
        "| x OpenSpiel hearts | x hearts, best/best | x RLCard UNO (env) | x RLCard UNO (game) | us/copy (what) |",
        "|" + "---|" * 12,
    ]
    for r in ours:
        sps = r["steps_per_s"]
        lines.append(
            f"| {r['framework']} {r['game']} | {r['players']} | {sps:,.0f} "
            f"({r['steps_per_s_min']:,.0f}-{r['steps_per_s_max']:,.0f}) | {fnum(r.get('games_per_s'), ',.1f')} | "
            f"{r['us_per_step']:.2f} | {r['steps_per_game']:.1f} | {r['chance_per_game']:.2f} | {ratio(sps, hearts)} | "
            f"{best_ratio(r, hearts)} | "
            f"{ratio(sps, uno_env)} | {ratio(sps, uno_game)} | "
            f"{fnum(r.get('us_per_clone'), '.2f')} ({r.get('clone_label', '-')}) |")
    lines += ["", "Anchors from the same run:", "",
              "| peer | pl | decisions/s (min-max) | games/s | us/decision | decisions/game | chance/game "
              "| us/copy (what) |",
              "|" + "---|" * 8]
    for r in (hearts, uno_env, uno_game):
        if r is None:
            continue
        lines.append(
            f"| {r['framework']} {r['game']} | {r['players']} | {r['steps_per_s']:,.0f} "
            f"({r['steps_per_s_min']:,.0f}-{r['steps_per_s_max']:,.0f}) | {fnum(r.get('games_per_s'), ',.1f')} | "
            f"{r['us_per_step']:.2f} | {r['steps_per_game']:.1f} | {r['chance_per_game']:.1f} | "
            f"{fnum(r.get('us_per_clone'), '.2f')} ({r.get('clone_label', '-')}) |")
    for c in data.get("cpp_mcts", []):
        if c["game"] == "hearts":
            lines.append(f"\n(OpenSpiel C++-only MCTS random rollouts, hearts: {c['sims_per_s']:,.0f} sims/s)")

    ok = True
    lines += ["", "Targets:", ""]
    main = next((r for r in ours if r["framework"] == "ogallala (public)" and r["game"] == "amigo"
                 and r["players"] == 4), None)
    if main is None or hearts is None:
        lines.append("- 4-player AMIGO >= 0.3x OpenSpiel hearts decisions/s: NOT MEASURED (need both benches)")
        ok = False
    else:
        x = main["steps_per_s"] / hearts["steps_per_s"]
        met = x >= TARGET_RATIO
        ok &= met
        xb = main["steps_per_s_max"] / hearts["steps_per_s_max"]
        lines.append(f"- 4-player AMIGO (public API) decisions/s = {x:.2f}x OpenSpiel hearts, medians "
                     f"(best repeat over best repeat: {xb:.2f}x) (target >= {TARGET_RATIO}x on the medians): "
                     f"{'MET' if met else 'NOT MET'}")
    copies = [r for r in ours if r.get("clone_label") == "Game.copy()" and r.get("us_per_clone")]
    if not copies:
        lines.append("- Game.copy() <= 20 us: NOT MEASURED")
        ok = False
    else:
        worst = max(copies, key=lambda r: r["us_per_clone"])
        met = worst["us_per_clone"] <= TARGET_COPY_US
        ok &= met
        each = ", ".join(f"{r['game']} {r['players']}p {r['us_per_clone']:.2f} us" for r in copies)
        lines.append(f"- Game.copy(): {each}; worst {worst['us_per_clone']:.2f} us (target <= {TARGET_COPY_US:g} us): "
                     f"{'MET' if met else 'NOT MET'}")
    return "\n".join(lines), ok


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", help="the file peer_throughput.py --json wrote")
    ap.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = ap.parse_args(argv)
    with open(args.json) as f:
        data = json.load(f)
    text, ok = report(data)
    print(text)
    return 0 if ok or not args.strict else 1


if __name__ == "__main__":
    sys.exit(main())
