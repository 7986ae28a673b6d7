"""The game's prose, without widgets (Qt Core only): every sentence the game says that is not a widget's label.

- ``cast``: the players as sentences name them (``Player`` terms with their genders, the computer as itself).
- ``event_prose``, ``event_texts``, ``narration``: one registry keyed by event type, giving each event's log
  line and its teaching explanation side by side; ``narration`` reads it for the log and the teaching panel.
- ``problems``: what is wrong with a file, a table of a sentence per problem code.
- ``advice``: the words of the hint and the game review.

Every message is marked with its context written out (``QCoreApplication.translate("Ctx", …)``,
``QT_TRANSLATE_NOOP("Ctx", …)``); a message that counts is ``self.tr("…%n…", "", n)`` in a QObject
class named as its context, the one form lupdate gives plural forms. The text-only ``--print-log``
runs on this package alone.
"""
