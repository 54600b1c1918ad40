extension LanguageServer {
    /// Every request about a document the server answers, by method.
    static let features: [String: Feature] = [
        "textDocument/completion": Feature(unopened: [], handler: CompletionFeature.complete),
        "textDocument/hover": Feature(unopened: .null, handler: HoverFeature.hover),
        "textDocument/definition": Feature(unopened: .null, handler: NavigationFeature.definition),
        "textDocument/references": Feature(unopened: [], handler: NavigationFeature.references),
        "textDocument/documentHighlight": Feature(unopened: [], handler: DocumentHighlightFeature.highlights),
        "textDocument/prepareRename": Feature(unopened: .null, handler: RenameFeature.prepare),
        "textDocument/rename": Feature(unopened: .null, handler: RenameFeature.rename),
        "textDocument/documentSymbol": Feature(unopened: [], handler: DocumentSymbolFeature.symbols),
        "textDocument/foldingRange": Feature(unopened: [], handler: FoldingRangeFeature.ranges),
        "textDocument/semanticTokens/full": Feature(unopened: ["data": []], handler: SemanticTokensFeature.full),
        "textDocument/formatting": Feature(unopened: [], handler: FormattingFeature.format),
        "textDocument/codeAction": Feature(unopened: [], handler: CodeActionFeature.actions),
    ]
}
