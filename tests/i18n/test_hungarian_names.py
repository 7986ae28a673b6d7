"""Names with Hungarian case endings, as standard Hungarian writing (AkH 12) joins them."""

from __future__ import annotations

import pytest

from lehavre_desktop.i18n.hungarian_names import COMPUTER, hungarian_name
from lehavre_desktop.i18n.hungarian_suffixes import CASES, Harmony, harmony_of, reading_of

# name: dative, accusative, instrumental, ablative, allative, sublative
NAMES: list[tuple[str, str, str, str, str, str, str]] = [
    # Hungarian names, back, front and rounded
    ("Emma", "Emmának", "Emmát", "Emmával", "Emmától", "Emmához", "Emmára"),
    ("Anna", "Annának", "Annát", "Annával", "Annától", "Annához", "Annára"),
    ("Éva", "Évának", "Évát", "Évával", "Évától", "Évához", "Évára"),
    ("Ági", "Áginak", "Ágit", "Ágival", "Ágitól", "Ágihoz", "Ágira"),
    ("Zsófi", "Zsófinak", "Zsófit", "Zsófival", "Zsófitól", "Zsófihoz", "Zsófira"),
    ("Dávid", "Dávidnak", "Dávidot", "Dáviddal", "Dávidtól", "Dávidhoz", "Dávidra"),
    ("Ádám", "Ádámnak", "Ádámot", "Ádámmal", "Ádámtól", "Ádámhoz", "Ádámra"),
    ("István", "Istvánnak", "Istvánt", "Istvánnal", "Istvántól", "Istvánhoz", "Istvánra"),
    ("Tamás", "Tamásnak", "Tamást", "Tamással", "Tamástól", "Tamáshoz", "Tamásra"),
    ("Lajos", "Lajosnak", "Lajost", "Lajossal", "Lajostól", "Lajoshoz", "Lajosra"),
    ("Balázs", "Balázsnak", "Balázst", "Balázzsal", "Balázstól", "Balázshoz", "Balázsra"),
    ("Szabolcs", "Szabolcsnak", "Szabolcsot", "Szabolccsal", "Szabolcstól", "Szabolcshoz", "Szabolcsra"),
    ("Mihály", "Mihálynak", "Mihályt", "Mihállyal", "Mihálytól", "Mihályhoz", "Mihályra"),
    ("Bálint", "Bálintnak", "Bálintot", "Bálinttal", "Bálinttól", "Bálinthoz", "Bálintra"),
    ("Zsolt", "Zsoltnak", "Zsoltot", "Zsolttal", "Zsolttól", "Zsolthoz", "Zsoltra"),
    ("Márk", "Márknak", "Márkot", "Márkkal", "Márktól", "Márkhoz", "Márkra"),
    ("Ignác", "Ignácnak", "Ignácot", "Ignáccal", "Ignáctól", "Ignáchoz", "Ignácra"),
    ("Mariann", "Mariannak", "Mariannt", "Mariannal", "Marianntól", "Mariannhoz", "Mariannra"),
    ("Péter", "Péternek", "Pétert", "Péterrel", "Pétertől", "Péterhez", "Péterre"),
    ("Bence", "Bencének", "Bencét", "Bencével", "Bencétől", "Bencéhez", "Bencére"),
    ("Gergely", "Gergelynek", "Gergelyt", "Gergellyel", "Gergelytől", "Gergelyhez", "Gergelyre"),
    ("Ferenc", "Ferencnek", "Ferencet", "Ferenccel", "Ferenctől", "Ferenchez", "Ferencre"),
    ("Olivér", "Olivérnek", "Olivért", "Olivérrel", "Olivértől", "Olivérhez", "Olivérre"),
    ("Noémi", "Noéminek", "Noémit", "Noémivel", "Noémitől", "Noémihez", "Noémire"),
    ("Marcell", "Marcellnek", "Marcellt", "Marcellel", "Marcelltől", "Marcellhez", "Marcellre"),
    ("Bernadett", "Bernadettnek", "Bernadettet", "Bernadettel", "Bernadettől", "Bernadetthez", "Bernadettre"),
    ("Lőrinc", "Lőrincnek", "Lőrincet", "Lőrinccel", "Lőrinctől", "Lőrinchez", "Lőrincre"),
    ("Tünde", "Tündének", "Tündét", "Tündével", "Tündétől", "Tündéhez", "Tündére"),
    ("Ödön", "Ödönnek", "Ödönt", "Ödönnel", "Ödöntől", "Ödönhöz", "Ödönre"),
    ("Jenő", "Jenőnek", "Jenőt", "Jenővel", "Jenőtől", "Jenőhöz", "Jenőre"),
    ("György", "Györgynek", "Györgyöt", "Györggyel", "Györgytől", "Györgyhöz", "Györgyre"),
    ("Örs", "Örsnek", "Örsöt", "Örssel", "Örstől", "Örshöz", "Örsre"),
    (
        "Kovács Péter",
        "Kovács Péternek",
        "Kovács Pétert",
        "Kovács Péterrel",
        "Kovács Pétertől",
        "Kovács Péterhez",
        "Kovács Péterre",
    ),
    ("1. játékos", "1. játékosnak", "1. játékost", "1. játékossal", "1. játékostól", "1. játékoshoz", "1. játékosra"),
    # foreign names read by their letters
    ("Max", "Maxnak", "Maxot", "Maxszal", "Maxtól", "Maxhoz", "Maxra"),
    ("Alex", "Alexnek", "Alexet", "Alexszel", "Alextől", "Alexhez", "Alexre"),
    ("Félix", "Félixnek", "Félixet", "Félixszel", "Félixtől", "Félixhez", "Félixre"),
    ("Tom", "Tomnak", "Tomot", "Tommal", "Tomtól", "Tomhoz", "Tomra"),
    ("Paul", "Paulnak", "Pault", "Paullal", "Paultól", "Paulhoz", "Paulra"),
    ("Michael", "Michaelnek", "Michaelt", "Michaellel", "Michaeltől", "Michaelhez", "Michaelre"),
    ("Thomas", "Thomasnak", "Thomast", "Thomasszal", "Thomastól", "Thomashoz", "Thomasra"),
    ("Andreas", "Andreasnak", "Andreast", "Andreasszal", "Andreastól", "Andreashoz", "Andreasra"),
    ("Hans", "Hansnak", "Hansot", "Hansszal", "Hanstól", "Hanshoz", "Hansra"),
    ("Hugo", "Hugónak", "Hugót", "Hugóval", "Hugótól", "Hugóhoz", "Hugóra"),
    ("Uwe", "Uwének", "Uwét", "Uwével", "Uwétől", "Uwéhez", "Uwére"),
    ("Jörg", "Jörgnek", "Jörgöt", "Jörggel", "Jörgtől", "Jörghöz", "Jörgre"),
    ("Emily", "Emilynek", "Emilyt", "Emilyvel", "Emilytől", "Emilyhez", "Emilyre"),
    ("Tony", "Tonynak", "Tonyt", "Tonyval", "Tonytól", "Tonyhoz", "Tonyra"),
    ("Marc", "Marcnak", "Marcot", "Marckal", "Marctól", "Marchoz", "Marcra"),
    ("Bach", "Bachnak", "Bachot", "Bachhal", "Bachtól", "Bachhoz", "Bachra"),
    ("Josh", "Joshnak", "Josht", "Joshsal", "Joshtól", "Joshhoz", "Joshra"),
    ("Lee", "Leenek", "Leet", "Leevel", "Leetől", "Leehez", "Leere"),
    # foreign names read by their pronunciation
    ("John", "Johnnak", "Johnt", "Johnnal", "Johntól", "Johnhoz", "Johnra"),
    ("Jack", "Jacknek", "Jacket", "Jackkel", "Jacktől", "Jackhez", "Jackre"),
    ("Andy", "Andynek", "Andyt", "Andyvel", "Andytől", "Andyhez", "Andyre"),
    ("William", "Williamnek", "Williamet", "Williammel", "Williamtől", "Williamhez", "Williamre"),
    ("Smith", "Smithnek", "Smitht", "Smithszel", "Smithtől", "Smithhez", "Smithre"),
    ("Zoe", "Zoénak", "Zoét", "Zoéval", "Zoétól", "Zoéhoz", "Zoéra"),
    # a silent or foreign ending: a hyphen, the ending still by the sound
    ("Joe", "Joe-nak", "Joe-t", "Joe-val", "Joe-tól", "Joe-hoz", "Joe-ra"),
    ("George", "George-nak", "George-ot", "George-dzsal", "George-tól", "George-hoz", "George-ra"),
    ("Mike", "Mike-nak", "Mike-ot", "Mike-kal", "Mike-tól", "Mike-hoz", "Mike-ra"),
    ("Kate", "Kate-nek", "Kate-et", "Kate-tel", "Kate-től", "Kate-hez", "Kate-re"),
    ("Steve", "Steve-nek", "Steve-et", "Steve-vel", "Steve-től", "Steve-hez", "Steve-re"),
    ("Marie", "Marie-nak", "Marie-t", "Marie-val", "Marie-tól", "Marie-hoz", "Marie-ra"),
    ("Sophie", "Sophie-nak", "Sophie-t", "Sophie-val", "Sophie-tól", "Sophie-hoz", "Sophie-ra"),
    ("Jacques", "Jacques-nak", "Jacques-ot", "Jacques-kal", "Jacques-tól", "Jacques-hoz", "Jacques-ra"),
    ("Pierre", "Pierre-nek", "Pierre-t", "Pierre-rel", "Pierre-től", "Pierre-hez", "Pierre-re"),
    (
        "Shakespeare",
        "Shakespeare-nek",
        "Shakespeare-t",
        "Shakespeare-rel",
        "Shakespeare-től",
        "Shakespeare-hez",
        "Shakespeare-re",
    ),
    ("Matthew", "Matthew-nak", "Matthew-t", "Matthew-val", "Matthew-tól", "Matthew-hoz", "Matthew-ra"),
    ("Renaud", "Renaud-nak", "Renaud-t", "Renaud-val", "Renaud-tól", "Renaud-hoz", "Renaud-ra"),
    ("Sarah", "Sarah-nak", "Sarah-t", "Sarah-val", "Sarah-tól", "Sarah-hoz", "Sarah-ra"),
    ("Noah", "Noah-nak", "Noah-t", "Noah-val", "Noah-tól", "Noah-hoz", "Noah-ra"),
    # a doubled consonant of a name that is not a Hungarian given name
    ("Scott", "Scottnak", "Scottot", "Scott-tal", "Scott-tól", "Scotthoz", "Scottra"),
    ("Mann", "Mann-nak", "Mannt", "Mann-nal", "Manntól", "Mannhoz", "Mannra"),
    ("Kiss", "Kissnek", "Kisst", "Kiss-sel", "Kisstől", "Kisshez", "Kissre"),
    # a digit, another script, capitals, a mark after the name
    ("Player 1", "Player 1-nek", "Player 1-et", "Player 1-gyel", "Player 1-től", "Player 1-hez", "Player 1-re"),
    ("Player 2", "Player 2-nek", "Player 2-t", "Player 2-vel", "Player 2-től", "Player 2-höz", "Player 2-re"),
    ("R2D2", "R2D2-nek", "R2D2-t", "R2D2-vel", "R2D2-től", "R2D2-höz", "R2D2-re"),
    ("Νίκος", "Νίκος-nak", "Νίκος-t", "Νίκος-szal", "Νίκος-tól", "Νίκος-hoz", "Νίκος-ra"),
    ("Ελένη", "Ελένη-nek", "Ελένη-t", "Ελένη-vel", "Ελένη-től", "Ελένη-hez", "Ελένη-re"),
    ("Мария", "Мария-nak", "Мария-t", "Мария-val", "Мария-tól", "Мария-hoz", "Мария-ra"),
    ("Пётр", "Пётр-nak", "Пётр-ot", "Пётр-ral", "Пётр-tól", "Пётр-hoz", "Пётр-ra"),
    ("Игорь", "Игорь-nak", "Игорь-t", "Игорь-ral", "Игорь-tól", "Игорь-hoz", "Игорь-ra"),
    ("李", "李-nak", "李-t", "李-val", "李-tól", "李-hoz", "李-ra"),
    ("MAX", "MAX-nak", "MAX-ot", "MAX-szal", "MAX-tól", "MAX-hoz", "MAX-ra"),
    ("Max!", "Max!-nak", "Max!-ot", "Max!-szal", "Max!-tól", "Max!-hoz", "Max!-ra"),
]


