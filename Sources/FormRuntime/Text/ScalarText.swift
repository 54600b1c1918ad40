/// The keystroke fast path works on `Unicode.Scalar`s instead of `Character`s.
/// That is only equivalent when every scalar is a grapheme cluster of its own
/// and no two distinct scalars are canonically equivalent; `isSimple` is a
/// whitelist of scalars for which both hold whatever their neighbours are
/// (Grapheme_Cluster_Break = Other or Control, never CR, no singleton
/// decompositions). Text with any other scalar takes the `Character` path.
package enum ScalarText {
    /// Whether `scalar` is in the fast-path set: ASCII except CR, Latin-1
    /// Supplement and Latin Extended-A, Cyrillic without its combining marks,
    /// and the dashes, minus signs and spaces numbers use.
    @inline(__always)
    package static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value != 0x0D }
        switch value {
        case 0x00A0...0x017F, 0x0400...0x0482, 0x048A...0x04FF: return true
        case 0x2009, 0x2013, 0x2019, 0x202F, 0x2212, 0xFE63, 0xFF0D: return true
        default: return false
        }
    }

    /// Whether `character` is a single scalar of the fast-path set.
    static func simpleScalar(_ character: Character) -> Unicode.Scalar? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
              isSimple(first) else { return nil }
        return first
    }

    /// Appends the scalars of `text` to `scalars`; `false` as soon as one is
    /// not in the fast-path set. Decodes the (always valid) UTF-8 directly.
    @inline(__always)
    static func appendSimpleScalars(of text: String, to scalars: inout [Unicode.Scalar]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    guard lead != 0x0D else { return false }
                    scalars.append(Unicode.Scalar(lead))
                    index += 1
                    continue
                }
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                guard index + length <= bytes.count else { return false }
                var value = UInt32(lead & (0x7F >> length))
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                guard let scalar = Unicode.Scalar(value), isSimple(scalar) else { return false }
                scalars.append(scalar)
                index += length
            }
            return true
        }
    }

    /// The string of `scalars` without the scalars in `skipped`.
    static func string(_ scalars: [Unicode.Scalar], skipping skipped: Range<Int>) -> String {
        var byteCount = 0
        for (index, scalar) in scalars.enumerated() where !skipped.contains(index) {
            byteCount += utf8Length(scalar)
        }
        guard byteCount > 0 else { return "" }
        return String(unsafeUninitializedCapacity: byteCount) { bytes in
            var written = 0
            for (index, scalar) in scalars.enumerated() where !skipped.contains(index) {
                written = encode(scalar, into: bytes, at: written)
            }
            return written
        }
    }

    @inline(__always)
    private static func utf8Length(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case ..<0x80: 1
        case ..<0x800: 2
        case ..<0x10000: 3
        default: 4
        }
    }

    /// Writes the UTF-8 of `scalar` at `offset`; returns the offset after it.
    @inline(__always)
    private static func encode(_ scalar: Unicode.Scalar, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let value = scalar.value
        if value < 0x80 {
            bytes[offset] = UInt8(truncatingIfNeeded: value)
            return offset + 1
        }
        let length = utf8Length(scalar)
        // Lead byte, then six bits per continuation byte.
        let lead: UInt32 = length == 2 ? 0xC0 : length == 3 ? 0xE0 : 0xF0
        bytes[offset] = UInt8(truncatingIfNeeded: lead | value >> UInt32(6 * (length - 1)))
        for index in 1..<length {
            bytes[offset + index] = UInt8(truncatingIfNeeded: 0x80 | (value >> UInt32(6 * (length - 1 - index))) & 0x3F)
        }
        return offset + length
    }
}
