/// A JSON value written as text by hand, so that numbers keep every digit
/// (a 40-digit decimal, `Int.min`) on their way into `JSONDecoder`.
indirect enum JSONText {
    case string(String)
    /// A number as its JSON text.
    case number(String)
    case bool(Bool)
    case array([JSONText])
    /// Members in order; an absent optional is no member at all.
    case object([(String, JSONText)])

    var text: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .number(let digits): digits
        case .bool(let flag): flag ? "true" : "false"
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
