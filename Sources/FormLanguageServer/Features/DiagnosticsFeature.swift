import FormDiagnostics

/// `textDocument/publishDiagnostics`: what `formc check` reports for the
/// file, converted to LSP (the id as `code`, notes as related information,
/// unused-* warnings tagged unnecessary).
enum DiagnosticsFeature {
    /// The notification for a document's current analysis.
    static func publish(_ analysis: DocumentAnalysis, encoding: PositionEncoding) -> JSON {
        let converter = RangeConverter(document: analysis.document, encoding: encoding)
        return OutgoingMessage.notification("textDocument/publishDiagnostics", [
            "uri": .string(analysis.document.uri),
            "version": .int(analysis.document.version),
            "diagnostics": .array(analysis.diagnostics.map { lspDiagnostic($0, uri: analysis.document.uri, converter: converter) }),
        ])
    }

    /// One diagnostic in LSP form.
    static func lspDiagnostic(_ diagnostic: Diagnostic, uri: String, converter: RangeConverter) -> JSON {
        var result: [String: JSON] = [
            "range": converter.range(diagnostic.range.bytes),
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.id.rawValue),
            "source": "formc",
            "message": .string(diagnostic.message),
        ]
        if isUnnecessary(diagnostic.id) { result["tags"] = [1] }
        let related: [JSON] = diagnostic.notes.map { note in
            // A note without a range (or about another file) points at the diagnostic itself.
            let bytes = note.path == nil ? (note.range?.bytes ?? diagnostic.range.bytes) : diagnostic.range.bytes
            return ["location": ["uri": .string(uri), "range": converter.range(bytes)], "message": .string(note.message)]
        }
        if !related.isEmpty { result["relatedInformation"] = .array(related) }
        return .object(result)
    }

    /// LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The warnings about something that can be removed (`DiagnosticTag.Unnecessary`).
    static func isUnnecessary(_ id: DiagnosticID) -> Bool {
        id == .unusedFormatter || id == .unusedTranslation
    }
}
