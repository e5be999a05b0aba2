#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
"""An independent Glicko-2, in 50-digit arithmetic, to check Podium's against.

Written from Mark Glickman's "Example of the Glicko-2 system" (steps 1 to 8). It shares no code with
core/rating/glicko2.cpp, and it finds the new volatility another way: step 5's f(x) has one root, which
plain bisection on a bracket that doubles outwards finds to 1e-40 (Podium runs the Illinois algorithm
the paper gives). Every RD is held to the starting RD (350), as Podium's leaderboards ask: the player's,
the opponents' and the new one, before the rating moves by it (none of the cases below reaches it).

Games of more than two players, as Podium rates them: each player takes one result against each other side, a team
being one composite opponent with its players' mean rating and mean RD (Williams 2013, "Abstracting Glicko-2 for
Team Games"), and with more than two sides each result is weighted 1/(sides - 1) in v and delta.

Run:  python3 tests/data/glicko2-reference.py   (prints the values tst_glicko2 checks)
"""

import mpmath

mpmath.mp.dps = 50
mpf = mpmath.mpf
SCALE = mpf("173.7178")
TAU = mpf("0.5")
START_RD = mpf(350)


def g(phi):
    return 1 / mpmath.sqrt(1 + 3 * phi**2 / mpmath.pi**2)


def volatility(phi, sigma, v, delta):
    a = mpmath.log(sigma**2)

    def f(x):
        ex = mpmath.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / TAU**2

    # f falls from +inf to -inf: widen a bracket around a, then halve it.
    lo, hi, width = a - 1, a + 1, mpf(1)
    while f(lo) < 0:
        width *= 2
        lo = a - width
    while f(hi) > 0:
        width *= 2
        hi = a + width
    while hi - lo > mpf("1e-40"):
        mid = (lo + hi) / 2
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
    return mpmath.exp((lo + hi) / 4)


def update(r, rd, sigma, results):
    """One rating period: results are (opponent rating, opponent RD, score) or (..., score, weight)."""
    mu, phi = (mpf(r) - 1500) / SCALE, min(mpf(rd), START_RD) / SCALE
    if not results:
        return r, min(mpmath.sqrt(phi**2 + sigma**2), START_RD / SCALE) * SCALE, sigma
    v_inv, total = mpf(0), mpf(0)
    for result in results:
        r_j, rd_j, s = result[:3]
        w = mpf(result[3]) if len(result) > 3 else mpf(1)
        gj = g(min(mpf(rd_j), START_RD) / SCALE)
        e = 1 / (1 + mpmath.exp(-gj * (mu - (mpf(r_j) - 1500) / SCALE)))
        v_inv += w * gj**2 * e * (1 - e)
        total += w * gj * (mpf(s) - e)
    v = 1 / v_inv
    new_sigma = volatility(phi, mpf(sigma), v, v * total)
    phi_star = mpmath.sqrt(phi**2 + new_sigma**2)
    new_phi = min(1 / mpmath.sqrt(1 / phi_star**2 + 1 / v), START_RD / SCALE)
    new_mu = mu + new_phi**2 * total
    return 1500 + SCALE * new_mu, new_phi * SCALE, new_sigma


def show(label, rating):
    print(f"{label}: {mpmath.nstr(rating[0], 17)} {mpmath.nstr(rating[1], 17)} {mpmath.nstr(rating[2], 17)}")


def main():
    # Glickman's example: 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300.
    show("example", update(1500, 200, mpf("0.06"), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)]))

    # A free-for-all of four newcomers (1500/350/0.06), places 1, 2, 2, 4: one result against each other player,
    # each weighted 1/3.
    new = (1500, 350, mpf("0.06"))
    places = [1, 2, 2, 4]
    for i, place in enumerate(places):
        results = [(1500, 350, 1 if place < other else (mpf("0.5") if place == other else 0), mpf(1) / 3)
                   for j, other in enumerate(places) if j != i]
        show(f"ffa {i}", update(*new, results))

    # Two against two: Ann 1600/80/0.05 and Bob 1450/120/0.06 beat Cid 1550/60/0.04 and Dee 1500/250/0.07. Each
    # plays the other team's composite: Ann and Bob 1525/155, Cid and Dee 1525/100, one result of weight 1.
    players = {"Ann": (1600, 80, mpf("0.05")), "Bob": (1450, 120, mpf("0.06")),
               "Cid": (1550, 60, mpf("0.04")), "Dee": (1500, 250, mpf("0.07"))}
    sides = {"Ann": 0, "Bob": 0, "Cid": 1, "Dee": 1}

    def composite(side):
        members = [players[o] for o in players if sides[o] == side]
        return (sum(mpf(m[0]) for m in members) / len(members), sum(mpf(m[1]) for m in members) / len(members))

    for name, (r, rd, sigma) in players.items():
        other = composite(1 - sides[name])
        show(f"team {name}", update(r, rd, sigma, [(other[0], other[1], 1 if sides[name] == 0 else 0)]))

    # Three sides: Ann alone wins, the team of Bob and Cid second, Dee last. Ann takes Bob and Cid's composite
    # (1500/90) and Dee, each weighted 1/2; Bob takes Ann and Dee.
    three = {"Ann": (1600, 80, mpf("0.05")), "Bob": (1450, 120, mpf("0.06")),
             "Cid": (1550, 60, mpf("0.04")), "Dee": (1500, 250, mpf("0.07"))}
    half = mpf(1) / 2
    show("three Ann", update(*three["Ann"], [(1500, 90, 1, half), (1500, 250, 1, half)]))
    show("three Bob", update(*three["Bob"], [(1600, 80, 0, half), (1500, 250, 1, half)]))
    show("three Dee", update(*three["Dee"], [(1600, 80, 0, half), (1500, 90, 0, half)]))

    # Weekly periods. Week 1: Ann beats Bob, Ann draws with Cid, Bob beats Cid. Week 2 (the next): nothing.
    # Week 3: Ann loses to Cid. Ann and Cid play in weeks 1 and 3; Bob only in week 1. Everyone starts new.
    ann, bob, cid = new, new, new
    ann2 = update(*ann, [(1500, 350, 1), (1500, 350, mpf("0.5"))])
    bob2 = update(*bob, [(1500, 350, 0), (1500, 350, 1)])
    cid2 = update(*cid, [(1500, 350, mpf("0.5")), (1500, 350, 0)])
    idle = lambda p: update(*p, [])  # noqa: E731 -- one empty period
    ann3, cid3 = idle(ann2), idle(cid2)  # week 2, sat out
    ann4 = update(*ann3, [(cid3[0], cid3[1], 0)])
    cid4 = update(*cid3, [(ann3[0], ann3[1], 1)])
    bob4 = idle(idle(bob2))  # weeks 2 and 3 without a game
    show("week Ann", ann4)
    show("week Bob", bob4)
    show("week Cid", cid4)


if __name__ == "__main__":
    main()
