import FormDiagnostics

/// One incompatibility found, before it is a ``Diagnostic``: its id, what
/// it is about (the subject an accept comment names), where in the new
/// specs it points, and what it says.
struct Finding {
    /// Where a finding points.
    enum Place {
        /// A byte range of a new spec file.
        case new(SpecVersionFile, Range<Int>)
        /// No new spec file holds the place (the old file is gone): the old
        /// file's path, at its start.
        case gone(path: String)
    }

    var id: DiagnosticID
    /// `Form`, `Form.field` or `Form.field.option`, with the old names of
    /// what was removed or renamed.
    var subject: String
    var message: String
    var place: Place
    var notes: [DiagnosticNote] = []
    var fixIts: [FixIt] = []

    /// The finding as a diagnostic: an error, or, when an accept comment
    /// gives `acceptedBecause`, a note saying so.
    func diagnostic(acceptedBecause reason: String? = nil) -> Diagnostic {
        var notes = self.notes
        let message: String
        let severity: Severity
        if let reason {
            message = "accepted: \(self.message)"
            severity = .note
            notes.append(DiagnosticNote("accepted by '// formc:accept \(id.rawValue) \(subject)': \(reason)"))
        } else {
            message = self.message
            severity = .error
            notes.append(DiagnosticNote("if this change is intended, accept it in the new spec with '// formc:accept \(id.rawValue) \(subject): REASON'"))
        }
        switch place {
        case .new(let file, let bytes):
            return Diagnostic(id, severity: severity, path: file.source.path, range: file.source.range(bytes), message: message, notes: notes, fixIts: reason == nil ? fixIts : [])
        case .gone(let path):
            let start = SourceLocation(offset: 0, line: 1, column: 1, byteColumn: 1, utf16Column: 1)
            return Diagnostic(id, severity: severity, path: path, range: SourceRange(start: start, end: start), message: message, notes: notes)
        }
    }
}

extension SpecVersionFile {
    /// A note pointing at `bytes` of this file (the old version's, for
    /// "declared here" notes), under the path findings print for it.
    func note(_ message: String, at bytes: Range<Int>) -> DiagnosticNote {
        DiagnosticNote(message, range: source.range(bytes), path: source.path)
    }

    /// A fix-it replacing `bytes` of this (new) file.
    func fixIt(_ message: String, replacing bytes: Range<Int>, with replacement: String) -> FixIt {
        FixIt(message, range: source.range(bytes), replacement: replacement)
    }
}
