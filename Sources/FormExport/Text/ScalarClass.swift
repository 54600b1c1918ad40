import FormRuntime

/// A set of Unicode scalars that an ECMA-262 character class (`u` flag)
/// writes: ranges of scalar values, plus the general categories Letter
/// (`\p{L}`) and Mark (`\p{M}`), which formc's `letters` is defined by.
struct ScalarClass: Sendable, Hashable {
    /// Inclusive ranges, sorted and merged.
    private(set) var ranges: [ClosedRange<UInt32>]
    /// Whole general categories in the set.
    private(set) var categories: Set<Category>

    /// The general categories a class may name.
    enum Category: String, Sendable, Hashable, Comparable {
        case letter = "L"
        case mark = "M"

        static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether `scalar` is of this category (as Swift's Unicode tables say).
        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch (self, scalar.properties.generalCategory) {
            case (.letter, .uppercaseLetter), (.letter, .lowercaseLetter), (.letter, .titlecaseLetter),
                 (.letter, .modifierLetter), (.letter, .otherLetter),
                 (.mark, .nonspacingMark), (.mark, .spacingMark), (.mark, .enclosingMark):
                true
            default:
                false
            }
        }
    }

    init(ranges: [ClosedRange<UInt32>] = [], categories: Set<Category> = []) {
        self.ranges = Self.merged(ranges)
        self.categories = categories
    }

    /// `0`–`9`: what `digits` keeps (other scripts' digits become ASCII).
    static let asciiDigits = ScalarClass(ranges: [0x30...0x39])
    /// What a `letters` cluster starts with: a letter.
    static let letter = ScalarClass(categories: [.letter])
    /// What may follow in a `letters` cluster: letters, marks and the
    /// joiners U+200C and U+200D (as in Indic conjuncts).
    static let letterContinuation = ScalarClass(ranges: [0x200C...0x200D], categories: [.letter, .mark])
    /// No scalar at all.
    static let empty = ScalarClass()

    /// The scalars of `pattern`, an `allow`/`deny` set.
    init(_ pattern: CharacterPattern) {
        self.init(ranges: pattern.ranges)
    }

    /// The scalars of a string (a mask literal).
    init(scalarsOf text: some StringProtocol) {
        self.init(ranges: text.unicodeScalars.map { $0.value...$0.value })
    }

    var isEmpty: Bool { ranges.isEmpty && categories.isEmpty }

    /// The number of scalar values the ranges cover.
    var rangeSize: Int { ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.contains(scalar.value) } || categories.contains { $0.contains(scalar) }
    }

    func union(_ other: ScalarClass) -> ScalarClass {
        ScalarClass(ranges: ranges + other.ranges, categories: categories.union(other.categories))
    }

    /// The scalars in both classes. A category against ranges is resolved
    /// scalar by scalar with Swift's tables when the ranges are small
    /// enough to walk; otherwise the ranges are kept whole, a superset.
    func intersection(_ other: ScalarClass) -> ScalarClass {
        var result = ScalarClass(ranges: Self.intersect(ranges, other.ranges), categories: categories.intersection(other.categories))
        for (mine, theirs) in [(self, other), (other, self)] where !mine.categories.subtracting(theirs.categories).isEmpty {
            let extra = mine.categories.subtracting(theirs.categories)
            guard theirs.rangeSize <= Self.walkLimit else {
                result = result.union(ScalarClass(ranges: theirs.ranges))
                continue
            }
            let kept = theirs.scalars.filter { scalar in extra.contains { $0.contains(scalar) } }
            result = result.union(ScalarClass(ranges: kept.map { $0.value...$0.value }))
        }
        return result
    }

    /// The largest range set walked scalar by scalar.
    static let walkLimit = 0x2_0000

    /// The scalars of the ranges (surrogate values skipped).
    var scalars: [Unicode.Scalar] {
        ranges.flatMap { range in range.compactMap(Unicode.Scalar.init) }
    }

    /// Whether every scalar of the class is a grapheme cluster of its own
    /// whatever its neighbours (FormRuntime's fast-path set), so that
    /// characters and code points count alike in text made of it.
    var isSingleScalarCharacters: Bool {
        categories.isEmpty && ranges.allSatisfy { range in range.allSatisfy { value in Unicode.Scalar(value).map(ScalarText.isSimple) ?? false } }
    }

    /// The class in ECMA-262 syntax (`u` flag): `[0-9A-Z\p{L}]`.
    var regex: String {
        if ranges.count == 1, categories.isEmpty, ranges[0].lowerBound == ranges[0].upperBound {
            return Self.escapedOutsideClass(ranges[0].lowerBound)
        }
        var out = "["
        for range in ranges {
            out += Self.escapedInClass(range.lowerBound)
            if range.upperBound > range.lowerBound {
                if range.upperBound > range.lowerBound + 1 { out += "-" }
                out += Self.escapedInClass(range.upperBound)
            }
        }
        for category in categories.sorted() { out += "\\p{\(category.rawValue)}" }
        return out + "]"
    }

    /// A scalar inside a character class.
    static func escapedInClass(_ value: UInt32) -> String {
        guard let scalar = Unicode.Scalar(value), value >= 0x20, value < 0x7F else { return hexEscape(value) }
        return "\\^-[]/".unicodeScalars.contains(scalar) ? "\\" + String(scalar) : String(scalar)
    }

    /// A scalar outside a character class, matched literally.
    static func escapedOutsideClass(_ value: UInt32) -> String {
        guard let scalar = Unicode.Scalar(value), value >= 0x20, value < 0x7F else { return hexEscape(value) }
        return "\\^$.|?*+()[]{}/".unicodeScalars.contains(scalar) ? "\\" + String(scalar) : String(scalar)
    }

    /// `\u00A0`, or `\u{1F600}` past the BMP.
    static func hexEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return value <= 0xFFFF ? "\\u" + String(repeating: "0", count: 4 - digits.count) + digits : "\\u{" + digits + "}"
    }

    private static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    private static func intersect(_ a: [ClosedRange<UInt32>], _ b: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for x in a {
            for y in b where x.overlaps(y) { result.append(max(x.lowerBound, y.lowerBound)...min(x.upperBound, y.upperBound)) }
        }
        return result
    }
}
