/// The character filters `digits`, `letters`, `alphanumeric`, `allow` and
/// `deny`: they drop what they do not keep from inserted text.
enum CharacterFilter {
    case digits
    case letters
    case alphanumeric
    case allow(CharacterPattern)
    case deny(CharacterPattern)

    /// The character kept for `character` (digits become ASCII), or `nil`.
    @inline(__always)
    func keep(_ character: Character) -> Character? {
        switch self {
        case .digits:
            return CharacterClass.digitValue(character).map(CharacterClass.asciiDigit)
        case .letters:
            return CharacterClass.isLetter(character) ? character : nil
        case .alphanumeric:
            if let digit = CharacterClass.digitValue(character) { return CharacterClass.asciiDigit(digit) }
            return CharacterClass.isLetter(character) ? character : nil
        case let .allow(pattern):
            return pattern.contains(character) ? character : nil
        case let .deny(pattern):
            return pattern.contains(character) ? nil : character
        }
    }

    /// Filters the inserted text; `nil` when nothing of it remains.
    func apply(_ step: EditStep) -> EditStep? {
        guard !step.inserted.isEmpty else { return step }
        var result = step
        result.inserted = step.inserted.compactMap(keep)
        return result.inserted.isEmpty ? nil : result
    }
}
