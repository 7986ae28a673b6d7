"""The program's runtime files: fonts, compiled translations, icons, the desktop entry.

The build installs this folder as the package ``lehavre_desktop.assets`` (see setup.py), so an editable
install, an installed wheel and a PyInstaller bundle all find these files through that package; read their
paths from ``lehavre_desktop.resources``.
"""
