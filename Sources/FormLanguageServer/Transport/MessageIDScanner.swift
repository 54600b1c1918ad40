/// Finds the `id` of a JSON-RPC message in bytes that go by once and are not
/// kept: the body of a message too large to read, which ``FrameDecoder``
/// skips while it arrives, so that the error answered for it can carry the
/// request's id. Memory is constant: only the id's text (at most
/// ``maximumIDBytes``) and a key of the top-level object are held.
///
/// The id is the value of a member `"id"` of the top-level object (the last
/// one when it repeats, as ``JSONView`` reads it), when it is a string or a
/// number; anything else leaves it unknown.
struct MessageIDScanner: Sendable {
    /// The longest id text kept (a longer one is left unknown).
    static let maximumIDBytes = 4096
    /// The longest key text kept: `"id"` written with escapes is 14 bytes.
    private static let maximumKeyBytes = 32

    private enum Position: Sendable, Equatable {
        /// Before the top-level value.
        case start
        /// In the top-level object, where a key may start.
        case beforeKey
        /// Inside a top-level key.
        case inKey
        /// After a top-level key, before its colon.
        case afterKey
        /// After a top-level key's colon, before its value.
        case beforeValue
        /// Inside the value of a top-level member (or past the top-level value).
        case inValue
    }

    private var position = Position.start
    /// Depth of arrays and objects (the top-level object is 1).
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var key: [UInt8] = []
    private var keyTooLong = false
    /// Whether the member being read is `"id"`.
    private var memberIsID = false
    /// The text of the `id` member's value being read, or read.
    private var idText: [UInt8] = []
    private var idComplete = false
    private var capturingID = false
    /// Whether the id string being kept has just had a backslash.
    private var idEscaped = false

    /// Reads bytes that continue those read so far.
    mutating func scan(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes { scan(byte) }
    }

    /// The id found, as the response writes it back; `nil` when none was.
    var id: JSON? {
        guard idComplete, !idText.isEmpty, let document = try? JSONDocument(idText) else { return nil }
        let value = document.root
        guard value.kind == .string || value.kind == .number else { return nil }
        return value.asSent
    }

    private mutating func scan(_ byte: UInt8) {
        if capturingID { capture(byte) }
        if inString {
            if position == .inKey { appendKey(byte) }
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                if position == .inKey { endKey() }
            }
            return
        }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
            return
        case UInt8(ascii: "\""):
            inString = true
            if depth == 1, position == .beforeKey {
                position = .inKey
                key = [byte]
                keyTooLong = false
                return
            }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 1 {
                position = byte == UInt8(ascii: "{") ? .beforeKey : .inValue
                return
            }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 { position = .inValue }
            return
        case UInt8(ascii: ":") where depth == 1 && position == .afterKey:
            position = .beforeValue
            return
        case UInt8(ascii: ",") where depth == 1:
            position = .beforeKey
            return
        default:
            break
        }
        if depth == 1, position == .beforeValue {
            position = .inValue
            if memberIsID { startID(with: byte) }
        }
    }

    private mutating func appendKey(_ byte: UInt8) {
        guard key.count < Self.maximumKeyBytes else {
            keyTooLong = true
            return
        }
        key.append(byte)
    }

    private mutating func endKey() {
        position = .afterKey
        memberIsID = !keyTooLong && (try? JSONDocument(key))?.root.string == "id"
    }

    /// Starts keeping the id's text at its first byte: a string or a number
    /// is kept; anything else leaves the id unknown.
    private mutating func startID(with byte: UInt8) {
        idText = []
        idComplete = false
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "-") || JSONText.isDigit(byte) else { return }
        capturingID = true
        idText = [byte]
        idEscaped = false
    }

    /// Keeps one more byte of the id, or ends it.
    private mutating func capture(_ byte: UInt8) {
        guard idText.count < Self.maximumIDBytes else {
            capturingID = false
            idText = []
            return
        }
        if idText.first == UInt8(ascii: "\"") {
            idText.append(byte)
            if idEscaped {
                idEscaped = false
            } else if byte == UInt8(ascii: "\\") {
                idEscaped = true
            } else if byte == UInt8(ascii: "\"") {
                capturingID = false
                idComplete = true
            }
        } else if JSONText.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            idText.append(byte)
        } else {
            capturingID = false
            idComplete = true
        }
    }
}
