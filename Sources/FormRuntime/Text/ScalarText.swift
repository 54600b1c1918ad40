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
    /// not in the fast-path set. Decodes the (always valid) UTF-8 directly:
    /// a keystroke's few bytes one by one, a long text (a paste) in chunks.
    @inline(__always)
    static func appendSimpleScalars(of text: String, to scalars: inout [Unicode.Scalar]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.count < longText ? appendOneByOne(bytes, to: &scalars) : appendInChunks(bytes, to: &scalars)
        }
    }

    /// From how many UTF-8 bytes a text is decoded in chunks.
    static let longText = 256

    /// ``appendSimpleScalars(of:to:)`` for a short text, scalar by scalar.
    @inline(__always)
    private static func appendOneByOne(_ bytes: UnsafeBufferPointer<UInt8>, to scalars: inout [Unicode.Scalar]) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead != 0x0D else { return false }
                scalars.append(Unicode.Scalar(lead))
                index += 1
                continue
            }
            guard let (scalar, length) = simpleScalar(in: bytes, at: index) else { return false }
            scalars.append(scalar)
            index += length
        }
        return true
    }

    /// ``appendSimpleScalars(of:to:)`` for a long text (a paste of 1 MB):
    /// runs of ASCII are found eight bytes at a time and widened in a tight
    /// loop into a buffer on the stack, which is appended a chunk at a time
    /// (an `append` per scalar checks the array's capacity and uniqueness
    /// every time: 12 instructions a byte before).
    @inline(never)
    private static func appendInChunks(_ bytes: UnsafeBufferPointer<UInt8>, to scalars: inout [Unicode.Scalar]) -> Bool {
        let chunk = 1024
        guard let source = bytes.baseAddress else { return true }
        return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: chunk) { buffer in
            guard let target = buffer.baseAddress else { return false }
            var index = 0
            var filled = 0
            while index < bytes.count {
                let run = min(asciiRunEnd(of: bytes, from: index, limit: chunk - filled) - index, chunk - filled)
                if run > 0 {
                    let input = source + index
                    let output = target + filled
                    for offset in 0..<run { (output + offset).initialize(to: Unicode.Scalar(input[offset])) }
                    filled += run
                    index += run
                } else {
                    guard let (scalar, length) = simpleScalar(in: bytes, at: index) else { return false }
                    (target + filled).initialize(to: scalar)
                    filled += 1
                    index += length
                }
                if filled == chunk || index == bytes.count {
                    scalars.append(contentsOf: UnsafeBufferPointer(start: target, count: filled))
                    filled = 0
                }
            }
            return true
        }
    }

    /// The end of the run of ASCII bytes other than CR that starts at
    /// `start` in `bytes`, looking at no more than `limit` bytes (`start`
    /// itself when `bytes[start]` is not one), read eight bytes at a time
    /// while the words are plain.
    @inline(__always)
    private static func asciiRunEnd(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let end = min(bytes.count, start + limit)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index &+ 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let carriageReturn = word ^ (ones &* 0x0D)
            let hasCarriageReturn = (carriageReturn &- ones) & ~carriageReturn & highBits
            guard (word & highBits) | hasCarriageReturn == 0 else { break }
            index &+= 8
        }
        while index < end, base[index] < 0x80, base[index] != 0x0D { index &+= 1 }
        return index
    }

    /// The scalar whose UTF-8 starts at `index` of `bytes` and its length
    /// in bytes, or nil when it is not in the fast-path set (CR included).
    @inline(__always)
    private static func simpleScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return lead == 0x0D ? nil : (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return nil }
        var value = UInt32(lead & (0x7F >> length))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value), isSimple(scalar) else { return nil }
        return (scalar, length)
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
