import FormRuntime

/// The one JSON string escaper of formc: the diagnostics' JSON and SARIF
/// renderers and `formc preview`'s JSON all write strings through it, so a
/// hostile text comes out the same in each.
public enum JSONText {
    /// Appends `text` as a JSON string literal: quotes and backslashes
    /// escaped, `\n` `\r` `\t` as such, every other dangerous scalar
    /// (``DangerousScalar``: C0 and C1 controls, DEL, U+2028/2029, bidi and
    /// invisible format characters) as `\uXXXX` in upper-case hex; all other
    /// characters, non-ASCII included, are kept as UTF-8.
    public static func appendQuoted(_ text: String, to out: inout String) {
        out.unicodeScalars.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where DangerousScalar.isDangerous(scalar):
                out += "\\u" + hex4(scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out.unicodeScalars.append("\"")
    }

    /// `text` as a JSON string literal (``appendQuoted(_:to:)``).
    public static func quoted(_ text: String) -> String {
        var out = ""
        appendQuoted(text, to: &out)
        return out
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
