/// A JSON value: what the server writes, and what a client or test reads
/// whole (``parse(_:)``). The server reads incoming messages where they lie
/// instead (``JSONView``).
public enum JSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction or exponent that fits in `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object (member order is not kept; output sorts keys).
    case object([String: JSON])
    /// A number or string exactly as a client wrote it, where no other case
    /// holds it without change: a number `Int` does not hold as written
    /// (`123456789012345678901234567890`, `1.0`, `-0`) or a string with a lone
    /// surrogate escape (`"\ud800"`, quotes included), which no Swift
    /// `String` can hold. Written out byte for byte, so an id comes back as
    /// it was sent; ``string`` reads such a string with U+FFFD.
    case verbatim([UInt8])

    /// Parses UTF-8 JSON text whole; throws ``JSONDocument/SyntaxError`` on
    /// malformed input. A lone surrogate escape or an invalid UTF-8 byte
    /// in a string is read as U+FFFD (``JSONDocument``).
    public static func parse(_ bytes: [UInt8]) throws -> JSON {
        try JSONDocument(bytes).root.json
    }

    /// The member `key` of an object; `nil` for anything else.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        switch self {
        case .string(let value): return value
        case .verbatim(let text) where text.first == UInt8(ascii: "\""): return JSONText.decodeString(text, from: 0).text
        default: return nil
        }
    }

    /// The integer, if this is one (a double with no fraction counts).
    public var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9e15: return Int(value)
        case .verbatim(let text) where text.first != UInt8(ascii: "\""): return (try? JSONDocument(text))?.root.int
        default: return nil
        }
    }

    /// The boolean, if this is one.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var object: [String: JSON]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

extension JSON {
    /// The value as compact UTF-8 JSON text.
    public var serialized: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .int(let value): out += Array(String(value).utf8)
        case .double(let value): out += Array((value.isFinite ? String(value) : "null").utf8)
        case .string(let value): JSONText.writeString(value, to: &out)
        case .verbatim(let text): out += text
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                members[key]?.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        var members: [String: JSON] = [:]
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
    public init(nilLiteral: ()) { self = .null }
}
