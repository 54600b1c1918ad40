#!/usr/bin/env python3
"""Generates formc's embedded CLDR locale table.

Reads the curated locale list (Scripts/locales/locales.txt) and the minimum
grouping digits derived from ICU (Scripts/locales/minimum_grouping_digits.tsv),
takes every other value from the CLDR data packaged in PyPI's babel, and writes
Sources/FormRuntime/Locale/CLDRLocaleTable.swift (the rows and likely locales,
in FormRuntime, because generated code resolves the user's locale against them
at run time) and Sources/FormChecker/Locales/CLDRCompilerTable.swift (the CLDR
version and the language and territory aliases, which only the compiler reads).

For each locale the table holds the symbols of the Latin-digit numbering
system (`latn`), whatever the locale's default numbering system is: decimal
separator, grouping separator and minus sign (bidi marks U+200E, U+200F and
U+061C removed), and the primary and secondary group sizes of the locale's
decimal pattern (`#,##,##0.###` gives 3 and 2). For dates (LANGUAGE.md
§14) it holds the numeric date pattern derived from the locale's Gregorian
short date format (CLDR `dates/calendars/gregorian/dateFormats/short`, babel's
`Locale.date_formats['short']`); see `date_input_pattern`.

The output is deterministic: rows and dictionaries are sorted, and nothing
depends on the time, the machine or the environment beyond the babel data and
the two input files.

Usage (from the repository root):
    pip install babel==2.18.0
    python3 Scripts/locales/generate_locale_table.py
Options: --check  exit 1 if a committed Swift file differs from the output.
"""

from __future__ import annotations

import argparse
import os
import sys

try:
    import babel
    from babel import Locale
    from babel.core import get_global
    from babel import localedata
except ImportError:  # pragma: no cover - only without babel installed
    sys.exit("error: babel is not installed; run `pip install babel==2.18.0`")

EXPECTED_BABEL = "2.18."
SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.normpath(os.path.join(SCRIPT_DIR, "..", ".."))
LOCALES_FILE = os.path.join(SCRIPT_DIR, "locales.txt")
MIN_GROUPING_FILE = os.path.join(SCRIPT_DIR, "minimum_grouping_digits.tsv")
OUTPUT_FILE = os.path.join(REPO_ROOT, "Sources", "FormRuntime", "Locale", "CLDRLocaleTable.swift")
COMPILER_OUTPUT_FILE = os.path.join(REPO_ROOT, "Sources", "FormChecker", "Locales", "CLDRCompilerTable.swift")

BIDI_MARKS = {"\u200e", "\u200f", "\u061c"}
# Separates the fields of a row; see Sources/FormRuntime/Locale/CLDRLocaleRow.swift.
FIELD_SEPARATOR = "|"


def read_locales(path: str) -> list[str]:
    """The identifiers of the locale list, without comments or blank lines."""
    with open(path, encoding="utf-8") as handle:
        lines = [line.strip() for line in handle]
    identifiers = [line for line in lines if line and not line.startswith("#")]
    duplicates = sorted({i for i in identifiers if identifiers.count(i) > 1})
    if duplicates:
        sys.exit(f"error: duplicate locales in {path}: {', '.join(duplicates)}")
    return identifiers


def read_minimum_grouping(path: str) -> dict[str, int]:
    """Locale identifier to minimum grouping digits, from the ICU-derived TSV."""
    values: dict[str, int] = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 2 or not parts[1].isdigit():
                sys.exit(f"error: {path}:{number}: expected `locale<TAB>digits`")
            values[parts[0]] = int(parts[1])
    return values


def strip_bidi(text: str) -> str:
    return "".join(ch for ch in text if ch not in BIDI_MARKS)


def group_sizes(pattern: str) -> tuple[int, int]:
    """Primary and secondary group sizes of a CLDR decimal pattern."""
    positive = pattern.split(";")[0]
    integer = positive.split(".")[0]
    integer = "".join(ch for ch in integer if ch in "#0,")
    groups = integer.split(",")
    if len(groups) < 2:
        sys.exit(f"error: decimal pattern {pattern!r} has no grouping")
    primary = len(groups[-1])
    secondary = len(groups[-2]) if len(groups) >= 3 else primary
    return primary, secondary


DATE_FIELDS = {"d": "DD", "M": "MM", "y": "YYYY"}


