"""Entry point for a frozen build (PyInstaller)."""

from lehavre_desktop.app import main

raise SystemExit(main())
