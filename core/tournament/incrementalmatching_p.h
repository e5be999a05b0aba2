// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Internal to core/tournament: a maximum-weight matching on a dense general graph that is kept between calls.
// The Dutch pairing asks for an optimum some hundreds of times per round, each time after raising or clearing
// the edges of one or two players, or after taking a pair out. Starting each optimum from scratch (LEMON, which
// Podium used before) costs O(n^3) per question; here the previous optimum and its dual solution are repaired
// instead: only the vertices whose edges broke the dual constraints are unmatched, given a feasible dual again,
// and searched from, with an alternating tree from every unmatched vertex at once. No library offers a matching whose
// weights can change between solves (LEMON and Boost rebuild from nothing), hence this file.
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
        , m_bestToSlack(sz(2 * n))
        , m_tree(sz(2 * n), -1)
        , m_treeVertices(sz(n))
        , m_version(sz(n), 0)
        , m_bestVersion(sz(2 * n), 0)
        , m_stale(sz(n), 0)
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
        search();
        return m_mate;
    }

private:
    /** With nothing matched, the classic start is cheaper than a repair: no blossom, each vertex's dual its
     *  heaviest edge rounded up to even (feasible, as y(u) + y(v) >= 2 w(u, v) then), the tight edges matched
     *  greedily, and a search from the vertices left unmatched with a positive dual. */
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
            // Rounded up to even, so that every vertex is a root of the same parity (see search()).
            m_dual[sz(v)] = y / 2;
            if (odd(m_dual[sz(v)]))
                m_dual[sz(v)] += Weight(1);
        }
        for (int v = 0; v < m_n; ++v)
            for (int u = v + 1; u < m_n && alive(v) && mate(v) < 0; ++u)
                if (mate(u) < 0 && hasEdge(v, u) && slack(v, u) == Weight(0)) {
                    m_mate[sz(v)] = u;
                    m_mate[sz(u)] = v;
                }
        search();
        return m_mate;
    }

    using Edge = std::pair<int, int>; ///< (a vertex inside, a vertex outside); first -1: none

    static std::size_t sz(int i) { return static_cast<std::size_t>(i); }
    static bool odd(const Weight &y) { return !(y / 2 + y / 2 == y); }
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
        const int tree = from < 0 ? w : m_tree[sz(inBlossom(from))];
        m_label[sz(w)] = m_label[sz(b)] = label;
        m_labelFrom[sz(w)] = m_labelFrom[sz(b)] = from;
        m_labelTo[sz(w)] = m_labelTo[sz(b)] = w;
        m_bestEdge[sz(w)] = m_bestEdge[sz(b)] = {-1, -1};
        m_tree[sz(w)] = m_tree[sz(b)] = tree;
        std::vector<int> &members = m_treeVertices[sz(tree)];
        const std::size_t first = members.size();
        leaves(b, members);
        if (label == Outer) {
            m_queue.insert(m_queue.end(), members.begin() + static_cast<std::ptrdiff_t>(first), members.end());
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
        m_tree[sz(b)] = m_tree[sz(bb)];
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
        auto offer = [&](int x, int y, int by, const Weight &s) {
            Edge &best = m_bestTo[sz(by)];
            if (best.first < 0)
                reached.push_back(by);
            if (best.first < 0 || s < m_bestToSlack[sz(by)]) {
                best = {x, y};
                m_bestToSlack[sz(by)] = s;
            }
        };
        for (int c : childs) {
            if (m_hasBestEdges[sz(c)]) {
                for (const Edge &e : m_bestEdges[sz(c)]) {
                    const int by = inBlossom(e.second);
                    if (by != b && m_label[sz(by)] == Outer)
                        offer(e.first, e.second, by, slack(e));
                }
            } else {
                std::vector<int> under;
                leaves(c, under);
                for (int x : under) {
                    const Weight *row = &m_w2[sz(x) * sz(m_n)];
                    for (int y = 0; y < m_n; ++y) {
                        const int by = inBlossom(y);
                        if (by == b || m_label[sz(by)] != Outer || !alive(y) || !(row[y] > Weight(0)))
                            continue;
                        Weight s = m_dual[sz(x)];
                        s += m_dual[sz(y)];
                        s -= row[y];
                        offer(x, y, by, s);
                    }
                }
            }
            m_bestEdges[sz(c)].clear();
            m_hasBestEdges[sz(c)] = 0;
            m_bestEdge[sz(c)] = {-1, -1};
        }
        std::vector<Edge> &list = m_bestEdges[sz(b)];
        list.clear();
        Edge best {-1, -1};
        Weight least;
        for (int by : reached) {
            const Edge e = m_bestTo[sz(by)];
            m_bestTo[sz(by)] = {-1, -1};
            list.push_back(e);
            if (best.first < 0 || m_bestToSlack[sz(by)] < least) {
                best = e;
                least = m_bestToSlack[sz(by)];
            }
        }
        m_hasBestEdges[sz(b)] = 1;
        m_bestEdge[sz(b)] = best;
        if (best.first >= 0) {
            m_bestKey[sz(b)] = least + m_shift + m_shift;
            m_bestVersion[sz(b)] = m_version[sz(best.second)];
        }
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
                    m_tree[sz(to)] = m_tree[sz(c)] = m_tree[sz(b)];
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
                        // Remembered from an outer vertex, of this tree or another, that is still outer.
                        const int from = m_labelFrom[sz(u)];
                        if (from >= 0 && m_label[sz(inBlossom(from))] == Outer) {
                            assignLabel(u, Inner, from);
                            break;
                        }
                        m_label[sz(u)] = Free;
                        m_labelFrom[sz(u)] = -1;
                        m_stale[sz(u)] = 1;
                    }
            }
            // The children left free keep their least-slack edges, now keyed to the stage's shift.
            for (int p = 0; p < k; ++p) {
                const int c = childs[sz(p)];
                if (m_label[sz(c)] != Free)
                    continue;
                std::vector<int> under;
                leaves(c, under);
                for (int u : under) {
                    if (m_label[sz(u)] != Free) { // a mark remembered for the expansion, not taken
                        m_label[sz(u)] = Free;
                        m_labelFrom[sz(u)] = -1;
                        m_stale[sz(u)] = 1;
                    }
                    const Edge &best = m_bestEdge[sz(u)];
                    if (best.first < 0)
                        continue;
                    if (stillOuter(best.first, u))
                        m_bestKey[sz(u)] = slack(best) + m_shift;
                    else
                        m_stale[sz(u)] = 1; // its source left: no bound known
                }
            }
        }
        release(b);
    }

    /** Grows an alternating tree from every unmatched vertex with a positive dual at once, all of them under one
     *  dual change at a time, until each root is matched or its dual is 0 (the form of Gabow's O(n^3) method that
     *  LEMON also uses). An augmenting path joins two trees, or a tree and an unmatched vertex whose dual is 0: it
     *  is flipped and only the trees on it fall apart, the others keep growing. A vertex a tree let go is stale:
     *  the least slacks that named it are found again before they are trusted. */
    void search()
    {
        // Two outer vertices of different trees may only meet half-way when their duals share a parity (an edge's
        // slack between them is then even): the roots of even duals grow together first, then those of odd ones.
        // The other roots are unmatched free vertices meanwhile, which a tree may reach and be matched with.
        for (const bool oddDuals : {false, true})
            searchFrom(oddDuals);
    }

    void searchFrom(bool oddDuals)
    {
        m_queue.clear();
        m_shift = Weight(0);
        m_liveTrees = 0;
        for (int r = 0; r < m_n; ++r)
            if (alive(r) && mate(r) < 0 && m_dual[sz(r)] > Weight(0) && odd(m_dual[sz(r)]) == oddDuals) {
                assignLabel(r, Outer, -1);
                ++m_liveTrees;
            }
        while (m_liveTrees > 0) {
            // Breadth first, so that the trees grow side by side and meet early.
            for (std::size_t head = 0; head < m_queue.size(); ++head) {
                const int v = m_queue[head];
                if (m_label[sz(inBlossom(v))] == Outer)
                    scan(v);
            }
            m_queue.clear();
            if (m_liveTrees == 0)
                break;
            // The largest dual change that keeps every constraint: delta1 (an outer vertex's dual reaches 0),
            // delta2 (an edge from an outer to a free vertex tightens), delta3 (between two outer blossoms),
            // delta4 (an inner blossom's dual reaches 0).
            int type = 1, target = -1;
            Weight delta;
            Edge edge {-1, -1};
            m_outer.clear();
            for (int v = 0; v < m_n; ++v)
                if (alive(v) && m_label[sz(inBlossom(v))] == Outer) {
                    m_outer.push_back(v);
                    if (target < 0 || m_dual[sz(v)] < delta) {
                        delta = m_dual[sz(v)];
                        target = v;
                    }
                }
            // A least slack that names a vertex a tree has let go since is a lower bound of the true one (the
            // edges it beat did not get looser faster than it): it is found again only when it could be the least.
            m_pending.clear();
            for (int v = 0; v < m_n; ++v) {
                if (!alive(v) || m_label[sz(inBlossom(v))] != Free)
                    continue;
                if (m_stale[sz(v)])
                    findBestFromOuter(v);
                const Edge &best = m_bestEdge[sz(v)];
                if (best.first < 0)
                    continue;
                const Weight s = keyedSlack(v, true);
                if (!stillOuter(best.first, v))
                    m_pending.push_back({v, true});
                else if (s < delta) {
                    delta = s;
                    type = 2;
                    edge = best;
                }
            }
            auto betweenOuter = [&](int b) {
                if (m_label[sz(b)] != Outer)
                    return;
                const Edge &best = m_bestEdge[sz(b)];
                if (best.first < 0)
                    return;
                const Weight s = keyedSlack(b, false);
                if (inBlossom(best.second) == b || !stillOuter(best.second, b))
                    m_pending.push_back({b, false});
                else if (s < delta) {
                    delta = s;
                    type = 3;
                    edge = best;
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
            for (const auto &[x, free] : m_pending) {
                if (!(keyedSlack(x, free) < delta))
                    continue;
                if (free)
                    findBestFromOuter(x);
                else
                    findBestToOuter(x);
                const Edge &best = m_bestEdge[sz(x)];
                if (best.first < 0)
                    continue;
                const Weight s = keyedSlack(x, free);
                if (s < delta) {
                    delta = s;
                    type = free ? 2 : 3;
                    edge = best;
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
                const int tree = m_tree[sz(inBlossom(target))];
                augmentPath(target, -1);
                dissolveTree(tree);
            } else if (type == 4) {
                expandBlossom(target, false);
            } else {
                consider(edge.first, edge.second); // tight now
            }
        }
        endStage();
    }

    /** The slack m_bestEdge[x] had when it was kept, less the dual changes since: exact while its far end stays
     *  outer, a lower bound once a tree let it go. A free vertex's edge loses one change per change, an edge between
     *  outer blossoms two (the duals of the outer vertices share a parity, so that is even). */
    Weight keyedSlack(int x, bool free) const
    {
        return free ? m_bestKey[sz(x)] - m_shift : (m_bestKey[sz(x)] - m_shift - m_shift) / 2;
    }

    /** Whether the vertex v that x's kept least slack names is still outer, in the tree it was in then. */
    bool stillOuter(int v, int x) const
    {
        return m_label[sz(inBlossom(v))] == Outer && m_version[sz(v)] == m_bestVersion[sz(x)];
    }

    /** Looks along every edge of the outer vertex v, until its tree falls apart by an augmentation. */
    void scan(int v)
    {
        for (int u = 0; u < m_n; ++u)
            if (hasEdge(v, u) && consider(v, u))
                return;
    }

    /** The edge from the outer vertex v to u: grows the tree, makes a blossom or augments when it is tight, else
     *  remembers it as the least slack of its kind. True when v's tree got its root matched (and fell apart). */
    bool consider(int v, int u)
    {
        const int bv = inBlossom(v), bu = inBlossom(u);
        if (bv == bu || (m_label[sz(bu)] == Inner && m_label[sz(u)] != Free))
            return false; // the same blossom, or a vertex of an inner blossom reached already
        const Weight s = slack(v, u);
        if (s == Weight(0)) {
            if (m_label[sz(bu)] == Free) {
                if (mate(m_base[sz(bu)]) < 0) {
                    const int tree = m_tree[sz(bv)];
                    if (!trivial(bu))
                        augmentBlossom(bu, u);
                    m_mate[sz(u)] = v;
                    augmentPath(v, u);
                    dissolveTree(tree);
                    return true;
                }
                assignLabel(u, Inner, v);
            } else if (m_label[sz(bu)] == Outer) {
                const int tree = m_tree[sz(bv)], other = m_tree[sz(bu)];
                if (tree == other) {
                    addBlossom(commonBase(v, u), v, u);
                } else { // an augmenting path from one root to the other
                    augmentPath(v, u);
                    augmentPath(u, v);
                    dissolveTree(tree);
                    dissolveTree(other);
                    return true;
                }
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
                m_bestVersion[sz(bv)] = m_version[sz(u)];
            }
        } else if (m_label[sz(bu)] == Free) {
            if (m_stale[sz(u)])
                return false; // found again from every outer vertex before it is used
            Edge &best = m_bestEdge[sz(u)];
            const Weight key = s + m_shift;
            if (best.first < 0 || !(m_bestKey[sz(u)] < key)) {
                best = {v, u};
                m_bestKey[sz(u)] = key;
                m_bestVersion[sz(u)] = m_version[sz(v)];
            }
        } else if (m_label[sz(u)] == Free) { // in an inner blossom, where its slack stays: no key until expanded
            Edge &best = m_bestEdge[sz(u)];
            if (best.first < 0 || s < slack(best)) {
                best = {v, u};
                m_bestVersion[sz(u)] = m_version[sz(v)];
            }
        }
        return false;
    }

    /** The least-slack edge from an outer vertex (m_outer, as the dual change being sought found them) to the
     *  free vertex u (or none), keyed to the shift. */
    void findBestFromOuter(int u)
    {
        m_stale[sz(u)] = 0;
        Edge &best = m_bestEdge[sz(u)];
        best = {-1, -1};
        Weight least;
        const Weight *row = &m_w2[sz(u) * sz(m_n)];
        for (int v : m_outer) {
            if (!(row[v] > Weight(0)))
                continue;
            Weight s = m_dual[sz(v)];
            s -= row[v]; // the slack less u's own dual
            if (best.first < 0 || s < least) {
                least = s;
                best = {v, u};
            }
        }
        if (best.first >= 0) {
            least += m_dual[sz(u)];
            m_bestKey[sz(u)] = least + m_shift;
            m_bestVersion[sz(u)] = m_version[sz(best.first)];
        }
    }

    /** The least-slack edge from the outer blossom b to another outer blossom (or none), keyed to the shift: from
     *  the edges it kept as it was made, or from all of a single vertex's edges. */
    void findBestToOuter(int b)
    {
        Edge &best = m_bestEdge[sz(b)];
        best = {-1, -1};
        Weight least;
        auto offer = [&](int x, int y) {
            const int by = inBlossom(y);
            if (by == b || m_label[sz(by)] != Outer)
                return;
            const Weight s = slack(x, y);
            if (best.first < 0 || s < least) {
                least = s;
                best = {x, y};
            }
        };
        if (m_hasBestEdges[sz(b)]) {
            for (const Edge &e : m_bestEdges[sz(b)])
                offer(e.first, e.second);
        } else {
            std::vector<int> inside;
            leaves(b, inside);
            for (int x : inside)
                for (int y = 0; y < m_n; ++y)
                    if (hasEdge(x, y))
                        offer(x, y);
        }
        if (best.first >= 0) {
            m_bestKey[sz(b)] = least + m_shift + m_shift;
            m_bestVersion[sz(b)] = m_version[sz(best.second)];
        }
    }

    /** The tree rooted at root after its augmentation: every blossom it labelled is free again (one whose dual is
     *  0 too, until the search ends), and its vertices are stale. */
    void dissolveTree(int root)
    {
        std::vector<int> members;
        members.swap(m_treeVertices[sz(root)]);
        for (int x : members) {
            const int b = inBlossom(x);
            if (m_tree[sz(b)] == root && m_label[sz(b)] != Free)
                clearLabels(b);
        }
        --m_liveTrees;
    }

    /** Forgets the labels of b and of everything inside it. */
    void clearLabels(int b)
    {
        m_label[sz(b)] = Free;
        m_labelFrom[sz(b)] = m_labelTo[sz(b)] = -1;
        m_tree[sz(b)] = -1;
        m_bestEdge[sz(b)] = {-1, -1};
        if (trivial(b)) {
            ++m_version[sz(b)];
            m_stale[sz(b)] = 1;
            return;
        }
        m_bestEdges[sz(b)].clear();
        m_hasBestEdges[sz(b)] = 0;
        for (int c : m_childs[sz(b)])
            clearLabels(c);
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
            m_tree[b] = -1;
        }
        for (std::size_t v = 0; v < m_stale.size(); ++v) {
            m_stale[v] = 0;
            m_treeVertices[v].clear();
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
    std::vector<Weight> m_bestToSlack; ///< the slack of m_bestTo
    std::vector<int> m_queue;
    std::vector<int> m_tree; ///< the root of the tree a labelled blossom (or vertex) belongs to
    std::vector<std::vector<int>> m_treeVertices; ///< by root: the vertices its tree labelled
    int m_liveTrees = 0;
    std::vector<unsigned> m_version; ///< counts the times a tree let the vertex go
    std::vector<unsigned> m_bestVersion; ///< the version of the far end of m_bestEdge when it was kept
    std::vector<char> m_stale; ///< a free vertex whose least slack from the outer vertices must be found again
    std::vector<int> m_outer; ///< the outer vertices while a dual change is sought
    std::vector<std::pair<int, bool>>
        m_pending; ///< free vertices and outer blossoms whose least slack is only a lower bound
};

} // namespace podium::tournament::detail
