/// Text measures for generated validators and the preview interpreter.
public enum FormText {
    /// The number of characters (grapheme clusters) of `text`: `length` in a
    /// condition, always equal to `text.count`. Plain ASCII is counted from
    /// its bytes: there every character is one byte, except CR LF, which is
    /// one character of two. Other text is counted by `String`.
    public static func length(_ text: String) -> Int {
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
