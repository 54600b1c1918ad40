/// The lexical pieces of JSON text that ``JSONDocument`` checks and
/// ``JSONView`` decodes: digits, strings and their escapes, numbers.
enum JSONText {
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func hexValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The offset just past a number token that starts at `start` (already checked).
    static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// The offset just past the closing quote of the (checked) string whose
    /// opening quote is at `start`, and whether it holds an escape.
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> (end: Int, hasEscape: Bool) {
        var index = start + 1
        var hasEscape = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return (index + 1, hasEscape)
            case UInt8(ascii: "\\"):
                hasEscape = true
                index += bytes[index + 1] == UInt8(ascii: "u") ? 6 : 2
            default: index += 1
            }
        }
        return (index, hasEscape)
    }

    /// The (checked) string whose opening quote is at `start`: its text, with
    /// U+FFFD for a lone surrogate escape or an invalid UTF-8 byte, and
    /// whether it held a lone surrogate (so that only its token says it exactly).
    static func decodeString(_ bytes: [UInt8], from start: Int) -> (text: String, end: Int, hasLoneSurrogate: Bool) {
        let (end, hasEscape) = stringEnd(bytes, from: start)
        guard hasEscape else { return (String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self), end, false) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        var hasLoneSurrogate = false
        var index = start + 1
        while index < end - 1 {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                let unit = unit(bytes, at: index)
                index += 4
                var scalar = Unicode.Scalar(unit)
                if (0xD800...0xDBFF).contains(unit), index + 6 <= end - 1, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u") {
                    let low = self.unit(bytes, at: index + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = Unicode.Scalar((UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00) + 0x10000)
                        index += 6
                    }
                }
                if scalar == nil { hasLoneSurrogate = true }
                utf8 += Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
            default: utf8.append(escaped)  // `"`, `\`, `/`
            }
        }
        return (String(decoding: utf8, as: UTF8.self), end, hasLoneSurrogate)
    }

    /// The UTF-16 unit of the four (checked) hexadecimal digits at `index`.
    private static func unit(_ bytes: [UInt8], at index: Int) -> UInt16 {
        var unit: UInt16 = 0
        for offset in 0..<4 { unit = unit << 4 | (hexValue(bytes[index + offset]) ?? 0) }
        return unit
    }

    /// Appends `value` as a JSON string: `"` and `\` escaped, control
    /// characters as `\n`, `\r`, `\t` or `\u00XX`, everything else as UTF-8.
    static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
