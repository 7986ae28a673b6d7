"""The window's style sheet, in the palette now in use: the action bar is paper, as the table's tiles; and the
application's own, for every window: dialog buttons without icons.

The styles' stock icons on dialog buttons (Close's ✗, OK's tick) are drawn dark whatever the palette, so they all
but vanish in the dark themes; the game's buttons say what they do in words, as on Windows and macOS. Qt reads
that choice when a button box is made, before it has a parent, so only the application's style sheet can make it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from . import theme

APPLICATION_STYLE = "QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }"


def style_application() -> None:
    """Set the application's style sheet (once: setting it again would polish every widget anew)."""
    application = QApplication.instance()
    if isinstance(application, QApplication) and application.styleSheet() != APPLICATION_STYLE:
        application.setStyleSheet(APPLICATION_STYLE)


def window_style() -> str:
    palette = theme.current()
    return f"""
#ActionBar {{ background: {palette.bar.name()}; border-top: 2px solid {palette.bar_edge.name()}; }}
#ActionBar QLabel {{ color: {palette.ink.name()}; }}
#ActionTitle {{ font-weight: bold; }}
#ActionBar QLabel#ActionWarning, #AutosaveWarning {{ color: {palette.warning_text.name()}; font-weight: bold; }}
#ActionTextArea, #ActionTextArea > QWidget, #ActionText {{ background: transparent; }}
#SectionTitle {{ font-weight: bold; color: {palette.section_title.name()}; }}
""" + (f"QMenu {{ border: 1px solid {palette.menu_edge.name()}; }}" if palette.menu_edge is not None else "")
