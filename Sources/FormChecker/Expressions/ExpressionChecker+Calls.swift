import FormDiagnostics
@_spi(Generated) import FormRuntime  // FormCalendar.daysIn, as generated code counts days
import FormSyntax

/// Calls in conditions (LANGUAGE.md §14): the date and month literals
/// `date(y, m, d)` / `month(y, m)`, and the functions `years`, `months`,
/// `days`, `luhn` and `iban`.
extension ExpressionChecker {
    /// The names a call may use, for suggestions.
    static let callNames = ["date", "month", "years", "months", "days", "luhn", "iban", "length", "count"]

    mutating func checkCall(_ name: Identifier, _ arguments: [SyntaxExpression], range: Range<Int>) -> CheckedExpression? {
        switch name.name {
        case "date", "month":
            return checkDateLiteral(name, arguments, range: range)
        case "years", "months", "days", "luhn", "iban":
            guard let function = BuiltinFunction(rawValue: name.name) else { return nil }
            return checkFunction(function, name: name, arguments, range: range)
        case "today", "thisMonth":
            return mismatch(at: range, "'\(name.name)' is a value, not a function: write '\(name.name)' without parentheses")
        default:
            var message = "unknown function '\(name.name)'"
            var fixIts: [FixIt] = []
            if !bag.isFull, let suggestion = Suggestion.closest(to: name.name, in: Self.callNames) {
                message += "; did you mean '\(suggestion)'?"
                fixIts.append(bag.fixIt("did you mean '\(suggestion)'?", replacing: name.range, with: suggestion))
            } else {
                message += ": conditions can call date, month, years, months, days, luhn and iban"
            }
            bag.report(.unknownName, at: name.range, message, fixIts: fixIts)
            return nil
        }
    }

    /// `date(2026, 11, 23)` / `month(2030, 12)`: whole-number literals that
    /// must name a calendar date (`invalid-date`).
    private mutating func checkDateLiteral(_ name: Identifier, _ arguments: [SyntaxExpression], range: Range<Int>) -> CheckedExpression? {
        let isDate = name.name == "date"
        let expected = isDate ? 3 : 2
        let shape = isDate ? "date(year, month, day)" : "month(year, month)"
        guard arguments.count == expected else {
            return mismatch(at: range, "'\(name.name)' takes \(expected) whole numbers: \(shape)")
        }
        var numbers: [Int] = []
        for argument in arguments {
            guard case .literal(let literal) = argument, literal.kind == .integer, let value = literal.integerValue else {
                return mismatch(at: argument.range, "the parts of \(shape) must be whole-number literals")
            }
            numbers.append(value)
        }
        if isDate {
            guard let date = FormDate(year: numbers[0], month: numbers[1], day: numbers[2]) else {
                let message = "\(spelled(numbers, name)) is not a calendar date\(Self.reason(year: numbers[0], month: numbers[1], day: numbers[2]))"
                bag.report(.invalidDate, at: range, message)
                return nil
            }
            return .literal(.date(date))
        }
        guard let month = FormMonth(year: numbers[0], month: numbers[1]) else {
            let message = "\(spelled(numbers, name)) is not a calendar month\(Self.reason(year: numbers[0], month: numbers[1], day: 1))"
            bag.report(.invalidDate, at: range, message)
            return nil
        }
        return .literal(.month(month))
    }

    private func spelled(_ numbers: [Int], _ name: Identifier) -> String {
        "'\(name.name)(" + numbers.map(String.init).joined(separator: ", ") + ")'"
    }

    /// Why year-month-day is not a date, as a clause starting with ": ".
    static func reason(year: Int, month: Int, day: Int) -> String {
        if !(1...9999).contains(year) { return ": the year must be 1 to 9999" }
        if !(1...12).contains(month) { return ": the month must be 1 to 12" }
        let last = FormCalendar.daysIn(year: year, month: month)
        return ": that month has \(last) days"
    }

    private mutating func checkFunction(_ function: BuiltinFunction, name: Identifier, _ arguments: [SyntaxExpression], range: Range<Int>) -> CheckedExpression? {
        let checked = arguments.map { check($0) }
        let expectedCount = function == .luhn || function == .iban ? 1 : 2
        guard checked.count == expectedCount else {
            let shape = expectedCount == 1 ? "\(name.name)(text)" : "\(name.name)(from, to)"
            return mismatch(at: range, "'\(name.name)' takes \(expectedCount) argument\(expectedCount == 1 ? "" : "s"): \(shape)")
        }
        let operands = checked.compactMap { $0 }
        guard operands.count == checked.count else { return nil }
        switch function {
        case .luhn, .iban:
            guard operands[0].type == .text else {
                return mismatch(at: arguments[0].range, "'\(name.name)' checks text, not \(operands[0].type.rawValue)")
            }
        case .days:
            for (operand, syntax) in zip(operands, arguments) where operand.type != .date {
                return mismatch(at: syntax.range, "'days' counts days between two dates, but this is \(operand.type.rawValue)")
            }
        case .years, .months:
            let first = operands[0].type
            guard first == .date || first == .month else {
                return mismatch(at: arguments[0].range, "'\(name.name)' takes two dates or two months, but this is \(first.rawValue)")
            }
            guard operands[1].type == first else {
                return mismatch(at: arguments[1].range, "'\(name.name)' takes two dates or two months, but this is \(operands[1].type.rawValue) and the first is \(first.rawValue)")
            }
        case .today, .thisMonth:
            return nil
        }
        return .call(function, operands)
    }
}
