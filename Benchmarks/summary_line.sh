# Prints the summary line that Benchmarks/run.sh collects, for the shell
# benchmarks (the Swift ones use BenchmarkSupport's SummaryLine, same format):
#
#   ratio<TAB>measure<TAB>formc<TAB>peer<TAB>ratio<TAB>goal<TAB>met|missed|skipped
#
# Source it, then:
#   summary_line MEASURE FORMC PEER RATIO ge|le BOUND   # ratio held to ≥ or ≤ BOUND
#   summary_skipped MEASURE FORMC PEER GOAL             # no ratio: the peer was not run
#   group NUMBER                                        # 40000.4 -> 40,000

summary_line() {
    LC_ALL=C awk -v measure="$1" -v formc="$2" -v peer="$3" -v ratio="$4" -v op="$5" -v bound="$6" 'BEGIN {
        digits = ratio >= 100 ? 0 : ratio >= 10 ? 1 : ratio >= 1 ? 2 : 3
        if (op == "ge") { met = ratio >= bound; sign = "≥" } else if (op == "le") { met = ratio <= bound; sign = "≤" } else { exit 2 }
        printf "ratio\t%s\t%s\t%s\t%.*f×\t%s %g×\t%s\n", measure, formc, peer, digits, ratio, sign, bound, met ? "met" : "missed"
    }'
}

summary_skipped() {
    printf 'ratio\t%s\t%s\t%s\t—\t%s\tskipped\n' "$1" "$2" "$3" "$4"
}

group() {
    LC_ALL=C awk -v value="$1" 'BEGIN {
        text = sprintf("%.0f", value); out = ""
        sign = ""; if (substr(text, 1, 1) == "-") { sign = "-"; text = substr(text, 2) }
        while (length(text) > 3) { out = "," substr(text, length(text) - 2) out; text = substr(text, 1, length(text) - 3) }
        print sign text out
    }'
}
