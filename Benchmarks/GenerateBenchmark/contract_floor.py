#!/usr/bin/env python3
"""Cuts a file formc generated down to the least that LANGUAGE.md §11/§15 require.

Keeps, per form, the public struct with one stored `public var` per field, the
memberwise `init` whose every parameter has the field's default, and the
`Field: String, CaseIterable, Sendable` enum with one case per field; drops
`validate`, `isEnabled`/`isVisible`, `schema`, the `FormValues` bridge, the
conformances (`Equatable`, `Codable`, `GeneratedForm`), the derived-initializer
replacement and the private helper types. Compiling the result measures the
floor no generator of that API can go below: see docs/PERFORMANCE.md,
"Compile time of generated code".

usage: contract_floor.py GENERATED.swift OUT.swift
"""
import re
import sys

source, out = sys.argv[1], sys.argv[2]
lines = open(source, encoding="utf-8").read().split("\n")
kept = ["import Foundation", ""]
index = 0
while index < len(lines):
    line = lines[index]
    struct = re.match(r"public struct (\w+):", line)
    if not struct:
        index += 1
        continue
    kept.append(f"public struct {struct.group(1)}: Sendable {{")
    index += 1
    cases = []
    while lines[index] != "}":
        member = lines[index]
        stored = re.match(r"    public var (\w+|`\w+`): [^{]+$", member)
        if stored:
            kept.append(member)
            cases.append(stored.group(1))
        elif member.startswith("    public init(") and member.endswith("("):
            while True:  # the memberwise init, up to its closing brace
                kept.append(lines[index])
                if lines[index] == "    }":
                    break
                index += 1
        index += 1
    kept.append("    public enum Field: String, CaseIterable, Sendable {")
    kept.extend(f"        case {name}" for name in cases)
    kept.append("    }")
    kept.append("}")
    kept.append("")
    index += 1
open(out, "w", encoding="utf-8").write("\n".join(kept))
