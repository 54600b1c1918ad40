/// UTF-8 checks the lexer needs, written over bytes so that a bad byte is
/// found exactly (Swift's `String(decoding:)` would silently repair it).
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8
    /// sequence: a stray continuation byte, or the lead byte of a truncated or
    /// ill-formed sequence (the convention of Python's and ICU's decoders).
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            // Fast path: eight ASCII bytes at a time.
            if index + 8 <= count {
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt64.self) }
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return index
            }
            for offset in 1..<length {
                guard index + offset < count else { return index }
                let byte = bytes[index + offset]
                let low = offset == 1 ? lowerBound : 0x80
                let high = offset == 1 ? upperBound : 0xBF
                if byte < low || byte > high { return index }
            }
            index += length
        }
        return nil
    }

    /// The length of the scalar starting at `index` (1 for a bad lead byte),
    /// never reaching past the end.
    static func scalarLength(at index: Int, in bytes: [UInt8]) -> Int {
        guard index < bytes.count else { return 0 }
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: length = 1
        }
        var end = index + 1
        while end < min(index + length, bytes.count), bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end - index
    }
}
