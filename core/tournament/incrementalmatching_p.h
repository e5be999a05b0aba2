// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Internal to core/tournament: a maximum-weight matching on a dense general graph that is kept between calls.
// The Dutch pairing asks for an optimum some hundreds of times per round, each time after raising or clearing
// the edges of one or two players, or after taking a pair out. Starting each optimum from scratch (LEMON, which
// Podium used before) costs O(n^3) per question; here the previous optimum and its dual solution are repaired
// instead: only the vertices whose edges broke the dual constraints are unmatched, given a feasible dual again,
// and searched from, one alternating tree at a time. No library offers a matching whose weights can change
// between solves (LEMON and Boost rebuild from nothing), hence this file.
//
// The method is Edmonds' primal-dual blossom algorithm in the O(n^3) form of Gabow and Lawler (H. N. Gabow,
// "Implementation of algorithms for maximum matching on nonbipartite graphs", Stanford 1973; E. L. Lawler,
// "Combinatorial Optimization: Networks and Matroids", 1976, chapter 6), with the dual variables doubled so
// that integer weights keep integer duals: an edge between different outermost blossoms has slack
// y(u) + y(v) - 2 w(u, v), a blossom's own dual counts twice for the edges inside it. The optimum is certified
// by the usual conditions: every slack >= 0, matched edges and blossom edges tight, a blossom with a positive
// dual full, an unmatched vertex with dual 0. Plain C++ (no Qt); Weight is an integer type (BasicWideInt).

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace podium::tournament::detail {

template<class Weight>
class IncrementalMatching
{
public:
    /** n vertices, no edges (every weight 0), nothing matched. */
    explicit IncrementalMatching(int n = 0)
        : m_n(n)
        , m_w2(sz(n) * sz(n))
        , m_dual(sz(2 * n))
        , m_mate(sz(n), -1)
        , m_alive(sz(n), 1)
        , m_touched(sz(n), 0)
        , m_inBlossom(sz(n))
        , m_parent(sz(2 * n), -1)
        , m_base(sz(2 * n), -1)
        , m_childs(sz(2 * n))
        , m_edges(sz(2 * n))
        , m_label(sz(2 * n), 0)
        , m_labelFrom(sz(2 * n), -1)
        , m_labelTo(sz(2 * n), -1)
        , m_bestKey(sz(2 * n))
        , m_bestEdge(sz(2 * n), Edge {-1, -1})
        , m_bestEdges(sz(2 * n))
        , m_hasBestEdges(sz(2 * n), 0)
        , m_mark(sz(2 * n), 0)
        , m_bestTo(sz(2 * n), Edge {-1, -1})
    {
        for (int v = 0; v < n; ++v) {
            m_inBlossom[sz(v)] = v;
            m_base[sz(v)] = v;
        }
        for (int b = 2 * n - 1; b >= n; --b)
            m_freeIds.push_back(b);
    }

    int size() const { return m_n; }
    Weight weight(int a, int b) const { return twice(a, b) / 2; }

    /** Sets the weight of the edge a-b (0 or less: no edge). The optimum is repaired at the next solve(). */
    void setWeight(int a, int b, const Weight &w)
    {
        const Weight w2 = w + w;
        Weight &x = m_w2[sz(a) * sz(m_n) + sz(b)];
        if (x == w2)
            return;
        x = w2;
        m_w2[sz(b) * sz(m_n) + sz(a)] = w2;
        if (!alive(a) || !alive(b))
            return;
        // A change that keeps the dual feasible and every matched and blossom edge tight keeps the optimum.
        if (inBlossom(a) == inBlossom(b) || mate(a) == b) {
            touch(a);
            touch(b);
        } else if (w > Weight(0) && slack(a, b) < Weight(0)) {
            touch(a);
        }
    }

    /** Takes v out of the graph for good (with its edges). */
    void remove(int v)
    {
        if (!alive(v))
            return;
        detach(v);
        m_alive[sz(v)] = 0;
        m_dual[sz(v)] = Weight(0);
    }

    /** The optimum: mate[v] is v's partner, -1 when v stays unmatched or was removed. */
    const std::vector<int> &solve()
    {
        if (std::none_of(m_mate.begin(), m_mate.end(), [](int m) { return m >= 0; }))
            return start();
        // A touched vertex leaves its blossoms and gets the smallest dual that satisfies its edges again; it keeps
        // its partner when their edge is still tight.
        for (int v : m_touchedList)
            if (alive(v))
                makeTrivial(v);
        for (int v : m_touchedList) {
            if (!alive(v))
                continue;
            // The smallest dual that satisfies every edge of v again.
            Weight y(0);
            for (int u = 0; u < m_n; ++u) {
                if (!hasEdge(v, u))
                    continue;
                const Weight need = twice(v, u) - m_dual[sz(u)];
                if (need > y)
                    y = need;
            }
            m_dual[sz(v)] = y;
        }
        for (int v : m_touchedList)
            m_touched[sz(v)] = 0;
        for (int v : m_touchedList)
            if (alive(v) && mate(v) >= 0 && (!(twice(v, mate(v)) > Weight(0)) || !(slack(v, mate(v)) == Weight(0))))
                unmatch(v);
        m_touchedList.clear();
        for (int r = 0; r < m_n; ++r)
            if (alive(r) && mate(r) < 0 && m_dual[sz(r)] > Weight(0))
                stage(r);
        return m_mate;
    }

private:
    /** With nothing matched, the classic start is cheaper than a repair: no blossom, each vertex's dual its
     *  heaviest edge (feasible, as y(u) + y(v) >= 2 w(u, v) then), the tight edges matched greedily, and a
     *  stage from each vertex left unmatched with a positive dual. */
    const std::vector<int> &start()
    {
        for (int b = m_n; b < 2 * m_n; ++b)
            if (m_base[sz(b)] >= 0)
                release(b);
        for (int v : m_touchedList)
            m_touched[sz(v)] = 0;
        m_touchedList.clear();
        for (int v = 0; v < m_n; ++v) {
            m_inBlossom[sz(v)] = v;
            m_parent[sz(v)] = -1;
            Weight y(0);
            for (int u = 0; u < m_n && alive(v); ++u)
                if (hasEdge(v, u) && twice(v, u) > y)
                    y = twice(v, u);
            m_dual[sz(v)] = y / 2;
        }
        for (int v = 0; v < m_n; ++v)
            for (int u = v + 1; u < m_n && alive(v) && mate(v) < 0; ++u)
                if (mate(u) < 0 && hasEdge(v, u) && slack(v, u) == Weight(0)) {
                    m_mate[sz(v)] = u;
                    m_mate[sz(u)] = v;
                }
        for (int r = 0; r < m_n; ++r)
            if (alive(r) && mate(r) < 0 && m_dual[sz(r)] > Weight(0))
                stage(r);
        return m_mate;
    }

    using Edge = std::pair<int, int>; ///< (a vertex inside, a vertex outside); first -1: none

    static std::size_t sz(int i) { return static_cast<std::size_t>(i); }
    bool alive(int v) const { return m_alive[sz(v)] != 0; }
    int mate(int v) const { return m_mate[sz(v)]; }
    int inBlossom(int v) const { return m_inBlossom[sz(v)]; }
    bool trivial(int b) const { return b < m_n; }
    const Weight &twice(int a, int b) const { return m_w2[sz(a) * sz(m_n) + sz(b)]; }
    bool hasEdge(int a, int b) const { return a != b && alive(b) && twice(a, b) > Weight(0); }
    Weight slack(int a, int b) const
    {
        Weight s = m_dual[sz(a)];
        s += m_dual[sz(b)];
        return s -= twice(a, b);
    }
    Weight slack(const Edge &e) const { return slack(e.first, e.second); }

    void touch(int v)
    {
        if (!m_touched[sz(v)]) {
            m_touched[sz(v)] = 1;
            m_touchedList.push_back(v);
        }
    }

    void leaves(int b, std::vector<int> &out) const
    {
        if (trivial(b)) {
            out.push_back(b);
            return;
        }
        for (int c : m_childs[sz(b)])
            leaves(c, out);
    }

    /** Dissolves every blossom around v and unmatches v. A blossom's positive dual moves to its vertices, which
     *  keeps every slack inside it and leaves the edge from its base to its mate loose: that pair is unmatched too
     *  (both become roots of the next search when their duals are positive). */
    void detach(int v)
    {
        makeTrivial(v);
        unmatch(v);
    }

    void makeTrivial(int v)
    {
        while (inBlossom(v) != v)
            dissolve(inBlossom(v));
    }

    void unmatch(int v)
    {
        if (mate(v) >= 0) {
            m_mate[sz(mate(v))] = -1;
            m_mate[sz(v)] = -1;
        }
    }

    void dissolve(int b)
    {
        std::vector<int> inside;
        leaves(b, inside);
        const Weight z = m_dual[sz(b)];
        if (z > Weight(0)) {
            for (int u : inside)
                m_dual[sz(u)] += z;
            const int base = m_base[sz(b)];
            if (mate(base) >= 0) {
                m_mate[sz(mate(base))] = -1;
                m_mate[sz(base)] = -1;
            }
        }
        for (int c : m_childs[sz(b)]) {
            m_parent[sz(c)] = -1;
            std::vector<int> under;
            leaves(c, under);
            for (int u : under)
                m_inBlossom[sz(u)] = c;
        }
        release(b);
    }

    void release(int b)
    {
        m_childs[sz(b)].clear();
        m_edges[sz(b)].clear();
        m_base[sz(b)] = -1;
        m_parent[sz(b)] = -1;
        m_dual[sz(b)] = Weight(0);
        m_label[sz(b)] = 0;
        m_bestEdge[sz(b)] = {-1, -1};
        m_bestEdges[sz(b)].clear();
        m_hasBestEdges[sz(b)] = 0;
        m_freeIds.push_back(b);
    }

    enum : char { Free = 0, Outer = 1, Inner = 2 }; // unlabelled, S (even), T (odd)

    /** Labels the blossom of w, reached from the vertex from (-1 for the root); an inner blossom's mate becomes
     *  outer at once. */
    void assignLabel(int w, char label, int from)
    {
        const int b = inBlossom(w);
        m_label[sz(w)] = m_label[sz(b)] = label;
        m_labelFrom[sz(w)] = m_labelFrom[sz(b)] = from;
        m_labelTo[sz(w)] = m_labelTo[sz(b)] = w;
        m_bestEdge[sz(w)] = m_bestEdge[sz(b)] = {-1, -1};
        if (label == Outer) {
            leaves(b, m_queue);
        } else {
            const int base = m_base[sz(b)];
            assignLabel(mate(base), Outer, base);
        }
    }

    /** The base of the nearest common outer ancestor of the blossoms of v and w (one tree: always found). */
    int commonBase(int v, int w)
    {
        std::vector<int> path;
        int base = -1;
        while (v >= 0 || w >= 0) {
            if (v >= 0) {
                const int b = inBlossom(v);
                if (m_mark[sz(b)]) {
                    base = m_base[sz(b)];
                    break;
                }
                path.push_back(b);
                m_mark[sz(b)] = 1;
                if (m_labelFrom[sz(b)] < 0)
                    v = -1;
                else
                    v = m_labelFrom[sz(inBlossom(m_labelFrom[sz(b)]))];
            }
            if (w >= 0)
                std::swap(v, w);
        }
        for (int b : path)
            m_mark[sz(b)] = 0;
        return base;
    }

    /** A new outer blossom from the tight edge v-w between two outer blossoms of the tree and their paths to
     *  the common ancestor whose base is base. */
    void addBlossom(int base, int v, int w)
    {
        const int bb = inBlossom(base);
        int bv = inBlossom(v), bw = inBlossom(w);
        const int b = m_freeIds.back();
        m_freeIds.pop_back();
        m_base[sz(b)] = base;
        m_parent[sz(b)] = -1;
        m_parent[sz(bb)] = b;
        std::vector<int> childs, upV;
        std::vector<Edge> edges, upE;
        while (bv != bb) {
            m_parent[sz(bv)] = b;
            upV.push_back(bv);
            upE.push_back({m_labelFrom[sz(bv)], m_labelTo[sz(bv)]});
            bv = inBlossom(m_labelFrom[sz(bv)]);
        }
        childs.push_back(bb);
        childs.insert(childs.end(), upV.rbegin(), upV.rend());
        edges.insert(edges.end(), upE.rbegin(), upE.rend());
        edges.push_back({v, w});
        while (bw != bb) {
            m_parent[sz(bw)] = b;
            childs.push_back(bw);
            edges.push_back({m_labelTo[sz(bw)], m_labelFrom[sz(bw)]});
            bw = inBlossom(m_labelFrom[sz(bw)]);
        }
        m_label[sz(b)] = Outer;
        m_labelFrom[sz(b)] = m_labelFrom[sz(bb)];
        m_labelTo[sz(b)] = m_labelTo[sz(bb)];
        m_dual[sz(b)] = Weight(0);
        m_childs[sz(b)] = childs;
        m_edges[sz(b)] = std::move(edges);
        std::vector<int> inside;
        leaves(b, inside);
        for (int u : inside) {
            if (m_label[sz(inBlossom(u))] == Inner)
                m_queue.push_back(u); // an inner vertex becomes outer
            m_inBlossom[sz(u)] = b;
        }
        // The least-slack edges from the new blossom to each other outer blossom.
        std::vector<int> reached;
        auto consider = [&](int x, int y) {
            const int by = inBlossom(y);
            if (by == b || m_label[sz(by)] != Outer)
                return;
            Edge &best = m_bestTo[sz(by)];
            if (best.first < 0)
                reached.push_back(by);
            if (best.first < 0 || slack(x, y) < slack(best))
                best = {x, y};
        };
        for (int c : childs) {
            if (m_hasBestEdges[sz(c)]) {
                for (const Edge &e : m_bestEdges[sz(c)])
                    consider(e.first, e.second);
            } else {
                std::vector<int> under;
                leaves(c, under);
                for (int x : under)
                    for (int y = 0; y < m_n; ++y)
                        if (hasEdge(x, y))
                            consider(x, y);
            }
            m_bestEdges[sz(c)].clear();
            m_hasBestEdges[sz(c)] = 0;
            m_bestEdge[sz(c)] = {-1, -1};
        }
        std::vector<Edge> &list = m_bestEdges[sz(b)];
        list.clear();
        Edge best {-1, -1};
        for (int by : reached) {
            const Edge e = m_bestTo[sz(by)];
            m_bestTo[sz(by)] = {-1, -1};
            list.push_back(e);
            if (best.first < 0 || slack(e) < slack(best))
                best = e;
        }
        m_hasBestEdges[sz(b)] = 1;
        m_bestEdge[sz(b)] = best;
        if (best.first >= 0)
            m_bestKey[sz(b)] = slack(best) + m_shift + m_shift;
    }

    /** Rearranges the matching inside b so that its vertex v becomes the base (an even path round the cycle). */
    void augmentBlossom(int b, int v)
    {
        int t = v;
        while (m_parent[sz(t)] != b)
            t = m_parent[sz(t)];
        if (!trivial(t))
            augmentBlossom(t, v);
        std::vector<int> &childs = m_childs[sz(b)];
        std::vector<Edge> &edges = m_edges[sz(b)];
        const int k = static_cast<int>(childs.size());
        const int i = static_cast<int>(std::find(childs.begin(), childs.end(), t) - childs.begin());
        auto match = [&](const Edge &e) {
            for (int x : {e.first, e.second}) {
                int c = x;
                while (m_parent[sz(c)] != b)
                    c = m_parent[sz(c)];
                if (!trivial(c))
                    augmentBlossom(c, x);
            }
            m_mate[sz(e.first)] = e.second;
            m_mate[sz(e.second)] = e.first;
        };
        if (i % 2 == 1) {
            for (int j = i + 1; j < k; j += 2)
                match(edges[sz(j)]);
        } else {
            for (int j = i - 2; j >= 0; j -= 2)
                match(edges[sz(j)]);
        }
        std::rotate(childs.begin(), childs.begin() + i, childs.end());
        std::rotate(edges.begin(), edges.begin() + i, edges.end());
        m_base[sz(b)] = v;
    }

    /** Flips the tree path from the outer vertex s to the root: s takes partner (-1: s stays unmatched). */
    void augmentPath(int s, int partner)
    {
        for (;;) {
            const int bs = inBlossom(s);
            if (!trivial(bs))
                augmentBlossom(bs, s);
            m_mate[sz(s)] = partner;
            if (m_labelFrom[sz(bs)] < 0)
                return;
            const int bt = inBlossom(m_labelFrom[sz(bs)]);
            const int next = m_labelFrom[sz(bt)], j = m_labelTo[sz(bt)];
            if (!trivial(bt))
                augmentBlossom(bt, j);
            m_mate[sz(j)] = next;
            s = next;
            partner = j;
        }
    }

    /** Expands the blossom b: at the end of a stage (its dual is 0), or an inner blossom whose dual reached 0,
     *  whose children on the even path from the entry to the base are labelled in its place. */
    void expandBlossom(int b, bool endOfStage)
    {
        const std::vector<int> childs = m_childs[sz(b)];
        const std::vector<Edge> edges = m_edges[sz(b)];
        for (int c : childs) {
            m_parent[sz(c)] = -1;
            if (trivial(c)) {
                m_inBlossom[sz(c)] = c;
            } else if (endOfStage && m_dual[sz(c)] == Weight(0)) {
                expandBlossom(c, true);
            } else {
                std::vector<int> under;
                leaves(c, under);
                for (int u : under)
                    m_inBlossom[sz(u)] = c;
            }
        }
        if (!endOfStage && m_label[sz(b)] == Inner) {
            const int k = static_cast<int>(childs.size());
            const int entryChild = inBlossom(m_labelTo[sz(b)]);
            const int j = static_cast<int>(std::find(childs.begin(), childs.end(), entryChild) - childs.begin());
            const int step = j % 2 == 1 ? 1 : -1;
            int cur = j, from = m_labelFrom[sz(b)], to = m_labelTo[sz(b)];
            std::vector<char> onPath(sz(k), 0);
            for (;;) {
                onPath[sz(cur)] = 1;
                const int c = childs[sz(cur)];
                if (cur == 0) { // the base child: inner, its mate's blossom is outer already
                    m_label[sz(to)] = m_label[sz(c)] = Inner;
                    m_labelFrom[sz(to)] = m_labelFrom[sz(c)] = from;
                    m_labelTo[sz(to)] = m_labelTo[sz(c)] = to;
                    m_bestEdge[sz(c)] = {-1, -1};
                    break;
                }
                assignLabel(to, Inner, from); // and the next child, its mate, outer
                const int n1 = (cur + step + k) % k, n2 = (cur + 2 * step + k) % k;
                onPath[sz(n1)] = 1;
                if (step == 1) {
                    from = edges[sz(n1)].first;
                    to = edges[sz(n1)].second;
                } else {
                    from = edges[sz(n2)].second;
                    to = edges[sz(n2)].first;
                }
                cur = n2;
            }
            // Off the path, a child reached from an outer vertex by a tight edge becomes inner.
            for (int p = 0; p < k; ++p) {
                const int c = childs[sz(p)];
                if (onPath[sz(p)] || m_label[sz(c)] == Outer)
                    continue;
                std::vector<int> under;
                leaves(c, under);
                for (int u : under)
                    if (m_label[sz(u)] == Inner) {
                        assignLabel(u, Inner, m_labelFrom[sz(u)]);
                        break;
                    }
            }
            // The children left free keep their least-slack edges, now keyed to the stage's shift.
            for (int p = 0; p < k; ++p) {
                const int c = childs[sz(p)];
                if (m_label[sz(c)] != Free)
                    continue;
                std::vector<int> under;
                leaves(c, under);
                for (int u : under)
                    if (m_bestEdge[sz(u)].first >= 0)
                        m_bestKey[sz(u)] = slack(m_bestEdge[sz(u)]) + m_shift;
            }
        }
        release(b);
    }

    /** One alternating tree from the unmatched vertex r (positive dual) until r is matched or its dual is 0. */
    void stage(int r)
    {
        m_queue.clear();
        m_shift = Weight(0);
        assignLabel(r, Outer, -1);
        for (;;) {
            while (!m_queue.empty()) {
                const int v = m_queue.back();
                m_queue.pop_back();
                if (scan(v))
                    return endStage();
            }
            // The largest dual change that keeps every constraint: delta1 (an outer vertex's dual reaches 0),
            // delta2 (an edge from an outer to a free vertex tightens), delta3 (between two outer blossoms),
            // delta4 (an inner blossom's dual reaches 0).
            int type = 1, target = -1;
            Weight delta;
            Edge edge {-1, -1};
            for (int v = 0; v < m_n; ++v)
                if (alive(v) && m_label[sz(inBlossom(v))] == Outer && (target < 0 || m_dual[sz(v)] < delta)) {
                    delta = m_dual[sz(v)];
                    target = v;
                }
            for (int v = 0; v < m_n; ++v)
                if (alive(v) && m_label[sz(inBlossom(v))] == Free && m_bestEdge[sz(v)].first >= 0) {
                    const Weight s = m_bestKey[sz(v)] - m_shift;
                    if (s < delta) {
                        delta = s;
                        type = 2;
                        edge = m_bestEdge[sz(v)];
                    }
                }
            auto betweenOuter = [&](int b) {
                if (m_label[sz(b)] != Outer || m_bestEdge[sz(b)].first < 0)
                    return;
                // Even: the duals of one tree share a parity.
                const Weight s = (m_bestKey[sz(b)] - m_shift - m_shift) / 2;
                if (s < delta) {
                    delta = s;
                    type = 3;
                    edge = m_bestEdge[sz(b)];
                }
            };
            for (int v = 0; v < m_n; ++v)
                if (alive(v) && inBlossom(v) == v)
                    betweenOuter(v);
            for (int b = m_n; b < 2 * m_n; ++b) {
                if (m_parent[sz(b)] >= 0 || m_base[sz(b)] < 0)
                    continue;
                betweenOuter(b);
                if (m_label[sz(b)] == Inner && m_dual[sz(b)] < delta) {
                    delta = m_dual[sz(b)];
                    type = 4;
                    target = b;
                }
            }
            m_shift += delta;
            for (int v = 0; v < m_n; ++v) {
                if (!alive(v))
                    continue;
                const char label = m_label[sz(inBlossom(v))];
                if (label == Outer)
                    m_dual[sz(v)] -= delta;
                else if (label == Inner)
                    m_dual[sz(v)] += delta;
            }
            for (int b = m_n; b < 2 * m_n; ++b) {
                if (m_parent[sz(b)] >= 0 || m_base[sz(b)] < 0)
                    continue;
                if (m_label[sz(b)] == Outer)
                    m_dual[sz(b)] += delta;
                else if (m_label[sz(b)] == Inner)
                    m_dual[sz(b)] -= delta;
            }
            if (type == 1) {
                augmentPath(target, -1);
                return endStage();
            }
            if (type == 4)
                expandBlossom(target, false);
            else if (consider(edge.first, edge.second)) // tight now
                return endStage();
        }
    }

    /** Looks along every edge of the outer vertex v; true when the tree's root got matched. */
    bool scan(int v)
    {
        for (int u = 0; u < m_n; ++u)
            if (hasEdge(v, u) && consider(v, u))
                return true;
        return false;
    }

    /** The edge from the outer vertex v to u: grows the tree, makes a blossom or augments when it is tight, else
     *  remembers it as the least slack of its kind. True when the tree's root got matched. */
    bool consider(int v, int u)
    {
        const int bv = inBlossom(v), bu = inBlossom(u);
        if (bv == bu || (m_label[sz(bu)] == Inner && m_label[sz(u)] != Free))
            return false; // the same blossom, or a vertex of an inner blossom reached already
        const Weight s = slack(v, u);
        if (s == Weight(0)) {
            if (m_label[sz(bu)] == Free) {
                if (mate(m_base[sz(bu)]) < 0) {
                    if (!trivial(bu))
                        augmentBlossom(bu, u);
                    m_mate[sz(u)] = v;
                    augmentPath(v, u);
                    return true;
                }
                assignLabel(u, Inner, v);
            } else if (m_label[sz(bu)] == Outer) {
                addBlossom(commonBase(v, u), v, u);
            } else if (m_label[sz(u)] == Free) {
                m_label[sz(u)] = Inner; // inside an inner blossom: remembered for its expansion
                m_labelFrom[sz(u)] = v;
            }
        } else if (m_label[sz(bu)] == Outer) {
            Edge &best = m_bestEdge[sz(bv)];
            const Weight key = s + m_shift + m_shift;
            if (best.first < 0 || key < m_bestKey[sz(bv)]) {
                best = {v, u};
                m_bestKey[sz(bv)] = key;
            }
        } else if (m_label[sz(bu)] == Free) {
            Edge &best = m_bestEdge[sz(u)];
            const Weight key = s + m_shift;
            if (best.first < 0 || key < m_bestKey[sz(u)]) {
                best = {v, u};
                m_bestKey[sz(u)] = key;
            }
        } else if (m_label[sz(u)] == Free) { // in an inner blossom, where its slack stays: no key until expanded
            Edge &best = m_bestEdge[sz(u)];
            if (best.first < 0 || s < slack(best))
                best = {v, u};
        }
        return false;
    }

    void endStage()
    {
        m_queue.clear();
        for (int b = m_n; b < 2 * m_n; ++b)
            if (m_parent[sz(b)] < 0 && m_base[sz(b)] >= 0 && m_dual[sz(b)] == Weight(0))
                expandBlossom(b, true);
        for (std::size_t b = 0; b < m_label.size(); ++b) {
            m_label[b] = Free;
            m_labelFrom[b] = m_labelTo[b] = -1;
            m_bestEdge[b] = {-1, -1};
            m_bestEdges[b].clear();
            m_hasBestEdges[b] = 0;
        }
    }

    int m_n = 0;
    std::vector<Weight> m_w2; ///< twice the weights, n x n, symmetric
    std::vector<Weight> m_dual; ///< vertices, then blossoms (ids n..2n-1)
    std::vector<int> m_mate;
    std::vector<char> m_alive;
    std::vector<char> m_touched;
    std::vector<int> m_touchedList;
    std::vector<int> m_inBlossom; ///< the outermost blossom of each vertex
    std::vector<int> m_parent;
    std::vector<int> m_base; ///< -1: the blossom id is not in use
    std::vector<std::vector<int>> m_childs; ///< round the cycle, the base's child first
    std::vector<std::vector<Edge>> m_edges; ///< edges[i] joins childs[i] to childs[i + 1] (cyclically)
    std::vector<int> m_freeIds;
    // The state of one stage.
    std::vector<char> m_label;
    std::vector<int> m_labelFrom; ///< the vertex the blossom (or vertex) was reached from
    std::vector<int> m_labelTo; ///< the vertex of the blossom it was reached at
    std::vector<Weight> m_bestKey; ///< the best edge's slack plus the stage's shift (twice it between outer ones)
    Weight m_shift; ///< the sum of the stage's dual changes so far
    std::vector<Edge>
        m_bestEdge; ///< outer blossom: least-slack edge to another outer one; free vertex: from an outer one
    std::vector<std::vector<Edge>> m_bestEdges;
    std::vector<char> m_hasBestEdges;
    std::vector<char> m_mark;
    std::vector<Edge> m_bestTo;
    std::vector<int> m_queue;
};

} // namespace podium::tournament::detail
