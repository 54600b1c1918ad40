/// The character filters `digits`, `letters`, `alphanumeric`, `allow` and
/// `deny`: they drop what they do not keep from inserted text.
enum CharacterFilter: Sendable {
    case digits
    case letters
    case alphanumeric
    case allow(CharacterPattern)
    case deny(CharacterPattern)

    /// The unit kept for `unit` (digits become ASCII), or `nil`.
    @inline(__always)
    func keep<Unit: TextUnit>(_ unit: Unit) -> Unit? {
        switch self {
        case .digits:
            return unit.digitValue.map(Unit.asciiDigit)
        case .letters:
            return unit.isLetter ? unit : nil
        case .alphanumeric:
            if let digit = unit.digitValue { return Unit.asciiDigit(digit) }
            return unit.isLetter ? unit : nil
        case let .allow(pattern):
            return unit.isIn(pattern) ? unit : nil
        case let .deny(pattern):
            return unit.isIn(pattern) ? nil : unit
        }
    }

    /// Filters the inserted text in place; `false` when nothing of it remains.
    ///
    /// Each inserted character is judged as the cluster it forms in the
    /// result: a combining mark typed or pasted on its own (an input method
    /// may send it after its base) joins the kept character before it, so it
    /// is kept when that joined cluster is (`letters`: `a` then U+0301 gives
    /// `á`, as typing `á` does), and dropped otherwise. LANGUAGE.md §5:
    /// letters include combining marks attached to a kept letter.
    func apply<Unit: TextUnit>(_ step: inout EditStep<Unit>) -> Bool {
        guard !step.inserted.isEmpty else { return true }
        var end = step.insertedStart
        for index in step.inserted {
            let unit = step.units[index]
            if let accepted = keep(unit) {
                step.units[end] = accepted
                end += 1
                continue
            }
            guard Unit.canJoin else { continue }
            // The kept unit before it: the last one kept, or the last before the edit.
            let previous = end > step.insertedStart ? end - 1 : step.removedStart - 1
            if previous >= 0, let joined = step.units[previous].joined(with: unit), keep(joined) == joined {
                step.units[end] = unit
                end += 1
            }
        }
        step.truncateInserted(to: end - step.insertedStart)
        return !step.inserted.isEmpty
    }
}
