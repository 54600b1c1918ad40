/// Fast conversions between `String` and the character arrays formatters
/// work on.
enum CharacterText {
    /// The string of `parts`, joined.
    @inline(__always)
    static func string(_ parts: [Character]...) -> String {
        var result = ""
        var capacity = 0
        for part in parts { capacity += part.count }
        result.reserveCapacity(capacity)
        for part in parts {
            for character in part { result.append(character) }
        }
        return result
    }
}
