import FormSyntax

/// `textDocument/formatting`: the `formc format` layout from the compiler's
/// own printer, as one edit; refused while the file has syntax errors (as
/// `formc format` refuses).
enum FormattingFeature {
    @Sendable static func format(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let analysis = request.analysis
        guard !analysis.hasSyntaxErrors else {
            throw ResponseError(.requestFailed, "formc format: fix the syntax errors first")
        }
        let formatted = Printer.format(analysis.syntax)
        guard Array(formatted.utf8) != analysis.document.bytes else { return [] }
        return [request.converter.edit(0..<analysis.document.bytes.count, formatted)]
    }
}
