"""The languages the interface speaks, listed by their native names."""

from __future__ import annotations

LANGUAGES: dict[str, str] = {"en": "English", "el": "Ελληνικά", "hu": "Magyar"}
DEFAULT_LANGUAGE = "en"
# A lengthening pseudo-language for finding cut-off text (i18n/pseudo.py); never offered in the menu.
# Setting the environment variable to any value starts the program in it, screenshots included.
PSEUDO_LANGUAGE = "xx"
PSEUDO_LANGUAGE_VARIABLE = "LEHAVRE_PSEUDO_LANGUAGE"
