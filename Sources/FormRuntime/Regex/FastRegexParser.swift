/// A pattern of the fast-path subset, as a tree.
indirect enum FastRegexNode: Equatable, Sendable {
    /// One character from a set.
    case characters(ASCIISet)
    /// The parts one after another (empty: matches the empty string).
    case sequence([FastRegexNode])
    /// Any one of the branches.
    case alternation([FastRegexNode])
    /// `min` to `max` (nil: unbounded) repetitions.
    case repetition(FastRegexNode, min: Int, max: Int?)
}

/// Reads the subset of Swift `Regex` syntax the fast path runs; returns nil
/// for anything else, which then goes to Swift `Regex` unchanged.
///
/// The subset: printable ASCII literals; `.`; `\d \D \w \W \s \S`; `\t \n \f
/// \r`; a backslash before ASCII punctuation other than `_`; bracket classes
/// with ranges, `^` negation and those escapes inside (a `-` only first,
/// last or between two single characters; no nested classes, `&&`, `--` or
/// `~~`); groups `(…)` and `(?:…)`; `|`; and the quantifiers `? * + {m}
/// {m,} {m,n}` (m, n ≤ 1000), greedy or lazy. Laziness changes which match
/// is found first, never whether the whole value matches, so both read the
/// same. Possessive quantifiers, anchors, lookaround, backreferences, option
/// settings, `\b`, Unicode properties and quoting are outside the subset. So
/// is a pattern with any character outside printable ASCII: a literal such
/// as `é` may be one scalar or two.
struct FastRegexParser {
    /// The largest repetition bound read; beyond it the pattern falls back.
    static let maximumBound = 1000
    /// The deepest group nesting read (the parser recurses once per level).
    static let maximumDepth = 64

