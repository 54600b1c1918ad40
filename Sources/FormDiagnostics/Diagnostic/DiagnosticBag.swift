/// Collects the diagnostics of one file as a stage produces them.
///
/// A stage reports into a bag and returns its contents; it never prints. The
/// bag stops accepting errors past `errorLimit` so a pathological file cannot
/// produce unbounded output, and says so once.
public struct DiagnosticBag: Sendable {
    /// The file every diagnostic in the bag belongs to.
    public let file: SourceFile
    /// The diagnostics reported so far, in report order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many errors are kept before the rest are dropped.
    public let errorLimit: Int
    /// How many errors were dropped past the limit.
    public private(set) var droppedErrors = 0
    /// How many errors are kept.
    public private(set) var errorCount = 0

    /// Creates an empty bag for a file.
    public init(file: SourceFile, errorLimit: Int = 200) {
        self.file = file
        self.errorLimit = errorLimit
    }

    /// Whether any error has been reported.
    public var hasErrors: Bool { errorCount > 0 || droppedErrors > 0 }

    /// Whether an error reported now would be dropped past ``errorLimit``.
    public var isFull: Bool { errorCount >= errorLimit }

    /// Reports a diagnostic at a byte range of the bag's file.
    ///
    /// The message is built, and the range resolved, only when the diagnostic
    /// is kept: an error past ``errorLimit`` costs a counter increment, so a
    /// file with a million errors stays linear. (Notes and fix-its are
    /// arguments built by the caller from the bag; work that is costly, such
    /// as a did-you-mean search, should check ``isFull`` first.)
    public mutating func report(
        _ id: DiagnosticID,
        at bytes: Range<Int>,
        _ message: @autoclosure () -> String,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        if id.defaultSeverity == .error, isFull {
            droppedErrors += 1
            return
        }
        append(Diagnostic(id, path: file.path, range: file.range(bytes), message: message(), notes: notes, fixIts: fixIts))
    }

    /// Moves the bag's contents out, leaving it empty (same file and limit).
    ///
    /// A stage that hands its bag to a helper struct and takes it back must
    /// move it, not copy it: while two copies share the storage, the next
    /// report copies every diagnostic so far, and doing that once per field
    /// or condition makes checking quadratic. `Helper(bag: bag.take())` and
    /// `bag = helper.bag.take()` keep exactly one owner.
    public mutating func take() -> DiagnosticBag {
        let taken = self
        self = DiagnosticBag(file: file, errorLimit: errorLimit)
        return taken
    }

    /// Adds a fully built diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            if isFull {
                droppedErrors += 1
                return
            }
            errorCount += 1
        }
        diagnostics.append(diagnostic)
    }

    /// Adds several diagnostics.
    public mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other { append(diagnostic) }
    }

    /// A fix-it replacing a byte range of the bag's file.
    public func fixIt(_ message: String, replacing bytes: Range<Int>, with replacement: String) -> FixIt {
        FixIt(message, range: file.range(bytes), replacement: replacement)
    }

    /// A note pointing at a byte range of the bag's file.
    public func note(_ message: String, at bytes: Range<Int>) -> DiagnosticNote {
        DiagnosticNote(message, range: file.range(bytes))
    }
}