@pytest.mark.parametrize(("name", "dat", "acc", "ins", "abl", "all_", "sub"), NAMES, ids=[row[0] for row in NAMES])
def test_a_name_in_each_case(name: str, dat: str, acc: str, ins: str, abl: str, all_: str, sub: str) -> None:
    word = hungarian_name(name)
    assert [word.case(case) for case in ("dat", "acc", "ins", "abl", "all", "sub")] == [dat, acc, ins, abl, all_, sub]


def test_the_table_has_forty_hungarian_and_forty_foreign_names() -> None:
    foreign = NAMES.index(next(row for row in NAMES if row[0] == "Max"))
    assert foreign >= 30 and len(NAMES) - foreign >= 40


@pytest.mark.parametrize(
    ("name", "case", "expected"),
    [
        ("Emma", "sup", "Emmán"),
        ("Max", "sup", "Maxon"),
        ("Péter", "sup", "Péteren"),
        ("Ödön", "sup", "Ödönön"),
        ("Emma", "poss", "Emmáé"),
        ("Max", "poss", "Maxé"),
        ("Joe", "poss", "Joe-é"),
        ("Emma", "tra", "Emmává"),
        ("Péter", "tra", "Péterré"),
        ("Max", "tra", "Maxszá"),
        ("Emma", "ter", "Emmáig"),
        ("Max", "cau", "Maxért"),
        ("Péter", "ade", "Péternél"),
        ("Emma", "del", "Emmáról"),
        ("Jenő", "ill", "Jenőbe"),
        ("Dávid", "ine", "Dávidban"),
        ("Ágnes", "ela", "Ágnesből"),
        ("Bernadett", "abl", "Bernadettől"),
        ("Scott", "abl", "Scott-tól"),
        ("Mariann", "ade", "Mariannál"),
        ("Kossuth", "ins", "Kossuthtal"),
        ("Balogh", "ins", "Baloghgal"),
        ("Madách", "ins", "Madáchcsal"),
        ("Rácz", "ins", "Ráczcal"),
        ("Marx", "ins", "Marxszal"),
        ("Hertz", "ins", "Hertzcel"),
        ("Steinbeck", "ins", "Steinbeckkel"),
        ("Andrić", "ins", "Andrićtyal"),
        ("Voltaire", "poss", "Voltaire-é"),
    ],
)
def test_the_other_cases(name: str, case: str, expected: str) -> None:
    assert hungarian_name(name).case(case) == expected


