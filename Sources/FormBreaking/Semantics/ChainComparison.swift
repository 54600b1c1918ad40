import FormChecker
import FormDiagnostics
import FormRuntime
import Foundation

/// Whether every value a field's old model accepted is its own normalized
/// form under the new field's `format` (LANGUAGE.md §20): what `normalized()`
/// leaves alone and `validate(on: .submit)` does not call "not in the
/// expected format". Each way the new chain can refuse an old value is one
/// problem: a `limit` below the old bound, a different `mask`, a character
/// the new filters or case mapping change that the old chain kept, `trim`
/// where old values could end in white space, fewer digits or fraction
/// digits, or no minus.
///
/// Characters are judged by the runtime itself: a chain keeps a character
/// when pasting it alone gives it back (`FormatterChain.pasted`), tried on
/// ``CharacterSamples`` (every printable ASCII character, letters and digits
/// of other scripts, white space, and every character the chains' own sets
/// and masks name).
enum ChainComparison {
    /// One way the new chain refuses old values.
    struct Problem: Equatable {
        /// `limit-tightened`, `mask-changed`, `format-added` or `format-narrowed`.
        var id: DiagnosticID
        /// Why, as a clause: "'digits' changes 'a', which the old format kept".
        var reason: String
        /// The old bound on length, when the problem is a limit (for the fix-it).
        var oldLimit: Int?
    }

    /// What the old model accepted of a field, besides its chain: the
    /// numbers and lengths its conditions leave, when the field is always
    /// checked (no `visible when`, `enabled when` or `disabled`).
    struct OldBounds {
        /// The lengths the old conditions accept, if known.
        var lengths: IntervalSet?
        /// The values the old conditions accept, if known.
        var values: IntervalSet?
    }

    /// The digits of the largest `Int`: what a field without `format` holds at most.
    static let intDigits = 19

    /// The problems of the new field's chain with the old field's values.
    static func problems(old: CheckedField, oldLocale: LocaleRules?, new: CheckedField, newLocale: LocaleRules?, bounds: OldBounds) -> [Problem] {
        guard new.schema.hasNormalizingFormat else { return [] }
        let added = !old.schema.hasNormalizingFormat
        switch (old.type.base, new.type.base) {
        case (.text, .text):
            return textProblems(old: old, oldLocale: oldLocale, new: new, newLocale: newLocale, bounds: bounds)
        case (.choice, .text), (.date, .text), (.month, .text):
            return wordProblems(oldWords(old), new: new, newLocale: newLocale)
        case (.int, .int), (.int, .decimal), (.decimal, .int), (.decimal, .decimal):
            return numberProblems(old: old, new: new, bounds: bounds, added: added)
        default:
            return []
        }
    }

    // MARK: text

    private static func textProblems(old: CheckedField, oldLocale: LocaleRules?, new: CheckedField, newLocale: LocaleRules?, bounds: OldBounds) -> [Problem] {
        let oldSpecs = old.schema.hasNormalizingFormat ? old.formatters : []
        let newSpecs = new.formatters
        let added = oldSpecs.isEmpty
        let broader: DiagnosticID = added ? .formatAdded : .formatNarrowed
        var problems: [Problem] = []

        let oldMask = lastMask(oldSpecs)
        if let newMask = lastMask(newSpecs), newMask.pattern != oldMask?.pattern || newMask.raw != oldMask?.raw {
            let was = oldMask.map { "'\(describe(.mask($0.pattern, raw: $0.raw)))'" } ?? "no mask"
            problems.append(Problem(id: .maskChanged, reason: "'\(describe(.mask(newMask.pattern, raw: newMask.raw)))' reshapes text that \(was) left as it is"))
        }

        let oldFilter = characterFilter(oldSpecs, locale: oldLocale)
        let samples = CharacterSamples.samples(for: oldSpecs + newSpecs)
        let newFilters = newSpecs.filter(isCharacterFilter)
        search: for character in samples where oldFilter(character) {
            for spec in newFilters where !keeps([spec], character, locale: newLocale) {
                problems.append(Problem(id: broader, reason: "'\(describe(spec))' changes '\(printable(character))', which the old \(added ? "field" : "format") kept"))
                break search
            }
        }

        if newSpecs.contains(.trim), !oldSpecs.contains(.trim),
           let space = samples.first(where: { isWhiteSpace($0) && oldFilter($0) }) {
            problems.append(Problem(id: broader, reason: "'trim' removes white space such as '\(printable(space))' at the ends, which the old \(added ? "field" : "format") kept"))
        }

        if let newLimit = limit(newSpecs) {
            let oldLimit = lengthBound(oldSpecs, lengths: bounds.lengths)
            if oldLimit.map({ $0 > newLimit }) ?? true {
                let was = oldLimit.map { "of up to \($0) characters" } ?? "of any length"
                problems.append(Problem(id: .limitTightened, reason: "'limit(\(newLimit))' cuts text \(was), which the old model accepted", oldLimit: oldLimit))
            }
        }
        return problems
    }

