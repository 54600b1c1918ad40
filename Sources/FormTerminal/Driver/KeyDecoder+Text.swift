/// Control bytes and printable text.
extension KeyDecoder {
    /// Decodes the key that starts at `index`.
    func step(_ input: [UInt8], at index: Int) -> DecodeStep {
        let byte = input[index]
        switch byte {
        case ASCII.escape:
            return escapeStep(input, at: index)
        case ASCII.carriageReturn, ASCII.lineFeed:
            return .decoded([.enter], next: index + 1)
        case ASCII.tab:
            return .decoded([.tab], next: index + 1)
        case ASCII.backspace, ASCII.delete:
            return .decoded([.backspace], next: index + 1)
        case 0x00..<ASCII.space:
            return .decoded([.ctrl(Self.controlLetter(byte))], next: index + 1)
        default:
            return textStep(input, at: index)
        }
    }

    /// The letter of a Ctrl key: 0x01 is "a", 0x00 is "@", 0x1C is "\\".
    static func controlLetter(_ byte: UInt8) -> Character {
        let offset: UInt8 = (0x01...0x1A).contains(byte) ? 0x60 : 0x40
        return Character(Unicode.Scalar(byte &+ offset))
    }

    /// A run of printable bytes (ASCII and UTF-8), split into grapheme
    /// clusters. An unfinished UTF-8 character at the end of the input is
    /// held back for the next read.
    private func textStep(_ input: [UInt8], at index: Int) -> DecodeStep {
        var end = index
        while end < input.count, Self.isTextByte(input[end]) { end += 1 }
        var decodeEnd = end
        if end == input.count, let incomplete = Self.incompleteUTF8Tail(input[index..<end]) {
            decodeEnd = incomplete
            if decodeEnd == index { return .needMore }
        }
        let text = String(decoding: input[index..<decodeEnd], as: UTF8.self)
        var events: [KeyEvent] = []
        for character in text where !Self.isC1Control(character) {
            events.append(.character(character))
        }
        return .decoded(events, next: decodeEnd)
    }

    /// Bytes that can be part of text: not C0, not DEL.
    static func isTextByte(_ byte: UInt8) -> Bool {
        byte >= ASCII.space && byte != ASCII.delete
    }

    /// The start of an unfinished but so far valid UTF-8 sequence at the end
    /// of `bytes`, if there is one.
    static func incompleteUTF8Tail(_ bytes: ArraySlice<UInt8>) -> Int? {
        var lead = bytes.endIndex
        var continuations = 0
        while lead > bytes.startIndex, continuations < 4 {
            lead -= 1
            if bytes[lead] & 0xC0 != 0x80 { break }
            continuations += 1
        }
        guard lead < bytes.endIndex, bytes[lead] & 0xC0 != 0x80 else { return nil }
        let expected = sequenceLength(lead: bytes[lead])
        let available = bytes.endIndex - lead
        return expected > available ? lead : nil
    }

    /// The length of the UTF-8 sequence a lead byte announces (1 for ASCII
    /// and for bytes that cannot lead a sequence, which decode to U+FFFD).
    static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// C1 controls (U+0080–U+009F) typed as text are not keys.
    private static func isC1Control(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x80...0x9F).contains($0.value) }
    }
}
