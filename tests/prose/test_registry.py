"""The one registry of event prose: every type of event has its log line and its explanation, and both are said.

The events come from real play (the seeded games and constructed situations of the coverage test); the types are
the engine's closed union of events, read from its annotation, so a new type of event fails here until the
registry tells it.
"""

from __future__ import annotations

from typing import get_args

import pytest

from lehavre_desktop.engine import Event, RoundStarted, new_game, round_start_events
from lehavre_desktop.prose.cast import cast_of, people
from lehavre_desktop.prose.event_prose import EventProse, Explanation, Moment
from lehavre_desktop.prose.event_texts import REGISTRY
from lehavre_desktop.prose.narration import explain_event, explain_events, log_lines, narrate
from tests.teaching.test_narration_coverage import Sample, collect_samples


@pytest.fixture(scope="module")
def samples() -> dict[tuple[object, ...], Sample]:
    return collect_samples()


def test_the_registry_tells_every_type_of_event_and_nothing_else() -> None:
    assert set(REGISTRY) == set(get_args(Event))
    assert all(isinstance(prose, EventProse) for prose in REGISTRY.values())


def test_every_sampled_event_is_told_by_its_entry_in_the_registry(samples: dict[tuple[object, ...], Sample]) -> None:
    told = set()
    for event, events, before, after, index in samples.values():
        players = people(before)
        prose = REGISTRY[type(event)]
        line = narrate(event, before, players)
        explanation = explain_events(events, before, after, players)[index]
        assert line == prose.log(event, players) and line.strip()
        assert isinstance(explanation, Explanation) and explanation.rule == event.rule and explanation.text.strip()
        told.add(type(event))
    assert told == set(REGISTRY)


def test_an_explanation_reads_the_moment_it_is_given() -> None:
    state = new_game(("Ann", "Ben"))
    started = next(e for e in round_start_events(state) if isinstance(e, RoundStarted))
    moment = Moment(state, state, cast_of(("Ann", "Ben")), (3, 3))
    text = REGISTRY[RoundStarted].explain(started, moment)
    assert "Ann takes 2 actions and starts, Ben takes 1 action" in text
    assert explain_event(started, state, state).text == text  # by default, the state's names as people


def test_the_log_of_a_game_is_the_registry_line_of_each_logged_event() -> None:
    state = new_game(("Ann", "Ben"))
    opening = tuple(round_start_events(state))
    assert log_lines([(state, opening)]) == [narrate(event, state) for event in opening]
    assert (
        log_lines([(state, opening)])[0] == "Round A: Clay Mound, Smokehouse, Grocery Store and Hardware Store "
        "enter the supply."
    )
