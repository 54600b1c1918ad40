/// Escape sequences: CSI (`ESC [`), SS3 (`ESC O`) and Alt (ESC + key).
extension KeyDecoder {
    /// The longest CSI sequence kept while waiting for its final byte; a
    /// longer one is garbage and dropped.
    static let maximumSequenceLength = 64

    func escapeStep(_ input: [UInt8], at index: Int) -> DecodeStep {
        guard index + 1 < input.count else { return .needMore }
        let next = input[index + 1]
        switch next {
        case ASCII.leftBracket:
            return csiStep(input, at: index)
        case ASCII.letterO:
            return ss3Step(input, at: index)
        case ASCII.escape:
            return .decoded([.escape], next: index + 1)
        case ASCII.delete, ASCII.backspace:
            return .decoded([.alt("\u{7F}")], next: index + 2)
        case 0x00..<ASCII.space:
            // ESC then a control key: the ESC was a key of its own.
            return .decoded([.escape], next: index + 1)
        case ASCII.space..<0x80:
            return .decoded([.alt(Character(Unicode.Scalar(next)))], next: index + 2)
        default:
            return altUTF8Step(input, at: index)
        }
    }

    /// Alt with a non-ASCII key: ESC followed by one UTF-8 character.
    private func altUTF8Step(_ input: [UInt8], at index: Int) -> DecodeStep {
        let start = index + 1
        let length = Self.sequenceLength(lead: input[start])
        guard start + length <= input.count else { return .needMore }
        let text = String(decoding: input[start..<(start + length)], as: UTF8.self)
        guard let character = text.first else { return .decoded([], next: start + length) }
        return .decoded([.alt(character)], next: start + length)
    }

    /// `ESC O x`: arrows, Home and End in application cursor mode, keypad Enter.
    private func ss3Step(_ input: [UInt8], at index: Int) -> DecodeStep {
        guard index + 2 < input.count else { return .needMore }
        let final = input[index + 2]
        guard (0x40...0x7E).contains(final) else {
            return .decoded([.alt("O")], next: index + 2)
        }
        let events: [KeyEvent]
        switch final {
        case UInt8(ascii: "M"): events = [.enter]
        default: events = Self.cursorKey(final).map { [$0] } ?? []
        }
        return .decoded(events, next: index + 3)
    }

    /// `ESC [ parameters intermediates final`.
    private func csiStep(_ input: [UInt8], at index: Int) -> DecodeStep {
        var cursor = index + 2
        while cursor < input.count {
            let byte = input[cursor]
            if (0x40...0x7E).contains(byte) {
                let parameters = Array(input[(index + 2)..<cursor])
                if byte == UInt8(ascii: "~"), Self.firstParameter(parameters) == 200 {
                    return .pasteStart(next: cursor + 1)
                }
                let events = Self.csiKey(parameters: parameters, final: byte).map { [$0] } ?? []
                return .decoded(events, next: cursor + 1)
            }
            guard (0x20...0x3F).contains(byte) else {
                // Malformed: drop what was read, decode the byte on its own.
                return .decoded([], next: cursor)
            }
            cursor += 1
            if cursor - index > Self.maximumSequenceLength {
                return .decoded([], next: cursor)
            }
        }
        return .needMore
    }

    /// The key a complete CSI sequence stands for, or nil for sequences this
    /// decoder ignores (mouse, focus, reports, function keys).
    static func csiKey(parameters: [UInt8], final: UInt8) -> KeyEvent? {
        if let first = parameters.first, (0x3C...0x3F).contains(first) {
            return nil  // Private parameters: mouse reports, device answers.
        }
        switch final {
        case UInt8(ascii: "Z"):
            return .shiftTab
        case UInt8(ascii: "~"):
            switch firstParameter(parameters) {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            default: return nil
            }
        default:
            return cursorKey(final)
        }
    }

    /// Arrows, Home and End by their final byte, shared by CSI and SS3
    /// (modifiers such as `1;5` are ignored).
    static func cursorKey(_ final: UInt8) -> KeyEvent? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// The first numeric parameter (digits before any `;`), or nil.
    static func firstParameter(_ parameters: [UInt8]) -> Int? {
        var value = 0
        var sawDigit = false
        for byte in parameters {
            guard (0x30...0x39).contains(byte) else { break }
            sawDigit = true
            value = min(value * 10 + Int(byte - 0x30), 1_000_000)
        }
        return sawDigit ? value : nil
    }
}
