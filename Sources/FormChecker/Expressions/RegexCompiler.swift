/// Compiles `matches` patterns at check time with the Swift `Regex` engine
/// the generated code uses, so a pattern that would fail at run time is an
/// `invalid-regex` diagnostic instead.
enum RegexCompiler {
    /// `nil` when `pattern` compiles; otherwise the engine's reason, such as
    /// `expected ']'`.
    static func problem(in pattern: String) -> String? {
        do {
            _ = try Regex(pattern)
            return nil
        } catch {
            let reason = trimmed(String(describing: error))
            return reason.isEmpty ? "the pattern does not compile" : reason
        }
    }

    private static func trimmed(_ text: String) -> String {
        var characters = Substring(text)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }
}
