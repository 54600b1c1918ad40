#!/usr/bin/env python3
"""Writes equivalent .form and .proto corpora for the generate benchmark.

Each form (message) has the same fields in both: text (string), int (int64),
decimal (double) and bool, cycling. Forms also carry what formc generates
from (labels, a formatter chain, a required message, a condition), since that
is what a real spec has.

usage: make_corpus.py OUT_DIR FIELDS [FIELDS_PER_FORM] [FORMS_PER_FILE]
"""
import os
import sys

out, total = sys.argv[1], int(sys.argv[2])
per_form = int(sys.argv[3]) if len(sys.argv) > 3 else 10
per_file = int(sys.argv[4]) if len(sys.argv) > 4 else 10
kinds = [("text", "string"), ("int", "int64"), ("decimal", "double"), ("bool", "bool")]

os.makedirs(f"{out}/forms", exist_ok=True)
os.makedirs(f"{out}/protos", exist_ok=True)
forms = total // per_form
for file_index in range((forms + per_file - 1) // per_file):
    form_lines, proto_lines = [], ['syntax = "proto3";', f"package bench{file_index};", ""]
    for form_index in range(file_index * per_file, min(forms, (file_index + 1) * per_file)):
        form_lines.append(f"/// Form {form_index}.")
        form_lines.append(f"form Form{form_index} {{")
        form_lines.append(f'    title "Form {form_index}"')
        proto_lines.append(f"// Form {form_index}.")
        proto_lines.append(f"message Form{form_index} {{")
        for field in range(per_form):
            kind, proto_kind = kinds[field % 4]
            name = f"field{field}"
            form_lines.append(f"    field {name}: {kind} {{")
            form_lines.append(f'        label "Field {field}"')
            if kind == "text":
                form_lines.append("        format trim | limit(80)")
                form_lines.append('        required "Fill this in"')
                form_lines.append('        error "Too short" when length < 2 on blur')
            elif kind == "int":
                form_lines.append("        format number(maxDigits: 9)")
                form_lines.append('        error "Too large" when value > 1000')
            elif kind == "decimal":
                form_lines.append("        format decimal(scale: 2)")
            form_lines.append("    }")
            proto_lines.append(f"  // Field {field}.")
            proto_lines.append(f"  {proto_kind} {name} = {field + 1};")
        form_lines.append("}")
        form_lines.append("")
        proto_lines.append("}")
        proto_lines.append("")
    with open(f"{out}/forms/bench{file_index}.form", "w") as f:
        f.write("\n".join(form_lines))
    with open(f"{out}/protos/bench{file_index}.proto", "w") as f:
        f.write("\n".join(proto_lines))
