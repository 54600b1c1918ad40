/// Text measures for generated validators and the preview interpreter.
@_spi(Generated)
public enum FormText {
    /// The number of characters (grapheme clusters) of `text`: `length` in a
    /// condition, always equal to `text.count`. Plain ASCII is counted from
    /// its bytes: there every character is one byte, except CR LF, which is
    /// one character of two. Other text is counted by `String`.
    ///
    /// Inlinable, so that a validator's `length < 8` compiles to a test of
    /// the bytes eight at a time rather than a call.
    @inlinable public static func length(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable(plainASCIICount) {
            return count ?? countOtherText(text)
        }
        return countOtherText(text)
    }

    /// The number of bytes when every one is ASCII but CR (each byte is
    /// then one character), else nil; tested eight bytes at a time.
    @inlinable static func plainASCIICount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = 0
        if let base = bytes.baseAddress {
            while index &+ 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let carriageReturns = word ^ (ones &* 0x0D)  // a zero byte where a CR was
                let hasCarriageReturn = (carriageReturns &- ones) & ~carriageReturns & highBits != 0
                if word & highBits != 0 || hasCarriageReturn { return nil }
                index &+= 8
            }
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 || bytes[index] == 0x0D { return nil }
            index &+= 1
        }
        return bytes.count
    }

    /// `length` of text that is not plain ASCII: ASCII with CR from its
    /// bytes, anything else by `String.count`.
    @usableFromInline static func countOtherText(_ text: String) -> Int {
        if let counted = text.utf8.withContiguousStorageIfAvailable(asciiLength) {
            return counted ?? text.count
        }
        var contiguous = text
        return contiguous.withUTF8(asciiLength) ?? text.count
    }

    /// The characters of UTF-8 `bytes` when they are all ASCII, else nil.
    private static func asciiLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var pairs = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte == 0x0A, previous == 0x0D { pairs += 1 }
            previous = byte
        }
        return bytes.count - pairs
    }
}
