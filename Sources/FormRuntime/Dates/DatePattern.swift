/// A parsed date input pattern (LANGUAGE.md §14): `DD`, `MM`, `YY` or `YYYY`
/// fields and literal separators, such as `DD.MM.YYYY` or `MM/YY`.
///
/// A `date` pattern has a day, a month and a year field; a `month` pattern a
/// month and a year field. Each field appears once. Every other character is
/// a literal, except letters and digits, which are errors (so `dd.mm.yyyy`
/// is caught rather than shown as text).
public struct DatePattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// One field of a pattern.
    public enum Field: Sendable, Hashable {
        /// `DD`: two digits, 01…31.
        case day
        /// `MM`: two digits, 01…12.
        case month
        /// `YY` (the year in the window around today whose last two digits
        /// they are, ``DatePattern/year(ofTwoDigits:today:)``) or `YYYY`.
        case year(digits: Int)

        /// The number of digits the field takes.
        public var width: Int {
            if case let .year(digits) = self { return digits }
            return 2
        }
    }

    /// Whether the pattern is for a `date` or a `month` field.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Day, month and year.
        case date
        /// Month and year.
        case month
    }

    /// The pattern as written.
    public let source: String
    /// Whether it is a date or a month pattern.
    public let kind: Kind
    /// The fields in pattern order.
    public let fields: [Field]
    /// The mask the pattern types like: `##.##.####`.
    public let mask: MaskPattern
    /// For each slot of ``mask``: which field it belongs to and its offset
    /// in that field.
    let slots: [(field: Field, offset: Int)]
    /// The characters a separator may be typed as: `.`, `/`, `-`, space and
    /// the pattern's literals.
    let separators: Set<Character>

    /// The pattern `month` fields without `format` use: `MM/YY`.
    package static let defaultMonth: DatePattern = parseOrFallback("MM/YY", kind: .month)

    /// The default `date` pattern of `locale` (its CLDR short date order and
    /// separator), or `MM/DD/YYYY` when the locale's is unusable.
    package static func defaultDate(locale: LocaleRules) -> DatePattern {
        parseOrFallback(locale.datePattern, kind: .date)
    }

    /// The default pattern of a `date` or `month` field.
    package static func `default`(_ kind: Kind, locale: LocaleRules) -> DatePattern {
        kind == .date ? defaultDate(locale: locale) : defaultMonth
    }

    /// A pattern the compiler already validated (generated code): an invalid
    /// one gives the default pattern rather than a crash.
    package static func parseOrFallback(_ source: String, kind: Kind) -> DatePattern {
        if let pattern = try? parse(source, kind: kind) { return pattern }
        let fallback = kind == .date ? "MM/DD/YYYY" : "MM/YY"
        return (try? parse(fallback, kind: kind)) ?? DatePattern(unchecked: kind)
    }

    /// Parses `source` as a pattern of `kind`.
    public static func parse(_ source: String, kind: Kind) throws(DatePatternError) -> DatePattern {
        var fields: [Field] = []
        var maskElements: [MaskPattern.Element] = []
        var slots: [(field: Field, offset: Int)] = []
        var separators: Set<Character> = [".", "/", "-", " "]
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var run = 1
            while index + run < characters.count, characters[index + run] == character { run += 1 }
            let field: Field?
            switch (character, run) {
            case ("D", 2): field = .day
            case ("M", 2): field = .month
            case ("Y", 2): field = .year(digits: 2)
            case ("Y", 4): field = .year(digits: 4)
            case ("D", _), ("M", _), ("Y", _):
                throw DatePatternError(kind: .badFieldWidth(String(repeating: character, count: run)), offset: index)
            default: field = nil
            }
            if let field {
                if fields.contains(where: { $0.sameKind(as: field) }) {
                    throw DatePatternError(kind: .repeatedField(String(repeating: character, count: run)), offset: index)
                }
                fields.append(field)
                for offset in 0..<run {
                    maskElements.append(.slot(.digit))
                    slots.append((field, offset))
                }
                index += run
                continue
            }
            if character.isLetter || character.isNumber {
                throw DatePatternError(kind: .letterOrDigit(character), offset: index)
            }
            maskElements.append(.literal(character))
            separators.insert(character)
            index += 1
        }
        let needed: [Field] = kind == .date ? [.day, .month, .year(digits: 4)] : [.month, .year(digits: 4)]
        for field in needed where !fields.contains(where: { $0.sameKind(as: field) }) {
            throw DatePatternError(kind: .missingField(field.spelling), offset: nil)
        }
        if kind == .month, fields.contains(.day) {
            throw DatePatternError(kind: .dayInMonth, offset: nil)
        }
        let mask = MaskPattern(source: source, elements: maskElements)
        return DatePattern(source: source, kind: kind, fields: fields, mask: mask, slots: slots, separators: separators)
    }

    private init(source: String, kind: Kind, fields: [Field], mask: MaskPattern, slots: [(field: Field, offset: Int)], separators: Set<Character>) {
        self.source = source
        self.kind = kind
        self.fields = fields
        self.mask = mask
        self.slots = slots
        self.separators = separators
    }

    /// A last-resort pattern when even the fallback fails to parse (it never
    /// does; this keeps the API free of force unwraps).
    private init(unchecked kind: Kind) {
        let mask = MaskPattern(source: "##", elements: [.slot(.digit), .slot(.digit)])
        self.init(source: kind == .date ? "MM/DD/YYYY" : "MM/YY", kind: kind, fields: [], mask: mask, slots: [], separators: [])
    }

    /// The source text.
    public var description: String { source }

    /// Pattern equality is source and kind equality.
    public static func == (lhs: DatePattern, rhs: DatePattern) -> Bool {
        lhs.source == rhs.source && lhs.kind == rhs.kind
    }

    /// Hashes the source and kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(kind)
    }

    private enum CodingKeys: String, CodingKey { case source, kind }

    /// Encodes the source and kind.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(kind, forKey: .kind)
    }

    /// Decodes and re-parses the source.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let source = try container.decode(String.self, forKey: .source)
        let kind = try container.decode(Kind.self, forKey: .kind)
        do {
            self = try DatePattern.parse(source, kind: kind)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .source, in: container, debugDescription: error.description)
        }
    }
}

