/// JSON text read once into a flat index of its values (a *tape*), with
/// nothing decoded until it is asked for: what the server reads of a message
/// (``JSONView``) costs what it reads, and a message of any shape costs at
/// most its bytes plus four bytes per value (a flat array `[1,1,…]`, the
/// densest shape, three times its size in all).
///
/// Reading checks the whole text against RFC 8259 (one value, optional
/// white space around it, no trailing commas, no control characters inside
/// strings, numbers without leading zeros) in one pass over the bytes, with
/// an explicit stack, so neither time nor the call stack depends on the
/// nesting beyond ``maximumDepth``. Two departures from the RFC, so that an
/// editor's buffer always opens: a lone UTF-16 surrogate escape (`"\ud800"`)
/// and an invalid UTF-8 byte inside a string are read as U+FFFD, as the
/// compiler reads invalid UTF-8 in a `.form` file (every later position stays
/// right: U+FFFD is one UTF-16 unit, like the lone surrogate). ``JSONView``
/// still writes such a string back exactly as it came (``JSON/verbatim(_:)``).
public final class JSONDocument: Sendable {
    /// The text.
    let bytes: [UInt8]
    /// One entry per value in document order: its ``Kind`` in the top bits
    /// and the offset of its first byte. An array or object is followed by a
    /// second entry, the tape index just past its last member; an object's
    /// members are a key (a string entry) then the value.
    let tape: [UInt32]

    /// The deepest nesting of arrays and objects read (Foundation's decoder
    /// allows 512 too).
    public static let maximumDepth = 512
    /// The largest text a tape can index (256 MiB; a message is at most
    /// ``FrameDecoder/maximumBodyBytes``).
    public static let maximumBytes = 1 << offsetBits

    static let offsetBits = 28
    static let offsetMask: UInt32 = (1 << 28) - 1

    /// The kinds of value, as the tape stores them.
    enum Kind: UInt32 {
        case null, `false`, `true`, number, string, array, object
    }

    /// Why a text is not JSON.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was wrong.
        public var reason: String
        /// The byte offset where it was found.
        public var offset: Int
        /// The reason and where.
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// Reads `bytes`; throws ``SyntaxError`` when they are not one JSON value.
    public init(_ bytes: [UInt8]) throws(SyntaxError) {
        guard bytes.count < Self.maximumBytes else {
            throw SyntaxError(reason: "the text is longer than \(Self.maximumBytes) bytes", offset: 0)
        }
        var reader = JSONTapeReader(bytes)
        tape = try reader.read()
        self.bytes = bytes
    }

    /// The document's value.
    public var root: JSONView { JSONView(document: self, index: 0) }

    /// The document of `null`, for a message without `params`.
    public static let null: JSONDocument = {
        // `null` is valid JSON: this never fails.
        (try? JSONDocument(Array("null".utf8))) ?? JSONDocument(tape: [Kind.null.rawValue << 28], bytes: Array("null".utf8))
    }()

    private init(tape: [UInt32], bytes: [UInt8]) {
        self.tape = tape
        self.bytes = bytes
    }

    // MARK: - Reading the tape

    @inline(__always)
    func kind(at index: Int) -> Kind {
        Kind(rawValue: tape[index] >> UInt32(Self.offsetBits)) ?? .null
    }

    @inline(__always)
    func offset(at index: Int) -> Int {
        Int(tape[index] & Self.offsetMask)
    }

    /// The tape index just past the value at `index`.
    @inline(__always)
    func next(after index: Int) -> Int {
        switch kind(at: index) {
        case .array, .object: Int(tape[index + 1])
        default: index + 1
        }
    }

    /// The tape index of the first member of the container at `index`.
    @inline(__always)
    func firstMember(of index: Int) -> Int { index + 2 }
}

