#!/usr/bin/env bash
# Writes Spec/wide.form: the 200-field form of Benchmarks/SessionBenchmark.
# Its first field is the phone field of specs/phone.form (the field typed
# into); the other 199 repeat four kinds of field (text with a blur check,
# optional int with a change check, a choice, a text shown when the choice
# is picked), so every keystroke has a whole form of conditions around it.
#   bash Benchmarks/SessionModel/make_spec.sh
set -euo pipefail
cd "$(dirname "$0")"
{
    echo "/// The 200-field form of Benchmarks/SessionBenchmark (written by make_spec.sh)."
    echo "form Wide {"
    echo "    title \"Wide\""
    echo "    locale \"ru_RU\""
    echo "    language \"en\""
    echo
    echo "    field phone: text {"
    echo "        label \"Phone\""
    echo "        format phoneRU"
    echo "        required \"Enter your phone number\""
    echo "        error \"Enter all ten digits\" when length < 16 on blur"
    echo "    }"
    for i in $(seq 1 199); do
        echo
        case $((i % 4)) in
            1) echo "    field name$i: text {"
               echo "        label \"Name $i\""
               echo "        format trim | limit(40)"
               echo "        error \"Use at least 2 characters\" when length < 2 on blur"
               echo "    }" ;;
            2) echo "    field count$i: int? {"
               echo "        label \"Count $i\""
               echo "        error \"Enter at most 1000\" when value > 1000"
               echo "    }" ;;
            3) echo "    field kind$i: choice {"
               echo "        label \"Kind $i\""
               echo "        option plain \"Plain\""
               echo "        option other \"Other\""
               echo "    }" ;;
            0) echo "    field detail$i: text? {"
               echo "        label \"Detail $i\""
               echo "        visible when kind$((i - 1)) == .other"
               echo "        required \"Describe it\" when kind$((i - 1)) == .other"
               echo "    }" ;;
        esac
    done
    echo "}"
    echo
    echo "/// Russian mobile numbers: +7 and ten digits."
    echo "formatter phoneRU = mask(\"+7-###-###-##-##\")"
} >Spec/wide.form
