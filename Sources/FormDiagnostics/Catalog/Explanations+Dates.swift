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

    static let twoDigitYear = DiagnosticExplanation(
        title: "Date pattern with a two-digit year",
        explanation: """
            In a `date` pattern, `YY` stands for the year in the window from 80 years before today to 19 after whose last two digits it shows (LANGUAGE.md §21, the window CLDR and ICU use): in 2026, `90` is 1990 and `27` is 2027. A date outside the window cannot be shown: someone born more than 80 years ago, a contract ending in 20 years. A record holding one shows "Enter a valid date" and keeps its value, which the person can then not type. The window also moves as the years pass, so the same text reads as another date later. `month` patterns (`MM/YY`, a card's expiry) are not warned about: their values are near today.
            """,
        example: """
            form Member {
                field birthday: date {
                    label "Birthday"
                    format date("DD.MM.YY")
                }
            }
            """,
        fix: "Write the year with four digits: `YYYY`.",
        fixedExample: """
            form Member {
                field birthday: date {
                    label "Birthday"
                    format date("DD.MM.YYYY")
                }
            }
            """
    )
}
