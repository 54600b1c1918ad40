import FormTerminal
import Testing

private let start = Array("\u{1B}[200~".utf8)
private let end = Array("\u{1B}[201~".utf8)

@Suite("Bracketed paste")
struct PasteDecodingTests {
    @Test func pasteIsOneEvent() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(start + Array("hello world".utf8) + end) == [.paste("hello world")])
    }

    @Test func newlinesInsidePasteNeverBecomeEnter() {
        var decoder = KeyDecoder()
        let events = decoder.feed(start + Array("a\rb\nc\r\nd".utf8) + end)
        #expect(events == [.paste("a\nb\nc\nd")])
        #expect(!events.contains(.enter))
    }

    @Test func escapeSequencesInsidePasteAreText() {
        var decoder = KeyDecoder()
        let events = decoder.feed(start + Array("x\u{1B}[Ay\u{1B}".utf8) + end)
        #expect(events == [.paste("x\u{1B}[Ay\u{1B}")])
    }

    @Test func pasteSplitAtEveryByteArrivesAsOneEvent() {
        let text = "héllo\n世界 🎉\tend"
        let bytes = start + Array(text.utf8) + end
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let events = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
            #expect(events == [.paste(text)], "split at \(split)")
        }
        var decoder = KeyDecoder()
        var events: [KeyEvent] = []
        for byte in bytes { events += decoder.feed([byte]) }
        #expect(events == [.paste(text)])
    }

    @Test func keysAroundAPasteKeepTheirOrder() {
        var decoder = KeyDecoder()
        let events = decoder.feed(Array("a".utf8) + start + Array("b".utf8) + end + [0x0D])
        #expect(events == [.character("a"), .paste("b"), .enter])
    }

    @Test func pasteWaitsForItsEndAcrossFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(start + Array("ab".utf8)) == [])
        #expect(decoder.isInsidePaste)
        #expect(decoder.flush() == [])
        #expect(decoder.feed(end) == [.paste("ab")])
    }

    @Test func emptyPasteAndInvalidUTF8() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(start + end) == [.paste("")])
        #expect(decoder.feed(start + [0xFF] + end) == [.paste("\u{FFFD}")])
    }
}
