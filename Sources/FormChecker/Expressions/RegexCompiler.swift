import Foundation

/// Compiles `matches` patterns at check time with the Swift `Regex` engine
/// the generated code uses, so a pattern that would fail at run time is an
/// `invalid-regex` diagnostic instead.
///
/// Compiling a regex costs far more than checking the rest of a field, and
/// specs repeat their patterns, so each pattern's verdict is computed once
/// per process.
enum RegexCompiler {
    /// `nil` when `pattern` compiles; otherwise the engine's reason, such as
    /// `expected ']'`.
    static func problem(in pattern: String) -> String? {
        verdicts.verdict(for: pattern, compute: compile)
    }

    private static let verdicts = VerdictCache()

    private static func compile(_ pattern: String) -> String? {
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

/// Pattern verdicts shared by every check in the process, behind a lock.
private final class VerdictCache: @unchecked Sendable {
    private let lock = NSLock()
    private var verdicts: [String: String?] = [:]

    func verdict(for pattern: String, compute: (String) -> String?) -> String? {
        lock.lock()
        if let known = verdicts[pattern] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let verdict = compute(pattern)
        lock.lock()
        verdicts[pattern] = .some(verdict)
        lock.unlock()
        return verdict
    }
}