def date_input_pattern(identifier: str, pattern: str) -> str:
    """The date input pattern of a CLDR short date pattern.

    The pattern is split into fields (runs of one letter) and literals
    (quoted text `'…'` unquoted, `''` a quote). The order of the day (`d`),
    month (`M`) and year (`y`) fields is their order in the pattern; each is
    written with two digits for day and month and four for the year,
    whatever width CLDR gives (`M/d/yy` gives `MM/DD/YYYY`). The separators
    are the literal text between the first and second and between the second
    and third field, bidi marks removed (`d\u200f/M\u200f/y` gives
    `DD/MM/YYYY`); literal text before the first or after the last field is
    dropped (`y. MM. dd.` gives `YYYY. MM. DD`, `d.MM.yy 'г'.` gives
    `DD.MM.YYYY`).
    """
    tokens: list[tuple[str, str]] = []  # ("field", letter) or ("literal", text)
    index = 0
    while index < len(pattern):
        ch = pattern[index]
        if ch == "'":
            end = index + 1
            text = ""
            while end < len(pattern):
                if pattern[end] == "'":
                    if end + 1 < len(pattern) and pattern[end + 1] == "'":
                        text += "'"
                        end += 2
                        continue
                    break
                text += pattern[end]
                end += 1
            tokens.append(("literal", text if end > index + 1 else "'"))
            index = end + 1
        elif ch.isalpha():
            end = index
            while end < len(pattern) and pattern[end] == ch:
                end += 1
            tokens.append(("field", ch))
            index = end
        else:
            tokens.append(("literal", ch))
            index += 1
    fields = [i for i, (kind, _) in enumerate(tokens) if kind == "field"]
    letters = [tokens[i][1] for i in fields]
    if sorted(letters) != ["M", "d", "y"]:
        sys.exit(f"error: {identifier}: short date pattern {pattern!r} is not day, month and year once each")
    parts = []
    for position, token_index in enumerate(fields):
        parts.append(DATE_FIELDS[tokens[token_index][1]])
        if position + 1 < len(fields):
            between = "".join(text for kind, text in tokens[token_index + 1:fields[position + 1]])
            between = strip_bidi(between)
            if not between or any(ch.isalnum() for ch in between):
                sys.exit(f"error: {identifier}: short date pattern {pattern!r} has no usable separator")
            parts.append(between)
    return "".join(parts)


