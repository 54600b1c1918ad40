import Foundation

/// Swift `Regex` for one pattern, compiled on first use and shared across
/// threads: the reference every `matches` answer must equal, and the
/// matcher for what the fast path does not decide.
final class SwiftRegexFallback: @unchecked Sendable {
    private let source: String
    private let lock = NSLock()
    /// nil until compiled; then the regex, or nil inside when it does not compile.
    private var compiled: Regex<AnyRegexOutput>??

    init(_ source: String) {
        self.source = source
    }

    /// Whether the regex matches all of `text`; false when it does not compile.
    func wholeMatch(_ text: String) -> Bool {
        guard let regex = regex() else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    private func regex() -> Regex<AnyRegexOutput>? {
        lock.lock()
        defer { lock.unlock() }
        if let compiled { return compiled }
        let regex = try? Regex(source)
        compiled = .some(regex)
        return regex
    }
}
