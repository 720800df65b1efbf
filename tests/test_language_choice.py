"""Which language the page opens in: `?lang=`, then the saved choice, then the browser."""
from game.i18n import LanguageChoice, choose_language


def test_lang_parameter_beats_saved_choice_and_browser():
    assert choose_language("hu", "de", ["fi"]) == LanguageChoice("hu")


def test_regional_lang_parameter_picks_its_language():
    assert choose_language("de-AT", None, []) == LanguageChoice("de")


def test_unknown_lang_parameter_falls_back_to_english_and_is_reported():
    assert choose_language("xx", "de", ["fi"]) == LanguageChoice("en", unknown_request="xx")
    assert choose_language("deutsch", None, []).unknown_request == "deutsch"
    assert choose_language("", None, []).unknown_request == ""


def test_saved_choice_beats_browser():
    assert choose_language(None, "it", ["fi-FI", "en"]) == LanguageChoice("it")


def test_first_visit_takes_the_first_supported_browser_language():
    assert choose_language(None, None, ["fr-FR", "hu-HU", "de"]) == LanguageChoice("hu")


def test_first_visit_with_no_supported_browser_language_is_english():
    assert choose_language(None, None, ["fr", "ja"]) == LanguageChoice("en")


def test_corrupt_saved_language_is_ignored_and_reported():
    assert choose_language(None, "klingon", ["de"]) == LanguageChoice("de", corrupt_saved=True)


def test_the_language_menu_names_each_language_as_its_catalogue_does():
    """The menu's names come without the catalogues (a visit fetches only the words it reads)."""
    from game import i18n

    assert set(i18n.NAMES) == set(i18n.LANGUAGES)
    for code in i18n.LANGUAGES:
        assert i18n.load(code).name == i18n.NAMES[code]
