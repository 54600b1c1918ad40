/// What a feature handler gets: the request's parameters, the document's
/// analysis and a converter for its positions.
public struct FeatureRequest: Sendable {
    /// The request's `params`.
    public var params: JSONView
    /// The analysis of the document the request is about.
    public var analysis: DocumentAnalysis
    /// Positions of that document in the negotiated encoding.
    public var converter: RangeConverter
    /// What the client said it can show.
    public var client: ClientCapabilities

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

/// The parts of the client's `initialize` capabilities the server adapts to.
public struct ClientCapabilities: Sendable {
    /// Whether hover contents may be Markdown (`textDocument.hover.contentFormat`).
    public var markdownHover = false
    /// Whether completion documentation may be Markdown.
    public var markdownCompletion = false

    /// Reads the capabilities of an `initialize` request.
    public init(_ capabilities: JSONView?) {
        func formats(_ json: JSONView?) -> [String] { json?.array?.compactMap(\.string) ?? [] }
        markdownHover = formats(capabilities?["textDocument"]?["hover"]?["contentFormat"]).contains("markdown")
        markdownCompletion = formats(capabilities?["textDocument"]?["completion"]?["completionItem"]?["documentationFormat"]).contains("markdown")
    }

    /// Text for the client: Markdown when it shows it, otherwise plain text
    /// without Markdown syntax (``PlainText``).
    func markup(_ markdown: String, allowed: Bool) -> JSON {
        allowed ? ["kind": "markdown", "value": .string(markdown)] : ["kind": "plaintext", "value": .string(PlainText.from(markdown: markdown))]
    }
}
