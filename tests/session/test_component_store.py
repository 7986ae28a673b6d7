"""The owner's component table on disk: read at start, saved atomically and privately with a backup, exported
and imported through the game's loader, reset, and compared with a game's table."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    CodedError,
    Components,
    Cost,
    FixedValue,
    Good,
    PerGoodValue,
    ProblemCode,
    Provenance,
    components_from_data,
    new_game,
)
from lehavre_desktop.session.component_store import (
    BACKUP_FILE_NAME,
    ComponentStore,
    Part,
    corrections_text,
    is_printed,
    load_user_components,
    printed_count,
    read_components_file,
    table_differences,
    user_components_path,
)
from tests.fuzz.odd_files import ODD_KINDS, make_odd_file

PRINTED, RECONSTRUCTED = Provenance.PRINTED, Provenance.RECONSTRUCTED


def write(path: Path, content: Any) -> Path:
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


def changed(table: Components = BUILT_IN, **specs: Any) -> Components:
    """The table with some buildings' fields replaced: changed(pier={"cost": Cost(wood=5)})."""
    return Components(
        tuple(replace(b, **specs[b.id]) if b.id in specs else b for b in table.buildings), table.warehouse
    )


OWNERS_PIER = {
    "cost": Cost(wood=5, clay=6),
    "value": FixedValue(18),
    "cost_provenance": PRINTED,
    "value_provenance": PRINTED,
}


@pytest.fixture
def store(tmp_path: Path) -> ComponentStore:
    return ComponentStore(tmp_path / "config" / "components.json")


def mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


# ---- reading ----------------------------------------------------------------------------------


def test_the_users_file_is_in_the_config_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert user_components_path() == tmp_path / "xdg" / "lehavre-desktop" / "components.json"
    assert ComponentStore().path == user_components_path()


def test_no_file_is_the_built_in_table(store: ComponentStore) -> None:
    assert store.load() == []
    assert store.table is BUILT_IN
    assert load_user_components(store.path) == (BUILT_IN, [])


def test_a_file_with_corrections_is_read_and_its_bad_entries_reported(store: ComponentStore) -> None:
    store.path.parent.mkdir(parents=True)
    write(
        store.path,
        {"buildings": {"pier": {"cost": {"wood": 5, "clay": 6}, "value": 18}, "zoo": {"value": -3}, "castle": {}}},
    )
    problems = store.load()
    assert sorted(p.where for p in problems) == ["buildings.castle", "buildings.zoo.value"]
    assert store.problems == tuple(problems)
    assert store.table == changed(pier=OWNERS_PIER)


def test_a_file_that_is_not_json_is_one_problem_named_by_the_file(tmp_path: Path) -> None:
    path = write(tmp_path / "components.json", '{"buildings": {"pier": ')
    components, problems = load_user_components(path)
    assert components == BUILT_IN
    assert [(p.where, p.code) for p in problems] == [("components.json", ProblemCode.COMPONENT_UNREADABLE)]
    assert problems[0].message.startswith("cannot be read")
    inner = problems[0].params["problem"]
    assert isinstance(inner, CodedError) and inner.code is ProblemCode.JSON_INVALID


def test_a_file_that_is_not_text_is_one_problem(tmp_path: Path) -> None:
    path = tmp_path / "components.json"
    path.write_bytes(b"\xff\xfe\x00\x81 not utf-8 \xc3")
    components, problems = load_user_components(path)
    assert components == BUILT_IN
    assert [getattr(p.params["problem"], "code", None) for p in problems] == [ProblemCode.FILE_NOT_UTF8]


