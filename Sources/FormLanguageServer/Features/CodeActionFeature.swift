import FormDiagnostics

/// `textDocument/codeAction`: every fix-it of the diagnostics in the
/// requested range as a quick fix, and for each warning "ignore this
/// warning", which adds its id to a `// formc:ignore` comment on the line
/// before (a new comment, or the one already there).
enum CodeActionFeature {
    @Sendable static func actions(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        guard let requested = request.converter.bytes(request.params["range"]) else {
            throw ResponseError(.invalidParams, "'range' must be {start, end}")
        }
        let analysis = request.analysis
        var actions: [JSON] = []
        for diagnostic in analysis.diagnostics where overlaps(diagnostic.range.bytes, requested) {
            let lsp = DiagnosticsFeature.lspDiagnostic(diagnostic, uri: request.uri, converter: request.converter)
            for fix in diagnostic.fixIts {
                actions.append(action(fix.message.prefix(1).uppercased() + fix.message.dropFirst(), [request.converter.edit(fix.range.bytes, fix.replacement)], lsp, request, preferred: diagnostic.fixIts.count == 1))
            }
            if diagnostic.severity == .warning {
                actions.append(action("Ignore this warning (// formc:ignore \(diagnostic.id.rawValue))", [ignoreEdit(diagnostic, request)], lsp, request, preferred: false))
            }
        }
        return .array(actions)
    }

    /// Ranges overlap, an empty range touching the other counting.
    private static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }

    private static func action(_ title: String, _ edits: [JSON], _ diagnostic: JSON, _ request: FeatureRequest, preferred: Bool) -> JSON {
        [
            "title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": .bool(preferred),
            "edit": ["changes": [request.uri: .array(edits)]],
        ]
    }

    /// The edit silencing a warning: `, id` appended to a `// formc:ignore`
    /// line right above it, or a new comment line with the line's indentation.
    private static func ignoreEdit(_ diagnostic: Diagnostic, _ request: FeatureRequest) -> JSON {
        let document = request.analysis.document
        let source = request.analysis.source
        // The compiler counts lines at `\n`; so does `// formc:ignore`.
        let line = diagnostic.range.start.line
        let lineBytes = source.byteRange(ofLine: line)
        if line > 1 {
            let previous = source.byteRange(ofLine: line - 1)
            let text = source.text(in: previous)
            if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("// formc:ignore") {
                return request.converter.edit(previous.upperBound..<previous.upperBound, ", \(diagnostic.id.rawValue)")
            }
        }
        let indentation = document.bytes[lineBytes].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let comment = String(decoding: indentation, as: UTF8.self) + "// formc:ignore \(diagnostic.id.rawValue)\n"
        return request.converter.edit(lineBytes.lowerBound..<lineBytes.lowerBound, comment)
    }
}
