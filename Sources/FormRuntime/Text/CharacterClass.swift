/// Unicode classification of characters (grapheme clusters) as §5 defines it.
enum CharacterClass {
    /// The value of a decimal digit: a single scalar of category Nd (so not
    /// `²` or `①`), from any script. `nil` for anything else.
    @inline(__always)
    static func digitValue(_ character: Character) -> UInt8? {
        if let ascii = character.asciiValue {
            // "\r\n" reports 0x0A, which is not a digit either.
            return ascii >= 0x30 && ascii <= 0x39 ? ascii - 0x30 : nil
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return nil
        }
        return digitValue(first)
    }

    /// The value of a decimal digit scalar (category Nd), or `nil`.
    @inline(__always)
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.isASCII {
            let value = scalar.value
            return value >= 0x30 && value <= 0x39 ? UInt8(value - 0x30) : nil
        }
        return nonASCIIDigitValue(scalar)
    }

    private static func nonASCIIDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        let properties = scalar.properties
        guard properties.generalCategory == .decimalNumber,
              let numeric = properties.numericValue, numeric >= 0, numeric <= 9 else { return nil }
        return UInt8(numeric)
    }

    /// The ASCII digit character for value `value` (0–9).
    @inline(__always)
    static func asciiDigit(_ value: UInt8) -> Character {
        Character(Unicode.Scalar(0x30 + value))
    }

    /// A letter: the cluster starts with a scalar of category L, and the rest
    /// are letters, combining marks attached to it, or joiners (as in Indic
    /// conjuncts).
    static func isLetter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
        }
        var first = true
        for scalar in character.unicodeScalars {
            let category = scalar.properties.generalCategory
            if first {
                guard isLetterCategory(category) else { return false }
                first = false
            } else if !(isLetterCategory(category) || isMarkCategory(category) || scalar.value == 0x200C || scalar.value == 0x200D) {
                return false
            }
        }
        return !first
    }

    /// Whether every scalar of the character has the White_Space property.
    static func isWhiteSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    static func isLetterCategory(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    private static func isMarkCategory(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
