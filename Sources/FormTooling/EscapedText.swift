/// The escapes of vector files and key scripts: `\u{XXXX}` a Unicode scalar,
/// `\t` a tab, `\\` a backslash (and, in displays, `\|` a literal bar).
///
/// Syntax is read on Unicode scalars (LANGUAGE.md §10), never on grapheme
/// clusters: a `}` or `\` followed by a combining mark is still syntax.
enum EscapedText {
    /// A decoding problem at a scalar offset.
    struct Failure: Error, Sendable {
        var offset: Int
        var reason: String
    }

    /// Decodes the escape starting at `characters[index]` (a backslash).
    /// Returns the decoded text and the index after the escape.
    static func decodeEscape(in characters: [Unicode.Scalar], at index: Int, allowBar: Bool) throws(Failure) -> (String, Int) {
        guard index + 1 < characters.count else {
            throw Failure(offset: index, reason: "a lone backslash at the end; write \\\\ for a backslash")
        }
        switch characters[index + 1] {
        case "\\": return ("\\", index + 2)
        case "t": return ("\t", index + 2)
        case "|" where allowBar: return ("|", index + 2)
        case "u":
            guard index + 2 < characters.count, characters[index + 2] == "{",
                  let close = characters[(index + 3)...].firstIndex(of: "}") else {
                throw Failure(offset: index, reason: "\\u must be followed by {hex digits}")
            }
            let hex = String(String.UnicodeScalarView(characters[(index + 3)..<close]))
            guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw Failure(offset: index, reason: "\\u{\(hex)} is not a Unicode scalar value")
            }
            return (String(Character(scalar)), close + 1)
        default:
            throw Failure(offset: index, reason: "unknown escape \\\(characters[index + 1]); use \\u{XXXX}, \\t or \\\\")
        }
    }

    /// Decodes every escape of `text`.
    static func decode(_ text: String, allowBar: Bool = false) throws(Failure) -> String {
        let characters = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < characters.count {
            if characters[index] == "\\" {
                let (decoded, next) = try decodeEscape(in: characters, at: index, allowBar: allowBar)
                result.append(contentsOf: decoded.unicodeScalars)
                index = next
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The offset in characters (grapheme clusters) of the scalar at
    /// `scalarOffset`, for error messages people read.
    static func characterOffset(in scalars: [Unicode.Scalar], ofScalar scalarOffset: Int) -> Int {
        String(String.UnicodeScalarView(scalars[..<min(max(scalarOffset, 0), scalars.count)])).count
    }

    /// Escapes `text` for a vector column: backslashes, tabs, control and
    /// invisible or separator characters as `\u{XXXX}`, and `|` as `\|` when
    /// `escapeBar` is set.
    static func encode(_ text: String, escapeBar: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "|" where escapeBar: result += "\\|"
            default:
                let category = scalar.properties.generalCategory
                let invisible: Bool = switch category {
                case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: true
                default: false
                }
                if invisible, scalar != " " {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
