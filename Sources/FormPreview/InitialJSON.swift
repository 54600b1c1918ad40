/// A small JSON reader for `formc preview --initial FILE`: it keeps numbers
/// as written (so a decimal is read exactly), members in order, and the
/// line and column of every value, for messages that say where a file is
/// wrong. Malformed text, nesting deeper than ``maximumDepth`` and invalid
/// UTF-8 are errors, never a crash.
enum InitialJSON {
    /// A JSON value and where it starts.
    struct Value {
        var kind: Kind
        var line: Int
        var column: Int
    }

    /// What a JSON value is.
    indirect enum Kind {
        case null
        case bool(Bool)
        /// A number, as written.
        case number(String)
        case string(String)
        case array([Value])
        case object([(key: String, keyLine: Int, keyColumn: Int, value: Value)])
    }

    /// Malformed JSON, at a 1-based line and column (columns count UTF-8 bytes).
    struct SyntaxError: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// Arrays and objects nested deeper than this are an error.
    static let maximumDepth = 64

    /// Parses `bytes` as one JSON value (whitespace around it allowed).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Value {
        var reader = Reader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    /// The cursor over the bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        var column: Int { index - lineStart + 1 }

        func error(_ message: String) -> SyntaxError {
            SyntaxError(message: message, line: line, column: column)
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
                case UInt8(ascii: "\n"): index += 1; line += 1; lineStart = index
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> Value {
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of file: a value was expected") }
            let (startLine, startColumn) = (line, column)
            let kind: Kind
            switch bytes[index] {
            case UInt8(ascii: "{"): kind = try object(depth: depth + 1)
            case UInt8(ascii: "["): kind = try array(depth: depth + 1)
            case UInt8(ascii: "\""): kind = .string(try string())
            case UInt8(ascii: "t"): try literal("true"); kind = .bool(true)
            case UInt8(ascii: "f"): try literal("false"); kind = .bool(false)
            case UInt8(ascii: "n"): try literal("null"); kind = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(number())
            default: throw error("unexpected character: a value was expected")
            }
            return Value(kind: kind, line: startLine, column: startColumn)
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("unexpected word: a value was expected")
            }
            index += expected.count
        }

        mutating func number() -> String {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1  // the opening quote
            var units: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    guard let text = String(validating: units, as: UTF8.self) else { throw error("the string is not valid UTF-8") }
                    return text
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { throw error("unexpected end of file in a string") }
                    index += 1
                    try escape(into: &units)
                case 0..<0x20:
                    throw error("a control character in a string must be escaped")
                default:
                    units.append(byte)
                    index += 1
                }
            }
            throw error("unexpected end of file in a string")
        }

        mutating func escape(into units: inout [UInt8]) throws(SyntaxError) {
            let simple: [UInt8: String] = [
                UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
                UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
            ]
            if let text = simple[bytes[index]] {
                units += Array(text.utf8)
                index += 1
                return
            }
            guard bytes[index] == UInt8(ascii: "u") else { throw error("unknown escape in a string") }
            index += 1
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate escape in a string") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let character = Unicode.Scalar(scalar) else { throw error("a lone surrogate escape in a string") }
            units += Array(String(character).utf8)
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count,
                  let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw error("\\u must be followed by four hex digits") }
            index += 4
            return value
        }

        mutating func array(depth: Int) throws(SyntaxError) -> Kind {
            guard depth <= InitialJSON.maximumDepth else { throw error("arrays and objects are nested too deeply") }
            index += 1
            var elements: [Value] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value(depth: depth))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of file in an array") }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                guard bytes[index] == UInt8(ascii: ",") else { throw error("',' or ']' expected in an array") }
                index += 1
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> Kind {
            guard depth <= InitialJSON.maximumDepth else { throw error("arrays and objects are nested too deeply") }
            index += 1
            var members: [(key: String, keyLine: Int, keyColumn: Int, value: Value)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("a member name in quotes expected") }
                let (keyLine, keyColumn) = (line, column)
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("':' expected after a member name") }
                index += 1
                members.append((key, keyLine, keyColumn, try value(depth: depth)))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of file in an object") }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                guard bytes[index] == UInt8(ascii: ",") else { throw error("',' or '}' expected in an object") }
                index += 1
            }
        }
    }
}