@pytest.mark.parametrize("kind", ODD_KINDS)
def test_something_that_is_not_a_plain_file_is_one_problem(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "components.json"
    make_odd_file(path, kind)
    components, problems = load_user_components(path)
    assert components == BUILT_IN and len(problems) == 1


NEVER_RAISES: list[tuple[str, str]] = [
    ("empty file", ""),
    ("empty object", "{}"),
    ("buildings null", '{"buildings": null}'),
    ("warehouse a number", '{"warehouse": 5}'),
    ("missing a string", '{"warehouse": {"missing": "none"}}'),
    ("start a list", '{"warehouse": {"start": [[0, 1]]}}'),
    ("rows a string", '{"warehouse": {"rows": "six"}}'),
    ("value an infinity", '{"buildings": {"pier": {"value": 1e400}}}'),
    ("value NaN", '{"buildings": {"pier": {"value": NaN}}}'),
    ("value a list", '{"buildings": {"pier": {"value": [16]}}}'),
    ("per_good a list", '{"buildings": {"fish_factory": {"value": {"per_good": ["fish"]}}}}'),
    ("huge grid", '{"warehouse": {"rows": 100000, "cols": 100000}}'),
    ("huge cost", '{"buildings": {"pier": {"cost": {"wood": 99999999999999999999}}}}'),
    ("letter a list", '{"buildings": {"pier": {"letter": ["A"]}}}'),
    ("number with thousands of digits", '{"buildings": {"pier": {"value": ' + "9" * 5000 + "}}}"),
    ("deeply nested", "[" * 100_000 + "]" * 100_000),
]


@pytest.mark.parametrize("content", [c for _, c in NEVER_RAISES], ids=[n for n, _ in NEVER_RAISES])
def test_a_bad_file_never_stops_the_start(tmp_path: Path, content: str) -> None:
    """Rules §15: a bad file never stops the game from starting with the built-in table."""
    components, problems = load_user_components(write(tmp_path / "components.json", content))
    assert components == BUILT_IN
    assert problems or content == "{}"
    assert new_game(components=components).components == BUILT_IN


# ---- saving -----------------------------------------------------------------------------------


def test_adopting_a_table_writes_the_corrections_file_the_loader_reads(store: ComponentStore) -> None:
    table = changed(pier=OWNERS_PIER)
    store.adopt(table)
    assert store.table == table
    assert json.loads(store.path.read_text(encoding="utf-8")) == {
        "buildings": {"pier": {"cost": {"wood": 5, "clay": 6}, "value": 18}}
    }
    assert load_user_components(store.path) == (table, [])
    again = ComponentStore(store.path)
    assert again.load() == [] and again.table == table


def test_the_file_is_private_to_the_user(store: ComponentStore) -> None:
    store.adopt(changed(pier=OWNERS_PIER))
    assert mode(store.path) == 0o600
    store.adopt(changed(pier={"value": FixedValue(20), "value_provenance": PRINTED}))
    assert mode(store.path) == 0o600
    assert mode(store.backup_path) == 0o600


def test_the_file_replaced_is_kept_byte_for_byte(store: ComponentStore) -> None:
    """A hand-written file may hold entries the loader refuses: the backup keeps them as they were."""
    store.path.parent.mkdir(parents=True)
    hand_written = '{"buildings": {"zoo": {"value": 22}, "castle": {"value": 3}}}\n'
    write(store.path, hand_written)
    store.load()
    store.adopt(changed(pier=OWNERS_PIER))
    assert store.backup_path == store.path.with_name(BACKUP_FILE_NAME)
    assert store.backup_path.read_text(encoding="utf-8") == hand_written
    first = store.path.read_text(encoding="utf-8")
    store.adopt(BUILT_IN)
    assert store.backup_path.read_text(encoding="utf-8") == first
    assert json.loads(store.path.read_text(encoding="utf-8")) == {}
    # The backup is a corrections file too: imported, it gives back the table it held.
    assert read_components_file(store.backup_path) == (changed(pier=OWNERS_PIER), [])


def test_saving_what_the_file_already_says_keeps_the_backup(store: ComponentStore) -> None:
    store.adopt(changed(pier=OWNERS_PIER))
    store.adopt(BUILT_IN)
    backup = store.backup_path.read_text(encoding="utf-8")
    store.adopt(BUILT_IN)
    assert store.backup_path.read_text(encoding="utf-8") == backup


def test_a_failed_save_changes_neither_the_file_nor_the_table(
    store: ComponentStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.adopt(changed(pier=OWNERS_PIER))
    before = store.path.read_bytes()
    real_replace = os.replace

    def full_disk(source: str | Path, target: str | Path) -> None:
        if Path(target) == Path(os.path.realpath(store.path)):
            raise OSError(28, "No space left on device")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError):
        store.adopt(BUILT_IN)
    assert store.path.read_bytes() == before
    assert store.table == changed(pier=OWNERS_PIER)
    assert [p.name for p in store.path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_saving_through_a_link_writes_the_linked_file(tmp_path: Path) -> None:
    target = tmp_path / "shared" / "components.json"
    target.parent.mkdir()
    write(target, {"buildings": {"zoo": {"value": 22}}})
    link = tmp_path / "components.json"
    link.symlink_to(target)
    store = ComponentStore(link)
    store.load()
    store.adopt(changed(store.table, pier=OWNERS_PIER))
    assert link.is_symlink()
    assert load_user_components(target) == (store.table, [])
    assert json.loads(store.backup_path.read_text(encoding="utf-8")) == {"buildings": {"zoo": {"value": 22}}}


def test_a_folder_in_the_files_place_is_an_error_that_loses_nothing(store: ComponentStore) -> None:
    store.path.mkdir(parents=True)
    with pytest.raises(OSError):
        store.adopt(changed(pier=OWNERS_PIER))
    assert store.path.is_dir() and store.table is BUILT_IN


# ---- export, import, reset --------------------------------------------------------------------


def test_an_exported_table_imports_as_it_was(store: ComponentStore, tmp_path: Path) -> None:
    fish_factory = {"value": PerGoodValue(Good.FISH, 2), "value_provenance": PRINTED}
    table = with_warehouse(changed(pier=OWNERS_PIER, fish_factory=fish_factory), rows=7)
    shared = tmp_path / "for a friend.json"
    store.export_to(shared, table)
    assert store.table is BUILT_IN and not store.path.exists()  # exporting is not saving
    assert read_components_file(shared) == (table, [])
    # A friend who has entered the Zoo keeps it: the file changes what it names.
    friend = changed(zoo={"value": FixedValue(22), "value_provenance": PRINTED})
    merged, problems = read_components_file(shared, friend)
    assert problems == []
    assert merged.by_id["zoo"].value == FixedValue(22)
    assert merged.by_id["pier"] == table.by_id["pier"]
    assert merged.warehouse == table.warehouse


def test_an_import_lists_the_entries_it_refuses_and_keeps_the_rest(tmp_path: Path) -> None:
    path = write(
        tmp_path / "theirs.json",
        {
            "buildings": {
                "pier": {"cost": {"wood": 5, "clay": 6}},
                "dock": {"value": 20},
                "kiln": {"cost": {"wood": 150}},
            }
        },
    )
    table, problems = read_components_file(path)
    assert [(p.where, p.code) for p in problems] == [
        ("buildings.dock.value", ProblemCode.COMPONENT_VALUE_KIND),
        ("buildings.kiln.cost.wood", ProblemCode.COMPONENT_OUT_OF_RANGE),
    ]
    assert table == changed(pier={"cost": Cost(wood=5, clay=6), "cost_provenance": PRINTED})


def test_a_building_is_printed_once_its_cost_and_value_are() -> None:
    """Rules §15.2: no cost is printed in the rulebooks; seven values are."""
    assert printed_count(BUILT_IN) == 0
    assert not is_printed(BUILT_IN.by_id["zoo"])
    zoo_cost = {"cost": Cost(wood=7, clay=7), "cost_provenance": PRINTED}
    table = changed(zoo=zoo_cost, pier={"cost": Cost(wood=6, clay=6), "cost_provenance": PRINTED})
    assert [b.id for b in table.buildings if is_printed(b)] == ["zoo"]
    assert printed_count(changed(table, pier=OWNERS_PIER)) == 2


def test_corrections_text_is_the_file_as_written(store: ComponentStore) -> None:
    table = changed(pier=OWNERS_PIER)
    store.adopt(table)
    assert store.path.read_text(encoding="utf-8") == corrections_text(table)
    assert corrections_text(BUILT_IN) == "{}\n"


# ---- a game's table against the owner's ---------------------------------------------------------


def test_the_differences_of_a_games_table_are_its_numbers() -> None:
    game = with_warehouse(changed(pier=OWNERS_PIER, zoo={"letter": "J"}), 7)
    mine = changed(
        pier={"value": FixedValue(18), "value_provenance": PRINTED}, town_hall={"value_provenance": RECONSTRUCTED}
    )
    found = table_differences(game, mine)
    assert [(d.part, d.building) for d in found] == [(Part.COST, "pier"), (Part.LETTER, "zoo"), (Part.WAREHOUSE, None)]
    assert found[0].game == game.by_id["pier"] and found[0].mine == mine.by_id["pier"]
    assert found[2].game == game.warehouse and found[2].mine == BUILT_IN.warehouse
    # Marks alone are no difference: the numbers are the same.
    assert table_differences(changed(town_hall={"value_provenance": RECONSTRUCTED}), BUILT_IN) == ()
    assert table_differences(BUILT_IN, BUILT_IN) == ()


def with_warehouse(table: Components, rows: int) -> Components:
    grid, problems = components_from_data({"warehouse": {"rows": rows}}, table)
    assert problems == []
    return grid
