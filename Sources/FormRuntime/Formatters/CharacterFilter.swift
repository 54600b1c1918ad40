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
    ///
    /// Each inserted character is judged as the cluster it forms in the
    /// result: a combining mark typed or pasted on its own (an input method
    /// may send it after its base) joins the kept character before it, so it
    /// is kept when that joined cluster is (`letters`: `a` then U+0301 gives
    /// `á`, as typing `á` does), and dropped otherwise. LANGUAGE.md §5:
    /// letters include combining marks attached to a kept letter.
    func apply(_ step: EditStep) -> EditStep? {
        guard !step.inserted.isEmpty else { return step }
        var result = step
        var kept: [Character] = []
        kept.reserveCapacity(step.inserted.count)
        for character in step.inserted {
            if let accepted = keep(character) {
                kept.append(accepted)
            } else if let previous = kept.last ?? step.before.last, let joined = Self.joining(previous, character),
                      keep(joined) == joined {
                kept.append(character)
            }
        }
        result.inserted = kept
        return kept.isEmpty ? nil : result
    }

    /// The one cluster `character` forms with `previous` when it attaches to
    /// it (a combining mark, a joiner), or nil when it stands on its own.
    private static func joining(_ previous: Character, _ character: Character) -> Character? {
        let joined = String(previous) + String(character)
        guard joined.count == 1, let cluster = joined.first else { return nil }
        return cluster
    }
}
