"""Text as a search compares it: no case, no accents, in every language the game speaks.

Greek tonos and dialytika, Hungarian long vowels (ő, ű, á, é...) and any other combining
mark are dropped, and case is folded (which also makes the Greek final sigma the ordinary
one), so that a Greek word typed without its tonos, or in capitals, finds the word, and
"kotodes" finds "kötődés".
"""

from __future__ import annotations

import unicodedata


def folded(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def matches(query: str, text: str) -> bool:
    """Every word of the query is somewhere in the text, whatever their case and accents."""
    haystack = folded(text)
    return all(word in haystack for word in folded(query).split())
