"""The gender guessed from a name, for the default in the New game dialog and for old saves."""

from __future__ import annotations

import pytest

from lehavre_desktop.i18n.person_names import Gender, guess_gender

MASCULINE = [
    "Νίκος",
    "Γιάννης",
    "Ανδρέας",
    "Κώστας",
    "Περικλής",
    "Νικόλαος",
    "Θεόδωρος",
    "Ιησούς",
    "Πλάτων",
    "Μιχαήλ",
    "Πάρις",
    "Νικοσ",
    "ΝΙΚΟΣ",
    "Νίκος Παπαδόπουλος",
    "Παίκτης 1",
    "Παίκτης 2",
    "Υπολογιστής (Δυνατός)",
    "Max",
    "John",
    "Péter",
    "Ádám",
    "Józsi",
    "Ottó",
    "Jenő",
    "Attila",
    "Gyula",
    "Béla",
    "Csaba",
    "Luca",
    "Nikita",
    "Bence",
    "Levente",
    "Imre",
    "George",
    "Mike",
    "Steve",
    "Joe",
    "Uwe",
    "José",
    "Noah",
    "Jonah",
    "Player 1",
    "Player 2",
    "1. játékos",
    "2. játékos",
    "Computer (Strong)",
    "Számítógép (Erős)",
    "Nikos",
    "Giorgos",
    "Harry",
    "Tony",
    "",
    "42",
]
FEMININE = [
    "Μαρία",
    "Ελένη",
    "Δέσποινα",
    "Σοφία",
    "Ζωή",
    "Μυρτώ",
    "Φρόσω",
    "Ίρις",
    "Ελισάβετ",
    "Ραχήλ",
    "Άννα-Μαρία",
    "Μαρία Παπαδοπούλου",
    "Emma",
    "Anna",
    "Éva",
    "Zsófia",
    "Marie",
    "Sophie",
    "Emese",
    "Tünde",
    "Kate",
    "Sarah",
    "Hannah",
    "Ingrid",
    "Judit",
    "Erzsébet",
    "Eszter",
    "Ágnes",
    "Katalin",
    "Mari",
    "Kati",
    "Zsuzsi",
    "Lili",
    "Noémi",
    "Ildikó",
    "Anikó",
    "Enikő",
    "Lucy",
    "Mary",
    "Emily",
    "Eleni",
    "Irini",
    "Maria",
    "Carmen",
    "Ruth",
]


@pytest.mark.parametrize("name", MASCULINE)
def test_masculine(name: str) -> None:
    assert guess_gender(name) is Gender.MASCULINE


@pytest.mark.parametrize("name", FEMININE)
def test_feminine(name: str) -> None:
    assert guess_gender(name) is Gender.FEMININE


def test_the_stored_values() -> None:
    assert [gender.value for gender in Gender] == ["masculine", "feminine"]
