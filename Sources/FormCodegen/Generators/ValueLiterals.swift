import FormChecker
import FormRuntime
import Foundation

/// Swift expressions that rebuild runtime values (decimal literals, the
/// model's defaults) exactly, with no parsing or `try` at run time.
enum ValueLiterals {
    /// `FormRuntime.FormDate(checkedYear: 2026, month: 11, day: 23)`.
    static func dateLiteral(_ date: FormDate) -> SwiftExpression {
        .call(.runtime("FormDate"), [
            SwiftArgument("checkedYear", .integer(date.year)), SwiftArgument("month", .integer(date.month)), SwiftArgument("day", .integer(date.day)),
        ])
    }

    /// `Kind.none`: an option always written with its enum's name. A bare
    /// `.none` or `.some` where a `Kind?` is expected would be `Optional`'s
    /// own case (`nil`), so no option literal is ever left to inference.
    static func option(_ id: String, of enumName: String) -> SwiftExpression {
        .member(.identifier(enumName), id)
    }

    /// `FormRuntime.FormMonth(checkedYear: 2026, month: 11)`.
    static func monthLiteral(_ month: FormMonth) -> SwiftExpression {
        .call(.runtime("FormMonth"), [SwiftArgument("checkedYear", .integer(month.year)), SwiftArgument("month", .integer(month.month))])
    }

    /// A `Decimal` built exactly from sign, exponent and significand when
    /// the significand fits in 64 bits (trailing zeros move to the
    /// exponent), else parsed once from POSIX text: the checker accepts at
    /// most 38 significant digits, which `Decimal` holds exactly.
    static func decimalLiteral(_ decimal: Decimal) -> SwiftExpression {
        var text = decimal.description
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var exponent = 0
        if let dot = text.firstIndex(of: ".") {
            exponent = -text.distance(from: dot, to: text.endIndex) + 1
            text.remove(at: dot)
        }
        var digits = Substring(text.drop { $0 == "0" })
        while digits.last == "0" {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { return .decimal(negative: false, significand: 0, exponent: 0) }
        if digits.allSatisfy(\.isASCII), let significand = UInt64(digits) {
            return .decimal(negative: negative, significand: significand, exponent: exponent)
        }
        return .binary(
            .call(.foundation("Decimal"), [SwiftArgument("string", .string(decimal.description)), SwiftArgument("locale", .nil)]),
            .nilCoalescing,
            .integer(0)
        )
    }
}

/// How a checked field maps to Swift.
extension CheckedField {
    /// The Swift type of one value (a list's row type for lists).
    var swiftValueType: String {
        switch type.base {
        case .text: QualifiedNames.string
        case .int: QualifiedNames.int
        case .decimal: QualifiedNames.decimal
        case .bool: QualifiedNames.bool
        case .date: QualifiedNames.formDate
        case .month: QualifiedNames.formMonth
        case .choice: ChoiceTypeName.of(field: name)
        }
    }

    /// The stored property's type.
    var swiftPropertyType: String {
        if isList || allowsMultiple { return "[\(swiftValueType)]" }
        return swiftValueType + (type.isOptional ? "?" : "")
    }

    /// The model's initial value: the spec's default, else `""`, `nil`, `0`, `false` or `[]`.
    var swiftDefault: SwiftExpression {
        if isList { return .array([]) }
        if let value = defaultValue, value != .none {
            switch value {
            case .text(let text): return .string(text)
            case .int(let int): return .integer(int)
            case .decimal(let decimal): return ValueLiterals.decimalLiteral(decimal)
            case .bool(let bool): return .boolean(bool)
            case .choice(let id): return ValueLiterals.option(id, of: swiftValueType)
            case .choices(let ids): return .array(ids.map { ValueLiterals.option($0, of: swiftValueType) })
            case .date(let date): return ValueLiterals.dateLiteral(date)
            case .month(let month): return ValueLiterals.monthLiteral(month)
            case .none: return .nil
            }
        }
        if type.isOptional { return .nil }
        switch type.base {
        case .text: return .string("")
        case .int: return .integer(0)
        case .decimal: return .integer(0)
        case .bool: return .boolean(false)
        case .date: return .member(.runtime("FormDate"), "initial")
        case .month: return .member(.runtime("FormMonth"), "initial")
        case .choice:
            // The first option (LANGUAGE.md §13); `[]` for a multiple choice.
            if allowsMultiple { return .array([]) }
            return options.first.map { ValueLiterals.option($0.id, of: swiftValueType) } ?? .nil
        }
    }
}
