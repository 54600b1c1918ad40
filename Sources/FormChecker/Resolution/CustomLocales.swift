import FormDiagnostics
import FormRuntime
import FormSyntax

/// The file's `locale "x" { … }` blocks applied over the built-in table, and
/// the resolution of a form's `locale "x"` against both (LANGUAGE.md §7).
///
/// Value rules (the reference is silent; see docs/CHECKER.md): `decimal`
/// and `grouping` are one character that is not a digit, `minus` is one or
/// two characters without digits, group sizes are 1 to 9,
/// `minimumGroupingDigits` is 1 to 4, `datePattern` is a date pattern as
/// `format date("…")` takes (`DD`, `MM`, `YY`/`YYYY` and separators); a bad
/// value is reported as
/// `unexpected-token` at the value. A repeated rule or a second block for
/// the same identifier is `duplicate-attribute`.
struct CustomLocales {
    /// Rules by lookup key (lowercased, `-` as `_`); `nil` for a block with errors.
    private var blocks: [String: LocaleRules?] = [:]
    /// Block identifiers as written, for suggestions.
    private var identifiers: [String] = []

    init(_ syntax: SyntaxFile, bag: inout DiagnosticBag) {
        var firstBlock: [String: LocaleDecl] = [:]
        for declaration in syntax.declarations {
            guard case .locale(let block) = declaration else { continue }
            let key = Self.key(block.identifier.value)
            if let first = firstBlock[key] {
                bag.report(
                    .duplicateAttribute, at: block.identifier.range,
                    "locale \(block.identifier.spelling) is already defined; put all its rules in one block",
                    notes: [bag.note("first defined here", at: first.identifier.range)]
                )
                continue
            }
            firstBlock[key] = block
            identifiers.append(block.identifier.value)
            blocks[key] = Self.rules(of: block, bag: &bag)
        }
    }

    /// Resolves a form's `locale "x"`: a block of this file first, then the
    /// built-in table; `unknown-locale` with a suggestion otherwise. `nil`
    /// after a reported problem.
    func resolve(_ literal: StringLiteral, bag: inout DiagnosticBag) -> LocaleRules? {
        if let block = blocks[Self.key(literal.value)] { return block }
        if let rules = LocaleTable.rules(for: literal.value) { return rules }
        // Past the error limit the diagnostic is dropped: no suggestion to look for.
        let suggestion = bag.isFull ? nil : Suggestion.closest(to: literal.value, in: identifiers) ?? LocaleTable.suggestion(for: literal.value)
        Self.reportUnknown(literal, suggestion: suggestion, bag: &bag)
        return nil
    }

    static func reportUnknown(_ literal: StringLiteral, suggestion: String?, bag: inout DiagnosticBag, extra: String = "") {
        var message = "unknown locale \(literal.spelling)\(extra)"
        var fixIts: [FixIt] = []
        if let suggestion, suggestion != literal.value {
            message += "; did you mean \"\(suggestion)\"?"
            fixIts.append(bag.fixIt("did you mean \"\(suggestion)\"?", replacing: literal.range, with: "\"\(suggestion)\""))
        }
        bag.report(.unknownLocale, at: literal.range, message, fixIts: fixIts)
    }

    static func key(_ identifier: String) -> String {
        String(identifier.lowercased().map { $0 == "-" ? "_" : $0 })
    }

    // MARK: - One block