    /// Old values that are a few known words (a choice's option
    /// identifiers), or text made of ISO date characters: each kept whole by
    /// the new chain, or a problem.
    private static func wordProblems(_ words: OldWords, new: CheckedField, newLocale: LocaleRules?) -> [Problem] {
        let chain = FormatterChain(formatters: new.formatters, locale: newLocale ?? .enUS)
        for word in words.examples where chain.pasted(chain.typedText(of: word)) != word {
            let id: DiagnosticID = lastMask(new.formatters) != nil ? .maskChanged : limit(new.formatters).map { $0 < word.count } == true ? .limitTightened : .formatAdded
            return [Problem(id: id, reason: "its format changes the old \(words.kind) '\(word)'")]
        }
        return []
    }

    private struct OldWords {
        var kind: String
        var examples: [String]
    }

    private static func oldWords(_ field: CheckedField) -> OldWords {
        switch field.type.base {
        case .date: OldWords(kind: "date", examples: ["2026-11-23", "1999-01-31", "0001-12-09"])
        case .month: OldWords(kind: "month", examples: ["2026-11", "1999-01", "0001-12"])
        default: OldWords(kind: "option", examples: field.options.map(\.id))
        }
    }

    /// Whether the old chain's filters, case mapping and mask keep a
    /// character (everything, for a field without `format`).
    private static func characterFilter(_ specs: [FormatterSpec], locale: LocaleRules?) -> (Character) -> Bool {
        let filters = specs.filter(isCharacterFilter)
        let mask = lastMask(specs)
        return { character in
            guard keeps(filters, character, locale: locale) else { return false }
            guard let mask else { return true }
            let slotTakes = Set(mask.pattern.elements.compactMap { element -> MaskSlot? in
                if case .slot(let slot) = element { slot } else { nil }
            }).contains { slot in
                switch slot {
                case .digit: keeps([.digits], character, locale: locale)
                case .letter: keeps([.letters], character, locale: locale)
                case .letterOrDigit: keeps([.alphanumeric], character, locale: locale)
                }
            }
            if slotTakes { return true }
            guard !mask.raw else { return false }
            return mask.pattern.elements.contains { $0 == .literal(character) }
        }
    }

    /// The formatters judged character by character: filters and case mappings.
    private static func isCharacterFilter(_ spec: FormatterSpec) -> Bool {
        switch spec {
        case .digits, .letters, .alphanumeric, .allow, .deny, .lowercase, .uppercase: true
        default: false
        }
    }

    /// Whether `specs` give `character` back unchanged when it is pasted alone.
    private static func keeps(_ specs: [FormatterSpec], _ character: Character, locale: LocaleRules?) -> Bool {
        guard !specs.isEmpty else { return true }
        let text = String(character)
        return FormatterChain(formatters: specs, locale: locale ?? .enUS).pasted(text) == text
    }

    /// Whether a character is white space (the White_Space property `trim` removes).
    private static func isWhiteSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// The smallest `limit` of a chain.
    private static func limit(_ specs: [FormatterSpec]) -> Int? {
        specs.compactMap { if case .limit(let count) = $0 { count } else { nil } }.min()
    }

    /// The most characters an old value has: its smallest `limit`, its
    /// mask's length, or what its conditions on `length` allow.
    private static func lengthBound(_ specs: [FormatterSpec], lengths: IntervalSet?) -> Int? {
        var bounds: [Int] = []
        if let limit = limit(specs) { bounds.append(limit) }
        if let mask = lastMask(specs) {
            bounds.append(mask.raw ? mask.pattern.elements.filter { if case .slot = $0 { true } else { false } }.count : mask.pattern.elements.count)
        }
        if let maximum = lengths?.maximum {
            bounds.append(NSDecimalNumber(decimal: maximum).intValue)
        }
        return bounds.min()
    }

    private static func lastMask(_ specs: [FormatterSpec]) -> (pattern: MaskPattern, raw: Bool)? {
        for spec in specs.reversed() {
            if case .mask(let pattern, let raw) = spec { return (pattern, raw) }
        }
        return nil
    }

