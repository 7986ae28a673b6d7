"""Monte-Carlo tree search over whole turns with the estimate as the leaf value (an experiment for Master).

Each iteration walks down the tree by UCB1 among a node's best turns by the estimate
(progressive widening: a node visited n times offers its best ceil(2 * sqrt(n)) turns),
adds the first turn not yet in the tree, and scores it by the mover's best reply there
by the estimate (the same one-ply look the beam search ends its lines with). Values are
leads for seat 0, backed up as means. The move is the root turn visited most.
"""

from __future__ import annotations

import math

from ..engine import GameState
from .budget import Meter, OutOfBudget
from .evaluation import Estimator
from .search import Child, Expectation, RankedTurn, TurnSearch

EXPLORATION = 4.0  # points of lead
WIDENING = 2.0


class Node:
    __slots__ = ("children", "mine", "nodes", "state", "theirs", "total", "visits")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.children: list[Child] | None = None
        self.nodes: list[Node] = []
        self.visits = 0
        self.total = 0.0  # sum of leads for seat 0
        self.mine = 0.0  # sums of the expected final scores of seat 0 and seat 1
        self.theirs = 0.0


def search(state: GameState, estimator: Estimator, meter: Meter) -> list[RankedTurn]:
    seat = state.current
    tree = TurnSearch((1,), estimator, meter)
    root = Node(state)
    root.children = tree.children(state, root=True)
    try:
        while True:
            _iterate(root, tree)
    except OutOfBudget:
        pass
    turns = []
    for child, node in zip(root.children, root.nodes, strict=False):
        if node.visits:
            sign = 1 if seat == 0 else -1
            mine, theirs = (node.mine, node.theirs) if seat == 0 else (node.theirs, node.mine)
            turns.append(
                (
                    node.visits,
                    RankedTurn(
                        child.action,
                        Expectation(mine / node.visits, theirs / node.visits, sign * node.total / node.visits),
                    ),
                )
            )
    turns.sort(key=lambda pair: (-pair[0], -pair[1].expectation.lead))
    if not turns:  # no iteration within the budget: the estimate alone decides
        return [RankedTurn(child.action, TurnSearch.expect_child(child, seat)) for child in root.children]
    return [turn for _visits, turn in turns]


def _iterate(root: Node, tree: TurnSearch) -> None:
    path = [root]
    node = root
    while True:
        if node.state.finished:
            assert tree.meter is not None
            tree.meter.spend(1)  # an iteration that ends the game still costs its look: a small tree must end
            value = _leaf_value(node.state, tree, None)
            break
        children = node.children
        if children is None:
            children = node.children = tree.children(node.state)
            value = _leaf_value(node.state, tree, children)
            break
        allowed = min(len(children), math.ceil(WIDENING * math.sqrt(node.visits + 1)))
        if len(node.nodes) < allowed:
            node.nodes.append(Node(children[len(node.nodes)].state))
            node = node.nodes[-1]
            path.append(node)
            continue
        sign = 1 if node.state.current == 0 else -1
        log_visits = math.log(node.visits + 1)
        node = max(
            node.nodes,
            key=lambda n: (
                math.inf if not n.visits else sign * n.total / n.visits + EXPLORATION * math.sqrt(log_visits / n.visits)
            ),
        )
        path.append(node)
    lead, mine, theirs = value
    for visited in path:
        visited.visits += 1
        visited.total += lead
        visited.mine += mine
        visited.theirs += theirs


def _leaf_value(state: GameState, tree: TurnSearch, children: list[Child] | None) -> tuple[float, float, float]:
    """Seat 0's lead and both expected final scores: at the mover's best reply by the estimate."""
    expectation = TurnSearch.expect_child(children[0], 0) if children else tree.expect(state, 0)
    return expectation.lead, expectation.mine, expectation.theirs