    private static func rules(of block: LocaleDecl, bag: inout DiagnosticBag) -> LocaleRules? {
        var seen: [LocaleRule.Kind: LocaleRule] = [:]
        var ok = true
        for rule in block.rules {
            if let first = seen[rule.kind] {
                ok = false
                bag.report(
                    .duplicateAttribute, at: rule.keyword.range, "'\(rule.kind.rawValue)' is already set in this locale block",
                    notes: [bag.note("first set here", at: first.keyword.range)]
                )
            } else {
                seen[rule.kind] = rule
            }
        }
        var start: LocaleRules?
        if let baseRule = seen[.base], case .string(let base) = baseRule.value {
            start = LocaleTable.rules(for: base.value)
            if start == nil {
                reportUnknown(base, suggestion: LocaleTable.suggestion(for: base.value), bag: &bag, extra: " in 'base'")
                return nil
            }
        } else {
            start = LocaleTable.rules(for: block.identifier.value)
        }
        if start == nil, seen[.decimal] == nil || seen[.grouping] == nil {
            bag.report(
                .unknownLocale, at: block.identifier.range,
                "\(block.identifier.spelling) is not a built-in locale, so its block needs 'base \"…\"' or both 'decimal' and 'grouping'",
                fixIts: LocaleTable.suggestion(for: block.identifier.value).map {
                    [bag.fixIt("did you mean \"\($0)\"?", replacing: block.identifier.range, with: "\"\($0)\"")]
                } ?? []
            )
            return nil
        }
        // A block from nothing has no CLDR date order: ISO 8601's, which no
        // reader takes for another date, unless it sets `datePattern`.
        var rules = start ?? LocaleRules(identifier: block.identifier.value, decimalSeparator: ".", groupingSeparator: ",", datePattern: "YYYY-MM-DD")
        rules.identifier = block.identifier.value
        for rule in seen.values.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            ok = apply(rule, to: &rules, bag: &bag) && ok
        }
        guard ok else { return nil }
        if rules.decimalSeparator == rules.groupingSeparator {
            let at = seen[.decimal]?.range ?? seen[.grouping]?.range ?? block.identifier.range
            bag.report(
                .ambiguousSeparators, at: at,
                "the decimal separator and the grouping separator are both '\(rules.decimalSeparator)', so '1\(rules.decimalSeparator)234' could be either number",
                notes: [seen[.decimal], seen[.grouping]].compactMap { $0 }.filter { $0.range != at }.map { bag.note("set here", at: $0.range) }
            )
            return nil
        }
        let separators = [rules.decimalSeparator, rules.groupingSeparator]
        if let shared = separators.first(where: { separator in rules.minusSign.contains { String($0) == separator } }) {
            let at = seen[.minus]?.range ?? seen[.decimal]?.range ?? seen[.grouping]?.range ?? block.identifier.range
            bag.report(
                .ambiguousSeparators, at: at,
                "the minus sign '\(rules.minusSign)' holds the separator '\(shared)', so the sign would be taken for a separator and lost while typing",
                notes: [seen[.decimal], seen[.grouping]].compactMap { $0 }.filter { $0.range != at }.map { bag.note("set here", at: $0.range) }
            )
            return nil
        }
        return rules
    }

    private static func apply(_ rule: LocaleRule, to rules: inout LocaleRules, bag: inout DiagnosticBag) -> Bool {
        switch (rule.kind, rule.value) {
        case (.base, _):
            return true
        case (.decimal, .string(let value)), (.grouping, .string(let value)):
            guard value.value.count == 1, let character = value.value.first, !character.isNumber else {
                bag.report(.unexpectedToken, at: value.range, "'\(rule.kind.rawValue)' must be one character that is not a digit, not \(value.spelling)")
                return false
            }
            if rule.kind == .decimal { rules.decimalSeparator = value.value } else { rules.groupingSeparator = value.value }
            return true
        case (.minus, .string(let value)):
            guard (1...2).contains(value.value.count), !value.value.contains(where: \.isNumber) else {
                bag.report(.unexpectedToken, at: value.range, "'minus' must be one or two characters without digits, not \(value.spelling)")
                return false
            }
            rules.minusSign = value.value
            return true
        case (.groupSizes, .integers(let values)):
            let sizes = values.map { $0.value ?? 0 }
            for (size, literal) in zip(sizes, values) where !(1...9).contains(size) {
                bag.report(.unexpectedToken, at: literal.range, "a group size must be from 1 to 9, not \(literal.spelling)")
                return false
            }
            rules.primaryGroupSize = sizes.first ?? rules.primaryGroupSize
            rules.secondaryGroupSize = sizes.count > 1 ? sizes[1] : rules.primaryGroupSize
            return true
        case (.datePattern, .string(let value)):
            do {
                let pattern = try DatePattern.parse(value.value, kind: .date)
                TwoDigitYears.warn(pattern, at: value.range, bag: &bag)
            } catch {
                bag.report(.unexpectedToken, at: value.range, "invalid date pattern \(value.spelling): \(error.description)")
                return false
            }
            rules.datePattern = value.value
            return true
        case (.minimumGroupingDigits, .integers(let values)):
            guard let literal = values.first, let value = literal.value, (1...4).contains(value) else {
                bag.report(.unexpectedToken, at: rule.range, "'minimumGroupingDigits' must be from 1 to 4")
                return false
            }
            rules.minimumGroupingDigits = value
            return true
        default:
            bag.report(.unexpectedToken, at: rule.range, "unexpected value for '\(rule.kind.rawValue)'")
            return false
        }
    }
}
