@testable import FormRuntime
import Testing

/// The eight-bytes-at-a-time scan of ``DangerousScalar/mayHoldDangerous(_:)``
/// (a 1 MB paste was read twice byte by byte, 12 instructions a byte each
/// time) must find exactly what the byte-by-byte predicate finds.
@Suite struct DangerousScanTests {
    /// What the byte-by-byte walk answers: the reference.
    static func byteByByte(_ bytes: [UInt8]) -> Bool {
        bytes.contains(where: DangerousScalar.mayStartDangerous)
    }

    static func scan(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(DangerousScalar.mayHoldDangerous)
    }

    /// Every byte value at every position of texts of 0 to 24 bytes (the
    /// whole words, the tail after them, and both), among printable ASCII.
    @Test func everyByteAtEveryPositionIsFound() {
        for length in 0...24 {
            let clean = [UInt8](repeating: UInt8(ascii: "7"), count: length)
            #expect(!Self.scan(clean))
            for position in 0..<length {
                for value in UInt8.min...UInt8.max {
                    var bytes = clean
                    bytes[position] = value
                    #expect(Self.scan(bytes) == Self.byteByByte(bytes), "byte \(value) at \(position) of \(length)")
                }
            }
        }
    }

    /// Words whose bytes sit at the edges of the tested ranges (0x1F/0x20,
    /// 0x7E/0x7F/0x80, 0xFF), in every combination of two positions, where a
    /// borrow from one byte could hide or fake another.
    @Test func edgeBytesInPairsAgree() {
        let edges: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x7E, 0x7F, 0x80, 0x81, 0xC2, 0xFF]
        for first in edges {
            for second in edges {
                for a in 0..<8 {
                    for b in 0..<8 where b != a {
                        var bytes = [UInt8](repeating: 0x41, count: 8)
                        bytes[a] = first
                        bytes[b] = second
                        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                        let anyFlagged = bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 }
                        #expect(DangerousScalar.wordMayHoldDangerous(word) == anyFlagged, "\(first) at \(a), \(second) at \(b)")
                        #expect(Self.scan(bytes) == Self.byteByByte(bytes))
                    }
                }
            }
        }
    }

    /// Through the public path: a long paste with one bidi override near its
    /// end, and one with a line feed in its last word, are still cleaned.
    @Test func longTextsAreStillCleaned() {
        let digits = String(repeating: "1234567890", count: 10_000)
        #expect(SingleLineText.changed(digits) == nil)
        #expect(SingleLineText.changed(digits + "\u{202E}12") == digits + "12")
        #expect(SingleLineText.changed(digits + "1\n2") == digits + "1 2")
    }
}

/// ``ScalarText/appendSimpleScalars(of:to:)`` widens a long text (from
/// ``ScalarText/longText`` bytes) in chunks with runs of ASCII found eight
/// bytes at a time: it must give exactly the text's scalars, across chunk
/// boundaries and with multi-byte scalars anywhere, and refuse what the
/// byte-by-byte path refuses.
@Suite struct ChunkedWideningTests {
    static func widened(_ text: String) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = [UnicodeScalar(0x41)]
        guard ScalarText.appendSimpleScalars(of: text, to: &scalars) else { return nil }
        return Array(scalars.dropFirst())
    }

    @Test func longTextsGiveTheirScalars() {
        // Simple non-ASCII scalars: é (2 bytes), Cyrillic ж (2), NBSP, the
        // narrow no-break space U+202F (3), the minus sign U+2212 (3).
        let pieces = ["1234567", "é", "ж", "\u{00A0}", "\u{202F}", "\u{2212}", "abc def", ",", "0"]
        for length in [255, 256, 257, 1_023, 1_024, 1_025, 2_049, 5_000] {
            // The pieces in an order that differs with the length, so the
            // multi-byte scalars land at different offsets of the chunks.
            var text = ""
            var step = 0
            while text.utf8.count < length {
                text += pieces[(step * 7 + length) % pieces.count]
                step += 1
            }
            #expect(Self.widened(text) == Array(text.unicodeScalars), "\(text.utf8.count) bytes")
        }
        // A two-byte scalar straddling the 1,024th scalar.
        let straddling = String(repeating: "7", count: 1_023) + "é" + String(repeating: "8", count: 300)
        #expect(Self.widened(straddling) == Array(straddling.unicodeScalars))
    }

    @Test func longTextsRefuseWhatIsNotSimple() {
        let long = String(repeating: "1234567890", count: 100)
        #expect(Self.widened(long + "\r" + long) == nil)
        #expect(Self.widened(long + "👍" + long) == nil)
        #expect(Self.widened(long + "\u{0301}") == nil)
        #expect(Self.widened(long + "\r") == nil)
        #expect(Self.widened("\r" + long) == nil)
    }
}
