/// Reading a whole answer (a line-mode line) through a chain: the one
/// implementation of LANGUAGE.md §18's "Line mode reads whole answers".
///
/// The answer goes through the chain as one insertion into an empty field
/// and is committed, as a paste would be; it is accepted only when every one
/// of its characters is *kept* (in order, up to case mapping and digits shown
/// as ASCII) or is one the chain only *transforms*:
/// - white space at either end of the answer;
/// - a literal of the chain's mask or date pattern, or a date separator
///   (`.`, `/`, `-`, space), typed by the user — the chain writes its own;
/// - the locale's grouping separator typed where grouping puts one
///   (`7.250` in de_DE, not `72.5`).
/// What the chain adds (mask literals, a date's padding `0`, grouping, and
/// what commit does: `trim`, `padFraction`, a trailing decimal separator
/// removed) is never a drop. Anything else the chain would drop — a
/// digit making a month 13, a character a filter or `limit` removes, a
/// fraction digit beyond `scale` — refuses the answer. A complete ISO date
/// (`2026-11-23`) is placed as that date first (``isoDateDisplay(_:)``),
/// and refused when the field's pattern cannot show it (a year outside the
/// two-digit-year window, LANGUAGE.md §21).
extension FormatterChain {
    /// Reads `answer` as a whole for a field of type `type`, with a `YY`
    /// year read around `today`.
    package func wholeAnswer(_ answer: String, type: FieldTypeRef, today: FormDate) -> WholeAnswer {
        let iso = isoDate(answer)
        let typed = iso.map { $0.pattern.display(year: $0.year, month: $0.month, day: $0.day) } ?? answer
        let inserted = insert(typed, into: .empty)
        if let dropped = firstDropped(of: typed, in: inserted.text) { return .refused(.dropped(dropped)) }
        let display = commit(inserted).text
        if isImpossibleDate(display, type: type.base, today: today) { return .refused(.impossibleDate(display: display)) }
        let read = value(of: display, type: type, today: today)
        if let iso, read != FieldValue(year: iso.year, month: iso.month, day: iso.day, type: type.base) {
            return .refused(.unshowableDate(display: display))
        }
        return .accepted(display: display, value: read)
    }

    /// The first character of `answer` that `result` (what the chain made of
    /// it) neither keeps nor transforms, or `nil` when none is dropped.
    func firstDropped(of answer: String, in result: String) -> Character? {
        let typed = Self.trimmed(Array(answer))
        let shown = Self.trimmed(Array(result))
        let marks = AnswerMarks(chain: self, answer: typed, result: shown)
        var index = 0
        var position = 0
        while index < typed.count {
            let character = typed[index]
            if let count = Self.kept(character, in: shown, at: position) {
                index += 1
                position += count
            } else if position < shown.count, marks.isWritten(shown[position]) {
                position += 1
            } else if marks.isTransformed(character, at: index) {
                index += 1
            } else {
                return character
            }
        }
        return nil
    }

    /// How many characters of `shown` from `position` the typed `character`
    /// became — itself, the same digit in ASCII, or its case mapping (`ß` →
    /// `SS`) — or `nil` when it is not there.
    private static func kept(_ character: Character, in shown: [Character], at position: Int) -> Int? {
        guard position < shown.count else { return nil }
        if character == shown[position] { return 1 }
        if character.isNumber, let value = character.wholeNumberValue {
            return shown[position].wholeNumberValue == value ? 1 : nil
        }
        for count in 1...3 where position + count <= shown.count {
            let mapped = String(shown[position..<position + count])
            if mapped.lowercased() == character.lowercased() || mapped.uppercased() == character.uppercased() { return count }
        }
        return nil
    }

    /// `characters` without white space at either end.
    private static func trimmed(_ characters: [Character]) -> [Character] {
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return [] }
        return Array(characters[first...last])
    }
}
