import Foundation

extension FormatterChain {
    /// The typed value of `display` for a field of type `type` (§4, §5).
    ///
    /// `text`: the display, or only the slot characters behind a
    /// `mask(…, raw: true)`; empty is `""`, or `.none` when optional.
    /// `int`/`decimal`: grouping separators removed, the locale's separator
    /// read; empty or a lone `-` is `.none` (for a non-optional field that
    /// means the form cannot be submitted). `bool`: `true` for the text
    /// `true`. `date`/`month`: a complete display, a `YY` year read in the
    /// window around today's date (``value(of:type:today:)`` fixes it).
    public func value(of display: String, type: FieldTypeRef) -> FieldValue {
        value(of: display, type: type, today: .today())
    }

    /// ``value(of:type:)`` with `today` as the date a `YY` year is read
    /// around (LANGUAGE.md §21: in 2026, `90` is 1990 and `27` is 2027).
    public func value(of display: String, type: FieldTypeRef, today: FormDate) -> FieldValue {
        switch type.base {
        case .text:
            var text = display
            for pattern in rawMasks { text = pattern.slotCharacters(of: text) }
            return text.isEmpty && type.isOptional ? .none : .text(text)
        case .int:
            return NumericValue.int(from: display, rules: numericRules(decimal: false))
        case .decimal:
            return NumericValue.decimal(from: display, rules: numericRules(decimal: true))
        case .bool:
            return .bool(display == "true")
        case .date, .month:
            guard case let .complete(year, month, day) = datePattern(for: type.base).read(display, today: today) else { return .none }
            if type.base == .month {
                return FormMonth(year: year, month: month).map(FieldValue.month) ?? .none
            }
            return FormDate(year: year, month: month, day: day).map(FieldValue.date) ?? .none
        case .choice:
            // A choice shows its option identifiers joined by ", " (a
            // multiple choice) or one identifier; nothing selected is `.none`.
            if display.isEmpty { return .none }
            let ids = display.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return ids.count == 1 && !display.contains(",") ? .choice(ids[0]) : .choices(ids)
        }
    }

    /// The pattern of the chain's `date`/`month` formatter, or the default
    /// of a field of type `type` without one.
    package func datePattern(for type: FieldType) -> DatePattern {
        for formatter in formatters {
            if case let .date(pattern) = formatter { return pattern }
        }
        return DatePattern.default(type == .month ? .month : .date, locale: locale)
    }

    /// Whether `display` is a complete date or month text that is not a
    /// calendar date (31 February): the field then raises the built-in
    /// "Enter a valid date" (LANGUAGE.md §14). False for other types.
    public func isImpossibleDate(_ display: String, type: FieldType) -> Bool {
        isImpossibleDate(display, type: type, today: .today())
    }

    /// ``isImpossibleDate(_:type:)`` with a `YY` year read around `today`
    /// (whether 29 February exists depends on the century it is read in).
    public func isImpossibleDate(_ display: String, type: FieldType, today: FormDate) -> Bool {
        guard type == .date || type == .month else { return false }
        return datePattern(for: type).read(display, today: today) == .impossible
    }

    /// The rules of the chain's `number`/`decimal` formatter, or the defaults
    /// of a field without one.
    func numericRules(decimal: Bool) -> NumericRules {
        for formatter in formatters {
            switch formatter {
            case let .number(options): return NumericRules(number: options, locale: locale)
            case let .decimal(options): return NumericRules(decimal: options, locale: locale)
            default: continue
            }
        }
        return decimal
            ? NumericRules(decimal: DecimalOptions(grouping: false, maxDigits: DecimalOptions.maxDigitsLimit), locale: locale)
            : NumericRules(number: NumberOptions(grouping: false), locale: locale)
    }
}

/// Reads numbers from displayed text, with the tokens and the normalisation
/// (``NumericSummary``) of the formatter that showed them.
enum NumericValue {
    static func int(from display: String, rules: NumericRules) -> FieldValue {
        guard let formatter = NumericFormatter<Character>(rules: rules) else { return .none }
        let tokens = formatter.tokens(Array(display))
        let summary = NumericSummary(tokens, shape: rules.shape)
        guard summary.allIntegerCount > 0 else { return .none }
        var value = 0
        for (index, token) in tokens.enumerated() where index < summary.separatorPosition ?? tokens.count {
            guard case let .digit(digit) = token else { continue }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.addingReportingOverflow(Int(digit))
            if overflow1 || overflow2 { return .none }
            value = next
        }
        return .int(summary.hasMinus ? -value : value)
    }

    static func decimal(from display: String, rules: NumericRules) -> FieldValue {
        guard let formatter = NumericFormatter<Character>(rules: rules) else { return .none }
        let tokens = formatter.tokens(Array(display))
        let summary = NumericSummary(tokens, shape: rules.shape)
        guard summary.hasDigits else { return .none }
        var integer = ""
        var fraction = ""
        for (index, token) in tokens.enumerated() {
            guard case let .digit(digit) = token else { continue }
            let scalar = Unicode.Scalar(0x30 + digit)
            if index < summary.separatorPosition ?? tokens.count {
                integer.unicodeScalars.append(scalar)
            } else {
                fraction.unicodeScalars.append(scalar)
            }
        }
        var text = summary.hasMinus ? "-" : ""
        text += integer.isEmpty ? "0" : integer
        if !fraction.isEmpty { text += "." + fraction }
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return .none }
        return .decimal(value)
    }
}
