/// A parsed `mask("…")` pattern.
///
/// `#` is a digit slot, `A` a letter slot, `*` a letter-or-digit slot, `\`
/// makes the next character literal, and every other character is a literal.
public struct MaskPattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What one position of the pattern holds.
    public enum Element: Sendable, Hashable {
        /// A character shown as is.
        case literal(Character)
        /// A place for one character the user types.
        case slot(MaskSlot)
    }

    /// The pattern as written (after string escapes).
    public let source: String
    /// The positions of the pattern, one displayed character each.
    public let elements: [Element]
    /// The number of slots.
    public let slotCount: Int

    init(source: String, elements: [Element]) {
        self.source = source
        self.elements = elements
        self.slotCount = elements.reduce(0) { count, element in
            if case .slot = element { return count + 1 }
            return count
        }
    }

    /// Parses a mask pattern.
    public static func parse(_ pattern: String) throws(MaskPatternError) -> MaskPattern {
        guard !pattern.isEmpty else { throw MaskPatternError(kind: .empty, offset: nil) }
        var elements: [Element] = []
        var escapeOffset: Int?
        var offset = 0
        for character in pattern {
            defer { offset += 1 }
            if escapeOffset != nil {
                elements.append(.literal(character))
                escapeOffset = nil
                continue
            }
            switch character {
            case "\\": escapeOffset = offset
            case "#": elements.append(.slot(.digit))
            case "A": elements.append(.slot(.letter))
            case "*": elements.append(.slot(.letterOrDigit))
            default: elements.append(.literal(character))
            }
        }
        if let escapeOffset { throw MaskPatternError(kind: .trailingBackslash, offset: escapeOffset) }
        let result = MaskPattern(source: pattern, elements: elements)
        guard result.slotCount > 0 else { throw MaskPatternError(kind: .noSlot, offset: nil) }
        return result
    }

    /// The source text.
    public var description: String { source }

    /// The characters the user typed into slots of `display` (the value of a
    /// `raw: true` mask), such as `9991234567` for `+7-999-123-45-67`.
    package func slotCharacters(of display: String) -> String {
        // `Character` holds every literal, so the machine always exists.
        guard var machine = MaskMachine<Character>(pattern: self) else { return display }
        var raw = ""
        for character in display where machine.type(character) == .slot {
            if let last = machine.output.last { raw.append(last) }
        }
        return raw
    }

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
            self = try MaskPattern.parse(source)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }
}

/// The kind of character a mask slot takes.
public enum MaskSlot: Sendable, Hashable {
    /// `#`: what `digits` keeps, stored as ASCII.
    case digit
    /// `A`: what `letters` keeps.
    case letter
    /// `*`: either.
    case letterOrDigit

    /// The unit stored for `unit` (digits become ASCII), or `nil` when the
    /// slot refuses it.
    @inline(__always)
    func accept<Unit: TextUnit>(_ unit: Unit) -> Unit? {
        switch self {
        case .digit:
            return unit.digitValue.map(Unit.asciiDigit)
        case .letter:
            return unit.isLetter ? unit : nil
        case .letterOrDigit:
            if let digit = unit.digitValue { return Unit.asciiDigit(digit) }
            return unit.isLetter ? unit : nil
        }
    }
}

/// Why a mask pattern is invalid.
public struct MaskPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: Sendable, Hashable {
        /// The pattern is empty.
        case empty
        /// The pattern has no `#`, `A` or `*` slot.
        case noSlot
        /// The pattern ends with a `\` that escapes nothing.
        case trailingBackslash
    }

    /// What is wrong.
    public var kind: Kind
    /// The character offset in the pattern where the problem is, if any.
    public var offset: Int?

    /// A human-readable reason.
    public var description: String {
        switch kind {
        case .empty: "the mask pattern is empty"
        case .noSlot: "the mask has no slot: use '#' for a digit, 'A' for a letter or '*' for either"
        case .trailingBackslash: "the mask ends with a lone backslash; write '\\\\' for a literal backslash"
        }
    }
}
