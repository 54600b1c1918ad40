import FormDiagnostics
import FormRuntime
import FormSyntax

/// The built-in formatters of LANGUAGE.md §5: their parameters, and the
/// conversion of a checked call into a runtime ``FormatterSpec``.
enum BuiltinFormatters {
    /// Every built-in formatter name, in the order of the reference (the
    /// one table, FormRuntime's ``BuiltinFormatterName``).
    static let names: [String] = BuiltinFormatterName.allCases.map(\.rawValue)

    /// Whether `name` is a built-in formatter.
    static func isBuiltin(_ name: String) -> Bool { BuiltinFormatterName(rawValue: name) != nil }

    /// The parameters of the built-in formatter `name` (none for any other name).
    static func parameters(of name: String) -> FormatterParameters {
        typealias P = FormatterParameters.Parameter
        guard let builtin = BuiltinFormatterName(rawValue: name) else { return .init(formatter: name, parameters: []) }
        switch builtin {
        case .allow, .deny:
            return .init(formatter: name, parameters: [P(label: nil, kind: .string, isRequired: true, name: "characters")])
        case .date, .month:
            return .init(formatter: name, parameters: [P(label: nil, kind: .string, isRequired: true, name: "pattern")])
        case .limit:
            return .init(formatter: name, parameters: [P(label: nil, kind: .integer, isRequired: true, name: "count")])
        case .mask:
            return .init(formatter: name, parameters: [
                P(label: nil, kind: .string, isRequired: true, name: "pattern"),
                P(label: "raw", kind: .boolean, isRequired: false, name: "raw"),
            ])
        case .number:
            return .init(formatter: name, parameters: [
                P(label: "grouping", kind: .boolean, isRequired: false, name: "grouping"),
                P(label: "signed", kind: .boolean, isRequired: false, name: "signed"),
                P(label: "maxDigits", kind: .integer, isRequired: false, name: "maxDigits"),
            ])
        case .decimal:
            return .init(formatter: name, parameters: [
                P(label: "scale", kind: .integer, isRequired: false, name: "scale"),
                P(label: "grouping", kind: .boolean, isRequired: false, name: "grouping"),
                P(label: "signed", kind: .boolean, isRequired: false, name: "signed"),
                P(label: "maxDigits", kind: .integer, isRequired: false, name: "maxDigits"),
                P(label: "padFraction", kind: .boolean, isRequired: false, name: "padFraction"),
            ])
        case .digits, .letters, .alphanumeric, .lowercase, .uppercase, .trim:
            return .init(formatter: name, parameters: [])
        }
    }

