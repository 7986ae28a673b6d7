"""Measurements of speed and memory, run by hand (see each script's docstring); never part of the tests."""
