import FormRuntime

/// What a text field's `format` chain can produce, as far as a regex and a
/// length can say it: the language of the chain's output (LANGUAGE.md §20: a
/// value pasted into an empty field and committed), followed formatter by
/// formatter. Every claim is a superset of the chain's real outputs: a value
/// the chain produces always matches ``pattern`` and fits ``maxLength``; what
/// cannot be said soundly is left out and named in ``unsaid``.
///
/// Insertion runs the formatters in order; commit then runs `trim` (the only
/// text formatter that changes anything on commit), wherever it stands.
struct TextShape: Sendable {
    /// The language of the text, before `trim`'s constraint.
    enum Language: Sendable {
        /// Any text.
        case any
        /// Text whose first scalar is in `first` and whose other scalars are
        /// in `rest` (`letters`: a letter, then letters, marks and joiners).
        case scalars(first: ScalarClass, rest: ScalarClass)
        /// A prefix of a mask's pattern with its slots filled (its display),
        /// or of its slots alone (`raw: true`).
        case maskPrefix(MaskPattern, raw: Bool)
    }

    var language = Language.any
    /// At most this many characters (grapheme clusters).
    var maxCharacters: Int?
    /// `trim` runs on commit: no leading or trailing white-space cluster.
    var trimmed = false
    /// What the chain guarantees that the schema does not say.
    var unsaid: [String] = []

    /// The shape of what `chain` produces. `languageCodes` are the
    /// languages case mapping may run under: the form's, or every kind when
    /// the form follows the user's locale.
    init(chain formatters: [FormatterSpec], languageCodes: [String]) {
        for (index, formatter) in formatters.enumerated() {
            switch formatter {
            case .digits:
                restrict(to: .asciiDigits, .asciiDigits, replacingDigits: true)
            case .letters:
                restrict(to: .letter, .letterContinuation, replacingDigits: false)
            case .alphanumeric:
                restrict(to: ScalarClass.letter.union(.asciiDigits), ScalarClass.letterContinuation.union(.asciiDigits), replacingDigits: true)
            case .allow(let set):
                restrict(to: ScalarClass(set), ScalarClass(set), replacingDigits: false)
            case .deny(let set):
                // Everything but the set, except that a denied scalar stays
                // inside a character that holds others too (" \u{301}"):
                // not worth a regex of grapheme rules.
                unsaid.append("deny(\"\(set.source)\"): no character made only of the listed characters is kept")
            case .lowercase, .uppercase:
                mapCase(upper: formatter == .uppercase, languageCodes: languageCodes)
            case .trim:
                trimmed = true
            case .limit(let count):
                maxCharacters = min(maxCharacters ?? count, count)
            case .mask(let pattern, let raw):
                if raw && index != formatters.count - 1 {
                    // The value is the slot characters of what the rest of the chain shows.
                    language = .any
                    maxCharacters = nil
                    unsaid.append("mask(\"\(pattern.source)\", raw: true): the value holds the mask's slot characters")
                } else {
                    language = .maskPrefix(pattern, raw: raw)
                    maxCharacters = raw ? pattern.slotCount : pattern.elements.count
                }
            case .number, .decimal, .date:
                // Not text formatters (the checker refuses them on text).
                language = .any
            }
        }
        if trimmed, case .maskPrefix(let pattern, raw: false) = language, let first = pattern.elements.first,
           case .literal(let literal) = first, literal.unicodeScalars.allSatisfy({ GraphemeTables.whiteSpace.contains($0) }) {
            // `trim` removes the mask's leading white-space literal: no longer a prefix.
            language = .scalars(first: Self.alphabet(of: pattern, raw: false), rest: Self.alphabet(of: pattern, raw: false))
        }
    }

    /// Narrows the language to text whose scalars are in `first` then `rest`.
    /// A formatter that converts digits (`digits`, `alphanumeric`) turns the
    /// scalars before it into ASCII digits, so the earlier classes gain them.
    private mutating func restrict(to first: ScalarClass, _ rest: ScalarClass, replacingDigits: Bool) {
        switch language {
        case .any:
            language = .scalars(first: first, rest: rest)
        case .scalars(let oldFirst, let oldRest):
            let before = replacingDigits ? (oldFirst.union(.asciiDigits), oldRest.union(.asciiDigits)) : (oldFirst, oldRest)
            language = .scalars(first: before.0.intersection(first), rest: before.1.intersection(rest))
        case .maskPrefix(let pattern, let raw):
            var alphabet = Self.alphabet(of: pattern, raw: raw)
            if replacingDigits { alphabet = alphabet.union(.asciiDigits) }
            language = .scalars(first: alphabet.intersection(first), rest: alphabet.intersection(rest))
        }
    }

