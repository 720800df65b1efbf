"""The game's files as the archive carries them (tools/shipped.py): the same
program on the same lines, without comments and docstrings."""
import ast
import io
import json
import re
import tokenize
from pathlib import Path

from game import i18n
from tools import bundle
from tools.shipped import catalogue, lone_strings, python, shipped

GAME = Path(__file__).resolve().parent.parent / "game"


def statements(tree) -> list:
    return [(type(node).__name__, node.lineno) for node in ast.walk(tree) if isinstance(node, ast.stmt)]


def without_notes(tree):
    for node in lone_strings(tree):
        node.value.value = ""
    return ast.dump(tree)


def test_every_game_module_is_the_same_program_with_every_statement_on_its_line():
    for path in GAME.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        shipped = python(source)
        assert shipped.count("\n") == source.count("\n"), path
        original, cut = ast.parse(source), ast.parse(shipped)
        assert statements(cut) == statements(original), path
        assert without_notes(cut) == without_notes(original), path
        tokens = tokenize.generate_tokens(io.StringIO(shipped).readline)
        assert not [token for token in tokens if token.type == tokenize.COMMENT], path


def test_comments_go_and_hashes_inside_strings_stay():
    assert python('x = "# kept"  # cut\ny = f"{x}#"\n') == 'x = "# kept"\ny = f"{x}#"\n'


def test_a_docstring_after_other_text_on_its_line_is_cut_at_the_right_column():
    source = 'é = "ü"; """a note\nover two lines"""\nz = 1\n'
    assert python(source) == 'é = "ü"; ""\n\nz = 1\n'


def test_a_body_of_only_a_docstring_stays_a_body():
    shipped = python('class Refused(Exception):\n    """Why.\n\n    More."""\n\n\nx = Refused\n')
    compile(shipped, "<shipped>", "exec")
    assert shipped.splitlines()[1] == '\t""'


def test_catalogues_lose_their_layout_and_nothing_else():
    for path in GAME.rglob("*.json"):
        text = path.read_text(encoding="utf-8")
        assert json.loads(catalogue(text)) == json.loads(text)
        assert len(catalogue(text)) <= len(text)


def test_a_translation_ships_as_its_words_in_englishs_order_and_loads_as_written(tmp_path, monkeypatch):
    for code in i18n.LANGUAGES:
        name = f"game/i18n/{code}.json"
        source = (GAME / "i18n" / f"{code}.json").read_text(encoding="utf-8")
        carried = shipped(name, source.encode()).decode()
        (tmp_path / f"{code}.json").write_text(carried, encoding="utf-8")
        assert isinstance(json.loads(carried), dict if code == "en" else list), code
    monkeypatch.setattr(i18n, "_FOLDER", tmp_path)
    monkeypatch.setattr(i18n, "_loaded", {})
    for code in i18n.LANGUAGES:
        assert i18n.load(code).data == json.loads((GAME / "i18n" / f"{code}.json").read_text(encoding="utf-8"))
    assert catalogue('{"a": "x", "b": {"c": ["y", "z"]}}', english='{"a": "", "b": {"c": []}}') == '["x",["y","z"]]'


def test_a_shipped_translation_loads_after_later_words_were_merged_into_english(tmp_path, monkeypatch):
    """The friends' words come after English is loaded; a language first read after that still
    takes its words in the order of English's own keys."""
    for code in ("en", "zh"):
        source = (GAME / "i18n" / f"{code}.json").read_text(encoding="utf-8")
        (tmp_path / f"{code}.json").write_text(shipped(f"game/i18n/{code}.json", source.encode()).decode(),
                                               encoding="utf-8")
    monkeypatch.setattr(i18n, "_FOLDER", tmp_path)
    monkeypatch.setattr(i18n, "_loaded", {})
    monkeypatch.setattr(i18n, "_later", [])
    i18n.load("en")
    i18n.add_words(GAME / "ui" / "friends" / "words")
    chinese = i18n.load("zh")
    expected = json.loads((GAME / "i18n" / "zh.json").read_text(encoding="utf-8"))
    expected["friends"].update(json.loads((GAME / "ui" / "friends" / "words" / "zh.json").read_text(
        encoding="utf-8"))["friends"])
    assert chinese.data == expected
    assert chinese.text("friends.rematch") == expected["friends"]["rematch"]


def test_a_translation_shaped_unlike_english_ships_whole():
    assert catalogue('{"b": "x", "a": "y"}', english='{"a": "", "b": ""}') == '{"b":"x","a":"y"}'
    assert catalogue('{"a": "x"}', english='{"a": "", "b": ""}') == '{"a":"x"}'


def test_indentation_ships_as_tabs_and_a_string_keeps_its_spaces():
    shipped = python('def f():\n    if True:\n        return """a\n    b"""\n')
    assert shipped == 'def f():\n\tif True:\n\t\treturn """a\n    b"""\n'



def test_the_style_sheet_ships_without_its_comments_and_every_rule_on_its_line():
    source = bundle.STYLE_SOURCE.read_text(encoding="utf-8")
    shipped = bundle.style_bytes().decode("utf-8")
    assert "/*" not in shipped and shipped.count("\n") == source.count("\n")
    assert re.sub(r"\s+", "", shipped) == re.sub(r"\s+", "", re.sub(r"/\*.*?\*/", "", source, flags=re.S))
