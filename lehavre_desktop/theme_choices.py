"""The colour themes a player can choose (no Qt here: the command line reads them before Qt starts).

"system" follows the system's colour scheme and contrast setting; the others are the app's own palettes.
"""

THEME_CHOICES = ("system", "light", "dark", "high_contrast")
