import FormSystem

/// The environment variables the terminal layer reads, from the process.
public enum TerminalEnvironment {
    /// The names read: `TERM`, `NO_COLOR`, `COLORTERM`.
    public static let names = ["TERM", "NO_COLOR", "COLORTERM"]

    /// The values of ``names`` that are set in this process.
    public static func current() -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = ProcessCalls.environmentValue(name) { values[name] = value }
        }
        return values
    }

    /// Whether `environment` rules out drawing: `TERM` unset, empty or `dumb`.
    public static func isDumb(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb"
    }
}
