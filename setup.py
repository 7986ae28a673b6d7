"""The one packaging fact pyproject.toml cannot state: the top-level resources/ folder is installed as
the package lehavre_desktop.assets (package data, mapped here; everything else is in pyproject.toml)."""

from setuptools import find_namespace_packages, find_packages, setup

ASSETS = "lehavre_desktop.assets"
# Every folder of resources/ is listed as a package of its own, so setuptools installs its files as the
# package's data instead of warning that the folder is "absent from the packages configuration".
folders = find_namespace_packages(where="resources", exclude=["__pycache__", "*.__pycache__"])
asset_folders = [f"{ASSETS}.{name}" for name in folders]

setup(
    packages=[*find_packages(include=["lehavre_desktop", "lehavre_desktop.*"]), ASSETS, *asset_folders],
    package_dir={ASSETS: "resources"},
)
