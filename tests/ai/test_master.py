"""The Master level: legal turns within its budget (on a fake clock), deterministic for a seed and a node
budget, the same move with one process or two, and a helper process that never outlives its starter."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from lehavre_desktop.ai import Budget, MasterAgent, make_agent, plan_turn
from lehavre_desktop.ai.deepening import DEEPENING
from lehavre_desktop.ai.helper import helper
from lehavre_desktop.engine import End, GameState, apply, check

from .positions import one_per_round

WAIT_SECONDS = 30.0


class FakeClock:
    """Seconds that pass only when read: ``step`` a reading."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_master_plans_whole_legal_turns_within_its_budget_in_every_round() -> None:
    clock = FakeClock(step=0.01)
    agent = MasterAgent(seed=3, budget=Budget(seconds=0.4, clock=clock))
    for state in one_per_round(11):
        before = clock.now
        decision = agent.decide(state)
        spent = clock.now - before
        # Two shares of 0.2 s each: the search reads the clock before each expansion and stops at the first
        # reading past its share, so no share reads it after its time is up.
        assert 0.4 <= spent <= 0.4 + 2 * 2 * clock.step, f"round {state.round_letter}: {spent:.2f} s"
        assert check(state, decision.action) is None
        assert agent.last is not None and agent.last.nodes > 0
        state = apply(state, decision.action).state
        plan = plan_turn(agent, state)
        assert plan[-1] == End()
        for action in plan:
            assert check(state, action) is None, f"round {state.round_letter}: {action.text()}"
            state = apply(state, action).state


@pytest.mark.slow
def test_more_time_searches_deeper() -> None:
    state = one_per_round(11)[6]
    plies = []
    for seconds in (0.05, 0.5, 5.0):
        agent = MasterAgent(seed=1, budget=Budget(seconds=seconds, clock=FakeClock(step=0.001)))
        plies.append(agent.decide(state).plies)
    assert plies[0] < plies[1] < plies[2]
    assert plies[2] in {len(profile) for profile in DEEPENING}


def test_the_sale_decision_gets_a_quarter_of_the_budget() -> None:
    clock = FakeClock(step=0.01)
    agent = MasterAgent(seed=3, budget=Budget(seconds=0.4, clock=clock))
    state = next(s for s in one_per_round(5, acted=True) if len(s.current_player.buildings()) >= 3)
    before = clock.now
    action = agent.decide(state).action
    assert 0.1 <= clock.now - before <= 0.1 + 2 * clock.step
    assert check(state, action) is None


def test_the_same_seed_and_node_budget_give_the_same_decisions() -> None:
    positions = one_per_round(4)[::3]
    runs = []
    for _ in range(2):
        agent = make_agent("master", 42, Budget(seconds=None, nodes=2500))
        runs.append([agent.decide(state) for state in positions])
    assert runs[0] == runs[1]
    assert all(decision.ranked for decision in runs[0])


def test_one_process_or_two_give_the_same_move_for_a_node_budget() -> None:
    assistant = helper()
    assert assistant is not None
    deadline = time.monotonic() + WAIT_SECONDS
    while not assistant.ready:
        assert time.monotonic() < deadline, "the helper never started"
        time.sleep(0.05)
    for state in one_per_round(8)[2::4]:
        alone = MasterAgent(seed=5, budget=Budget(seconds=None, nodes=3000), processes=1)
        paired = MasterAgent(seed=5, budget=Budget(seconds=None, nodes=3000), processes=2)
        assert alone.decide(state) == paired.decide(state)
        assert alone.last is not None and paired.last is not None
        assert alone.last.nodes == paired.last.nodes


def _start_a_search_with_a_helper(report: Connection, state: GameState) -> None:
    """In a process of its own: start the helper, say its pid, then think for ten minutes."""
    assistant = helper()
    assert assistant is not None
    while not assistant.ready:
        time.sleep(0.05)
    report.send(assistant.process.pid)
    MasterAgent(seed=1, budget=Budget(seconds=600.0)).decide(state)


def _decide_in_a_daemonic_process(report: Connection, state: GameState) -> None:
    """In a daemonic process (as a worker started with ``daemon=True`` is): no helper, yet an answer."""
    agent = MasterAgent(seed=1, budget=Budget(seconds=0.3))
    report.send((helper() is None, agent.decide(state).action, multiprocessing.active_children()))


def test_in_a_daemonic_process_master_thinks_alone() -> None:
    state = one_per_round(6)[5]
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    worker = context.Process(target=_decide_in_a_daemonic_process, args=(theirs, state), daemon=True)
    worker.start()
    theirs.close()
    assert ours.poll(WAIT_SECONDS), "the daemonic process never answered"
    no_helper, action, children = ours.recv()
    worker.join(WAIT_SECONDS)
    assert no_helper and children == []
    assert check(state, action) is None


def _gone(pid: int) -> bool:
    """Ended: no such process, or a zombie nobody has collected yet."""
    status = Path(f"/proc/{pid}/stat")
    if status.exists():
        try:
            return status.read_text().rsplit(")", 1)[1].split()[0] in ("Z", "X")
        except (OSError, IndexError):
            return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_the_helper_ends_when_its_starter_is_killed_in_the_middle_of_a_search() -> None:
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    starter = context.Process(target=_start_a_search_with_a_helper, args=(theirs, one_per_round(6)[4]))
    starter.start()
    theirs.close()
    assert ours.poll(WAIT_SECONDS), "the starter never reported its helper"
    helper_pid = ours.recv()
    assert not _gone(helper_pid)
    time.sleep(0.3)  # the search is under way in both processes
    assert starter.pid is not None
    os.kill(starter.pid, signal.SIGKILL)
    starter.join(WAIT_SECONDS)
    deadline = time.monotonic() + WAIT_SECONDS
    while not _gone(helper_pid):
        assert time.monotonic() < deadline, "the helper outlived its starter (its own budget is ten minutes)"
        time.sleep(0.05)
