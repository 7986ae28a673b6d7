"""Why a save could not be written, in the interface's language: a pipe or a device where the save belongs has a
sentence of its own, not the system's "invalid argument" (EINVAL) nor the English words of the error."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.prose.problems import os_error_reason
from lehavre_desktop.session.persistence import NotRegularFileError, write_atomically

NOT_REGULAR = {
    "en": "what is there is not a regular file (it may be a pipe or a device), and it is left as it is",
    "el": "αυτό που υπάρχει εκεί δεν είναι κανονικό αρχείο (μπορεί να είναι σωλήνωση ή συσκευή), και μένει όπως είναι",
    "hu": "ami ott van, nem közönséges fájl (lehet például cső vagy eszköz), ezért a program érintetlenül hagyja",
}


def refused_write(path: Path) -> NotRegularFileError:
    with pytest.raises(NotRegularFileError) as refused:
        write_atomically(path, "{}")
    return refused.value


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
@pytest.mark.parametrize("code", sorted(NOT_REGULAR))
def test_a_pipe_where_the_save_belongs_is_named_as_such(tmp_path: Path, languages: LanguageManager, code: str) -> None:
    pipe = tmp_path / "game.lhip.json"
    os.mkfifo(pipe)
    error = refused_write(pipe)
    assert error.errno == errno.EINVAL
    languages.set_language(code, remember=False)
    assert os_error_reason(error) == NOT_REGULAR[code]
    assert pipe.exists() and not pipe.is_file()  # the pipe is left where it was


@pytest.mark.parametrize(
    ("code", "folder"), [("en", "it is a folder"), ("el", "είναι φάκελος"), ("hu", "ez egy mappa")]
)
def test_a_folder_where_the_save_belongs_says_it_is_a_folder(
    tmp_path: Path, languages: LanguageManager, code: str, folder: str
) -> None:
    error = refused_write(tmp_path)
    languages.set_language(code, remember=False)
    assert os_error_reason(error) == folder


def test_an_invalid_argument_that_is_no_file_problem_keeps_the_systems_words(languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    assert os_error_reason(OSError(errno.EINVAL, "Invalid argument")) == "Invalid argument"
