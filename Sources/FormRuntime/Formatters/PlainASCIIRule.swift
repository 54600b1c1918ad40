/// What a chain of filters keeps of printable ASCII unchanged, worked out
/// once per chain so that LANGUAGE.md §20's check of a plain text is one
/// pass over its bytes (`String.isPlainlyNormalized(by:)`): the bytes every
/// formatter keeps as they are (a filter's set, no capitals under
/// `lowercase`, no small letters under `uppercase`), whether `trim` runs and
/// the smallest `limit`. A chain with a mask, a number, a decimal or a date
/// has none: its texts take the paste.
struct PlainASCIIRule: Sendable {
    /// Bytes 0–63 kept unchanged, one bit each.
    private var low: UInt64 = 0
    /// Bytes 64–127 kept unchanged.
    private var high: UInt64 = 0
    /// Whether `trim` runs on commit.
    private var trims = false
    /// The smallest `limit`.
    private var limit = Int.max

    /// The rule of `formatters`, or nil when one of them is not a filter.
    init?(_ formatters: [FormatterSpec]) {
        for byte in UInt8(0x20)...0x7E { set(byte) }
        for formatter in formatters {
            switch formatter {
            case .digits: keepOnly { (0x30...0x39).contains($0) }
            case .letters: keepOnly { Self.isLetter($0) }
            case .alphanumeric: keepOnly { (0x30...0x39).contains($0) || Self.isLetter($0) }
            case let .allow(pattern): keepOnly { pattern.contains(Unicode.Scalar($0)) }
            case let .deny(pattern): keepOnly { !pattern.contains(Unicode.Scalar($0)) }
            case .lowercase: keepOnly { !(0x41...0x5A).contains($0) }
            case .uppercase: keepOnly { !(0x61...0x7A).contains($0) }
            case .trim: trims = true
            case let .limit(count): limit = min(limit, count)
            case .mask, .number, .decimal, .date: return nil
            }
        }
    }

    /// True when every formatter keeps `bytes` (printable ASCII) as they
    /// are, so the chain gives them back; nil when the paste must answer.
    func keeps(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.count <= limit else { return nil }
        for byte in bytes {
            guard byte < 0x40 ? low & (1 << UInt64(byte)) != 0 : byte < 0x80 && high & (1 << UInt64(byte - 0x40)) != 0 else {
                return nil
            }
        }
        if trims, bytes.first == 0x20 || bytes.last == 0x20 { return nil }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private mutating func set(_ byte: UInt8) {
        if byte < 0x40 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 0x40) }
    }

    private mutating func keepOnly(_ kept: (UInt8) -> Bool) {
        for byte in UInt8(0)...0x7F where !kept(byte) {
            if byte < 0x40 { low &= ~(1 << UInt64(byte)) } else { high &= ~(1 << UInt64(byte - 0x40)) }
        }
    }
}