    /// Checks a call to a built-in formatter and builds its spec, or reports
    /// and returns `nil`.
    static func spec(for call: FormatterCall, bag: inout DiagnosticBag) -> FormatterSpec? {
        let name = call.name.name
        guard let builtin = BuiltinFormatterName(rawValue: name),
              let arguments = parameters(of: name).read(call, bag: &bag) else { return nil }
        switch builtin {
        case .digits: return .digits
        case .letters: return .letters
        case .alphanumeric: return .alphanumeric
        case .lowercase: return .lowercase
        case .uppercase: return .uppercase
        case .trim: return .trim
        case .allow, .deny:
            guard let literal = arguments[""] else { return nil }
            do {
                let pattern = try CharacterPattern.parse(literal.string)
                return builtin == .allow ? .allow(pattern) : .deny(pattern)
            } catch {
                bag.report(.invalidFormatterArgument, at: literal.range, "invalid character set for '\(name)': \(error.description)")
                return nil
            }
        case .limit:
            guard let literal = arguments[""] else { return nil }
            guard let count = wholeNumber(literal, of: "'limit'", atLeast: 1, requirement: "needs a count of at least 1", bag: &bag) else { return nil }
            return .limit(count)
        case .mask:
            guard let literal = arguments[""] else { return nil }
            do {
                let pattern = try MaskPattern.parse(literal.string)
                return .mask(pattern, raw: boolean(arguments["raw"]) ?? false)
            } catch {
                bag.report(.invalidMask, at: literal.range, "invalid mask \(literal.spelling): \(error.description)")
                return nil
            }
        case .date, .month:
            guard let literal = arguments[""] else { return nil }
            do {
                let pattern = try DatePattern.parse(literal.string, kind: builtin == .date ? .date : .month)
                if pattern.kind == .date { TwoDigitYears.warn(pattern, at: literal.range, bag: &bag) }
                return .date(pattern)
            } catch {
                bag.report(.invalidFormatterArgument, at: literal.range, "invalid \(name) pattern \(literal.spelling): \(error.description)")
                return nil
            }
        case .number:
            var options = NumberOptions()
            if let grouping = boolean(arguments["grouping"]) { options.grouping = grouping }
            if let signed = boolean(arguments["signed"]) { options.signed = signed }
            if let literal = arguments["maxDigits"] {
                guard let digits = maxDigits(literal, limit: NumberOptions.maxDigitsLimit, type: "int", bag: &bag) else { return nil }
                options.maxDigits = digits
            }
            return .number(options)
        case .decimal:
            var options = DecimalOptions()
            if let grouping = boolean(arguments["grouping"]) { options.grouping = grouping }
            if let signed = boolean(arguments["signed"]) { options.signed = signed }
            if let pad = boolean(arguments["padFraction"]) { options.padFraction = pad }
            if let literal = arguments["maxDigits"] {
                guard let digits = maxDigits(literal, limit: DecimalOptions.maxDigitsLimit, type: "decimal", bag: &bag) else { return nil }
                options.maxDigits = digits
            }
            if let literal = arguments["scale"] {
                guard let scale = wholeNumber(literal, of: "'scale'", atLeast: 0, requirement: "must be 0 or more", bag: &bag) else { return nil }
                guard scale <= options.maxDigits else {
                    bag.report(.invalidFormatterArgument, at: literal.range, "'scale' \(scale) is more than the \(options.maxDigits) digits 'maxDigits' allows")
                    return nil
                }
                options.scale = scale
            }
            if options.padFraction, options.scale == nil, let literal = arguments["padFraction"] {
                bag.report(.invalidFormatterArgument, at: literal.range, "'padFraction' pads to 'scale' digits, but no 'scale' is given")
                return nil
            }
            return .decimal(options)
        }
    }

    private static func maxDigits(_ literal: Literal, limit: Int, type: String, bag: inout DiagnosticBag) -> Int? {
        guard !literal.isNegative, let value = integer(literal) else {
            if literal.isNegative {
                bag.report(.invalidFormatterArgument, at: literal.range, "'maxDigits' must be at least 1, not \(literal.sourceText)")
            } else {
                bag.report(.intOverflow, at: literal.range, "'maxDigits' \(literal.sourceText) is more than the \(limit) digits \(Article.withArticle(type)) value holds")
            }
            return nil
        }
        guard value >= 1 else {
            bag.report(.invalidFormatterArgument, at: literal.range, "'maxDigits' must be at least 1, not \(literal.sourceText)")
            return nil
        }
        guard value <= limit else {
            bag.report(.intOverflow, at: literal.range, "'maxDigits' \(value) is more than the \(limit) digits \(Article.withArticle(type)) value holds")
            return nil
        }
        return value
    }

    /// A whole-number argument of at least `minimum`. A literal too large
    /// for `Int` is `int-overflow` (it is not too small); one below the
    /// minimum is `invalid-formatter-argument`.
    private static func wholeNumber(_ literal: Literal, of name: String, atLeast minimum: Int, requirement: String, bag: inout DiagnosticBag) -> Int? {
        guard let value = integer(literal) else {
            if case .integer = literal.kind, !literal.isNegative {
                bag.report(.intOverflow, at: literal.range, "\(name) \(literal.sourceText) is too large; it must fit in Int")
            } else {
                bag.report(.invalidFormatterArgument, at: literal.range, "\(name) \(requirement), not \(literal.sourceText)")
            }
            return nil
        }
        guard value >= minimum else {
            bag.report(.invalidFormatterArgument, at: literal.range, "\(name) \(requirement), not \(literal.sourceText)")
            return nil
        }
        return value
    }

    static func integer(_ literal: Literal) -> Int? {
        guard case .integer = literal.kind else { return nil }
        return literal.integerValue
    }

    private static func boolean(_ literal: Literal?) -> Bool? {
        guard let literal, case .boolean(let value) = literal.kind else { return nil }
        return value
    }
}
