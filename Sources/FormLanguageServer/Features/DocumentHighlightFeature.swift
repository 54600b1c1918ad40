/// `textDocument/documentHighlight`: every place the name under the cursor
/// is written in the document (a field, list, option, form, named or
/// built-in formatter, built-in of conditions, or locale), the declaration
/// as a *write* and each use as a *read*; the same occurrences as
/// `textDocument/references`.
enum DocumentHighlightFeature {
    /// LSP `DocumentHighlightKind`.
    private static let read = 2, write = 3

    @Sendable static func highlights(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let index = request.analysis.index
        guard let occurrence = index.occurrence(at: try request.cursor()) else { return [] }
        return .array(index.occurrences(of: occurrence.key).map { found in
            ["range": request.converter.range(found.range), "kind": .int(found.isDefinition ? write : read)]
        })
    }
}
