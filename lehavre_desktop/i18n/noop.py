"""A typed stand-in for Qt's QT_TRANSLATE_NOOP (PySide's stub returns ``object``).

lupdate finds strings by the macro's name, so the name stays the same. A third argument is
the disambiguation (lupdate reads it as the message's comment): the grammatical forms of a
name are messages with the same source told apart by it (see ``forms``).
"""


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:
    return text
