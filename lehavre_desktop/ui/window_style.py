"""The window's style sheet, in the palette now in use: the action bar is paper, as the table's tiles; and the
application's own, for every window: dialog buttons without icons, and text fields with a frame in the dark themes.

The styles' stock icons on dialog buttons (Close's ✗, OK's tick) are drawn dark whatever the palette, so they all
but vanish in the dark themes; the game's buttons say what they do in words, as on Windows and macOS. Qt reads
that choice when a button box is made, before it has a parent, so only the application's style sheet can make it.

The style draws a text field's frame in its window colour, darker: on a dark window, a frame as dark as the field,
so that a field without the keyboard (a player's name in the New game dialog) is no field to see. The dark palettes
frame them in a colour of their own (``field_edge``), the field with the keyboard in the focus colour, every dialog
alike; the fields inside spin boxes and combo boxes stay in their box's frame.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from . import theme

BUTTONS_STYLE = "QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }"


def application_style() -> str:
    """The application's style sheet in the palette now in use."""
    palette = theme.current()
    if palette.field_edge is None:
        return BUTTONS_STYLE
    # The focused frame is a pixel thicker, its padding a pixel less: the text stays where it was.
    return (
        BUTTONS_STYLE
        + f"""
QLineEdit {{ border: 1px solid {palette.field_edge.name()}; border-radius: 2px; padding: 2px 3px; }}
QLineEdit:focus {{ border: 2px solid {palette.focus.name()}; padding: 1px 2px; }}
QLineEdit:disabled {{ border-color: {palette.ink_soft.name()}; }}
QAbstractSpinBox QLineEdit, QComboBox QLineEdit {{ border: none; padding: 0px; }}
"""
    )


def style_application() -> None:
    """Set the application's style sheet for the palette now in use (only for a change: setting it again would
    polish every widget anew)."""
    application = QApplication.instance()
    style = application_style()
    if isinstance(application, QApplication) and application.styleSheet() != style:
        application.setStyleSheet(style)


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
