import FormDiagnostics
import FormRuntime
import FormSyntax

/// `default` (LANGUAGE.md §4): the literal must have the field's type, fit
/// it, and survive the field's formatter chain unchanged. The chain is run
/// by the runtime itself: the default's text is pasted into an empty field
/// and committed, and the resulting value must equal the default.
enum DefaultValueCheck {
    static func check(
        _ literal: Literal,
        type: FieldType,
        formatters: [FormatterSpec]?,
        locale: LocaleRules?,
        bag: inout DiagnosticBag
    ) -> FieldValue? {
        guard let value = typedValue(literal, type: type, bag: &bag) else { return nil }
        if type == .date || type == .month {
            return checkDate(value, literal: literal, type: type, formatters: formatters ?? [], locale: locale, bag: &bag)
        }
        guard let formatters, !formatters.isEmpty, type != .bool else { return value }
        let rules = locale ?? .enUS
        let chain = FormatterChain(formatters: formatters, locale: rules)
        let typed = text(of: value, literal: literal, locale: rules)
        let state = chain.commit(chain.insert(typed, into: .empty))
        let result = chain.value(of: state.text, type: FieldTypeRef(type, isOptional: false))
        guard result == value else {
            let shown = state.text.isEmpty ? "an empty field" : "\"\(state.text)\""
            bag.report(
                .invalidDefault, at: literal.range,
                "the default \(literal.sourceText) does not survive the field's format: typed in, it becomes \(shown)"
            )
            return nil
        }
        return value
    }

    private static func typedValue(_ literal: Literal, type: FieldType, bag: inout DiagnosticBag) -> FieldValue? {
        switch (type, literal.kind) {
        case (.text, .string):
            return .text(literal.string)
        case (.bool, .boolean(let value)):
            return .bool(value)
        case (.date, .string):
            guard let date = FormDate(iso: literal.string) else {
                bag.report(.invalidDate, at: literal.range, "the default \(literal.sourceText) is not a calendar date written \"yyyy-mm-dd\", such as \"2026-11-23\"")
                return nil
            }
            return .date(date)
        case (.month, .string):
            guard let month = FormMonth(iso: literal.string) else {
                bag.report(.invalidDate, at: literal.range, "the default \(literal.sourceText) is not a month written \"yyyy-mm\", such as \"2026-11\"")
                return nil
            }
            return .month(month)
        case (.int, .integer):
            guard let value = literal.integerValue else {
                bag.report(.invalidDefault, at: literal.range, "the default \(literal.sourceText) does not fit in an int (\(Int.min)...\(Int.max))")
                return nil
            }
            return .int(value)
        case (.decimal, .integer), (.decimal, .decimal):
            guard let value = DecimalText.value(of: literal.numericText) else {
                bag.report(.invalidDefault, at: literal.range, "the default \(literal.sourceText) does not fit in a decimal exactly (at most \(DecimalText.maximumSignificantDigits) significant digits)")
                return nil
            }
            return .decimal(value)
        default:
            let fixIts: [FixIt]
            if type == .text, literal.kind != .string {
                let quoted = "\"\(literal.sourceText)\""
                fixIts = [bag.fixIt("write it as text: \(quoted)", replacing: literal.range, with: quoted)]
            } else {
                fixIts = []
            }
            bag.report(
                .invalidDefault, at: literal.range,
                "the default of \(Article.withArticle(type.rawValue)) field must be \(expected(type)), not \(FormatterParameters.describe(literal))",
                fixIts: fixIts
            )
            return nil
        }
    }

    static func expected(_ type: FieldType) -> String {
        switch type {
        case .text: "a string"
        case .int: "a whole number"
        case .decimal: "a number"
        case .bool: "'true' or 'false'"
        case .date: "a date written \"yyyy-mm-dd\""
        case .month: "a month written \"yyyy-mm\""
        case .choice: "an option identifier"
        }
    }

    /// What a user would type for the value under the chain's locale.
    private static func text(of value: FieldValue, literal: Literal, locale: LocaleRules) -> String {
        switch value {
        case .text(let text): return text
        case .int(let number): return String(number)
        case .decimal:
            let plain = literal.numericText
            return plain.replacing(character: ".", with: locale.decimalSeparator)
        case .bool(let flag): return String(flag)
        case .choice(let id): return id
        case .choices(let ids): return ids.joined(separator: ", ")
        case .date(let date): return date.description
        case .month(let month): return month.description
        case .none: return ""
        }
    }
}

extension String {
    /// Replaces every occurrence of `target` (a small helper without Foundation).
    func replacing(character target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

extension DefaultValueCheck {
    /// A date or month default must read back from its own display under
    /// the field's pattern: with `YY`, only the years of the two-digit-year
    /// window around the date the spec is checked on (80 years before to 19
    /// after, LANGUAGE.md §21) can be shown.
    static func checkDate(
        _ value: FieldValue, literal: Literal, type: FieldType, formatters: [FormatterSpec],
        locale: LocaleRules?, bag: inout DiagnosticBag
    ) -> FieldValue? {
        let chain = FormatterChain(formatters: formatters, locale: locale ?? .enUS)
        let pattern = chain.datePattern(for: type)
        let (year, month, day): (Int, Int, Int)
        switch value {
        case .date(let date): (year, month, day) = (date.year, date.month, date.day)
        case .month(let value): (year, month, day) = (value.year, value.month, 1)
        default: return value
        }
        let shown = pattern.display(year: year, month: month, day: day)
        let today = FormDate.today()
        guard pattern.read(shown, today: today) == .complete(year: year, month: month, day: type == .month ? 1 : day) else {
            let window = "a two-digit year stands for \(today.year - 80) to \(today.year + 19) today"
            bag.report(
                .invalidDefault, at: literal.range,
                "the default \(literal.sourceText) cannot be shown by the pattern \(pattern.source): it becomes \"\(shown)\", which reads as another \(type.rawValue) (\(window))"
            )
            return nil
        }
        return value
    }
}
