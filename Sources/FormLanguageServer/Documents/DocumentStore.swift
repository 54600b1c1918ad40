/// The documents the client has open, each with the analysis of its latest
/// version (computed on first use and kept until the next change).
public struct DocumentStore: Sendable {
    private var documents: [String: TextDocument] = [:]
    private var analyses: [String: DocumentAnalysis] = [:]

    /// Creates an empty store.
    public init() {}

    /// The open document at `uri`.
    public func document(_ uri: String) -> TextDocument? { documents[uri] }

    /// The URIs of the open documents.
    public var uris: [String] { Array(documents.keys) }

    /// Opens (or reopens) a document.
    public mutating func open(_ document: TextDocument) {
        documents[document.uri] = document
        analyses[document.uri] = nil
    }

    /// Closes a document.
    public mutating func close(_ uri: String) {
        documents[uri] = nil
        analyses[uri] = nil
    }

    /// Replaces a document after a change.
    public mutating func update(_ document: TextDocument) {
        guard documents[document.uri] != nil else { return }
        documents[document.uri] = document
        analyses[document.uri] = nil
    }

    /// The parse and check of the document's current text, computed once per change.
    public mutating func analysis(_ uri: String) -> DocumentAnalysis? {
        if let analysis = analyses[uri] { return analysis }
        guard let document = documents[uri] else { return nil }
        let analysis = DocumentAnalysis(document)
        analyses[uri] = analysis
        return analysis
    }
}