    /// The bytes that, doubled inside a class, are an operator.
    private static let setOperatorBytes: Set<UInt8> = [UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: "~")]

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tree of `pattern`, or nil when it is outside the subset.
    static func parse(_ pattern: String) -> FastRegexNode? {
        let bytes = Array(pattern.utf8)
        guard bytes.allSatisfy({ 0x20...0x7E ~= $0 }) else { return nil }
        var parser = FastRegexParser(bytes)
        guard let node = parser.alternation(), parser.position == bytes.count else { return nil }
        return node
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func alternation() -> FastRegexNode? {
        guard let first = sequence() else { return nil }
        var branches = [first]
        while current == UInt8(ascii: "|") {
            position += 1
            guard let branch = sequence() else { return nil }
            branches.append(branch)
        }
        return branches.count == 1 ? first : .alternation(branches)
    }

    private mutating func sequence() -> FastRegexNode? {
        var parts: [FastRegexNode] = []
        while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            guard let atom = atom(), let part = quantified(atom) else { return nil }
            parts.append(part)
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private mutating func atom() -> FastRegexNode? {
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "("):
            return group()
        case UInt8(ascii: "["):
            position += 1
            return characterClass().map(FastRegexNode.characters)
        case UInt8(ascii: "."):
            position += 1
            return .characters(.dot)
        case UInt8(ascii: "\\"):
            position += 1
            switch escape() {
            case .single(let character): return .characters(ASCIISet(character))
            case .set(let set): return .characters(set)
            case nil: return nil
            }
        case UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "]"):
            return nil
        default:
            position += 1
            return .characters(ASCIISet(byte))
        }
    }

    private mutating func group() -> FastRegexNode? {
        position += 1
        if current == UInt8(ascii: "?") {
            guard peek(1) == UInt8(ascii: ":") else { return nil }
            position += 2
        }
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        guard let inner = alternation(), current == UInt8(ascii: ")") else { return nil }
        position += 1
        return inner
    }

    /// A quantifier after `atom`, if any; nil for a form outside the subset
    /// (possessive, stacked, malformed braces).
    private mutating func quantified(_ atom: FastRegexNode) -> FastRegexNode? {
        let bounds: (min: Int, max: Int?)
        switch current {
        case UInt8(ascii: "?"): bounds = (0, 1); position += 1
        case UInt8(ascii: "*"): bounds = (0, nil); position += 1
        case UInt8(ascii: "+"): bounds = (1, nil); position += 1
        case UInt8(ascii: "{"):
            guard let braces = braceBounds() else { return nil }
            bounds = braces
        default:
            return atom
        }
        if current == UInt8(ascii: "?") { position += 1 }
        switch current {
        case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"): return nil
        default: return .repetition(atom, min: bounds.min, max: bounds.max)
        }
    }

    /// `{m}`, `{m,}` or `{m,n}` with m ≤ n.
    private mutating func braceBounds() -> (min: Int, max: Int?)? {
        position += 1
        guard let low = number() else { return nil }
        var high: Int? = low
        if current == UInt8(ascii: ",") {
            position += 1
            high = current == UInt8(ascii: "}") ? nil : number()
            if high == nil, current != UInt8(ascii: "}") { return nil }
        }
        guard current == UInt8(ascii: "}") else { return nil }
        position += 1
        if let high, high < low { return nil }
        return (low, high)
    }

    private mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            position += 1
            if digits > 4 { return nil }
        }
        return digits > 0 && value <= Self.maximumBound ? value : nil
    }

    /// What a backslash introduces (the backslash already read).
    private enum Escape {
        case single(UInt8)
        case set(ASCIISet)
    }

    private mutating func escape() -> Escape? {
        guard let byte = current else { return nil }
        position += 1
        switch byte {
        case UInt8(ascii: "d"): return .set(.digit)
        case UInt8(ascii: "D"): return .set(ASCIISet.digit.inverted)
        case UInt8(ascii: "w"): return .set(.word)
        case UInt8(ascii: "W"): return .set(ASCIISet.word.inverted)
        case UInt8(ascii: "s"): return .set(.whitespace)
        case UInt8(ascii: "S"): return .set(ASCIISet.whitespace.inverted)
        case UInt8(ascii: "t"): return .single(9)
        case UInt8(ascii: "n"): return .single(10)
        case UInt8(ascii: "f"): return .single(12)
        case UInt8(ascii: "r"): return .single(13)
        case UInt8(ascii: "_"): return nil
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return .single(byte)
        default: return nil
        }
    }

    /// A bracket class after its `[`, through its `]`.
    private mutating func characterClass() -> ASCIISet? {
        var set = ASCIISet()
        let isNegated = current == UInt8(ascii: "^")
        if isNegated { position += 1 }
        let firstMember = position
        while let byte = current, byte != UInt8(ascii: "]") {
            let isFirst = position == firstMember
            // `&&`, `--` and `~~` are set operators, even right after a range
            // or an escape.
            if !isFirst, bytes[position - 1] == byte, Self.setOperatorBytes.contains(byte) { return nil }
            switch byte {
            case UInt8(ascii: "["):
                return nil
            case UInt8(ascii: ":") where isFirst:
                return nil  // `[:name:]` may read as a POSIX class
            case UInt8(ascii: "&"), UInt8(ascii: "~"):
                if peek(1) == byte { return nil }
            case UInt8(ascii: "-"):
                guard isFirst || peek(1) == UInt8(ascii: "]") else { return nil }
                set.insert(byte)
                position += 1
                continue
            default:
                break
            }
            guard let member = classMember() else { return nil }
            switch member {
            case .set(let members):
                set = set.union(members)
                if current == UInt8(ascii: "-"), peek(1) != UInt8(ascii: "]") { return nil }
            case .single(let low):
                guard current == UInt8(ascii: "-"), peek(1) != UInt8(ascii: "]") else {
                    set.insert(low)
                    continue
                }
                position += 1
                guard current != UInt8(ascii: "-"), current != UInt8(ascii: "["),
                      case .single(let high)? = classMember(), low <= high,
                      current != UInt8(ascii: "-") || peek(1) == UInt8(ascii: "]")
                else { return nil }
                set = set.union(ASCIISet(low, through: high))
            }
        }
        guard current == UInt8(ascii: "]"), position > firstMember else { return nil }
        position += 1
        return isNegated ? set.inverted : set
    }

    /// One member of a bracket class: a character or an escape.
    private mutating func classMember() -> Escape? {
        guard let byte = current else { return nil }
        if byte == UInt8(ascii: "\\") {
            position += 1
            return escape()
        }
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return nil }
        position += 1
        return .single(byte)
    }
}
