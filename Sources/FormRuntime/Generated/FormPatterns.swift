import Foundation

/// Regex matching for `matches` conditions: the whole value must match
/// (implicit anchors). Each pattern is compiled once per process.
public enum FormPatterns {
    /// Whether `pattern` matches all of `text`. A pattern that does not
    /// compile (the checker rejects those at compile time) matches nothing.
    public static func wholeMatch(_ text: String, _ pattern: String) -> Bool {
        guard let regex = cache.regex(for: pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    private static let cache = RegexCache()
}

/// Compiled regexes by pattern, shared across threads behind a lock.
private final class RegexCache: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: [String: Regex<AnyRegexOutput>?] = [:]

    func regex(for pattern: String) -> Regex<AnyRegexOutput>? {
        lock.lock()
        defer { lock.unlock() }
        if let known = compiled[pattern] { return known }
        let regex = try? Regex(pattern)
        compiled[pattern] = .some(regex)
        return regex
    }
}
