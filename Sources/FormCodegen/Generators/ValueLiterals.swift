import FormChecker
import FormRuntime
import Foundation

/// Swift expressions that rebuild runtime values (field values, formatters,
/// locale rules) exactly, with no parsing or `try` at run time.
enum ValueLiterals {
    static func fieldValue(_ value: FieldValue) -> SwiftExpression {
        switch value {
        case .text(let text): .call(.member(nil, "text"), .string(text))
        case .int(let int): .call(.member(nil, "int"), .integer(int))
        case .decimal(let decimal): .call(.member(nil, "decimal"), decimalLiteral(decimal))
        case .bool(let bool): .call(.member(nil, "bool"), .boolean(bool))
        case .choice(let id): .call(.member(nil, "choice"), .string(id))
        case .choices(let ids): .call(.member(nil, "choices"), .array(ids.map { .string($0) }))
        case .none: .member(nil, "none")
        }
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
            .call(.identifier("Decimal"), [SwiftArgument("string", .string(decimal.description)), SwiftArgument("locale", .nil)]),
            .nilCoalescing,
            .integer(0)
        )
    }

    static func formatter(_ spec: FormatterSpec) -> SwiftExpression {
        switch spec {
        case .digits, .letters, .alphanumeric, .lowercase, .uppercase, .trim:
            return .member(nil, spec.name)
        case .allow(let pattern):
            return .call(.member(nil, "allow"), [SwiftArgument("checked", .string(pattern.source))])
        case .deny(let pattern):
            return .call(.member(nil, "deny"), [SwiftArgument("checked", .string(pattern.source))])
        case .limit(let count):
            return .call(.member(nil, "limit"), .integer(count))
        case .mask(let pattern, let raw):
            return .call(.member(nil, "mask"), [SwiftArgument("checked", .string(pattern.source)), SwiftArgument("raw", .boolean(raw))])
        case .number(let options):
            return .call(.member(nil, "number"), .call(.identifier("NumberOptions"), [
                SwiftArgument("grouping", .boolean(options.grouping)),
                SwiftArgument("signed", .boolean(options.signed)),
                SwiftArgument("maxDigits", .integer(options.maxDigits)),
            ]))
        case .decimal(let options):
            return .call(.member(nil, "decimal"), .call(.identifier("DecimalOptions"), [
                SwiftArgument("scale", options.scale.map { .integer($0) } ?? .nil),
                SwiftArgument("grouping", .boolean(options.grouping)),
                SwiftArgument("signed", .boolean(options.signed)),
                SwiftArgument("maxDigits", .integer(options.maxDigits)),
                SwiftArgument("padFraction", .boolean(options.padFraction)),
            ]))
        }
    }

    static func localeRules(_ rules: LocaleRules) -> SwiftExpression {
        .call(.identifier("LocaleRules"), [
            SwiftArgument("identifier", .string(rules.identifier)),
            SwiftArgument("decimalSeparator", .string(rules.decimalSeparator)),
            SwiftArgument("groupingSeparator", .string(rules.groupingSeparator)),
            SwiftArgument("primaryGroupSize", .integer(rules.primaryGroupSize)),
            SwiftArgument("secondaryGroupSize", .integer(rules.secondaryGroupSize)),
            SwiftArgument("minimumGroupingDigits", .integer(rules.minimumGroupingDigits)),
            SwiftArgument("minusSign", .string(rules.minusSign)),
        ])
    }

    static func optionalString(_ text: String?) -> SwiftExpression {
        text.map { .string($0) } ?? .nil
    }
}

/// How a checked field maps to Swift.
extension CheckedField {
    /// The Swift type of one value (a list's row type for lists).
    var swiftValueType: String {
        switch type.base {
        case .text: "String"
        case .int: "Int"
        case .decimal: "Decimal"
        case .bool: "Bool"
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
            case .choice(let id): return .member(nil, id)
            case .choices(let ids): return .array(ids.map { .member(nil, $0) })
            case .none: return .nil
            }
        }
        if type.isOptional { return .nil }
        switch type.base {
        case .text: return .string("")
        case .int: return .integer(0)
        case .decimal: return .integer(0)
        case .bool: return .boolean(false)
        case .choice:
            // The first option (LANGUAGE.md §13); `[]` for a multiple choice.
            if allowsMultiple { return .array([]) }
            return options.first.map { .member(nil, $0.id) } ?? .nil
        }
    }
}
