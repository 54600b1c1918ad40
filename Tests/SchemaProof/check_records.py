"""The JSON Schema proof of `formc export --json-schema` (docs/EXPORT.md).

    python3 Tests/SchemaProof/check_records.py SCHEMAS_DIR RECORDS.jsonl [RECORDS.jsonl…]

SCHEMAS_DIR holds the exported `*.schema.json`; each RECORDS file is what
`SchemaProofRecords` wrote: JSON records for every form of specs/, each
judged by the form's generated Swift model (`accepted`: it decodes and
validate(on: .submit) raises nothing). A real validator, Python's
`jsonschema` (draft 2020-12, the "date" format asserted), checks every record
against its form's schema, with `pattern` read as ECMA-262 as JSON Schema
says (by `regress`, an ECMA-262 engine; Python's `re` differs, for one in
`$` and `\\p{…}`), numbers read as exact decimals, and "integer" as JSON
Schema defines it (a number with no fraction: 1.0 is one).

It fails when a record the model accepts is refused by the schema, which is
the same as a record the schema refuses being accepted by the model: the
schema may say less than the model (what it cannot say is listed under
x-formc), never more. It also fails when a schema is not valid 2020-12, when
a pattern is not valid ECMA-262, or when a form has no record the model
accepts or none the schema refuses (the proof would prove nothing).
Records the schema accepts but the model refuses are counted per reason.
"""
import collections
import decimal
import json
import numbers
import pathlib
import sys

import jsonschema
import regress
from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError

decimal.getcontext().prec = 200
patterns = {}


def compiled(pattern):
    if pattern not in patterns:
        patterns[pattern] = regress.Regex(pattern, "u")
    return patterns[pattern]


def ecma_pattern(validator, pattern, instance, schema):
    if validator.is_type(instance, "string") and compiled(pattern).find(instance) is None:
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def is_integer(checker, instance):
    if isinstance(instance, bool) or not isinstance(instance, numbers.Number):
        return False
    if isinstance(instance, int):
        return True
    return decimal.Decimal(instance) == decimal.Decimal(instance).to_integral_value()


Validator = validators.extend(
    Draft202012Validator,
    validators={"pattern": ecma_pattern},
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", is_integer),
)


def ecma_regex_format(instance):
    if isinstance(instance, str):
        compiled(instance)
    return True


# The meta-schema's "format": "regex" read as ECMA-262 too.
META_FORMATS = jsonschema.FormatChecker()
META_FORMATS.checks("regex", raises=Exception)(ecma_regex_format)


def load(text):
    return json.loads(text, parse_float=decimal.Decimal)


def every_pattern(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "pattern" and isinstance(value, str):
                yield value
            elif key != "x-formc":
                yield from every_pattern(value)
    elif isinstance(node, list):
        for value in node:
            yield from every_pattern(value)


def main(schema_dir, record_files):
    problems = []
    schemas = {}
    for path in sorted(pathlib.Path(schema_dir).glob("*.schema.json")):
        schema = load(path.read_text(encoding="utf-8"))
        for error in Validator(Validator.META_SCHEMA, format_checker=META_FORMATS).iter_errors(schema):
            problems.append(f"{path.name}: not a valid 2020-12 schema: {error.message}")
        for pattern in every_pattern(schema):
            try:
                compiled(pattern)
            except Exception as error:  # regress raises its own error type
                problems.append(f"{path.name}: pattern {pattern!r} is not ECMA-262: {error}")
        schemas[path.name] = Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    if not schemas:
        problems.append(f"no *.schema.json in {schema_dir}")

    counts = collections.defaultdict(collections.Counter)
    gap = collections.defaultdict(collections.Counter)
    passed = failed = 0
    for record_file in record_files:
        for number, line in enumerate(pathlib.Path(record_file).read_text(encoding="utf-8").split("\n"), 1):
            if not line:
                continue
            entry = json.loads(line)
            validator = schemas.get(entry["schema"])
            if validator is None:
                problems.append(f"{record_file}:{number}: no schema {entry['schema']}")
                failed += 1
                continue
            errors = list(validator.iter_errors(load(entry["json"])))
            tally = counts[entry["schema"]]
            tally["records"] += 1
            tally["model accepts"] += entry["accepted"]
            tally["schema refuses"] += bool(errors)
            if entry["accepted"] and errors:
                failed += 1
                first = errors[0]
                where = "/".join(str(part) for part in first.absolute_path) or "(record)"
                problems.append(f"{record_file}:{number}: {entry['schema']}: the model accepts {entry['json']} "
                                f"but the schema refuses it at {where}: {first.message}")
            else:
                passed += 1
                if not entry["accepted"] and not errors:
                    reason = entry["why"].split(";")[0]
                    gap[entry["schema"]][reason.split(": ", 1)[-1] if not reason.startswith("does not decode") else "does not decode"] += 1

    print(f"{'schema':<26}{'records':>9}{'model accepts':>15}{'schema refuses':>16}{'gap':>6}")
    for name in sorted(counts):
        tally = counts[name]
        print(f"{name:<26}{tally['records']:>9}{tally['model accepts']:>15}{tally['schema refuses']:>16}{sum(gap[name].values()):>6}")
        if tally["model accepts"] == 0:
            problems.append(f"{name}: no record the model accepts: the proof proves nothing for it")
        if tally["schema refuses"] == 0:
            problems.append(f"{name}: no record the schema refuses: the proof proves nothing for it")
    for name in sorted(set(schemas) - set(counts)):
        problems.append(f"{name}: no record at all")
    print("\nRecords the schema accepts and the model refuses (what the schema does not say), by the model's first message:")
    for name in sorted(gap):
        for reason, count in gap[name].most_common(6):
            print(f"  {name}: {count} × {reason}")
    for problem in problems[:40]:
        print("FAIL:", problem)
    if len(problems) > 40:
        print(f"FAIL: … and {len(problems) - 40} more")
    print(f"{passed} passed, {failed + (len(problems) - failed if problems else 0)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2:]))
