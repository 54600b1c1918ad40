"""editors/formc.tmLanguage.json tokenised by textmate-grammar-python (a port
of vscode-textmate) against the specs of specs/."""
import json
import logging
import pathlib

import pytest
from textmate_grammar.parsers.base import LanguageParser

ROOT = pathlib.Path(__file__).resolve().parents[2]
GRAMMAR = json.loads((ROOT / "editors" / "formc.tmLanguage.json").read_text(encoding="utf-8"))
SPECS = sorted((ROOT / "specs").glob("*.form"))
logging.getLogger("textmate_grammar").setLevel(logging.ERROR)


def tokens(text):
    """(line, column, text, innermost scope) for every token."""
    element = LanguageParser(GRAMMAR).parse_string(text)
    return [(line, column, content, scopes[-1]) for (line, column), content, scopes in element.flatten()]


def scope_of(text, marker, offset=0, length=None):
    """The innermost scope of the token that starts at `marker` (+ offset)."""
    index = text.index(marker) + offset
    line = text.count("\n", 0, index)
    column = index - (text.rfind("\n", 0, index) + 1)
    for token_line, token_column, content, scope in tokens(text):
        if token_line == line and token_column <= column < token_column + len(content):
            return scope
    return None


def spec(name):
    return (ROOT / "specs" / name).read_text(encoding="utf-8")


def test_grammar_is_found_and_specs_exist():
    assert GRAMMAR["scopeName"] == "source.form"
    assert len(SPECS) >= 5


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.name)
def test_every_spec_tokenises_with_no_illegal_token(path):
    found = tokens(path.read_text(encoding="utf-8"))
    assert found
    assert not [t for t in found if t[3].startswith("invalid")]


def test_keywords():
    text = spec("signup.form")
    assert scope_of(text, "form SignUp") == "keyword.declaration.form.form"
    assert scope_of(text, "SignUp") == "entity.name.type.form"
    assert scope_of(text, "field email") == "keyword.declaration.field.form"
    assert scope_of(text, "email: text") == "variable.other.property.form"
    assert scope_of(text, "text {") == "storage.type.form"
    assert scope_of(text, "label \"Email\"") == "keyword.other.attribute.form"
    assert scope_of(text, "when !(value") == "keyword.control.form"
    assert scope_of(text, "value matches") == "variable.language.form"
    assert scope_of(text, "on blur", 3) == "constant.language.form"
    assert scope_of(spec("amounts.form"), "decimal {") == "storage.type.form"
    assert scope_of(spec("bestellung.form"), "    language \"de\"", 4) == "keyword.other.attribute.form"
    assert scope_of(spec("bestellung.form"), "    language \"de\"", 14).startswith("string")


def test_strings_with_escapes():
    text = spec("phone.form")
    assert scope_of(text, "\"Phone\"", 1) == "string.quoted.double.form"
    escaped = 'form F {\n    field a: text { label "Say \\"hi\\"\\n\\u{1F600}"; format allow("a-z\\\\-") }\n}\n'
    assert scope_of(escaped, '\\"hi') == "constant.character.escape.form"
    assert scope_of(escaped, "\\u{1F600}") == "constant.character.escape.form"
    assert scope_of(escaped, "\\\\-") == "constant.character.escape.form"
    assert scope_of('form F { field a: text { label "bad \\q" } }\n', "\\q") == "invalid.illegal.escape.form"


def test_regex_literals():
    text = spec("signup.form")
    assert scope_of(text, "/[^@") == "punctuation.definition.string.begin.regexp.form"
    assert scope_of(text, "[^@\\s]+@", 1) == "string.regexp.form"
    assert scope_of(text, "\\s]+@") == "constant.character.escape.regexp.form"


def test_comments_and_doc_comments():
    text = spec("phone.form")
    assert scope_of(text, "/// Sign-in") == "comment.line.documentation.form"
    plain = "// not documentation\n/* a\nblock */\nform F { field a: text { label \"A\" } }\n"
    assert scope_of(plain, "// not") == "comment.line.double-slash.form"
    assert scope_of(plain, "a\nblock") == "comment.block.form"
    assert scope_of("//// four slashes\n", "////") == "comment.line.double-slash.form"


def test_numbers():
    text = spec("amounts.form")
    assert scope_of(text, "1000...1000", 0) == "constant.numeric.integer.form"
    assert scope_of(text, "scale: 2", 7) == "constant.numeric.integer.form"
    assert scope_of("form F { field a: decimal { default 3.14 } }\n", "3.14") == "constant.numeric.decimal.form"


def test_formatter_names():
    text = spec("phone.form")
    assert scope_of(text, "phoneRU\n") == "entity.name.function.form"
    assert scope_of(text, "phoneRU = mask") == "entity.name.function.form"
    assert scope_of(text, "mask(\"+7") == "support.function.builtin.form"
    amounts = spec("amounts.form")
    assert scope_of(amounts, "decimal(scale") == "support.function.builtin.form"
    assert scope_of(amounts, "scale: 2") == "variable.parameter.label.form"
    assert scope_of(spec("signup.form"), "| lowercase", 2) == "support.function.builtin.form"


def test_vscode_extension_uses_the_grammar():
    folder = ROOT / "editors" / "vscode"
    package = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    grammar = package["contributes"]["grammars"][0]
    assert grammar["scopeName"] == GRAMMAR["scopeName"]
    assert (folder / grammar["path"]).resolve() == (ROOT / "editors" / "formc.tmLanguage.json").resolve()
    assert package["contributes"]["languages"][0]["extensions"] == [".form"]
    json.loads((folder / "language-configuration.json").read_text(encoding="utf-8"))
