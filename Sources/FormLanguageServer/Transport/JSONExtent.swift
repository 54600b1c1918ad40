/// Finds where the JSON object or array at the start of a body ends, fed
/// incrementally as bytes arrive, without decoding it.
///
/// ``FrameDecoder`` uses it to check a frame's `Content-Length` against the
/// message: a body that holds a complete value followed by more text was
/// framed too long, one that ends inside its value was framed too short.
/// Only brackets and strings are tracked (a full parse happens later, in
/// the server), so a scan costs one pass over each byte.
struct JSONExtent: Sendable {
    /// What the bytes scanned so far show.
    enum State: Sendable, Equatable {
        /// Only whitespace so far, or inside the value.
        case scanning
        /// The value ended just before this offset (from the scan's start).
        case complete(end: Int)
        /// The body does not start with `{` or `[`: its extent is not tracked.
        case untracked
    }

    private(set) var state = State.scanning
    /// Bytes scanned so far.
    private(set) var scanned = 0
    private var depth = 0
    private var inString = false
    private var escaped = false

    /// Scans `bytes`, which continue the bytes scanned so far; stops at the
    /// end of the value.
    mutating func scan(_ bytes: ArraySlice<UInt8>) {
        guard state == .scanning else { return }
        for byte in bytes {
            scanned += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 {
                    state = .complete(end: scanned)
                    return
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                break
            default:
                if depth == 0 {
                    state = .untracked
                    return
                }
            }
        }
    }

    /// Whether `byte` is JSON whitespace.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }
}
