"""The Player term and the Hungarian number forms in sentences, with each language's catalogue installed."""

from __future__ import annotations

from lehavre_desktop.i18n.forms import Amount, Building, Listed, Number, Player, Sector, francs
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.person_names import Gender

COMPUTER_NAME = "Υπολογιστής (Δυνατός)"


def say(template: str, **terms: object) -> str:
    """A sentence as a translated template is said: formatted with its terms."""
    return template.format(**terms)


def test_greek_sentences(languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    nikos, maria, emma = Player("Νίκος"), Player("Μαρία"), Player("Emma")
    computer = Player(COMPUTER_NAME, computer=True)
    assert (
        say("{player:The} κατασκευάζει {building:acc}.", player=nikos, building=Building("bakehouse"))
        == "Ο Νίκος κατασκευάζει τον Φούρνο."
    )
    assert (
        say("{player:The} πληρώνει {amount:acc} {other:to}.", player=maria, amount=francs(2), other=nikos)
        == "Η Μαρία πληρώνει 2 φράγκα στον Νίκο."
    )
    assert say("{player:voc}, σειρά σου.", player=nikos) == "Νίκο, σειρά σου."
    assert (
        say("{building:The} {owner:gen} επιστρέφει στον τομέα 0.", building=Building("clay_mound"), owner=emma)
        == "Ο Σωρός Πηλού της Emma επιστρέφει στον τομέα 0."
    )
    assert (
        say(
            "{player:The} χρησιμοποιεί {building:acc} {owner:gen}.",
            player=computer,
            building=Building("kiln"),
            owner=maria,
        )
        == "Ο υπολογιστής χρησιμοποιεί το Καμίνι της Μαρίας."
    )
    assert (
        say("{player:The} πληρώνει {amount:acc} {other:to}.", player=emma, amount=francs(1), other=computer)
        == "Η Emma πληρώνει 1 φράγκο στον υπολογιστή."
    )
    assert format(Listed([maria, nikos]), "The") == "Η Μαρία και ο Νίκος"


def test_hungarian_sentences(languages: LanguageManager) -> None:
    languages.set_language("hu", remember=False)
    max_, emma, peter = Player("Max"), Player("Emma"), Player("Péter")
    computer = Player("Számítógép (Erős)", computer=True)
    assert (
        say("{player:The} {amount:acc} fizet {other:dat}.", player=max_, amount=francs(2), other=emma)
        == "Max 2 frankot fizet Emmának."
    )
    assert (
        say("{player:The} {amount:acc} fizet {other:dat}.", player=computer, amount=Amount("francs", 1), other=peter)
        == "A gép 1 frankot fizet Péternek."
    )
    assert say("{player:The} nyert {other:abl}.", player=emma, other=computer) == "Emma nyert a géptől."
    assert say("{player:The} játszik {other:ins}.", player=peter, other=max_) == "Péter játszik Maxszal."
    assert (
        say("Agyag: {start:del} {end:sub} kerül.", start=Number(4), end=Number(2))
        == "Agyag: 4\u2011ről 2\u2011re kerül."
    )
    assert (
        say("{building:The} {sector:art-adj} szektorba kerül.", building=Building("clay_mound"), sector=Sector(0))
        == "Az Agyagdomb a 0\u2011s szektorba kerül."
    )
    # The sector is named by its label, as an adjective: «a 2. szektor» would be the second sector.
    # Its hyphen does not break (U+2011): «a ×2-» at a line's end would read as a slip.
    said = [f"{Sector(age):art-adj} szektorban".replace("\u2011", "-") for age in range(5)]
    assert said == [
        "a 0-s szektorban",
        "a ×2-es szektorban",
        "a ×3-as szektorban",
        "a ×4-es szektorban",
        "a ×4+ szektorban",
    ]
    assert [format(Sector(age), "adj") for age in range(5)] == [
        "0\u2011s",
        "×2\u2011es",
        "×3\u2011as",
        "×4\u2011es",
        "×4+",
    ]
    assert f"A ×{Number(3):adj} szektor" == "A ×3\u2011as szektor"
    assert say("{n:Art-ord} körben {m:art} akció van.", n=Number(5), m=Number(3)) == "Az 5. körben a 3 akció van."
    assert format(Number(1), "art-ins") == "az 1\u2011gyel"  # a number and its ending never part at a line's end


def test_english_says_the_name_in_every_form(languages: LanguageManager) -> None:
    languages.set_language("en", remember=False)
    computer = Player("Computer (Strong)", computer=True)
    for form in Player.FORMS:
        assert format(Player("Max"), form) == "Max"
        assert format(computer, form) == "Computer (Strong)"
        assert format(Player("max"), form.capitalize()) == "max"
    assert [format(Number(6), form) for form in ("sub", "art-sub", "ord", "art-ord-ill", "adj")] == ["6"] * 5
    assert [format(Sector(age), "art-adj") for age in (0, 1, 4)] == ["0", "×2", "×4+"]


def test_the_forms_follow_a_live_switch_of_language(languages: LanguageManager) -> None:
    maria = Player("Μαρία")
    said = []
    for code in ("el", "hu", "en", "el"):
        languages.set_language(code, remember=False)
        said.append(say("{p:gen} / {p:acc} / {n:sub}", p=maria, n=Number(6)))
    assert said == [
        "της Μαρίας / τη Μαρία / 6",
        "Μαρία-nak / Μαρία-t / 6\u2011ra",
        "Μαρία / Μαρία / 6",
        "της Μαρίας / τη Μαρία / 6",
    ]


def test_a_chosen_gender_wins_over_the_guess(languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    assert Player("Alex").gender is Gender.MASCULINE
    assert format(Player("Alex", Gender.FEMININE), "acc") == "την Alex"
    assert format(Player("Ανδρέας", Gender.FEMININE), "gen") == "της Ανδρέας"


def test_the_computer_keeps_its_name_on_a_label(languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    computer = Player(COMPUTER_NAME, computer=True)
    assert (format(computer, ""), str(computer), format(computer, "voc")) == (
        COMPUTER_NAME,
        COMPUTER_NAME,
        "υπολογιστή",
    )
    languages.set_language("hu", remember=False)
    assert [format(Player("Számítógép (Erős)", computer=True), form) for form in ("", "the", "gen", "acc")] == [
        "Számítógép (Erős)",
        "a gép",
        "a gépnek",
        "a gépet",
    ]


def test_a_form_the_language_lacks_gives_the_name(languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    assert [format(Player("Νίκος"), form) for form in ("dat", "sub", "Unknown")] == ["Νίκος"] * 3
    languages.set_language("hu", remember=False)
    assert [format(Player("Max"), form) for form in ("to", "from", "for", "Unknown")] == ["Max"] * 4


def test_a_sentence_start_capitalises_the_words_the_program_adds_not_the_name(languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    assert format(Player("νίκος"), "The") == "Ο νίκος"
    assert format(Player("νίκος"), "Voc") == "νίκο"
    languages.set_language("hu", remember=False)
    assert format(Player("éva"), "Dat") == "évának"
