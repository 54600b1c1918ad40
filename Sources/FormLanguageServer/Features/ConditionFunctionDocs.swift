/// What the language server says about the built-in values and functions of
/// conditions (LANGUAGE.md §14): `today`, `thisMonth`, the `date(…)` and
/// `month(…)` literals, `years`, `months`, `days`, `luhn` and `iban`. The one
/// text for completion details and hover.
enum ConditionFunctionDocs {
    /// One built-in of conditions.
    struct Entry: Sendable {
        /// The name as written (`years`).
        let name: String
        /// Whether it is called with parentheses (`years(a, b)`), or is a
        /// value (`today`).
        let isFunction: Bool
        /// How it is written (`years(a, b) -> int`).
        let signature: String
        /// One line on what it gives.
        let summary: String
    }

    /// The built-ins in the order completion offers them.
    static let all: [Entry] = [
        Entry(name: "today", isFunction: false, signature: "today: date", summary: "the user's current date (the date `validate` is given)"),
        Entry(name: "thisMonth", isFunction: false, signature: "thisMonth: month", summary: "the month `today` is in"),
        Entry(name: "date", isFunction: true, signature: "date(year, month, day) -> date", summary: "a date literal, such as `date(2026, 11, 23)`; it must name a calendar date"),
        Entry(name: "month", isFunction: true, signature: "month(year, month) -> month", summary: "a month literal, such as `month(2030, 12)`"),
        Entry(name: "years", isFunction: true, signature: "years(a, b) -> int", summary: "whole years from `a` to `b` (two dates or two months), as in `years(value, today) >= 18`"),
        Entry(name: "months", isFunction: true, signature: "months(a, b) -> int", summary: "whole months from `a` to `b` (two dates or two months)"),
        Entry(name: "days", isFunction: true, signature: "days(a, b) -> int", summary: "days from date `a` to date `b`"),
        Entry(name: "luhn", isFunction: true, signature: "luhn(text) -> bool", summary: "whether the text's digits pass the Luhn check (card numbers)"),
        Entry(name: "iban", isFunction: true, signature: "iban(text) -> bool", summary: "whether the text is a valid IBAN (country, length, mod 97)"),
    ]

    /// The entry named `name`, if it is a built-in of conditions.
    static func entry(_ name: String) -> Entry? {
        all.first { $0.name == name }
    }

    /// Whether `name` written bare (no parentheses) in a condition is the
    /// built-in value, given the fields it could otherwise name: a field of
    /// that name wins, as the checker resolves it.
    static func isValue(_ name: String, fields: Set<String>) -> Bool {
        entry(name)?.isFunction == false && !fields.contains(name)
    }

    /// The hover text of `name`.
    static func hover(_ name: String) -> String? {
        guard let entry = entry(name) else { return nil }
        return "```form\n\(entry.signature)\n```\n\nBuilt-in \(entry.isFunction ? "function" : "value") of conditions: \(entry.summary)."
    }
}
