/// The character set of `allow("…")` and `deny("…")`.
///
/// The source (the string argument after string escapes) lists characters;
/// `x-y` is an inclusive range of scalar values, `\-` and `\\` are a dash and
/// a backslash, and a `-` at either end is a dash. Matching is case-sensitive.
/// A character (grapheme cluster) is in the set when all of its scalars are.
public struct CharacterPattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The pattern as written (after string escapes).
    public let source: String
    /// Inclusive scalar-value ranges, sorted and merged.
    package let ranges: [ClosedRange<UInt32>]

    private init(source: String, ranges: [ClosedRange<UInt32>]) {
        self.source = source
        self.ranges = ranges
    }

    /// Parses the set syntax of `allow`/`deny`.
    public static func parse(_ source: String) throws(CharacterPatternError) -> CharacterPattern {
        // Each item is a scalar and whether it was escaped (an escaped dash is
        // never a range operator), with its character offset for errors.
        var items: [(scalar: Unicode.Scalar, escaped: Bool, offset: Int)] = []
        var offset = 0
        var pendingBackslash: Int?
        // The escapes are read on scalars (a `\-` before a combining mark is
        // still an escaped dash); offsets count characters, for diagnostics.
        for character in source {
            defer { offset += 1 }
            for scalar in character.unicodeScalars {
                if let start = pendingBackslash {
                    guard scalar == "-" || scalar == "\\" else {
                        throw CharacterPatternError(kind: .unknownEscape(Character(scalar)), offset: start)
                    }
                    items.append((scalar, true, start))
                    pendingBackslash = nil
                } else if scalar == "\\" {
                    pendingBackslash = offset
                } else {
                    items.append((scalar, false, offset))
                }
            }
        }
        if let start = pendingBackslash {
            throw CharacterPatternError(kind: .trailingBackslash, offset: start)
        }
        guard !items.isEmpty else { throw CharacterPatternError(kind: .empty, offset: nil) }

        var ranges: [ClosedRange<UInt32>] = []
        var index = 0
        while index < items.count {
            let low = items[index]
            if index + 2 < items.count, items[index + 1].scalar == "-", !items[index + 1].escaped {
                let high = items[index + 2]
                guard low.scalar.value <= high.scalar.value else {
                    throw CharacterPatternError(kind: .reversedRange(low.scalar, high.scalar), offset: low.offset)
                }
                ranges.append(low.scalar.value...high.scalar.value)
                index += 3
            } else {
                ranges.append(low.scalar.value...low.scalar.value)
                index += 1
            }
        }
        return CharacterPattern(source: source, ranges: merged(ranges))
    }

    /// Whether `scalar` is in the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound { high = middle } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }

    /// Whether every scalar of `character` is in the set.
    public func contains(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { contains($0) }
    }

    /// The source text.
    public var description: String { source }

    /// Encodes as the source string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(source)
    }

    /// Decodes from the source string, re-parsing it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let source = try container.decode(String.self)
        do {
            self = try CharacterPattern.parse(source)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    private static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

/// Why an `allow`/`deny` set is invalid.
public struct CharacterPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: Sendable, Hashable {
        /// The set lists no character.
        case empty
        /// A range whose start comes after its end, such as `z-a`.
        case reversedRange(Unicode.Scalar, Unicode.Scalar)
        /// A backslash before something other than `-` or `\`.
        case unknownEscape(Character)
        /// A backslash at the very end.
        case trailingBackslash
    }

    /// What is wrong.
    public var kind: Kind
    /// The character offset in the pattern where the problem starts, if any.
    public var offset: Int?

    /// A human-readable reason.
    public var description: String {
        switch kind {
        case .empty:
            return "the character set is empty"
        case let .reversedRange(low, high):
            return "the range '\(low)-\(high)' is reversed: '\(low)' (U+\(hex(low))) comes after '\(high)' (U+\(hex(high))); write '\(high)-\(low)'"
        case let .unknownEscape(character):
            return "'\\\(character)' is not an escape here; only '\\-' (a dash) and '\\\\' (a backslash) are"
        case .trailingBackslash:
            return "the set ends with a lone backslash; write '\\\\' for a backslash"
        }
    }

    private func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
