"""The languages the interface speaks, listed by their native names."""

from __future__ import annotations

LANGUAGES: dict[str, str] = {"en": "English", "el": "Ελληνικά", "hu": "Magyar"}
DEFAULT_LANGUAGE = "en"