    /// Case mapping of the classes: a small set of ranges is mapped scalar by
    /// scalar in every language it may run under; letters and marks map to
    /// letters and marks (`CaseClosureTests` checks it for every letter).
    private mutating func mapCase(upper: Bool, languageCodes: [String]) {
        let name = upper ? "uppercase" : "lowercase"
        func mapped(_ scalarClass: ScalarClass) -> (ScalarClass, singleScalars: Bool)? {
            guard scalarClass.rangeSize <= ScalarClass.walkLimit else { return nil }
            var result = ScalarClass(categories: scalarClass.categories)
            var singleScalars = scalarClass.categories.isEmpty
            for scalar in scalarClass.scalars {
                for code in languageCodes {
                    let text = upper ? CaseMapping.uppercased(String(scalar), languageCode: code) : CaseMapping.lowercased(String(scalar), languageCode: code)
                    result = result.union(ScalarClass(scalarsOf: text))
                    if text.unicodeScalars.count != 1 { singleScalars = false }
                }
                // Final sigma depends on what follows; Turkic `I` with a dot above becomes `i`.
                if !upper, scalar.value == 0x3A3 { result = result.union(ScalarClass(ranges: [0x3C2...0x3C3])) }
                if !upper, scalar == "I" { result = result.union(ScalarClass(ranges: [0x69...0x69])) }
            }
            return (result, singleScalars)
        }
        switch language {
        case .any:
            unsaid.append("\(name): the text is in \(upper ? "upper" : "lower") case (in the form's locale)")
            if let count = maxCharacters { unsaid.append("at most \(count) characters before \(name), which may add characters") }
            maxCharacters = nil
        case .scalars(let first, let rest):
            guard let newFirst = mapped(first), let newRest = mapped(rest) else {
                language = .any
                maxCharacters = nil
                unsaid.append("\(name): the characters it maps are not listed")
                return
            }
            // A mapping's first scalar comes from the first character's; the
            // others (`ß` → `SS`) may come from either.
            language = .scalars(first: newFirst.0, rest: newRest.0.union(newFirst.0))
            if !(newFirst.singleScalars && newRest.singleScalars && first.isSingleScalarCharacters && rest.isSingleScalarCharacters) {
                // `ß` → `SS`, and a mark can become a letter of its own (U+0345 → U+0399).
                if let count = maxCharacters { unsaid.append("at most \(count) characters before \(name), which may add characters") }
                maxCharacters = nil
            }
        case .maskPrefix(let pattern, let raw):
            language = .scalars(first: Self.alphabet(of: pattern, raw: raw), rest: Self.alphabet(of: pattern, raw: raw))
            mapCase(upper: upper, languageCodes: languageCodes)
        }
    }

    /// Every scalar a mask's display (or raw value) can hold.
    static func alphabet(of pattern: MaskPattern, raw: Bool) -> ScalarClass {
        var alphabet = ScalarClass.empty
        for element in pattern.elements {
            switch element {
            case .literal(let character) where !raw: alphabet = alphabet.union(ScalarClass(scalarsOf: String(character)))
            case .literal: break
            case .slot(.digit): alphabet = alphabet.union(.asciiDigits)
            case .slot(.letter): alphabet = alphabet.union(.letterContinuation)
            case .slot(.letterOrDigit): alphabet = alphabet.union(.letterContinuation).union(.asciiDigits)
            }
        }
        return alphabet
    }

    // MARK: - What the schema says

    /// The ECMA-262 pattern (anchored) every value of the chain matches, or
    /// nil when nothing can be said.
    var pattern: String? {
        var out = "^"
        if trimmed { out += Self.noLeadingWhiteSpace + Self.noTrailingWhiteSpace }
        switch language {
        case .any:
            guard trimmed else { return nil }
            return out
        case .scalars(let first, let rest):
            if first.isEmpty { return out + "$" }
            out += first == rest ? rest.regex + "*" : "(?:" + first.regex + rest.regex + "*)?"
        case .maskPrefix(let pattern, let raw):
            out += Self.prefixRegex(pattern, raw: raw)
        }
        return out + "$"
    }

    /// The largest `maxLength` (code points) that every value keeps: the
    /// character limit, when every character of the language is one scalar.
    var maxLength: Int? {
        guard let maxCharacters else { return nil }
        switch language {
        case .any: return nil
        case .scalars(let first, let rest): return first.isSingleScalarCharacters && rest.isSingleScalarCharacters ? maxCharacters : nil
        case .maskPrefix(let pattern, let raw):
            let singles = pattern.elements.allSatisfy { element in
                switch element {
                case .literal(let character): raw || ScalarClass(scalarsOf: String(character)).isSingleScalarCharacters
                case .slot(.digit): true
                case .slot: false
                }
            }
            return singles ? maxCharacters : nil
        }
    }

    /// Not a white-space character first: a Control white space, or one no
    /// joining scalar follows.
    static let noLeadingWhiteSpace = "(?!" + GraphemeTables.controlWhiteSpace.regex + "|" + GraphemeTables.otherWhiteSpace.regex + "(?!" + GraphemeTables.joinersRegex + "))"
    /// Not a white-space character last: a Control white space, or one no
    /// Prepend scalar comes before.
    static let noTrailingWhiteSpace = "(?![\\s\\S]*(?:" + GraphemeTables.controlWhiteSpace.regex + "|(?<!" + GraphemeTables.prepend.regex + ")" + GraphemeTables.otherWhiteSpace.regex + ")$)"

    /// A mask's filled pattern, or any prefix of it: `(?:\+(?:7(?:-(?:[0-9]…)?)?)?)?`.
    static func prefixRegex(_ pattern: MaskPattern, raw: Bool) -> String {
        var pieces: [String] = []
        for element in pattern.elements {
            switch element {
            case .literal(let character):
                if !raw { pieces.append(character.unicodeScalars.map { ScalarClass.escapedOutsideClass($0.value) }.joined()) }
            case .slot(.digit): pieces.append(ScalarClass.asciiDigits.regex)
            case .slot(.letter): pieces.append(letterCluster)
            case .slot(.letterOrDigit): pieces.append("(?:" + ScalarClass.asciiDigits.regex + "|" + letterCluster + ")")
            }
        }
        return pieces.reversed().reduce("") { inner, piece in "(?:" + piece + inner + ")?" }
    }

    /// One character `letters` keeps.
    static let letterCluster = ScalarClass.letter.regex + ScalarClass.letterContinuation.regex + "*"
}
