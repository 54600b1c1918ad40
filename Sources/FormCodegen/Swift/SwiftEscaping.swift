/// The only place text from a spec becomes Swift source. Nothing a spec
/// says (quotes, backslashes, `\(`, `*/`, `"""`, `#`, bidi controls, ESC,
/// NUL, newlines) can change the meaning of generated code or comments.
public enum SwiftEscaping {
    /// A string literal whose value is exactly `text`.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if mustEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text made safe for a `//` or `///` comment line: controls, line
    /// breaks, and invisible or direction-changing characters are written as
    /// visible `\u{…}` so the comment can neither end early nor hide code.
    public static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\0" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An identifier, with backticks when it is a Swift keyword. Spec names
    /// are already `[A-Za-z_][A-Za-z0-9_]*`; anything else is replaced by `_`
    /// so that no input can inject code through a name.
    public static func identifier(_ name: String) -> String {
        var clean = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
            let isDigit = ("0"..."9").contains(scalar)
            clean.unicodeScalars.append(isLetter || (isDigit && index > 0) ? scalar : "_")
        }
        if clean.isEmpty { clean = "_" }
        return keywords.contains(clean) ? "`\(clean)`" : clean
    }

    /// Controls (C0, DEL, C1), line and paragraph separators, bidi controls,
    /// and other invisible format characters.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x061C, 0xFEFF: return true
        default: return scalar.properties.generalCategory == .format && scalar.value != 0x200D
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "Type", "Protocol",
    ]
}
