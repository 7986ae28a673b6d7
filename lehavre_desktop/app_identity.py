"""The program's name on disk: the folder of its settings, saved games, component data and crash logs."""

APP_NAME = "lehavre-desktop"