extension DatePattern.Field {
    func sameKind(as other: DatePattern.Field) -> Bool {
        switch (self, other) {
        case (.day, .day), (.month, .month), (.year, .year): true
        default: false
        }
    }

    var spelling: String {
        switch self {
        case .day: "DD"
        case .month: "MM"
        case let .year(digits): String(repeating: "Y", count: digits)
        }
    }
}

/// Why a date pattern is invalid.
public struct DatePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: Sendable, Hashable {
        /// A run of `D`, `M` or `Y` of a width other than `DD`, `MM`, `YY`, `YYYY`.
        case badFieldWidth(String)
        /// A field written twice.
        case repeatedField(String)
        /// A letter or digit that is not part of a field.
        case letterOrDigit(Character)
        /// The pattern lacks a field it needs.
        case missingField(String)
        /// A `month` pattern with a day.
        case dayInMonth
    }

    /// What is wrong.
    public var kind: Kind
    /// The character offset in the pattern, if any.
    public var offset: Int?

    /// A human-readable reason.
    public var description: String {
        switch kind {
        case let .badFieldWidth(run): "'\(run)' is not a date field: write DD, MM, YY or YYYY"
        case let .repeatedField(run): "the pattern has '\(run)' more than once"
        case let .letterOrDigit(character): "'\(character)' cannot be a separator: use DD, MM, YY or YYYY for fields and punctuation or spaces between them"
        case let .missingField(field): "the pattern has no \(field) field"
        case .dayInMonth: "a month pattern has no day: write MM and YY or YYYY"
        }
    }
}
