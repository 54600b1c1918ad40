/// What a feature handler gets: the request's parameters, the document's
/// analysis and a converter for its positions.
public struct FeatureRequest: Sendable {
    /// The request's `params`.
    public var params: JSON
    /// The analysis of the document the request is about.
    public var analysis: DocumentAnalysis
    /// Positions of that document in the negotiated encoding.
    public var converter: RangeConverter

    /// The document's URI.
    public var uri: String { analysis.document.uri }

    /// The byte offset of `params.position`; throws `InvalidParams` when it is missing or malformed.
    public func cursor() throws(ResponseError) -> Int {
        guard let position = Position(params["position"]) else {
            throw ResponseError(.invalidParams, "'position' must be {line, character} with non-negative integers")
        }
        return converter.offset(position)
    }
}
