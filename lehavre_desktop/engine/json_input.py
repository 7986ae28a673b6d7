"""Reading JSON that comes from outside (saved games, component corrections) within limits.

A file the program reads may be anything: huge, deeply nested, a device or a pipe, not
UTF-8, full of numbers too long for ``int``. Everything here either returns plain data
within the limits or raises ``JsonInputError`` with a short message that never quotes
more than a few dozen characters of the input, and its problem code and parameters.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from .problems import CodedError, ProblemCode

MAX_DEPTH = 32
MAX_INTEGER_DIGITS = 12
SHOWN_CHARACTERS = 40


class JsonInputError(CodedError):
    """Input that is not JSON within the limits; the message says why in a few words."""


def shown(value: Any) -> str:
    """A short, safe rendering of a value for an error message (never the whole of a huge value)."""
    if isinstance(value, dict):
        return f"an object of {len(value)} entries"
    if isinstance(value, list):
        return f"a list of {len(value)} items"
    if isinstance(value, str):
        text = value if len(value) <= SHOWN_CHARACTERS else value[:SHOWN_CHARACTERS] + "…"
        return json.dumps(text, ensure_ascii=True)
    return json.dumps(value)


def found_params(value: Any) -> dict[str, object]:
    """What was found instead of the expected, as problem parameters: the short rendering of a plain value,
    the size of a list or an object (an interface words those)."""
    if isinstance(value, dict):
        return {"found_object": len(value)}
    if isinstance(value, list):
        return {"found_list": len(value)}
    return {"found": shown(value)}


def _deepest_nesting(text: str) -> int:
    """How deep arrays and objects nest, counted without parsing (brackets inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise JsonInputError(
                f"the key {shown(key)} appears twice in one object", ProblemCode.JSON_DUPLICATE_KEY, key=shown(key)
            )
        result[key] = value
    return result


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise JsonInputError(
            f"a number has more than {MAX_INTEGER_DIGITS} digits",
            ProblemCode.JSON_NUMBER_TOO_LONG,
            limit=MAX_INTEGER_DIGITS,
        )
    return int(text)


def _no_constant(text: str) -> Any:
    raise JsonInputError(f"{text} is not a number this program reads", ProblemCode.JSON_NOT_A_NUMBER, text=text)


def parse_json(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text with no duplicate keys, no whole number over a dozen digits, at most ``max_depth`` levels.

    Fractions parse as floats, so that the reader of each entry can name the entry that holds one.
    """
    if _deepest_nesting(text) > max_depth:
        raise JsonInputError(
            f"the data nests deeper than {max_depth} levels", ProblemCode.JSON_TOO_DEEP, limit=max_depth
        )
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_bounded_int, parse_constant=_no_constant)
    except JsonInputError:
        raise
    except json.JSONDecodeError as error:
        raise JsonInputError(
            f"not valid JSON ({str(error)[:80]})", ProblemCode.JSON_INVALID, line=error.lineno, column=error.colno
        ) from None
    except (ValueError, RecursionError) as error:
        raise JsonInputError(f"not valid JSON ({str(error)[:80]})", ProblemCode.JSON_INVALID) from None


def read_text_file(path: Path, max_bytes: int) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes``; never blocks on a pipe or a device."""
    try:
        info = os.stat(path)
    except OSError as error:
        raise _unreadable(error) from None
    if not stat.S_ISREG(info.st_mode):
        raise JsonInputError("not a regular file", ProblemCode.FILE_NOT_REGULAR)
    if info.st_size > max_bytes:
        raise _too_large(max_bytes)
    try:
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as error:
        raise _unreadable(error) from None
    if len(data) > max_bytes:
        raise _too_large(max_bytes)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonInputError("not UTF-8 text", ProblemCode.FILE_NOT_UTF8) from None


def _unreadable(error: OSError) -> JsonInputError:
    reason = error.strerror or "cannot be read"
    return JsonInputError(reason, ProblemCode.FILE_UNREADABLE, reason=reason, errno=error.errno)


def _too_large(max_bytes: int) -> JsonInputError:
    return JsonInputError(
        f"larger than {max_bytes // 1024} KB", ProblemCode.FILE_TOO_LARGE, kilobytes=max_bytes // 1024
    )


def read_json_file(path: Path, max_bytes: int, max_depth: int = MAX_DEPTH) -> Any:
    return parse_json(read_text_file(path, max_bytes), max_depth)