/// The single pass that checks a JSON text and writes its tape.
struct JSONTapeReader {
    private let bytes: [UInt8]
    private var index = 0
    private var tape: [UInt32] = []
    /// The tape indexes of the open arrays and objects.
    private var open: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // Every value takes at least one byte (an array or object, with two
        // entries, at least two), so this is the most the tape can need; the
        // pages it never touches cost no memory.
        tape.reserveCapacity(bytes.count + 1)
    }

    mutating func read() throws(JSONDocument.SyntaxError) -> [UInt32] {
        var expectsValue = true
        while true {
            if expectsValue {
                switch try value() {
                case .read:
                    expectsValue = false
                case .opened(let isObject):
                    if isObject { try key() }
                    continue
                }
            }
            skipWhiteSpace()
            guard let container = open.last else { break }
            let isObject = tape[container] >> UInt32(JSONDocument.offsetBits) == JSONDocument.Kind.object.rawValue
            guard index < bytes.count else { throw error(isObject ? "an object is not closed" : "an array is not closed") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                if isObject { try key() }
                expectsValue = true
            case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
                index += 1
                tape[container + 1] = UInt32(tape.count)
                open.removeLast()
            default:
                throw error(isObject ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array")
            }
        }
        guard index == bytes.count else { throw error("unexpected text after the value") }
        return tape
    }

    /// What ``value()`` did.
    private enum Step {
        /// Read a whole value (a scalar, or an empty array or object).
        case read
        /// Opened an array or object whose first member comes next.
        case opened(isObject: Bool)
    }

    /// Reads one value; an array or object is opened, and its members are
    /// read by the loop of ``read()``.
    private mutating func value() throws(JSONDocument.SyntaxError) -> Step {
        skipWhiteSpace()
        guard index < bytes.count else { throw error("expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[index] == UInt8(ascii: "{")
            guard open.count < JSONDocument.maximumDepth else {
                throw error("arrays and objects nested deeper than \(JSONDocument.maximumDepth)")
            }
            append(isObject ? .object : .array, at: start)
            tape.append(0)
            index += 1
            skipWhiteSpace()
            if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                tape[tape.count - 1] = UInt32(tape.count)
                return .read
            }
            open.append(tape.count - 2)
            return .opened(isObject: isObject)
        case UInt8(ascii: "\""):
            append(.string, at: start)
            try string()
        case UInt8(ascii: "t"):
            try word("true")
            append(.true, at: start)
        case UInt8(ascii: "f"):
            try word("false")
            append(.false, at: start)
        case UInt8(ascii: "n"):
            try word("null")
            append(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            append(.number, at: start)
        default:
            throw error("expected a value")
        }
        return .read
    }

    /// Reads an object member's key and its colon; the value follows.
    private mutating func key() throws(JSONDocument.SyntaxError) {
        skipWhiteSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key in an object") }
        append(.string, at: index)
        try string()
        skipWhiteSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        index += 1
    }

    @inline(__always)
    private mutating func append(_ kind: JSONDocument.Kind, at offset: Int) {
        tape.append(kind.rawValue << UInt32(JSONDocument.offsetBits) | UInt32(offset))
    }

    @inline(__always)
    private mutating func skipWhiteSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private mutating func word(_ text: StaticString) throws(JSONDocument.SyntaxError) {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("expected a value") }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
            throw error("expected a value")
        }
        index += count
    }

    /// Checks a string from its opening quote to just past its closing one.
    private mutating func string() throws(JSONDocument.SyntaxError) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw error("a string is not closed") }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 6 <= bytes.count, (index + 2..<index + 6).allSatisfy({ JSONText.hexValue(bytes[$0]) != nil }) else {
                        throw error("a \\u escape needs four hexadecimal digits")
                    }
                    index += 6
                default:
                    throw error("invalid escape in a string")
                }
            case 0..<0x20:
                throw error("a control character must be escaped in a string")
            default:
                index += 1
            }
        }
        throw error("a string is not closed")
    }

    /// Checks a number (RFC 8259 §6) and moves past it.
    private mutating func number() throws(JSONDocument.SyntaxError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, JSONText.isDigit(bytes[index]) else { throw error("a number needs a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, JSONText.isDigit(bytes[index]) else { throw error("a fraction needs a digit") }
            digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, JSONText.isDigit(bytes[index]) else { throw error("an exponent needs a digit") }
            digits()
        }
    }

    @inline(__always)
    private mutating func digits() {
        while index < bytes.count, JSONText.isDigit(bytes[index]) { index += 1 }
    }

    private func error(_ reason: String) -> JSONDocument.SyntaxError {
        JSONDocument.SyntaxError(reason: reason, offset: index)
    }
}