def test_the_computer_is_a_gep_in_every_case() -> None:
    said = {case: COMPUTER.case(case) for case in CASES}
    assert [said[case] for case in ("acc", "dat", "ins", "abl", "all", "sub", "sup", "poss")] == [
        "gépet",
        "gépnek",
        "géppel",
        "géptől",
        "géphez",
        "gépre",
        "gépen",
        "gépé",
    ]


@pytest.mark.parametrize(
    ("word", "harmony"),
    [
        ("emma", Harmony.BACK),
        ("dávid", Harmony.BACK),
        ("zsófi", Harmony.BACK),
        ("benjámin", Harmony.BACK),
        ("péter", Harmony.FRONT),
        ("lili", Harmony.FRONT),
        ("olivér", Harmony.FRONT),
        ("ágnes", Harmony.FRONT),
        ("lőrinc", Harmony.FRONT),
        ("bözsi", Harmony.FRONT),
        ("ödön", Harmony.ROUNDED),
        ("győző", Harmony.ROUNDED),
        ("brr", Harmony.FRONT),
    ],
)
def test_vowel_harmony(word: str, harmony: Harmony) -> None:
    assert harmony_of(word) is harmony


def test_the_accusative_is_a_bare_t_only_after_a_vowel_and_a_continuant() -> None:
    assert [reading_of(word).bare_accusative for word in ("pál", "jános", "gergely", "marcell", "örs", "ádám")] == [
        True,
        True,
        True,
        True,
        False,
        False,
    ]


def test_a_name_ending_in_a_long_number_ends_as_its_last_digits() -> None:
    assert hungarian_name("Bot " + "9" * 30).case("ins") == "Bot " + "9" * 30 + "-cel"
    assert hungarian_name("Bot 1" + "0" * 30).case("ins") == "Bot 1" + "0" * 30 + "-val"
    assert hungarian_name("Player 0").case("sub") == "Player 0-ra"
