import UnicodeDisplayWidth

/// A JSON value whose objects keep their keys in the order written, so the
/// JSON and SARIF renderers produce byte-identical output for the same input
/// (Foundation's `JSONSerialization` does not promise a key order).
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A string value, or `null` when `value` is `nil`.
    static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// An integer value, or `null` when `value` is `nil`.
    static func int(_ value: Int?) -> JSONValue {
        value.map { .int($0) } ?? .null
    }
}

extension JSONValue {
    /// The value on one line with no insignificant white space.
    var compact: String {
        var out = ""
        write(to: &out, indent: nil)
        return out
    }

    /// The value over several lines, indented by two spaces per level.
    var pretty: String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    /// Writes the value; `indent` is the current depth, or `nil` for compact.
    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .string(let text):
            JSONText.appendQuoted(text, to: &out)
        case .int(let number):
            out += String(number)
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .null:
            out += "null"
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", to: &out, indent: indent) { element, out, inner in
                element.write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(members, open: "{", close: "}", to: &out, indent: indent) { member, out, inner in
                JSONText.appendQuoted(member.key, to: &out)
                out += inner == nil ? ":" : ": "
                member.value.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element],
        open: String,
        close: String,
        to out: inout String,
        indent: Int?,
        writeElement: (Element, inout String, Int?) -> Void
    ) {
        out += open
        guard !elements.isEmpty else {
            out += close
            return
        }
        let inner = indent.map { $0 + 1 }
        for (index, element) in elements.enumerated() {
            if index > 0 { out += "," }
            if let inner { out += "\n" + String(repeating: "  ", count: inner) }
            writeElement(element, &out, inner)
        }
        if let indent { out += "\n" + String(repeating: "  ", count: indent) }
        out += close
    }
}
