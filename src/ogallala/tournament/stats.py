"""Tournament statistics: shared wins, win rates with Wilson 95% intervals, mean scores, ratings.

Counting is per seat-game: a bot that sits at two seats of one game plays two games there. A win
shared by k seats counts 1/k for each of them (rules.md section 3: ties share the win).
Ratings are openskill's Plackett-Luce model, updated game by game in task order; the table
reports each bot's ``ordinal()`` (mu - 3 sigma). A bot at several seats of one game takes the
mean of its seats' updates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .runner import GameResult

Z95 = 1.959963984540054


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate ``wins / games`` (wins may be fractional)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    denom = 1.0 + z2 / games
    centre = (p + z2 / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(scores: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean of per-deal scores and its normal 95% interval (not clipped: a luck-corrected score may lie
    outside [0, 1]); with fewer than two deals the interval is infinite."""
    n = len(scores)
    if n == 0:
        return 0.0, -math.inf, math.inf
    mean = sum(scores) / n
    if n < 2:
        return mean, -math.inf, math.inf
    half = z * math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1) / n)
    return mean, mean - half, mean + half


def deal_interval(results: Sequence[GameResult], name: str, z: float = Z95) -> tuple[float, float]:
    """A 95% interval of ``name``'s win rate that treats deals, not games, as the independent units.

    The rotations of one deal share its cards, so their results are not independent and the
    Wilson interval over games can be too narrow (or too wide). This is the cluster-robust
    (ratio-estimator) interval: with ``w_d`` the bot's wins and ``g_d`` its games in deal ``d``
    and ``r`` its overall win rate, the variance is ``D / (D - 1) * sum((w_d - r g_d)^2) / G^2``
    over the ``D`` deals, ``G`` games in all. Normal approximation, clipped to [0, 1]; with fewer
    than two deals it is (0, 1)."""
    per_deal: dict[int, list[float]] = {}
    for res in results:
        shares = win_shares(res.scores)
        for seat, bot in enumerate(res.bots):
            if bot == name:
                cell = per_deal.setdefault(res.deal, [0.0, 0.0])
                cell[0] += shares[seat]
                cell[1] += 1
    deals = len(per_deal)
    games = sum(g for _, g in per_deal.values())
    if deals < 2 or games <= 0:
        return 0.0, 1.0
    rate = sum(w for w, _ in per_deal.values()) / games
    var = deals / (deals - 1) * sum((w - rate * g) ** 2 for w, g in per_deal.values()) / (games * games)
    half = z * math.sqrt(var)
    return max(0.0, rate - half), min(1.0, rate + half)


def deal_scores(results: Sequence[GameResult], name: str, luck: bool = False) -> list[float]:
    """``name``'s mean share of the win in each deal (the deals in order of first appearance): the
    independent units of a duplicate-deal match. With ``luck``, each share less the seat's luck of the draw
    (the games must have measured it: ``GameTask.luck``)."""
    per_deal: dict[int, list[float]] = {}
    for res in results:
        shares = win_shares(res.scores)
        if luck:
            if res.luck is None:
                raise ValueError(f"game {res.index} did not measure the luck of the draw")
            shares = [x - lk for x, lk in zip(shares, res.luck, strict=True)]
        for seat, bot in enumerate(res.bots):
            if bot == name:
                cell = per_deal.setdefault(res.deal, [0.0, 0.0])
                cell[0] += shares[seat]
                cell[1] += 1
    return [w / g for w, g in per_deal.values() if g > 0]


@dataclass(frozen=True)
class Sprt:
    """The state of a sequential probability ratio test: the log-likelihood ratio, its bounds and the
    decision (``"H1"``: the win rate is ``p1`` or more; ``"H0"``: it is ``p0`` or less; ``""``: go on)."""

    llr: float
    lower: float
    upper: float
    deals: int
    p0: float
    p1: float
    decision: str

    def as_json(self) -> dict[str, Any]:
        return {"llr": round(self.llr, 4), "lower": round(self.lower, 4), "upper": round(self.upper, 4),
                "deals": self.deals, "p0": self.p0, "p1": self.p1, "decision": self.decision}


#: Deals before the sequential test may decide: the sample variance of a handful of deals is too rough (with
#: two deals alike it is near zero and the ratio runs off at once).
SPRT_MIN_DEALS = 20
#: The least variance of a deal's score the test assumes (a larger variance only makes it more cautious): with
#: every deal alike, as when one bot wins them all, the sample's variance is 0.
SPRT_MIN_VARIANCE = 0.01


