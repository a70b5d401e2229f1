"""The ladder plot: each bot's win rate with its 95% interval, ordered by rating (matplotlib, Agg)."""

from __future__ import annotations

from pathlib import Path

from .stats import BotStats


def ladder_plot(stats: dict[str, BotStats], path: str | Path, title: str = "") -> Path:
    """Write the ladder of ``stats`` as a PNG to ``path`` and return the path."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    bots = sorted(stats.values(), key=lambda s: (s.rating, s.win_rate))
    names = [b.name for b in bots]
    rates = [100 * b.win_rate for b in bots]
    err_lo = [max(0.0, 100 * (b.win_rate - b.ci95[0])) for b in bots]
    err_hi = [max(0.0, 100 * (b.ci95[1] - b.win_rate)) for b in bots]
    fig, ax = plt.subplots(figsize=(7.5, 1.2 + 0.55 * len(bots)))
    ys = list(range(len(bots)))
    ax.barh(ys, rates, xerr=[err_lo, err_hi], color="#4c78a8", capsize=4, height=0.6)
    for y, b in zip(ys, bots, strict=True):
        ax.text(105, y, f"rating {b.rating:.1f}  ({b.games} games)", va="center", fontsize=8)
    ax.set_yticks(ys)
    ax.set_yticklabels(names)
    ax.set_xlim(0, 145)
    ax.set_xticks([0, 20, 40, 60, 80, 100])
    ax.set_xlabel("win rate, % (shared wins split; bars: 95% Wilson interval)")
    if title:
        ax.set_title(title, fontsize=10)
    fig.tight_layout()
    out = Path(path)
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out
