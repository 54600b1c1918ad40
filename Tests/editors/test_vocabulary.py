"""The TextMate grammar in editors/ lists exactly the words of the language's
vocabulary tables: Keyword.roles (Sources/FormSyntax/Tokens/Keyword.swift) for
keywords and BuiltinFormatterName (Sources/FormRuntime/Formatters/) for the
built-in formatters. Both tables are read from their Swift source, so adding a
word to a table without the grammar (or the reverse) fails here."""
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
GRAMMAR = json.loads((ROOT / "editors" / "formc.tmLanguage.json").read_text(encoding="utf-8"))
KEYWORD_SWIFT = (ROOT / "Sources" / "FormSyntax" / "Tokens" / "Keyword.swift").read_text(encoding="utf-8")
FORMATTER_SWIFT = (ROOT / "Sources" / "FormRuntime" / "Formatters" / "BuiltinFormatterName.swift").read_text(encoding="utf-8")


def keyword_roles():
    """{word: {role, …}} from the one-word-a-line `roles` switch."""
    body = KEYWORD_SWIFT[KEYWORD_SWIFT.index("public var roles: Roles {"):]
    table = {}
    for word, roles in re.findall(r"^\s*case \.`?(\w+)`?: \[([^\]]*)\]$", body, re.MULTILINE):
        if roles.strip():
            table[word] = {role.strip().lstrip(".") for role in roles.split(",")}
    return table


def words_with(role):
    return {word for word, roles in keyword_roles().items() if role in roles}


def formatter_names():
    body = FORMATTER_SWIFT[FORMATTER_SWIFT.index("enum BuiltinFormatterName"):]
    line = re.search(r"^\s*case (.+)$", body, re.MULTILINE).group(1)
    return {name.strip() for name in line.split(",")}


def grammar_words():
    """{scope: {word, …}} for every `\\b(a|b|…)` word group in the grammar's
    match and begin rules, with the scope that names the group."""
    found = {}

    def add(scope, words):
        found.setdefault(scope, set()).update(words)

    def visit(node):
        if isinstance(node, dict):
            for key in ("match", "begin"):
                regex = node.get(key)
                if not isinstance(regex, str):
                    continue
                groups = list(re.finditer(r"\((\w+(?:\|\w+)*)\)", regex))
                for group in groups:
                    if not regex[: group.start()].endswith("\\b"):
                        continue
                    # The scope of the group: its capture's name, else the rule's.
                    number = regex[: group.start()].count("(") + 1
                    captures = node.get("captures") or node.get("beginCaptures") or {}
                    scope = captures.get(str(number), {}).get("name") or node.get("name") or "?"
                    add(scope, group.group(1).split("|"))
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    visit(GRAMMAR["repository"])
    visit(GRAMMAR.get("patterns", []))
    return found


def test_the_tables_are_read():
    roles = keyword_roles()
    assert {"form", "section", "choice", "contains", "caption"} <= set(roles)
    assert "other" not in roles
    assert {"digits", "mask", "month"} <= formatter_names()


def test_builtin_formatters_are_exactly_the_table():
    assert grammar_words()["support.function.builtin.form"] == formatter_names()


def test_keywords_are_exactly_the_table():
    scopes = grammar_words()
    keywords = set().union(*(words for scope, words in scopes.items() if scope != "support.function.builtin.form"))
    table = set(keyword_roles())
    assert keywords - table == set(), "in the grammar but not in Keyword.roles"
    assert table - keywords == set(), "in Keyword.roles but not in the grammar"


def test_each_kind_of_word_has_its_scope():
    scopes = grammar_words()
    assert scopes["storage.type.form"] == words_with("type")
    assert scopes["keyword.declaration.form"] == words_with("declaration")
    assert scopes["keyword.control.form"] == words_with("control")
    assert scopes["variable.language.form"] == words_with("conditionValue")
    assert words_with("literal") <= scopes["constant.language.boolean.form"]
    only_values = {w for w, r in keyword_roles().items() if r <= {"keyboard", "trigger"}}
    assert scopes["constant.language.form"] == only_values
