/// Gathers the bytes of a bracketed paste until `ESC [ 201 ~`, however the
/// paste is split across reads.
struct PasteCollector: Sendable {
    /// The end marker, `ESC [ 2 0 1 ~`.
    static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// Pasted bytes kept; more are read and dropped so a huge paste cannot
    /// exhaust memory.
    static let maximumBytes = 1 << 20

    private var content: [UInt8] = []
    /// The last few bytes seen, which may be the start of the end marker.
    private var carry: [UInt8] = []

    /// Takes bytes from `input`. Returns how many it used and, once the end
    /// marker has been seen, the pasted text.
    mutating func consume(_ input: ArraySlice<UInt8>) -> (consumed: Int, finishedText: String?) {
        var window = carry
        window.append(contentsOf: input)
        let carried = carry.count
        if let end = Self.find(Self.endMarker, in: window) {
            keep(window[0..<end])
            carry = []
            let consumed = end + Self.endMarker.count - carried
            return (consumed, Self.text(from: content))
        }
        let keepBack = min(Self.endMarker.count - 1, window.count)
        keep(window[0..<(window.count - keepBack)])
        carry = Array(window[(window.count - keepBack)...])
        return (input.count, nil)
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maximumBytes - content.count
        guard room > 0 else { return }
        content.append(contentsOf: bytes.prefix(room))
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        outer: for start in 0...(haystack.count - needle.count) {
            for offset in 0..<needle.count where haystack[start + offset] != needle[offset] {
                continue outer
            }
            return start
        }
        return nil
    }

    /// UTF-8 with replacement, line breaks normalised to LF.
    private static func text(from bytes: [UInt8]) -> String {
        var normalised: [UInt8] = []
        normalised.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.carriageReturn {
                normalised.append(ASCII.lineFeed)
                if index + 1 < bytes.count, bytes[index + 1] == ASCII.lineFeed { index += 1 }
            } else {
                normalised.append(byte)
            }
            index += 1
        }
        return String(decoding: normalised, as: UTF8.self)
    }
}
