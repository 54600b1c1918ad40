import FormChecker
import FormDiagnostics
import FormRuntime
import Testing

/// The checker on LANGUAGE.md §14: types, patterns, literals, functions and
/// defaults, with the exact ranges of the diagnostics.
@Suite struct DateCheckerTests {
    /// The one diagnostic of `body` in a form, as `id line:column-column`.
    static func only(_ body: String) -> String {
        let outcome = Harness.run(Harness.form(body))
        guard outcome.diagnostics.count == 1, let diagnostic = outcome.diagnostics.first else { return "\(outcome.all)" }
        let range = diagnostic.range
        return "\(diagnostic.id.rawValue) \(range.start.line):\(range.start.column)-\(range.end.column)"
    }

    @Test func datesAndMonthsCheckCleanly() {
        let outcome = Harness.run(Harness.form("""
            field born: date {
                label "Born"
                format date("DD.MM.YYYY")
                default "2000-02-29"
                error "Too young" when years(value, today) < 18
                error "Too old" when value < date(1900, 1, 1) on blur
            }
            field expiry: month? {
                label "Expiry"
                format month("MM/YYYY")
                error "Expired" when value < thisMonth
                error "Far" when months(thisMonth, value) > 120 || years(value, month(2040, 1)) > 0
            }
            list trips: date {
                label "Trips"
                error "Past" when days(today, value) < 0
            }
            field card: text {
                label "Card"
                error "Check" when !luhn(value) || !iban(value)
            }
            """))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.all)")
        let fields = outcome.model.forms.first?.fields ?? []
        #expect(fields.first?.defaultValue == .date(FormDate(checkedYear: 2000, month: 2, day: 29)))
        #expect(fields.first?.formatters == [.date(DatePattern.parseOrFallback("DD.MM.YYYY", kind: .date))])
    }

    @Test func invalidDateLiterals() {
        // Columns count from 1; the range covers the whole literal.
        #expect(Self.only("""
            field d: date {
                label "D"
                error "x" when value < date(2026, 2, 29)
            }
            """) == "invalid-date 4:28-45")
        #expect(Self.only("""
            field m: month {
                label "M"
                error "x" when value < month(2026, 13)
            }
            """) == "invalid-date 4:28-43")
    }

    @Test func typeMismatches() {
        #expect(Self.only("""
            field d: date {
                label "D"
                error "x" when value < thisMonth
            }
            """) == "type-mismatch 4:26-27")
        #expect(Self.only("""
            field d: date {
                label "D"
                error "x" when days(value, thisMonth) > 1
            }
            """) == "type-mismatch 4:32-41")
        #expect(Self.only("""
            field n: int {
                label "N"
                error "x" when luhn(value)
            }
            """) == "type-mismatch 4:25-30")
        #expect(Self.only("""
            field d: date {
                label "D"
                error "x" when years(value, 3) > 1
            }
            """) == "type-mismatch 4:33-34")
        #expect(Self.only("""
            field d: date {
                label "D"
                error "x" when years(value) > 1
            }
            """) == "type-mismatch 4:20-32")
        #expect(Self.only("""
            field d: date {
                label "D"
                error "x" when value < date(2026, value, 1)
            }
            """) == "type-mismatch 4:39-44")
    }

    @Test func unknownFunctionsAreSuggested() {
        let outcome = Harness.run(Harness.form("""
            field d: date {
                label "D"
                error "x" when yeers(value, today) < 18
            }
            """))
        #expect(outcome.ids == ["unknown-name"])
        #expect(outcome.diagnostics.first?.message.contains("did you mean 'years'?") == true)
    }

    @Test func patternsAreValidated() {
        #expect(Self.only("""
            field d: date {
                label "D"
                format date("dd.mm.yyyy")
            }
            """) == "invalid-formatter-argument 4:17-29")
        #expect(Self.only("""
            field d: month {
                label "D"
                format month("DD/MM/YY")
            }
            """) == "invalid-formatter-argument 4:18-28")
        #expect(Self.only("""
            field d: text {
                label "D"
                format date("DD.MM.YYYY")
            }
            """).hasPrefix("formatter-type-mismatch"))
    }

    @Test func defaults() {
        #expect(Self.only("""
            field d: date {
                label "D"
                default "2026-02-30"
            }
            """) == "invalid-date 4:13-25")
        // `MM/YY` reads a two-digit year in the window from 80 years before
        // the day the spec is checked to 19 after (LANGUAGE.md §21): 1999
        // can be shown now, 2150 cannot (it would read as 2050 or 1950).
        #expect(Harness.ids(Harness.form("""
            field m: month {
                label "M"
                default "1999-12"
            }
            """)).isEmpty)
        #expect(Self.only("""
            field m: month {
                label "M"
                default "2150-12"
            }
            """) == "invalid-default 4:13-22")
        #expect(Harness.ids(Harness.form("""
            field m: month {
                label "M"
                format month("MM/YYYY")
                default "1999-12"
            }
            """)).isEmpty)
    }

    /// LANGUAGE.md §21: a `date` pattern with `YY` is warned about, a
    /// `month` pattern is not (its values are near today).
    @Test func aTwoDigitYearInADatePatternIsWarnedAbout() {
        #expect(Self.only("""
            field d: date {
                label "D"
                format date("DD.MM.YY")
            }
            """) == "two-digit-year 4:17-27")
        #expect(Harness.ids(Harness.form("""
            field m: month {
                label "M"
                format month("MM/YY")
            }
            field d: date {
                label "D"
                format date("DD.MM.YYYY")
            }
            """)).isEmpty)
    }

    @Test func comparisonsOfDatesAndMonths() {
        #expect(Harness.ids(Harness.form("""
            field a: date {
                label "A"
            }
            field b: date {
                label "B"
                error "x" when value <= a || value != today
            }
            """)).isEmpty)
    }
}
