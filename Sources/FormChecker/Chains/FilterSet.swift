import FormRuntime

/// What a filtering formatter lets through, for the chain checks: the
/// characters `digits`, `letters`, `alphanumeric`, `allow`, `deny` keep, and
/// those a `mask` takes (slot characters and its literals).
enum FilterSet {
    case digits, letters, alphanumeric
    case allow(CharacterPattern)
    case deny(CharacterPattern)
    case mask(MaskPattern)

    /// The filter of a formatter, or `nil` for one that keeps every character.
    init?(_ spec: FormatterSpec) {
        switch spec {
        case .digits: self = .digits
        case .letters: self = .letters
        case .alphanumeric: self = .alphanumeric
        case .allow(let pattern): self = .allow(pattern)
        case .deny(let pattern): self = .deny(pattern)
        case .mask(let pattern, _): self = .mask(pattern)
        default: return nil
        }
    }

    var isMask: Bool {
        if case .mask = self { return true }
        return false
    }

    /// Whether the formatter keeps `character`.
    func accepts(_ character: Character) -> Bool {
        switch self {
        case .digits: CharacterSamples.isDigit(character)
        case .letters: CharacterSamples.isLetter(character)
        case .alphanumeric: CharacterSamples.isDigit(character) || CharacterSamples.isLetter(character)
        case .allow(let pattern): pattern.contains(character)
        case .deny(let pattern): !pattern.contains(character)
        case .mask(let pattern): pattern.literals.contains(character) || pattern.slotKinds.contains { $0.takes(character) }
        }
    }
}

extension MaskPattern {
    /// The distinct literal characters of the pattern, in order.
    var literals: [Character] {
        var result: [Character] = []
        var seen: Set<Character> = []
        for element in elements {
            if case .literal(let character) = element, seen.insert(character).inserted { result.append(character) }
        }
        return result
    }

    /// The distinct slot kinds of the pattern.
    var slotKinds: [MaskSlot] {
        var result: [MaskSlot] = []
        for element in elements {
            if case .slot(let slot) = element, !result.contains(slot) { result.append(slot) }
        }
        return result
    }

    /// Whether the pattern has a letter (`A`) slot.
    var hasLetterSlot: Bool { slotKinds.contains(.letter) }

    /// Whether every slot takes digits only (`#`).
    var isDigitsOnly: Bool { slotKinds == [.digit] }
}

extension MaskSlot {
    /// Whether the slot takes `character` (the checker's view of §5).
    func takes(_ character: Character) -> Bool {
        switch self {
        case .digit: CharacterSamples.isDigit(character)
        case .letter: CharacterSamples.isLetter(character)
        case .letterOrDigit: CharacterSamples.isDigit(character) || CharacterSamples.isLetter(character)
        }
    }
}

/// Representative characters for comparing filters: printable ASCII, letters
/// and digits of other scripts, spaces, and every character the chain's own
/// sets and masks mention.
package enum CharacterSamples {
    private static let fixed: [Character] = {
        var result: [Character] = (0x20...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) }
        result += ["é", "ß", "İ", "Я", "ж", "中", "あ", "ا", "٣", "３", "²", "①", "\u{00A0}", "\u{2212}", "€", "😀"]
        return result
    }()

    /// At most this many characters are taken from the chain's own sets and
    /// masks, so huge arguments cannot make the checks slow.
    static let extraLimit = 512

    /// The fixed samples, then up to ``extraLimit`` characters the sets and
    /// mask literals of `specs` mention.
    package static func samples(for specs: [FormatterSpec]) -> [Character] {
        var extra: [Character] = []
        var seen: Set<Character> = []
        for spec in specs {
            let characters: [Character]
            switch spec {
            case .allow(let pattern), .deny(let pattern):
                characters = pattern.source.unicodeScalars.prefix(extraLimit).map(Character.init)
            case .mask(let pattern, _):
                characters = Array(pattern.literals.prefix(extraLimit))
            default:
                characters = []
            }
            for character in characters where extra.count < extraLimit && seen.insert(character).inserted {
                extra.append(character)
            }
        }
        return fixed + extra
    }

    /// Unicode category Nd, as `digits` keeps.
    static func isDigit(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.generalCategory == .decimalNumber
    }

    /// Unicode category L, as `letters` keeps.
    static func isLetter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }
}
