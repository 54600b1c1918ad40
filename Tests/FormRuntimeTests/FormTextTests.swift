import FormTestSupport
@_spi(Generated) import FormRuntime
import Testing

/// `FormText.length`, the `length` of conditions, against `String.count`.
@Suite struct FormTextTests {
    static let pieces = ["a", "Z", "0", " ", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{7F}", "é", "e\u{301}", "\u{301}", "🇫🇷", "👨‍👩‍👧", "你", "\u{0B}"]

    @Test func lengthIsTheNumberOfCharacters() {
        var random = SeededRandom(seed: 0x1E_46_7E)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                random.chance(80) ? String(UnicodeScalar(UInt8.random(in: 0...127, using: &random))) : random.pick(Self.pieces)
            }.joined()
            #expect(FormText.length(text) == text.count, "\(text.debugDescription)")
        }
        #expect(FormText.length("a\r\nb") == 3)
        #expect(FormText.length("\r\r\n\n") == 3)
        #expect(FormText.length(String(repeating: "x", count: 100) + "é") == 101)
    }

    /// The count tests eight bytes at a time: a CR or a byte outside ASCII
    /// at any position of a word, or of the bytes after the last whole word,
    /// sends the text to the exact count.
    @Test func aByteThatStopsTheFastCountIsSeenAtEveryPosition() {
        for size in 1...40 {
            for position in 0..<size {
                for odd in ["\r", "\r\n", "\n", "é", "\u{301}", "\u{7F}", "🇫🇷"] {
                    var pieces = Array(repeating: "a", count: size)
                    pieces[position] = odd
                    let text = pieces.joined()
                    #expect(FormText.length(text) == text.count, "\(text.debugDescription)")
                }
            }
        }
    }
}
