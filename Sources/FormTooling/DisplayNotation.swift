import FormRuntime
/// The `text|` notation of a field's display with `|` at the caret, as
/// `formc try` prints it and vector files expect it.
public enum DisplayNotation {
    /// `state` as plain text with `|` at the caret, such as `+7-99|1`.
    public static func render(_ state: EditingState) -> String {
        let characters = Array(state.text)
        let caret = min(max(state.caret, 0), characters.count)
        return String(characters[..<caret]) + "|" + String(characters[caret...])
    }

    /// `state` in vector-file notation: `\|` for a bar in the text,
    /// `\u{XXXX}` for invisible characters, `\t`, `\\`.
    public static func renderEscaped(_ state: EditingState) -> String {
        let characters = Array(state.text)
        let caret = min(max(state.caret, 0), characters.count)
        return EscapedText.encode(String(characters[..<caret]), escapeBar: true) + "|"
            + EscapedText.encode(String(characters[caret...]), escapeBar: true)
    }

    /// Reads vector-file notation into text and caret.
    public static func parse(_ notation: String) throws(DisplayNotationError) -> (text: String, caret: Int) {
        let characters = Array(notation.unicodeScalars)
        var text = ""
        var caret: Int?
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\\":
                do {
                    let (decoded, next) = try EscapedText.decodeEscape(in: characters, at: index, allowBar: true)
                    text += decoded
                    index = next
                } catch {
                    let offset = EscapedText.characterOffset(in: characters, ofScalar: error.offset)
                    throw DisplayNotationError(reason: "character \(offset + 1): \(error.reason)")
                }
            case "|":
                guard caret == nil else { throw DisplayNotationError(reason: "two carets '|'; write \\| for a bar") }
                caret = text.count
                index += 1
            default:
                text.unicodeScalars.append(characters[index])
                index += 1
            }
        }
        guard let caret else { throw DisplayNotationError(reason: "no caret '|' in the display") }
        // Counting after decoding keeps the caret right when escapes combine
        // with neighbouring characters.
        return (text, min(caret, text.count))
    }
}

/// A display in vector notation that cannot be read.
public struct DisplayNotationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var reason: String
    /// The reason.
    public var description: String { reason }
}
