"""Le Havre: The Inland Port, a desktop edition for two players at one computer."""

__version__ = "0.1.0"
