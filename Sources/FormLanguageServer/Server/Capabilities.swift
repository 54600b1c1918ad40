/// What the server tells the client it can do: exactly the features of
/// ``LanguageServer/features`` and the synchronisation it implements.
enum Capabilities {
    static func initializeResult(encoding: PositionEncoding, version: String) -> JSON {
        [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2],
                "completionProvider": ["triggerCharacters": ["\"", "|", "(", ",", ":", "/", "."]],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "documentHighlightProvider": true,
                "renameProvider": ["prepareProvider": true],
                "documentSymbolProvider": true,
                "foldingRangeProvider": true,
                "semanticTokensProvider": [
                    "legend": [
                        "tokenTypes": .array(SemanticTokensFeature.tokenTypes.map { .string($0) }),
                        "tokenModifiers": .array(SemanticTokensFeature.tokenModifiers.map { .string($0) }),
                    ],
                    "full": true,
                ],
                "documentFormattingProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "formc", "version": .string(version)],
        ]
    }
}
