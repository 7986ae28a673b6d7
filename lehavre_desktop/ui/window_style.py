"""The window's style sheet, in the palette now in use: the action bar is paper, as the table's tiles."""

from __future__ import annotations

from . import theme


def window_style() -> str:
    palette = theme.current()
    return f"""
#ActionBar {{ background: {palette.bar.name()}; border-top: 2px solid {palette.bar_edge.name()}; }}
#ActionBar QLabel {{ color: {palette.ink.name()}; }}
#ActionTitle {{ font-weight: bold; }}
#ActionWarning, #AutosaveWarning {{ color: {palette.warning_text.name()}; font-weight: bold; }}
#ActionTextArea, #ActionTextArea > QWidget, #ActionText {{ background: transparent; }}
#SectionTitle {{ font-weight: bold; color: {palette.section_title.name()}; }}
""" + (f"QMenu {{ border: 1px solid {palette.menu_edge.name()}; }}" if palette.menu_edge is not None else "")
