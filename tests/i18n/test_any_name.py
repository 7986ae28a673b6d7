"""Whatever a player types as a name (any printable text the record accepts), every form of it can be said."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lehavre_desktop.engine import MAX_NAME_LENGTH, name_problem
from lehavre_desktop.i18n.greek_names import GREEK_FORMS, greek_forms
from lehavre_desktop.i18n.hungarian_names import hungarian_name
from lehavre_desktop.i18n.hungarian_suffixes import CASES
from lehavre_desktop.i18n.person_names import Gender, guess_gender

NAMES = st.text(min_size=1, max_size=MAX_NAME_LENGTH).filter(lambda name: name.strip() and name_problem(name) is None)
# Letters and marks players really type, so that most examples reach the rules rather than the fallbacks.
TYPED = st.text(
    alphabet="aábcdeéfghiíjklmnoóöőpqrstuúüűvwxyzAÉMPZαάβγδεέηήιίκλμνξοόπρσςτυύφχψωώΑΝΜΣ-. 12",
    min_size=1,
    max_size=MAX_NAME_LENGTH,
).filter(str.strip)


@settings(max_examples=300, deadline=None)
@given(st.one_of(NAMES, TYPED))
def test_every_form_of_any_name(name: str) -> None:
    written = name.strip()
    for gender in Gender:
        forms = greek_forms(name, gender)
        assert set(forms) == set(GREEK_FORMS)
        assert all(declined for _, declined in forms.values())
    for case in CASES:
        said = hungarian_name(name).case(case)
        # The ending is added at the end: the name stays, but for a lengthened vowel or a doubled letter.
        assert said.startswith(written[:-1]) and len(said) > len(written)
    assert isinstance(guess_gender(name), Gender)
