/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary message attached to a diagnostic, optionally pointing elsewhere.
public struct DiagnosticNote: Sendable, Hashable {
    /// What the note says.
    public var message: String
    /// Where it points, if anywhere (it may be another file's range).
    public var range: SourceRange?
    /// The file `range` belongs to; `nil` means the diagnostic's own file.
    public var path: String?

    /// Creates a note.
    public init(_ message: String, range: SourceRange? = nil, path: String? = nil) {
        self.message = message
        self.range = range
        self.path = path
    }
}

/// A suggested edit that fixes a diagnostic: replace `range` with `replacement`.
public struct FixIt: Sendable, Hashable {
    /// What the fix does, in words (`did you mean 'phoneRU'?`).
    public var message: String
    /// The text to replace.
    public var range: SourceRange
    /// The replacement text.
    public var replacement: String

    /// Creates a fix-it.
    public init(_ message: String, range: SourceRange, replacement: String) {
        self.message = message
        self.range = range
        self.replacement = replacement
    }
}

/// One problem found in a spec: a stable id, a severity, the exact range it is
/// about, a message, and optional notes and fix-its.
///
/// No compiler stage prints: each returns diagnostics and a renderer turns
/// them into text for people (human) or tools (json, github, sarif).
public struct Diagnostic: Sendable, Hashable {
    /// The stable id, such as `unknown-formatter`.
    public var id: DiagnosticID
    /// Error, warning or note. Starts as the id's default severity.
    public var severity: Severity
    /// The file the diagnostic is in.
    public var path: String
    /// The primary range: what the caret underlines.
    public var range: SourceRange
    /// What is wrong: lowercase start, no trailing period.
    public var message: String
    /// Secondary messages, possibly pointing at other ranges.
    public var notes: [DiagnosticNote]
    /// Suggested edits.
    public var fixIts: [FixIt]

    /// Creates a diagnostic with the id's default severity unless one is given.
    public init(
        _ id: DiagnosticID,
        severity: Severity? = nil,
        path: String,
        range: SourceRange,
        message: String,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity ?? id.defaultSeverity
        self.path = path
        self.range = range
        self.message = message
        self.notes = notes
        self.fixIts = fixIts
    }
}

extension Diagnostic {
    /// Orders diagnostics by file, then position, then id, so output is stable.
    public static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.range.start.offset != rhs.range.start.offset { return lhs.range.start.offset < rhs.range.start.offset }
        if lhs.range.end.offset != rhs.range.end.offset { return lhs.range.end.offset < rhs.range.end.offset }
        return lhs.id.rawValue < rhs.id.rawValue
    }
}
