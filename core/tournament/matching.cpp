// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/matching.h"

#include "tournament/indexing_p.h"

#include <lemon/list_graph.h>
#include <lemon/matching.h>

namespace podium::tournament {

using detail::at;

std::vector<int> maxWeightPerfectMatching(int vertices, const std::vector<WeightedEdge> &edges)
{
    if (vertices == 0 || vertices % 2 != 0)
        return {};
    lemon::ListGraph graph;
    graph.reserveNode(vertices);
    graph.reserveEdge(static_cast<int>(edges.size()));
    std::vector<lemon::ListGraph::Node> nodes;
    for (int v = 0; v < vertices; ++v)
        nodes.push_back(graph.addNode());
    lemon::ListGraph::EdgeMap<std::int64_t> weight(graph);
    for (const WeightedEdge &e : edges)
        weight[graph.addEdge(at(nodes, e.a), at(nodes, e.b))] = e.weight;
    lemon::MaxWeightedPerfectMatching<lemon::ListGraph, lemon::ListGraph::EdgeMap<std::int64_t>> matching(graph,
                                                                                                          weight);
    if (!matching.run())
        return {};
    std::vector<int> mate;
    for (const lemon::ListGraph::Node &node : nodes)
        mate.push_back(graph.id(matching.mate(node)));
    return mate;
}

template<int W>
std::vector<int> maxWeightMatching(int vertices, const std::vector<WideEdge<W>> &edges)
{
    std::vector<int> mate(static_cast<std::size_t>(vertices), -1);
    if (vertices < 2)
        return mate;
    lemon::ListGraph graph;
    graph.reserveNode(vertices);
    graph.reserveEdge(static_cast<int>(edges.size()));
    std::vector<lemon::ListGraph::Node> nodes;
    for (int v = 0; v < vertices; ++v)
        nodes.push_back(graph.addNode());
    lemon::ListGraph::EdgeMap<BasicWideInt<W>> weight(graph);
    for (const WideEdge<W> &e : edges)
        weight[graph.addEdge(at(nodes, e.a), at(nodes, e.b))] = e.weight;
    lemon::MaxWeightedMatching<lemon::ListGraph, lemon::ListGraph::EdgeMap<BasicWideInt<W>>> matching(graph, weight);
    matching.run();
    for (int v = 0; v < vertices; ++v) {
        const lemon::ListGraph::Node m = matching.mate(at(nodes, v));
        at(mate, v) = m == lemon::INVALID ? -1 : graph.id(m);
    }
    return mate;
}

template std::vector<int> maxWeightMatching<4>(int, const std::vector<WideEdge<4>> &);
template std::vector<int> maxWeightMatching<5>(int, const std::vector<WideEdge<5>> &);
template std::vector<int> maxWeightMatching<6>(int, const std::vector<WideEdge<6>> &);
template std::vector<int> maxWeightMatching<11>(int, const std::vector<WideEdge<11>> &);
template std::vector<int> maxWeightMatching<8>(int, const std::vector<WideEdge<8>> &);
template std::vector<int> maxWeightMatching<16>(int, const std::vector<WideEdge<16>> &);

} // namespace podium::tournament