def sprt(scores: Sequence[float], p0: float, p1: float, alpha: float = 0.05, beta: float = 0.05,
         min_deals: int = SPRT_MIN_DEALS) -> Sprt:
    """Wald's sequential test of H0 "the mean deal score is ``p0``" against H1 "it is ``p1``" (``p0 < p1``),
    on the deal scores seen so far (:func:`deal_scores`), with error rates ``alpha`` (H1 accepted when H0
    holds) and ``beta``. The scores are taken as normal with the variance of the sample (the generalized SPRT
    that chess engines' test frameworks use), so the log-likelihood ratio is ``(p1 - p0) / var * (sum(x) -
    n (p0 + p1) / 2)``; the test stops at ``log(beta / (1 - alpha))`` (H0) or ``log((1 - beta) / alpha)``
    (H1). Before ``min_deals`` deals it goes on; the variance is taken at least :data:`SPRT_MIN_VARIANCE`."""
    if not 0.0 <= p0 < p1 <= 1.0:
        raise ValueError(f"the test needs 0 <= p0 < p1 <= 1, not p0={p0}, p1={p1}")
    if not (0.0 < alpha < 0.5 and 0.0 < beta < 0.5):
        raise ValueError(f"alpha and beta are error rates between 0 and 0.5, not {alpha} and {beta}")
    lower = math.log(beta / (1.0 - alpha))
    upper = math.log((1.0 - beta) / alpha)
    n = len(scores)
    llr = 0.0
    if n >= 2:
        mean = sum(scores) / n
        var = max(SPRT_MIN_VARIANCE, sum((x - mean) ** 2 for x in scores) / (n - 1))
        llr = (p1 - p0) / var * (sum(scores) - n * (p0 + p1) / 2.0)
    decision = "" if n < min_deals else "H1" if llr >= upper else "H0" if llr <= lower else ""
    return Sprt(llr, lower, upper, n, p0, p1, decision)


def win_shares(scores: Sequence[int]) -> list[float]:
    """Each seat's share of the win: 1/k for the k seats with the top score, 0 for the others."""
    best = max(scores)
    top = [s for s in range(len(scores)) if scores[s] == best]
    return [1.0 / len(top) if s in top else 0.0 for s in range(len(scores))]


def ranks(scores: Sequence[int]) -> list[int]:
    """Competition ranks (1 is best; equal scores share a rank)."""
    return [1 + sum(1 for o in scores if o > s) for s in scores]


@dataclass
class BotStats:
    name: str
    games: int = 0
    wins: float = 0.0
    score_sum: float = 0.0
    decisions: int = 0
    think: float = 0.0
    rating: float = 0.0
    mu: float = 25.0
    sigma: float = 25.0 / 3
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def mean_score(self) -> float:
        return self.score_sum / self.games if self.games else 0.0

    @property
    def seconds_per_decision(self) -> float:
        return self.think / self.decisions if self.decisions else 0.0

    def as_json(self) -> dict[str, Any]:
        lo, hi = self.ci95
        return {"games": self.games, "wins": round(self.wins, 6), "win_rate": round(self.win_rate, 6),
                "ci95": [round(lo, 6), round(hi, 6)], "mean_score": round(self.mean_score, 4),
                "rating": round(self.rating, 4)}


def tally(results: Sequence[GameResult], bots: Sequence[str], ratings: bool = True) -> dict[str, BotStats]:
    """Count games, shared wins, scores and think time per bot name; rate with openskill."""
    stats: dict[str, BotStats] = {b: BotStats(b) for b in dict.fromkeys(bots)}
    for res in results:
        shares = win_shares(res.scores)
        for seat, name in enumerate(res.bots):
            st = stats.setdefault(name, BotStats(name))
            st.games += 1
            st.wins += shares[seat]
            st.score_sum += res.scores[seat]
            st.decisions += res.decisions[seat]
            st.think += res.think[seat]
    if ratings:
        rate(results, stats)
    return stats


def rate(results: Sequence[GameResult], stats: dict[str, BotStats]) -> None:
    """openskill Plackett-Luce ratings, game by game in the given order; sets ``rating`` (ordinal)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    cur = {name: model.rating(name=name) for name in stats}
    for res in results:
        teams = [[cur[name]] for name in res.bots]
        new = model.rate(teams, ranks=[float(r) for r in ranks(res.scores)])
        by_name: dict[str, list[Any]] = {}
        for name, team in zip(res.bots, new, strict=True):
            by_name.setdefault(name, []).append(team[0])
        for name, rs in by_name.items():
            mu = sum(r.mu for r in rs) / len(rs)
            sigma = sum(r.sigma for r in rs) / len(rs)
            cur[name] = model.rating(mu=mu, sigma=sigma, name=name)
    for name, st in stats.items():
        r = cur[name]
        st.mu, st.sigma = float(r.mu), float(r.sigma)
        st.rating = float(r.ordinal())


def table(stats: dict[str, BotStats]) -> str:
    """The results as a Markdown table, best rating first."""
    rows = ["| bot | games | wins | win rate | 95% interval | mean score | rating | s/decision |",
            "|---|---:|---:|---:|---|---:|---:|---:|"]
    for st in sorted(stats.values(), key=lambda s: (-s.rating, -s.win_rate, s.name)):
        lo, hi = st.ci95
        rows.append(f"| {st.name} | {st.games} | {st.wins:g} | {100 * st.win_rate:.1f}% | "
                    f"{100 * lo:.1f}–{100 * hi:.1f}% | {st.mean_score:.1f} | {st.rating:.2f} | "
                    f"{st.seconds_per_decision:.4f} |")
    return "\n".join(rows)
