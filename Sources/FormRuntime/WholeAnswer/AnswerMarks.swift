/// Which characters a chain writes itself and which typed characters it
/// only transforms, for ``FormatterChain/firstDropped(of:in:)``.
struct AnswerMarks {
    /// Characters the chain may show that were not typed: mask and date
    /// literals, a date's padding `0`, the grouping separator and the
    /// locale's minus sign.
    private var written: Set<Character> = []
    /// Characters that may be typed anywhere and are replaced by what the
    /// chain writes: mask literals and date separators.
    private var literals: Set<Character> = []
    /// Offsets (in the answer without surrounding white space) of grouping
    /// separators typed where grouping puts them, and of a minus typed for
    /// the locale's.
    private var transformedOffsets: Set<Int> = []
    /// Whether the chain has a mask, which reads only its slot characters:
    /// white space and punctuation typed between them (`+7 (999) 123-45-67`)
    /// are the user's formatting, replaced by the mask's literals.
    private var masked = false

    init(chain: FormatterChain, answer: [Character], result: [Character]) {
        var numeric = false
        for formatter in chain.formatters {
            switch formatter {
            case let .mask(pattern, _):
                literals.formUnion(Self.literals(of: pattern))
                masked = true
            case let .date(pattern):
                literals.formUnion(Self.literals(of: pattern.mask))
                literals.formUnion(pattern.separators)
                written.insert("0")
            case .number, .decimal:
                // `0` for the integer digit a decimal writes before `.5`.
                numeric = true
                written.insert("0")
            default:
                continue
            }
        }
        written.formUnion(literals)
        guard numeric else { return }
        let locale = chain.locale
        let grouping = Self.groupingCharacters(locale.groupingSeparator)
        written.formUnion(grouping)
        written.formUnion(locale.minusSign)
        // A minus typed as `-` for the locale's sign; one the chain drops
        // (an unsigned number) stays a drop.
        let signed = result.first.map { $0 == "-" || locale.minusSign.contains($0) } ?? false
        if signed, let first = answer.first, first == "-" || first == "\u{2212}" || String(first) == locale.minusSign {
            transformedOffsets.insert(0)
        }
        transformedOffsets.formUnion(Self.placedGrouping(in: answer, grouping: grouping, locale: locale))
    }

    /// Whether the chain may have written `shown` itself.
    func isWritten(_ shown: Character) -> Bool {
        written.contains(shown)
    }

    /// Whether the typed `character` at `offset` of the answer is one the
    /// chain transforms rather than drops.
    func isTransformed(_ character: Character, at offset: Int) -> Bool {
        transformedOffsets.contains(offset) || literals.contains(character)
            || masked && !character.isLetter && !character.isNumber
    }

    private static func literals(of mask: MaskPattern) -> Set<Character> {
        var result: Set<Character> = []
        for case let .literal(character) in mask.elements { result.insert(character) }
        return result
    }

    /// The grouping separator and what users type for it: a space for a
    /// no-break space, `'` for `’` and `’` for `'` (LANGUAGE.md §21: CLDR 48
    /// moved Swiss German and French from `’` to `'`, and a user types
    /// either).
    private static func groupingCharacters(_ separator: String) -> Set<Character> {
        var result = Set(separator)
        if separator.contains(where: \.isWhitespace) { result.formUnion([" ", "\u{00A0}", "\u{202F}"]) }
        if separator == "\u{2019}" { result.insert("'") }
        if separator == "'" { result.insert("\u{2019}") }
        return result
    }

    /// The offsets of the grouping separators of `answer`'s integer part
    /// when every one stands where the locale's grouping puts one
    /// (`1.234.567`), else none.
    private static func placedGrouping(in answer: [Character], grouping: Set<Character>, locale: LocaleRules) -> Set<Int> {
        let decimal = Set(locale.decimalSeparator)
        var start = 0
        if let first = answer.first, !first.isNumber, !grouping.contains(first) { start = 1 }
        var end = start
        while end < answer.count, !decimal.contains(answer[end]) { end += 1 }
        var offsets: [Int] = []
        var groups: [Int] = [0]
        for index in start..<end {
            if grouping.contains(answer[index]) {
                offsets.append(index)
                groups.append(0)
            } else if answer[index].isNumber {
                groups[groups.count - 1] += 1
            } else {
                return []
            }
        }
        guard groups.count > 1, let first = groups.first, let last = groups.last else { return [] }
        let primary = max(locale.primaryGroupSize, 1)
        let secondary = max(locale.secondaryGroupSize, 1)
        guard last == primary, first >= 1, first <= secondary else { return [] }
        guard groups.dropFirst().dropLast().allSatisfy({ $0 == secondary }) else { return [] }
        return Set(offsets)
    }
}
