/// Repairs JSON text that Foundation's decoder rejects though an editor
/// may well send it: a lone UTF-16 surrogate escape (`\ud800` with no low
/// surrogate after it, a lone `\udc00`) and invalid UTF-8 bytes. Each
/// becomes U+FFFD, as the compiler reads invalid UTF-8 in a `.form` file,
/// so the document still opens and every position after it stays right
/// (U+FFFD is one UTF-16 unit, as the lone surrogate was).
enum JSONTextRepair {
    /// `bytes` repaired, or `nil` when there is nothing to repair.
    static func repaired(_ bytes: [UInt8]) -> [UInt8]? {
        var changed = false
        var text = bytes
        if let escapes = replacingLoneSurrogates(text) {
            text = escapes
            changed = true
        }
        let decoded = String(decoding: text, as: UTF8.self)
        if !decoded.utf8.elementsEqual(text) {
            text = Array(decoded.utf8)
            changed = true
        }
        return changed ? text : nil
    }

    /// `bytes` with every lone surrogate escape replaced by `\ufffd` (the
    /// same length, so nothing else moves), or `nil` when there is none.
    static func replacingLoneSurrogates(_ bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8]?
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard let unit = escapedUnit(in: bytes, at: index) else {
                index += 2  // `\\`, `\"`, `\n`…: the escaped byte is not an escape itself.
                continue
            }
            switch unit {
            case 0xD800...0xDBFF:
                if let next = escapedUnit(in: bytes, at: index + 6), (0xDC00...0xDFFF).contains(next) {
                    index += 12
                    continue
                }
            case 0xDC00...0xDFFF:
                break
            default:
                index += 6
                continue
            }
            if result == nil { result = bytes }
            result?.replaceSubrange(index..<(index + 6), with: replacement)
            index += 6
        }
        return result
    }

    /// `\ufffd`, the escape written in place of a lone surrogate.
    private static let replacement = Array(#"\ufffd"#.utf8)

    /// The UTF-16 unit of the `\uXXXX` escape at `index`, if there is one.
    private static func escapedUnit(in bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
        var unit: UInt16 = 0
        for byte in bytes[(index + 2)..<(index + 6)] {
            guard let digit = hexValue(byte) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
