/// What text put into a field keeps (LANGUAGE.md §12, §21): every field is
/// one line, so a paste, a replacement a platform proposes and a committed
/// composition go through ``cleaned(_:)`` before the chain sees them. The
/// one rule the session and the terminal apply, so both show the same.
package enum SingleLineText {
    /// `text` as one line: a line break (LF, CR, CR LF) or a tab becomes a
    /// space, so the words of a pasted address stay apart and a newline in a
    /// paste never submits; a character holding any other dangerous scalar
    /// (``DangerousScalar``: controls, bidi marks, embeddings, overrides and
    /// isolates, invisible format characters, line and paragraph separators)
    /// is dropped. Joiners, variation selectors and combining marks are kept.
    package static func cleaned(_ text: String) -> String {
        changed(text) ?? text
    }

    /// ``cleaned(_:)`` when it differs from `text`, else nil (what a
    /// keystroke asks: nearly every text is already one line).
    @inlinable
    package static func changed(_ text: String) -> String? {
        // A keystroke is one printable ASCII character: no scan.
        if text.utf8.count == 1, let byte = text.utf8.first, byte >= 0x20, byte != 0x7F { return nil }
        guard DangerousScalar.containsDangerous(text) else { return nil }
        return oneLine(text)
    }

    /// ``cleaned(_:)`` of a text that holds a dangerous scalar.
    @usableFromInline
    package static func oneLine(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" || character == "\t" {
                result.append(" ")
            } else if !character.unicodeScalars.contains(where: DangerousScalar.isDangerous) {
                result.append(character)
            }
        }
        return result
    }
}
