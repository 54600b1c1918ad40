import FormRuntime

/// The built-in functions and constants of conditions (LANGUAGE.md §14).
public enum BuiltinFunction: String, Sendable, Hashable, CaseIterable {
    /// `today`: the user's current date (the `today` given to `validate`).
    case today
    /// `thisMonth`: the month `today` is in.
    case thisMonth
    /// `years(a, b)`: whole years from `a` to `b` (two dates or two months).
    case years
    /// `months(a, b)`: whole months from `a` to `b` (two dates or two months).
    case months
    /// `days(a, b)`: days from date `a` to date `b`.
    case days
    /// `luhn(text)`: the Luhn check of the text's digits.
    case luhn
    /// `iban(text)`: the ISO 13616 IBAN check.
    case iban

    /// `today` or `thisMonth` for a bare name, else nil.
    static func constant(named name: String) -> BuiltinFunction? {
        switch name {
        case "today": .today
        case "thisMonth": .thisMonth
        default: nil
        }
    }

    /// Whether `expression` reads `today` or `thisMonth`.
    public static func readsToday(_ expression: CheckedExpression) -> Bool {
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .call(.today, _), .call(.thisMonth, _): return true
            case .call(_, let operands), .and(let operands), .or(let operands): pending += operands
            case .not(let operand), .negate(let operand, _), .matches(let operand, _): pending.append(operand)
            case .arithmetic(let first, let terms, _): pending += [first] + terms.map(\.operand)
            case .comparison(_, let lhs, let rhs, _): pending += [lhs, rhs]
            case .inRange(let operand, let low, let high, _): pending += [operand, low, high]
            case .contains(let operand, _): pending.append(operand)
            case .literal, .fieldValue, .length, .count: break
            }
        }
        return false
    }

    /// The type the function gives.
    public var resultType: FieldType {
        switch self {
        case .today: .date
        case .thisMonth: .month
        case .years, .months, .days: .int
        case .luhn, .iban: .bool
        }
    }
}
