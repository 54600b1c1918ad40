extension DiagnosticExplanation {
    static let invalidDate = DiagnosticExplanation(
        title: "Date or month literal that is not on the calendar",
        explanation: """
            `date(year, month, day)` and `month(year, month)` in a condition are literals (LANGUAGE.md §14): their arguments must be whole numbers that name a day or month of the Gregorian calendar, with a year from 1 to 9999. 30 February, month 13 or day 0 name no date, so the comparison they are in could never mean what it says. A `default` of a date or month field, written as `"2026-11-23"` or `"2026-11"`, must be a calendar date too.
            """,
        example: """
            form Trip {
                field start: date {
                    label "Start"
                    error "Too early" when value < date(2026, 2, 30)
                }
            }
            """,
        fix: "Write a day that exists: the last day of February is 28, or 29 in a leap year; months run from 1 to 12.",
        fixedExample: """
            form Trip {
                field start: date {
                    label "Start"
                    error "Too early" when value < date(2026, 2, 28)
                }
            }
            """
    )
}
