import FormTerminal
import Testing

/// Decodes `bytes` in one read, then flushes (as after the ESC timeout).
private func decode(_ bytes: [UInt8]) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
}

private func decode(_ text: String) -> [KeyEvent] {
    decode(Array(text.utf8))
}

/// Decodes `bytes` fed one byte per read.
private func decodeBytewise(_ bytes: [UInt8]) -> [KeyEvent] {
    var decoder = KeyDecoder()
    var events: [KeyEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    return events + decoder.flush()
}

@Suite("Key decoder")
struct KeyDecoderTests {
    @Test func printableASCIIIsCharacters() {
        #expect(decode("ab 1") == [.character("a"), .character("b"), .character(" "), .character("1")])
    }

    @Test func multiByteUTF8AndGraphemeClustersAreOneCharacterEach() {
        #expect(decode("é世🎉") == [.character("é"), .character("世"), .character("🎉")])
        // e + combining acute, a flag, a ZWJ family: one cluster each.
        #expect(decode("e\u{301}🇫🇷👨‍👩‍👧") == [.character("e\u{301}"), .character("🇫🇷"), .character("👨‍👩‍👧")])
    }

    @Test func utf8SplitAcrossReadsIsBuffered() {
        let bytes = Array("世🎉".utf8)
        #expect(decodeBytewise(bytes) == [.character("世"), .character("🎉")])
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes[0..<2]) == [])
        #expect(decoder.feed(bytes[2...]) == [.character("世"), .character("🎉")])
    }

    @Test func enterFromCarriageReturnLineFeedAndCRLF() {
        #expect(decode([0x0D]) == [.enter])
        #expect(decode([0x0A]) == [.enter])
        #expect(decode([0x0D, 0x0A]) == [.enter])
        #expect(decode([0x0D, 0x0D]) == [.enter, .enter])
        #expect(decode("\u{1B}OM") == [.enter])
    }

    @Test func tabBackspaceAndControlKeys() {
        #expect(decode([0x09]) == [.tab])
        #expect(decode([0x7F]) == [.backspace])
        #expect(decode([0x08]) == [.backspace])
        #expect(decode([0x01, 0x05, 0x15, 0x12, 0x03]) == [.ctrl("a"), .ctrl("e"), .ctrl("u"), .ctrl("r"), .ctrl("c")])
        #expect(decode([0x00, 0x1C, 0x1D, 0x1E, 0x1F]) == [.ctrl("@"), .ctrl("\\"), .ctrl("]"), .ctrl("^"), .ctrl("_")])
    }

    @Test(arguments: [
        ("\u{1B}[A", KeyEvent.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[1;5C", .right), ("\u{1B}[1;2A", .up),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[3~", .delete), ("\u{1B}[Z", .shiftTab),
    ])
    func escapeSequences(sequence: String, key: KeyEvent) {
        #expect(decode(sequence) == [key])
        #expect(decodeBytewise(Array(sequence.utf8)) == [key])
    }

    @Test func unknownAndPrivateSequencesAreDropped() {
        #expect(decode("\u{1B}[15~x") == [.character("x")])  // F5
        #expect(decode("\u{1B}[<0;3;4Mx") == [.character("x")])  // SGR mouse
        #expect(decode("\u{1B}[Ix") == [.character("x")])  // focus in
        #expect(decode("\u{1B}OPx") == [.character("x")])  // F1
    }

    @Test func altIsEscapePrefix() {
        #expect(decode("\u{1B}b") == [.alt("b")])
        #expect(decode("\u{1B}é") == [.alt("é")])
        #expect(decode([0x1B, 0x7F]) == [.alt("\u{7F}")])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isAwaitingEscapeTimeout)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isAwaitingEscapeTimeout)
        #expect(decoder.flush() == [])
    }

    @Test func escapeFollowedByMoreInputInTheSameRead() {
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
        #expect(decode([0x1B, 0x0D]) == [.escape, .enter])
    }

    @Test func sequenceSplitAcrossReadsIsBuffered() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.feed(Array("3".utf8)) == [])
        #expect(decoder.feed(Array("~a".utf8)) == [.delete, .character("a")])
    }

    @Test func flushOfUnfinishedSequences() {
        var decoder = KeyDecoder()
        _ = decoder.feed(Array("\u{1B}[".utf8))
        #expect(decoder.flush() == [.alt("[")])
        _ = decoder.feed(Array("\u{1B}O".utf8))
        #expect(decoder.flush() == [.alt("O")])
        _ = decoder.feed(Array("\u{1B}[12".utf8))
        #expect(decoder.flush() == [])
        #expect(decoder.feed(Array("x".utf8)) == [.character("x")])
    }

    @Test func invalidBytesBecomeReplacementCharactersWithoutCrashing() {
        #expect(decode([0xFF, 0x41]) == [.character("\u{FFFD}"), .character("A")])
        #expect(decode([0xE4, 0x41]) == [.character("\u{FFFD}"), .character("A")])
        #expect(decode([0xC0, 0x80]).allSatisfy { $0 == .character("\u{FFFD}") })
    }

    @Test func c1ControlsTypedAsTextAreDropped() {
        #expect(decode("a\u{9B}b") == [.character("a"), .character("b")])
    }

    @Test func malformedAndOverlongSequencesNeverTrap() {
        #expect(decode("\u{1B}[1\u{07}x") == [.ctrl("g"), .character("x")])
        let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "A"
        _ = decode(long)
        // Every byte sequence of length 3 over a set of interesting bytes.
        let interesting: [UInt8] = [0x00, 0x1B, 0x5B, 0x4F, 0x7E, 0x32, 0x30, 0x7F, 0x80, 0xC3, 0xE4, 0xF0, 0xFF, 0x41]
        for a in interesting { for b in interesting { for c in interesting {
            _ = decode([a, b, c])
            _ = decodeBytewise([a, b, c, a])
        } } }
    }
}
