import FormDiagnostics

/// A JSON value as an exported schema writes it: object members in the
/// order they were added (so a document reads in the order the spec does
/// and is byte-identical from run to run), numbers as exact decimal text.
public indirect enum SchemaValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number, as its JSON text (`-1000`, `0.01`, `9223372036854775807`).
    case number(String)
    case string(String)
    case array([SchemaValue])
    /// Members in order; a key is never repeated (``SchemaObject`` keeps it so).
    case object(SchemaObject)

    /// An integer.
    public static func int(_ value: Int) -> SchemaValue { .number(String(value)) }

    /// The value as indented JSON text (two spaces), ending with a newline.
    public var text: String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            // Short arrays of scalars (`required`, `enum`) stay on one line.
            if elements.allSatisfy(\.isScalar), elements.count <= 12 {
                out += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { out += ", " }
                    element.write(to: &out, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.write(to: &out, indent: indent + 2)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let object):
            guard !object.members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, member) in object.members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                Self.writeString(member.key, to: &out)
                out += ": "
                member.value.write(to: &out, indent: indent + 2)
                out += index == object.members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A JSON string, written as formc writes every JSON string
    /// (FormDiagnostics' ``JSONText``: controls, separators and bidi
    /// characters as `\u` escapes, so a hostile label cannot reorder a
    /// reader's terminal).
    static func writeString(_ value: String, to out: inout String) {
        JSONText.appendQuoted(value, to: &out)
    }
}

/// A JSON object whose members keep the order they were set in.
public struct SchemaObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The members in order.
    public private(set) var members: [(key: String, value: SchemaValue)] = []

    /// An empty object.
    public init() {}

    /// The members in the order written.
    public init(dictionaryLiteral elements: (String, SchemaValue)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The member `key`; setting an existing key replaces it in place,
    /// setting `nil` removes it.
    public subscript(key: String) -> SchemaValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key, newValue))
            }
        }
    }

    /// Whether the object has no member.
    public var isEmpty: Bool { members.isEmpty }

    public static func == (lhs: SchemaObject, rhs: SchemaObject) -> Bool {
        lhs.members.count == rhs.members.count && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}