def swift_string(text: str) -> str:
    """A Swift string literal; every non-ASCII or control scalar is a \\u{} escape."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        else:
            out.append("\\u{%04X}" % code)
    return '"' + "".join(out) + '"'


def split_identifier(identifier: str) -> tuple[str, str | None, str]:
    parts = identifier.split("_")
    if len(parts) == 2:
        return parts[0], None, parts[1]
    if len(parts) == 3:
        return parts[0], parts[1], parts[2]
    sys.exit(f"error: {identifier!r} is not language[_Script]_REGION")


def build_rows(identifiers: list[str], minimum_grouping: dict[str, int]) -> list[tuple]:
    rows = []
    for identifier in sorted(identifiers):
        if not localedata.exists(identifier):
            sys.exit(f"error: babel has no data for {identifier}")
        if identifier not in minimum_grouping:
            sys.exit(f"error: {identifier} is missing from {MIN_GROUPING_FILE}; regenerate it")
        locale = Locale.parse(identifier)
        symbols = locale.number_symbols["latn"]
        decimal = strip_bidi(symbols["decimal"])
        group = strip_bidi(symbols["group"])
        minus = strip_bidi(symbols["minusSign"])
        # babel keeps only the patterns of the `latn` numbering system.
        pattern = locale.decimal_formats[None]
        primary, secondary = group_sizes(pattern.pattern)
        if (primary, secondary) != tuple(pattern.grouping):
            sys.exit(f"error: {identifier}: parsed sizes {(primary, secondary)} but babel says {pattern.grouping}")
        if not decimal or not group or not minus or decimal == group:
            sys.exit(f"error: {identifier}: unusable symbols {decimal!r} {group!r} {minus!r}")
        date = date_input_pattern(identifier, locale.date_formats["short"].pattern)
        rows.append((identifier, decimal, group, primary, secondary, minimum_grouping[identifier], minus, date))
    extra = sorted(set(minimum_grouping) - set(identifiers))
    if extra:
        sys.exit(f"error: {MIN_GROUPING_FILE} lists locales not in locales.txt: {', '.join(extra)}")
    return rows


def likely_locales(identifiers: list[str]) -> dict[str, str]:
    """The table locale CLDR finds most likely for each language of the table
    (`fr` -> `fr_FR`) and each language and script (`zh_Hant` -> `zh_Hant_TW`)."""
    likely = get_global("likely_subtags")
    groups: dict[str, list[str]] = {}
    for identifier in sorted(identifiers):
        language, script, _ = split_identifier(identifier)
        groups.setdefault(language, []).append(identifier)
        if script:
            groups.setdefault(f"{language}_{script}", []).append(identifier)
    result = {}
    for key, candidates in sorted(groups.items()):
        # CLDR lacks some language_Script keys (`sr_Latn`); then the region
        # the language alone is likely in (`sr` -> RS) is used with the script.
        language, _, key_script = key.partition("_")
        expanded = likely.get(key) or likely.get(language, "")
        choice = None
        if expanded.count("_") == 2:
            _, script, region = split_identifier(expanded)
            script = key_script or script
            for candidate in candidates:
                _, c_script, c_region = split_identifier(candidate)
                if c_region == region and (c_script is None or c_script == script):
                    choice = candidate
                    break
        result[key] = choice or candidates[0]
    return result


def aliases(identifiers: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    """CLDR language and territory aliases whose replacement the table has."""
    languages = {split_identifier(i)[0] for i in identifiers}
    regions = {split_identifier(i)[2] for i in identifiers}
    language_aliases = {}
    for old, new in get_global("language_aliases").items():
        if not new or "_" in old or not old.isalpha() or old in languages:
            continue
        # Keep replacements that are a language, or a language and a script
        # (`sh` -> `sr_Latn`); those naming a region too are left out.
        parts = new.split("_")
        if parts[0] in languages and (len(parts) == 1 or (len(parts) == 2 and len(parts[1]) == 4)):
            language_aliases[old] = new
    territory_aliases = {}
    for old, new in get_global("territory_aliases").items():
        if len(old) != 2 or not old.isalpha() or old in regions or not new:
            continue
        if new[0] in regions:
            territory_aliases[old] = new[0]
    return language_aliases, territory_aliases


def language_names() -> dict[str, str]:
    """Every language code CLDR names in English (`de` -> `German`), without
    regional variants (`en_GB`): what `language "…"` in a spec may name
    (LANGUAGE.md §21), and the names behind `unknown-language` suggestions."""
    names = {}
    for code, name in Locale("en").languages.items():
        if "_" in code or not (code.isascii() and code.isalpha() and code.islower()) or not 2 <= len(code) <= 3:
            continue
        if FIELD_SEPARATOR in name:
            sys.exit(f"error: the English name of {code} contains the row separator {FIELD_SEPARATOR!r}")
        names[code] = name
    return names


def swift_dictionary(name: str, doc: str, values: dict[str, str]) -> list[str]:
    lines = [f"    /// {doc}", f"    package static let {name}: [String: String] = ["]
    for key in sorted(values):
        lines.append(f"        {swift_string(key)}: {swift_string(values[key])},")
    lines.append("    ]")
    return lines


HEADER = [
    "// GENERATED FILE, DO NOT EDIT.",
    "// Generated by `python3 Scripts/locales/generate_locale_table.py` (see docs/LOCALES.md)",
]


def render(rows: list[tuple], likely: dict[str, str], cldr_version: str) -> str:
    """The run-time table in FormRuntime: rows and likely locales."""
    lines = HEADER + [
        f"// from CLDR {cldr_version} as packaged in PyPI's babel {babel.__version__} (symbols and group",
        "// sizes of the `latn` numbering system, bidi marks removed; the date input pattern",
        "// from the Gregorian short date format, dateFormats/short) and",
        "// Scripts/locales/minimum_grouping_digits.tsv (minimum grouping digits, from ICU",
        "// through Foundation, since babel lacks them).",
        "",
        "/// formc's embedded CLDR number and date rules, as compact rows decoded once by `EmbeddedLocaleTable`.",
        "package enum CLDRLocaleTable {",
        f"    /// The {len(rows)} locales, sorted by identifier, one `CLDRLocaleRow` each:",
        "    /// identifier|decimal|grouping|primary size|secondary size|minimum grouping digits|minus|date pattern.",
        "    package static let rows: [String] = [",
    ]
    for row in rows:
        fields = [str(field) for field in row]
        if any(FIELD_SEPARATOR in field for field in fields):
            sys.exit(f"error: {row[0]}: a symbol contains the row separator {FIELD_SEPARATOR!r}")
        lines.append(f"        {swift_string(FIELD_SEPARATOR.join(fields))},")
    lines.append("    ]")
    lines.append("")
    lines += swift_dictionary(
        "likelyLocales",
        "The most likely locale of each language and language_Script of the table (CLDR likely subtags).",
        likely,
    )
    lines.append("}")
    return "\n".join(lines) + "\n"


def render_compiler_table(language_aliases: dict[str, str], territory_aliases: dict[str, str],
                          languages: dict[str, str], cldr_version: str) -> str:
    """The compiler-only part in FormChecker: the CLDR version and the aliases
    behind `unknown-locale` suggestions, which generated code never reads."""
    lines = HEADER + [
        f"// from CLDR {cldr_version} as packaged in PyPI's babel {babel.__version__}.",
        "",
        "/// The compiler's part of the CLDR data: what the checker and the language server read",
        "/// and the run-time table (FormRuntime's `CLDRLocaleTable`) leaves out.",
        "package enum CLDRCompilerTable {",
        "    /// The CLDR release the tables come from.",
        f"    package static let cldrVersion = {swift_string(cldr_version)}",
        "",
    ]
    lines += swift_dictionary(
        "languageAliases",
        "Deprecated language codes (CLDR aliases) whose replacement the table has, such as `iw`.",
        language_aliases,
    )
    lines.append("")
    lines += swift_dictionary(
        "territoryAliases",
        "Deprecated region codes (CLDR aliases) whose replacement the table has, such as `UK`.",
        territory_aliases,
    )
    lines += [
        "",
        f"    /// The {len(languages)} language codes CLDR names, sorted, each with its English name:",
        "    /// `code|name` (what `language \"…\"` may name, LANGUAGE.md §21).",
        "    package static let languageNames: [String] = [",
    ]
    for code in sorted(languages):
        lines.append(f"        {swift_string(code + FIELD_SEPARATOR + languages[code])},")
    lines.append("    ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def check_or_write(path: str, text: str, check: bool, summary: str) -> bool:
    """Compares `text` with the file at `path` (with `check`) or writes it; false when out of date."""
    if check:
        try:
            with open(path, encoding="utf-8") as handle:
                current = handle.read()
        except FileNotFoundError:
            current = ""
        if current != text:
            print(f"{path} is out of date; run {os.path.relpath(__file__, REPO_ROOT)}", file=sys.stderr)
            return False
        print(f"{path} is up to date ({summary})")
        return True
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"wrote {summary} to {os.path.relpath(path, REPO_ROOT)}")
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    parser.add_argument("--output", default=OUTPUT_FILE, help="where to write the run-time Swift table")
    parser.add_argument("--compiler-output", default=COMPILER_OUTPUT_FILE,
                        help="where to write the compiler's Swift table (aliases, CLDR version)")
    args = parser.parse_args()

    if not babel.__version__.startswith(EXPECTED_BABEL):
        print(f"warning: babel {babel.__version__} is not {EXPECTED_BABEL}x; the table pins CLDR 47",
              file=sys.stderr)
    identifiers = read_locales(LOCALES_FILE)
    rows = build_rows(identifiers, read_minimum_grouping(MIN_GROUPING_FILE))
    language_aliases, territory_aliases = aliases(identifiers)
    cldr_version = get_global("cldr")["version"]
    runtime_ok = check_or_write(args.output, render(rows, likely_locales(identifiers), cldr_version),
                                args.check, f"{len(rows)} locales")
    compiler_ok = check_or_write(args.compiler_output,
                                 render_compiler_table(language_aliases, territory_aliases, language_names(), cldr_version),
                                 args.check, f"{len(language_aliases) + len(territory_aliases)} aliases")
    return 0 if runtime_ok and compiler_ok else 1


if __name__ == "__main__":
    sys.exit(main())
