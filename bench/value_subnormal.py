"""What the value network's subnormal weights cost the expert: the same decisions timed both ways.

Weight decay leaves the weights of units that stopped firing as subnormal numbers (below 2.2e-308), on
which NumPy's matrix products run several times slower; ``ValueNet`` runs its layers with them set to
zero (``run_layers``), which changes no answer (``tests/ai/test_value.py``). This plays seeded games of
the expert against ``medium`` and times every decision of the expert's seat twice, alternating which
goes first: with the network as it runs, and with the stored weights put back. It reports the medians,
their ratio, the network's own time per call both ways, and checks that both made the same decision.

    .venv/bin/python bench/value_subnormal.py --edition amigo --players 4 --games 2
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import numpy as np

from ogallala.ai import Budget, make_bot
from ogallala.ai.expert import ExpertBot
from ogallala.ai.value import feature_count
from ogallala.game import new_game


def decision(bot: ExpertBot, seed: int, game: object, legal: list[object]) -> tuple[float, str]:
    bot.rng.seed(seed)
    t = time.perf_counter()
    action = bot.choose(game.view(game.current_seat), legal, Budget(None))  # type: ignore[attr-defined]
    return time.perf_counter() - t, str(action)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--edition", default="amigo")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    bot = make_bot("expert", seed=args.seed)
    assert isinstance(bot, ExpertBot)
    times: dict[str, list[float]] = {"flushed": [], "stored": []}
    differ = 0
    for g in range(args.games):
        game = new_game(args.edition, args.players, args.seed * 1000 + g)
        others = [make_bot("medium", seed=args.seed * 1000 + g * 10 + s) for s in range(args.players)]
        n = 0
        while not game.is_over():
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions()
            if seat != 0 or len(legal) == 1:
                game.apply(others[seat].choose(game.view(seat), legal, Budget(None)) if seat else legal[0])
                continue
            n += 1
            if bot.net is None:  # the first decision settles the table
                bot.choose(game.view(seat), legal, Budget(None))
                if bot.net is None:
                    print(f"{args.edition} with {args.players} players has no value network", file=sys.stderr)
                    return 1
            net = bot.net
            flushed = net.run_layers
            chosen = {}
            for name in (("flushed", "stored") if n % 2 else ("stored", "flushed")):
                net.run_layers = flushed if name == "flushed" else net.layers
                dt, chosen[name] = decision(bot, n, game, legal)
                times[name].append(dt)
            net.run_layers = flushed
            differ += chosen["flushed"] != chosen["stored"]
            game.apply(next(a for a in legal if str(a) == chosen["flushed"]))
    assert bot.net is not None
    x = np.random.default_rng(0).normal(0, 1, (3, feature_count(args.players)))
    per_call = {}
    for name, layers in (("flushed", bot.net.run_layers), ("stored", bot.net.layers)):
        keep = bot.net.run_layers
        bot.net.run_layers = layers
        t = time.perf_counter()
        for _ in range(2000):
            bot.net.probabilities(x)
        per_call[name] = (time.perf_counter() - t) / 2000 * 1e6
        bot.net.run_layers = keep
    a, b = statistics.median(times["flushed"]), statistics.median(times["stored"])
    print(f"{args.edition}, {args.players} players, {len(times['flushed'])} decisions of the expert: median "
          f"{a * 1000:.1f} ms with the subnormal weights at zero, {b * 1000:.1f} ms with them as stored "
          f"(ratio {a / b:.3f}); the network, 3 positions a call: {per_call['flushed']:.1f} µs against "
          f"{per_call['stored']:.1f} µs; decisions that differ: {differ}")
    return 0 if differ == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
