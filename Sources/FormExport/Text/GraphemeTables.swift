/// What a regex needs of Unicode's grapheme cluster rules (UAX #29) to say
/// where `trim` leaves white space: formc's `trim` removes leading and
/// trailing *characters* (clusters) made only of White_Space scalars, and a
/// white space scalar can share a cluster with a joining scalar after it
/// (`" \u{301}"`) or a Prepend scalar before it (`"\u{600} "`), where it is
/// kept. `GraphemeTableTests` checks both tables against Swift's own
/// segmentation, scalar by scalar.
enum GraphemeTables {
    /// White_Space scalars that are grapheme *Control* (or CR, LF): a cluster
    /// of their own, never joined.
    static let controlWhiteSpace = ScalarClass(ranges: [0x09...0x0D, 0x85...0x85, 0x2028...0x2029])
    /// The other White_Space scalars, which a joining scalar may follow in
    /// their cluster.
    static let otherWhiteSpace = ScalarClass(ranges: [
        0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
    ])
    /// Every White_Space scalar.
    static let whiteSpace = controlWhiteSpace.union(otherWhiteSpace)

    /// Grapheme_Cluster_Break = Prepend as Swift segments text: a scalar that
    /// joins the one after it (U+11A3A, Prepend in the Unicode data, does not
    /// join in Swift 6.3, so it is left out).
    static let prepend = ScalarClass(ranges: [
        0x600...0x605, 0x6DD...0x6DD, 0x70F...0x70F, 0x890...0x891, 0x8E2...0x8E2, 0xD4E...0xD4E,
        0x110BD...0x110BD, 0x110CD...0x110CD, 0x111C2...0x111C3, 0x113D1...0x113D1, 0x1193F...0x1193F, 0x11941...0x11941,
        0x11A84...0x11A89, 0x11D46...0x11D46, 0x11F02...0x11F02,
    ])

    /// A superset, in ECMA-262 syntax, of the scalars that join the scalar
    /// before them (Extend, ZWJ and SpacingMark): marks, Grapheme_Extend,
    /// emoji modifiers, U+200D, and the two SpacingMark letters U+0E33 and
    /// U+0EB3 (Thai and Lao AM).
    static let joinersRegex = "[\\p{M}\\p{Grapheme_Extend}\\p{Emoji_Modifier}\\u200D\\u0E33\\u0EB3]"

    /// Whether `scalar` is in the class ``joinersRegex`` writes, by Swift's tables.
    static func isInJoinersRegex(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        return properties.isGraphemeExtend || properties.isEmojiModifier || [0x200D, 0xE33, 0xEB3].contains(scalar.value)
    }
}
