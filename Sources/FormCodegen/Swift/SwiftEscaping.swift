import FormChecker
import FormRuntime

/// The only place text from a spec becomes Swift source. Nothing a spec
/// says (quotes, backslashes, `\(`, `*/`, `"""`, `#`, bidi controls, ESC,
/// NUL, newlines) can change the meaning of generated code or comments.
public enum SwiftEscaping {
    /// A string literal whose value is exactly `text`.
    public static func stringLiteral(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendStringLiteral(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `stringLiteral(text)` as UTF-8.
    static func appendStringLiteral(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: check first, then copy it whole.
        if !text.unicodeScalars.contains(where: needsStringEscape) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        bytes.reserveCapacity(bytes.count + text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": appendPair(UInt8(ascii: "\\"), to: &bytes)
            case "\"": appendPair(UInt8(ascii: "\""), to: &bytes)
            case "\n": appendPair(UInt8(ascii: "n"), to: &bytes)
            case "\r": appendPair(UInt8(ascii: "r"), to: &bytes)
            case "\t": appendPair(UInt8(ascii: "t"), to: &bytes)
            case "\0": appendPair(UInt8(ascii: "0"), to: &bytes)
            default:
                if scalar.value < 0x80 && scalar.value >= 0x20 && scalar.value != 0x7F {
                    bytes.append(UInt8(truncatingIfNeeded: scalar.value))
                } else if mustEscape(scalar) {
                    appendUnicodeEscape(scalar, to: &bytes)
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends one content line of a multi-line string literal (`"""`) whose
    /// value is exactly `text`: escaped as `stringLiteral` escapes (so no
    /// `"""`, line break or dangerous scalar appears raw), and a space or tab
    /// ending the line written as an escape, so no editor's trimming of
    /// trailing whitespace can change the value.
    static func appendMultilineStringLine(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        appendStringLiteral(text, to: &bytes)
        // Drop the quotes `appendStringLiteral` wrote around the escaped text.
        bytes.remove(at: start)
        bytes.removeLast()
        if bytes.count > start, bytes[bytes.count - 1] == UInt8(ascii: " ") {
            bytes.removeLast()
            bytes += Array("\\u{20}".utf8)
        }
    }

    @inline(__always)
    private static func appendPair(_ second: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(second)
    }

    private static func needsStringEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "\\" || scalar == "\"" || scalar.value < 0x20 || scalar.value == 0x7F
        }
        return mustEscape(scalar)
    }

    /// Text made safe for a `//` or `///` comment line: controls, line
    /// breaks, and invisible or direction-changing characters are written as
    /// visible `\u{…}` so the comment can neither end early nor hide code.
    public static func commentText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsCommentEscape) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendEscapedCommentText(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `commentText(text)` as UTF-8.
    static func appendCommentText(_ text: String, to bytes: inout [UInt8]) {
        if text.unicodeScalars.contains(where: needsCommentEscape) {
            appendEscapedCommentText(text, to: &bytes)
        } else {
            bytes.append(contentsOf: text.utf8)
        }
    }

    private static func appendEscapedCommentText(_ text: String, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            if needsCommentEscape(scalar) {
                appendUnicodeEscape(scalar, to: &bytes)
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    private static func needsCommentEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value < 0x20 || scalar.value == 0x7F : mustEscape(scalar)
    }

    private static func appendUnicodeEscape(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        bytes += Array("\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8)
    }

    /// An identifier, with backticks when it is a Swift keyword. Spec names
    /// are already `[A-Za-z_][A-Za-z0-9_]*`; anything else is replaced by `_`
    /// so that no input can inject code through a name.
    public static func identifier(_ name: String) -> String {
        if isPlainIdentifier(name) {
            return keywords.contains(name) ? "`\(name)`" : name
        }
        var clean = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
            let isDigit = ("0"..."9").contains(scalar)
            clean.unicodeScalars.append(isLetter || (isDigit && index > 0) ? scalar : "_")
        }
        if clean.isEmpty { clean = "_" }
        return keywords.contains(clean) ? "`\(clean)`" : clean
    }

    /// Whether `name` is already `[A-Za-z_][A-Za-z0-9_]*` (what `identifier`
    /// would keep unchanged before adding backticks).
    private static func isPlainIdentifier(_ name: String) -> Bool {
        var first = true
        for byte in name.utf8 {
            let isLetter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            let isDigit = byte >= 0x30 && byte <= 0x39
            guard isLetter || (isDigit && !first) else { return false }
            first = false
        }
        return !first
    }

    /// A name in expression position: `self`, `Self`, `super` and `init`
    /// keep their meaning; other keywords get backticks.
    public static func expressionIdentifier(_ name: String) -> String {
        ["self", "Self", "super", "init"].contains(name) ? name : identifier(name)
    }

    /// A member name after `.`: Swift accepts keywords there, so only the
    /// characters are sanitised.
    public static func memberName(_ name: String) -> String {
        let escaped = identifier(name)
        return escaped.hasPrefix("`") ? String(escaped.dropFirst().dropLast()) : escaped
    }

    /// The one definition of what must not appear raw (`DangerousScalar`):
    /// controls, separators, bidi and invisible format characters.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        DangerousScalar.isDangerous(scalar)
    }

    /// The one list of Swift keywords, shared with the checker's `reserved-name`.
    static var keywords: Set<String> { GeneratedSwiftNames.swiftKeywords }
}
