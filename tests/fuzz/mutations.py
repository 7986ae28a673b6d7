"""Seeded mutations of JSON files, for the fuzz tests of everything the program reads.

Each mutation takes the original bytes and a random generator and returns new bytes and a
short name, so a failing case can be named and reproduced from its seed.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

Mutation = Callable[[bytes, random.Random], bytes]

HOSTILE_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    -(10**12),
    10**12,
    2**63,
    1.5,
    -0.0,
    "",
    "x" * 100_000,
    "\ud800",
    "<b style='font-size:40px'>BIG</b>",
    "fish*²",
    "x99999999999",
    [],
    {},
    [[[]]],
    {"a": {"b": {}}},
)


def _nodes(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path to every value inside a parsed JSON document."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_nodes(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(_nodes(item, (*path, index)))
    return found


def _replace_at(document: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = new
    return document


def _structural(change: Callable[[Any, random.Random], Any]) -> Mutation:
    def mutate(data: bytes, rng: random.Random) -> bytes:
        document = json.loads(data)
        path = rng.choice(_nodes(document))
        target = document
        for step in path:
            target = target[step]
        return json.dumps(_replace_at(document, path, change(target, rng)), ensure_ascii=rng.random() < 0.5).encode(
            "utf-8", "surrogatepass"
        )

    return mutate


def _hostile(_old: Any, rng: random.Random) -> Any:
    return rng.choice(HOSTILE_VALUES)


def _deep_nesting(data: bytes, rng: random.Random) -> bytes:
    """A value wrapped in many arrays; spliced in as text, since the standard encoder would recurse too deep."""
    document = json.loads(data)
    path = rng.choice(_nodes(document))
    placeholder = "__nested__"
    target = document
    for step in path:
        target = target[step]
    depth = rng.choice((10, 40, 3000, 100_000))
    nested = "[" * depth + json.dumps(target) + "]" * depth
    text = json.dumps(_replace_at(document, path, placeholder))
    return text.replace(json.dumps(placeholder), nested, 1).encode("utf-8")


def _huge_string(_old: Any, rng: random.Random) -> Any:
    return rng.choice("ab<>&\u03a9\u0151") * rng.choice((1_000, 1_000_000, 3_000_000))


def _drop_or_duplicate(old: Any, rng: random.Random) -> Any:
    if isinstance(old, list) and old:
        items = list(old)
        index = rng.randrange(len(items))
        if rng.random() < 0.5:
            del items[index]
        else:
            items.insert(index, items[index])
        return items
    if isinstance(old, dict) and old:
        entries = dict(old)
        del entries[rng.choice(list(entries))]
        return entries
    return old


def _action_text(data: bytes, rng: random.Random) -> bytes:
    """One action of a game record changed into another, often illegal, one."""
    document = json.loads(data)
    actions = document.get("actions") if isinstance(document, dict) else None
    if not isinstance(actions, list) or not actions:
        return _flip_bytes(data, rng)
    index = rng.randrange(len(actions))
    actions[index] = _changed_action(str(actions[index]), rng)
    return json.dumps(document).encode("utf-8")


def _changed_action(old: str, rng: random.Random) -> str:
    words = old.split()
    choice = rng.randrange(5)
    if choice == 0 and words:
        words[rng.randrange(len(words))] = rng.choice(("pier", "x9", "fish*3", "pay", "end", "sell", "wood@9.9"))
    elif choice == 1:
        words = words[: rng.randrange(len(words) + 1)]
    elif choice == 2:
        words.append(rng.choice(("pay", "fish@0.0", "x2", "grain")))
    elif choice == 3:
        rng.shuffle(words)
    else:
        words = [rng.choice(("end", "pass", "sell pier", "build dock", "use restaurant x4"))]
    return " ".join(words)


def _flip_bytes(data: bytes, rng: random.Random) -> bytes:
    changed = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        changed[rng.randrange(len(changed))] = rng.randrange(256)
    return bytes(changed)


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))]


def _invalid_utf8(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data))
    return data[:at] + rng.choice((b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\x00")) + data[at:]


def _duplicate_key(data: bytes, rng: random.Random) -> bytes:
    text = data.decode("utf-8")
    at = text.find("{")
    key = rng.choice(('"players"', '"version"', '"actions"', '"buildings"', '"warehouse"', '"pier"'))
    return (text[: at + 1] + f"{key}: 1, " + text[at + 1 :]).encode("utf-8")


MUTATIONS: dict[str, Mutation] = {
    "hostile value": _structural(_hostile),
    "deep nesting": _deep_nesting,
    "huge string": _structural(_huge_string),
    "drop or duplicate": _structural(_drop_or_duplicate),
    "action text": _action_text,
    "byte flips": _flip_bytes,
    "truncation": _truncate,
    "invalid UTF-8": _invalid_utf8,
    "duplicate key": _duplicate_key,
}


def mutate(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    name = rng.choice(sorted(MUTATIONS))
    return name, MUTATIONS[name](data, rng)