    // MARK: numbers

    /// The numbers a field's old model holds, as limits.
    private struct NumberLimits {
        /// At most this many digits (integer and fraction parts).
        var digits: Int?
        /// At most this many fraction digits; nil is any.
        var scale: Int?
        /// Whether negative numbers occur.
        var signed: Bool
    }

    private static func limits(_ field: CheckedField) -> NumberLimits {
        guard field.schema.hasNormalizingFormat else {
            return field.type.base == .int ? NumberLimits(digits: intDigits, scale: 0, signed: true) : NumberLimits(digits: nil, scale: nil, signed: true)
        }
        for spec in field.formatters {
            switch spec {
            case .number(let options): return NumberLimits(digits: options.maxDigits, scale: 0, signed: options.signed)
            case .decimal(let options): return NumberLimits(digits: options.maxDigits, scale: options.scale, signed: options.signed)
            default: continue
            }
        }
        return NumberLimits(digits: nil, scale: nil, signed: true)
    }

    private static func numberProblems(old: CheckedField, new: CheckedField, bounds: OldBounds, added: Bool) -> [Problem] {
        let was = limits(old)
        let now = limits(new)
        let id: DiagnosticID = added ? .formatAdded : .formatNarrowed
        let spec = new.formatters.first { if case .number = $0 { true } else if case .decimal = $0 { true } else { false } }
        let name = spec.map(describe) ?? new.type.base.rawValue
        var problems: [Problem] = []
        // The old conditions bound an int field's values more tightly than its
        // chain when the field is always checked.
        let values = old.type.base == .int && new.type.base == .int ? bounds.values : nil
        if let nowDigits = now.digits {
            // Either bound suffices: the old chain's digits or the old conditions' values.
            var kept = was.digits.map { $0 <= nowDigits } ?? false
            if !kept, let values, let magnitude = largestMagnitude(values) {
                kept = digitCount(magnitude) <= nowDigits
            }
            if !kept {
                let before = was.digits.map { "up to \($0) digits" } ?? "any number of digits"
                problems.append(Problem(id: id, reason: "'\(name)' keeps \(nowDigits) digits, and old values have \(before)"))
            }
        }
        if let nowScale = now.scale, was.scale.map({ $0 > nowScale }) ?? true {
            let before = was.scale.map { "\($0) fraction digits" } ?? "any number of fraction digits"
            problems.append(Problem(id: id, reason: "'\(name)' keeps \(nowScale) fraction digits, and old values have \(before)"))
        }
        let negativesOccur = was.signed && (values.map(hasNegative) ?? true)
        if !now.signed, negativesOccur {
            problems.append(Problem(id: id, reason: "'\(name)' drops the minus of the negative numbers the old model accepted"))
        }
        return problems
    }

    /// Whether a set of numbers holds a negative one.
    private static func hasNegative(_ values: IntervalSet) -> Bool {
        guard let first = values.intervals.first else { return false }
        guard let lower = first.lower else { return true }
        return lower.value < 0
    }

    /// The largest absolute value of a bounded set of numbers; nil when unbounded.
    private static func largestMagnitude(_ values: IntervalSet) -> Decimal? {
        guard !values.isEmpty else { return 0 }
        guard let first = values.intervals.first?.lower, let last = values.intervals.last?.upper else { return nil }
        return max(abs(first.value), abs(last.value))
    }

    /// The digits of the integer part of a non-negative number (at least 1).
    private static func digitCount(_ number: Decimal) -> Int {
        var count = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    // MARK: words

    /// A formatter as the spec writes it.
    static func describe(_ spec: FormatterSpec) -> String {
        switch spec {
        case .allow(let pattern): "allow(\(pattern.source.debugDescription))"
        case .deny(let pattern): "deny(\(pattern.source.debugDescription))"
        case .limit(let count): "limit(\(count))"
        case .mask(let pattern, let raw): "mask(\(pattern.source.debugDescription)\(raw ? ", raw: true" : ""))"
        case .number(let options): "number(maxDigits: \(options.maxDigits)\(options.signed ? "" : ", signed: false"))"
        case .decimal(let options):
            "decimal(\(options.scale.map { "scale: \($0), " } ?? "")maxDigits: \(options.maxDigits)\(options.signed ? "" : ", signed: false"))"
        default: spec.name
        }
    }

    /// A character as a message shows it: control and white-space characters by code point.
    private static func printable(_ character: Character) -> String {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return String(character) }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
            return String(format: "U+%04X", scalar.value)
        }
        return String(character)
    }
}
