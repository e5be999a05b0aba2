#include "tournament/matching.h"

#include <lemon/list_graph.h>
#include <lemon/matching.h>

namespace podium::tournament {

std::vector<int> maxWeightPerfectMatching(int vertices, const std::vector<WeightedEdge> &edges)
{
    if (vertices == 0)
        return {};
    if (vertices % 2 != 0)
        return {};
    lemon::ListGraph graph;
    graph.reserveNode(vertices);
    graph.reserveEdge(static_cast<int>(edges.size()));
    std::vector<lemon::ListGraph::Node> nodes;
    nodes.reserve(static_cast<std::size_t>(vertices));
    for (int v = 0; v < vertices; ++v)
        nodes.push_back(graph.addNode());
    lemon::ListGraph::EdgeMap<std::int64_t> weight(graph);
    for (const WeightedEdge &e : edges)
        weight[graph.addEdge(nodes[static_cast<std::size_t>(e.a)], nodes[static_cast<std::size_t>(e.b)])] = e.weight;
    lemon::MaxWeightedPerfectMatching<lemon::ListGraph, lemon::ListGraph::EdgeMap<std::int64_t>> matching(graph,
                                                                                                          weight);
    if (!matching.run())
        return {};
    std::vector<int> mate(static_cast<std::size_t>(vertices), -1);
    for (int v = 0; v < vertices; ++v)
        mate[static_cast<std::size_t>(v)] = graph.id(matching.mate(nodes[static_cast<std::size_t>(v)]));
    return mate;
}

} // namespace podium::tournament
