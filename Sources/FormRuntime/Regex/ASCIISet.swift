/// A set of ASCII bytes (0–127), as two 64-bit masks: what one position of
/// a fast-path pattern accepts.
struct ASCIISet: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The empty set.
    init() {}

    /// The set of one byte.
    init(_ byte: UInt8) {
        insert(byte)
    }

    /// The bytes `first...last`.
    init(_ first: UInt8, through last: UInt8) {
        for byte in first...last { insert(byte) }
    }

    /// Whether `byte` is in the set (never for bytes of 128 and above).
    func contains(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<64: low & (1 << UInt64(byte)) != 0
        case 64..<128: high & (1 << UInt64(byte - 64)) != 0
        default: false
        }
    }

    /// Adds `byte`; bytes of 128 and above are ignored.
    mutating func insert(_ byte: UInt8) {
        switch byte {
        case 0..<64: low |= 1 << UInt64(byte)
        case 64..<128: high |= 1 << UInt64(byte - 64)
        default: break
        }
    }

    /// The bytes in either set.
    func union(_ other: ASCIISet) -> ASCIISet {
        var result = self
        result.low |= other.low
        result.high |= other.high
        return result
    }

    /// The other ASCII bytes.
    var inverted: ASCIISet {
        var result = ASCIISet()
        result.low = ~low
        result.high = ~high
        return result
    }
}

/// What the built-in classes of Swift `Regex` match among single-byte
/// characters, under its default options (grapheme-cluster semantics,
/// Unicode classes). The fast path only sees text without CR, so whether a
/// set contains 13 never matters.
extension ASCIISet {
    /// `.`: everything but the newlines LF, VT, FF and CR.
    static let dot = ASCIISet(10, through: 13).inverted
    /// `\d`: `0`–`9`.
    static let digit = ASCIISet(0x30, through: 0x39)
    /// `\w`: letters, digits and `_`.
    static let word = digit.union(ASCIISet(0x41, through: 0x5A)).union(ASCIISet(0x61, through: 0x7A)).union(ASCIISet(0x5F))
    /// `\s`: tab, LF, VT, FF, CR and space.
    static let whitespace = ASCIISet(9, through: 13).union(ASCIISet(0x20))
}
