import FormTestSupport

/// Random patterns in the fast-path subset of Swift `Regex` syntax, each
/// with a sampler of texts it is likely to match (the sampler is only a
/// source of interesting texts: Swift `Regex` says what matches).
struct RandomRegex {
    /// The pattern text.
    var pattern: String
    /// Draws a text the pattern likely matches.
    var sample: (inout SeededRandom) -> String
    /// Whether the pattern has `|` or a quantifier: such a group only takes
    /// bounded quantifiers here, because Swift `Regex` backtracks
    /// exponentially on `(a|a)*` or `(a*)*` and the test would never end.
    var isAmbiguous = false

    /// Characters of the texts: ASCII-heavy, with the characters where
    /// grapheme clusters and Unicode classes differ from bytes.
    static let textCharacters: [String] = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        + ["\t", "\n", "\u{0B}", "\u{0C}", "\u{0}", "\u{7F}", "\u{1F}", "\u{1C}"]
        + ["é", "e\u{301}", "\u{301}", "\r\n", "\r", "\u{85}", "\u{A0}", "\u{2028}", "٣", "🇫🇷", "ß", "\u{212A}", "Ⅳ", "_"]

    static func randomCharacter(_ random: inout SeededRandom) -> String {
        random.chance(85) ? String(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &random))) : random.pick(textCharacters)
    }

    static let literals = Array("abcxyzABZ0159@._- /#%'\"!,:;<=>&~`")
    static let escapedPunctuation = Array("!\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~")
    static let builtinClasses: [(String, [String])] = [
        ("\\d", ["0", "5", "9"]), ("\\D", ["a", "-", " ", "\n"]), ("\\w", ["a", "Z", "_", "7"]),
        ("\\W", ["-", "@", " ", "\t"]), ("\\s", [" ", "\t", "\n", "\u{0B}", "\u{0C}"]), ("\\S", ["a", "@", "."]),
        (".", ["a", "\n", " ", "\u{0C}", "~"]),
    ]
    static let controlEscapes: [(String, String)] = [("\\t", "\t"), ("\\n", "\n"), ("\\f", "\u{0C}"), ("\\r", "\r")]

    /// A random pattern of the subset, up to `depth` groups deep.
    static func make(_ random: inout SeededRandom, depth: Int = 2) -> RandomRegex {
        var branches: [RandomRegex] = []
        let count = random.chance(75) ? 1 : Int.random(in: 2...3, using: &random)
        for _ in 0..<count { branches.append(sequence(&random, depth: depth)) }
        let pattern = branches.map(\.pattern).joined(separator: "|")
        return RandomRegex(pattern: pattern, sample: { random in random.pick(branches).sample(&random) },
                           isAmbiguous: count > 1 || branches.contains { $0.isAmbiguous })
    }

    private static func sequence(_ random: inout SeededRandom, depth: Int) -> RandomRegex {
        let length = random.chance(5) ? 0 : Int.random(in: 1...4, using: &random)
        let parts = (0..<length).map { _ in quantified(atom(&random, depth: depth), &random) }
        return RandomRegex(pattern: parts.map(\.pattern).joined(), sample: { random in parts.map { $0.sample(&random) }.joined() },
                           isAmbiguous: parts.contains { $0.isAmbiguous })
    }

    private static func quantified(_ atom: RandomRegex, _ random: inout SeededRandom) -> RandomRegex {
        guard random.chance(40) else { return atom }
        let kinds = atom.isAmbiguous ? [0, 3, 5] : Array(0..<6)
        let (text, low, high): (String, Int, Int?) = switch random.pick(kinds) {
        case 0: ("?", 0, 1)
        case 1: ("*", 0, nil)
        case 2: ("+", 1, nil)
        case 3: { let m = Int.random(in: 0...3, using: &random); return ("{\(m)}", m, m) }()
        case 4: { let m = Int.random(in: 0...2, using: &random); return ("{\(m),}", m, nil) }()
        default: { let m = Int.random(in: 0...2, using: &random); let n = m + Int.random(in: 0...2, using: &random); return ("{\(m),\(n)}", m, n) }()
        }
        let lazy = random.chance(15) ? "?" : ""
        return RandomRegex(pattern: atom.pattern + text + lazy, sample: { random in
            let times = Int.random(in: low...min(high ?? low + 3, low + 3), using: &random)
            return (0..<times).map { _ in atom.sample(&random) }.joined()
        }, isAmbiguous: true)
    }

    private static func atom(_ random: inout SeededRandom, depth: Int) -> RandomRegex {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
            let character = String(random.pick(literals))
            return RandomRegex(pattern: character) { _ in character }
        case 3:
            let character = String(random.pick(escapedPunctuation))
            return RandomRegex(pattern: "\\" + character) { _ in character }
        case 4:
            let (pattern, members) = random.pick(builtinClasses)
            return RandomRegex(pattern: pattern) { random in random.chance(80) ? random.pick(members) : randomCharacter(&random) }
        case 5:
            let (pattern, character) = random.chance(50) ? random.pick(controlEscapes) : (".", "x")
            return RandomRegex(pattern: pattern) { random in random.chance(80) ? character : randomCharacter(&random) }
        case 6, 7:
            return bracketClass(&random)
        default:
            guard depth > 0 else { return atom(&random, depth: 0) }
            let inner = make(&random, depth: depth - 1)
            let open = random.chance(50) ? "(" : "(?:"
            return RandomRegex(pattern: open + inner.pattern + ")", sample: inner.sample, isAmbiguous: inner.isAmbiguous)
        }
    }

    private static let classLiterals = Array("abcxyzAZ0159@._ /#%'\"!,:;<=>&~`^$*+?(){}|")
    private static let classRanges: [(String, ClosedRange<UInt8>)] = [
        ("a-f", 0x61...0x66), ("0-5", 0x30...0x35), ("A-Z", 0x41...0x5A), ("!-/", 0x21...0x2F),
        ("\\t-\\r", 0x09...0x0D), (" -~", 0x20...0x7E), ("\\--\\/", 0x2D...0x2F), ("x-x", 0x78...0x78),
    ]

    private static func bracketClass(_ random: inout SeededRandom) -> RandomRegex {
        let isNegated = random.chance(30)
        var items: [String] = []
        var members: [String] = []
        if random.chance(15) { items.append("-"); members.append("-") }
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                let character = String(random.pick(classLiterals))
                if items.isEmpty && character == "^" { continue }
                items.append(character)
                members.append(character)
            case 2:
                let character = String(random.pick(Array("]\\[-^.")))
                items.append("\\" + character)
                members.append(character)
            case 3:
                let (text, range) = random.pick(classRanges)
                items.append(text)
                members.append(String(UnicodeScalar(UInt8.random(in: range, using: &random))))
            default:
                let (text, classMembers) = random.pick(builtinClasses.filter { $0.0 != "." })
                items.append(text)
                members += classMembers
            }
        }
        if items.isEmpty { items.append("q"); members.append("q") }
        if random.chance(15) { items.append("-"); members.append("-") }
        let pattern = "[" + (isNegated ? "^" : "") + items.joined() + "]"
        return RandomRegex(pattern: pattern) { random in
            !isNegated && random.chance(80) ? random.pick(members) : randomCharacter(&random)
        }
    }

    /// Pieces outside the subset (or outside valid syntax), spliced into
    /// subset patterns so the fast path's refusals are tested too. (No bare
    /// `*` or `+`: after an alternation group they would make Swift `Regex`
    /// backtrack exponentially.)
    static let outsidePieces: [String] = [
        "^", "$", "\\b", "\\B", "(?i)", "(?s)", "(?x)", "++", "{,2}", "{ 2}", "{2,1}", "{", "}", "]", ")", "(", "[",
        "\\", "\\_", "\\ ", "é", "e\u{301}", "\t", "[[:alpha:]]", "[:alpha:]", "[:a]", "[a&&b]", "[a--b]", "[a~~b]", "[&&]",
        "\\p{L}", "\\P{Lu}", "(?=a)", "(?!a)", "(?<=a)", "(a)\\1", "\\k<n>", "(?<n>a)", "(?>a+)", "\\x41", "\\u{41}", "\\0",
        "\\Qa.\\E", "\\v", "\\h", "\\H", "\\V", "\\R", "\\X", "\\N", "\\K", "\\A", "\\z", "\\Z", "\\G", "\\e", "\\a", "\\o{101}",
        "|", "(?#c)", "[]", "[^]", "[a-\\d]", "[\\w-.]", "[z-a]", "a{1001}", "(*ACCEPT)", "\\g{1}", "[\\b]", "[\\Q]\\E]",
    ]

    /// `pattern` with an outside piece spliced in at a random place.
    static func spliced(_ pattern: String, _ random: inout SeededRandom) -> String {
        var characters = Array(pattern)
        let piece = random.pick(outsidePieces)
        characters.insert(contentsOf: piece, at: Int.random(in: 0...characters.count, using: &random))
        return String(characters)
    }

    /// `text` with a few characters inserted, removed or replaced.
    static func mutated(_ text: String, _ random: inout SeededRandom) -> String {
        var characters = text.map(String.init)
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            let position = Int.random(in: 0...characters.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: characters.insert(randomCharacter(&random), at: position)
            case 1 where position < characters.count: characters.remove(at: position)
            default: if position < characters.count { characters[position] = randomCharacter(&random) }
            }
        }
        return characters.joined()
    }
}
