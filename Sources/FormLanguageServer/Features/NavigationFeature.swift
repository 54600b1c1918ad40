/// `textDocument/definition` and `textDocument/references` for named
/// formatters, fields and lists, options of choice fields, forms, and
/// custom locales.
enum NavigationFeature {
    @Sendable static func definition(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        guard let occurrence = request.analysis.index.occurrence(at: try request.cursor()) else { return .null }
        let definitions = request.analysis.index.definitions(of: occurrence.key)
        guard !definitions.isEmpty else { return .null }
        return .array(definitions.map { location($0.range, request) })
    }

    @Sendable static func references(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        guard let occurrence = request.analysis.index.occurrence(at: try request.cursor()) else { return [] }
        let includeDeclaration = request.params["context"]?["includeDeclaration"]?.bool ?? true
        let found = request.analysis.index.occurrences(of: occurrence.key).filter { includeDeclaration || !$0.isDefinition }
        return .array(found.map { location($0.range, request) })
    }

    static func location(_ bytes: Range<Int>, _ request: FeatureRequest) -> JSON {
        ["uri": .string(request.uri), "range": request.converter.range(bytes)]
    }
}
