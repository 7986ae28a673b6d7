"""The ``ai`` package's facade imports each module on first use, and names every module its names live in."""

from __future__ import annotations

import importlib

import lehavre_desktop.ai as ai


def test_every_name_of_the_facade_is_found_in_the_module_it_names() -> None:
    assert set(ai.__all__) == set(ai._HOMES)
    for name, home in ai._HOMES.items():
        assert getattr(ai, name) is getattr(importlib.import_module(f"lehavre_desktop.ai.{home}"), name)


def test_the_level_names_are_the_levels_the_agents_play() -> None:
    for level in ai.LEVELS:
        assert ai.make_agent(level, seed=1) is not None
