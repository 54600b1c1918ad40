/// The SARIF objects: rules from the catalog, results from diagnostics.
extension SARIFRenderer {
    static func rule(for id: DiagnosticID) -> JSONValue {
        let entry = id.explanation
        return .object([
            ("id", .string(id.rawValue)),
            ("shortDescription", .object([("text", .string(entry.title))])),
            ("fullDescription", .object([("text", .string(fullDescription(entry.explanation)))])),
            ("help", .object([
                ("text", .string(helpText(entry))),
                ("markdown", .string(helpMarkdown(entry))),
            ])),
            ("defaultConfiguration", .object([("level", .string(level(for: id.defaultSeverity)))])),
        ])
    }

    static func result(for diagnostic: Diagnostic, ruleIndex: Int, baseDirectory: String?) -> JSONValue {
        let uri = artifactURI(for: diagnostic.path, relativeTo: baseDirectory)
        var message = diagnostic.message
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            guard let range = note.range else {
                message += "\n" + note.message
                continue
            }
            let noteURI = note.path.map { artifactURI(for: $0, relativeTo: baseDirectory) } ?? uri
            related.append(.object([
                ("id", .int(related.count)),
                ("physicalLocation", physicalLocation(uri: noteURI, range: range)),
                ("message", .object([("text", .string(note.message))])),
            ]))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(diagnostic.id.rawValue)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(for: diagnostic.severity))),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(uri: uri, range: diagnostic.range))])])),
        ]
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixes", .array(diagnostic.fixIts.map { fix(for: $0, uri: uri) })))
        }
        return .object(members)
    }

    private static func fix(for fixIt: FixIt, uri: String) -> JSONValue {
        .object([
            ("description", .object([("text", .string(fixIt.message))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", .object([("uri", .string(uri))])),
                ("replacements", .array([.object([
                    ("deletedRegion", region(fixIt.range)),
                    ("insertedContent", .object([("text", .string(fixIt.replacement))])),
                ])])),
            ])])),
        ])
    }

    private static func physicalLocation(uri: String, range: SourceRange) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri))])),
            ("region", region(range)),
        ])
    }

    /// A region in UTF-16 code unit columns, end exclusive.
    private static func region(_ range: SourceRange) -> JSONValue {
        .object([
            ("startLine", .int(range.start.line)),
            ("startColumn", .int(range.start.utf16Column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.utf16Column)),
        ])
    }

    private static func level(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The explanation, cut after the last whole sentence that fits
    /// ``maxFullDescriptionLength`` characters when it is longer.
    static func fullDescription(_ explanation: String) -> String {
        guard explanation.count > maxFullDescriptionLength else { return explanation }
        let head = Array(explanation.prefix(maxFullDescriptionLength))
        var end = head.count - 1
        while end > 0 && !(head[end - 1] == "." && head[end].isWhitespace) { end -= 1 }
        if end > 0 { return String(head[..<end]) }
        return String(head.prefix(maxFullDescriptionLength - 1)) + "…"
    }

    private static func helpText(_ entry: DiagnosticExplanation) -> String {
        "\(entry.fix)\n\nExample that triggers it:\n\n\(entry.example)\n\nFixed example:\n\n\(entry.fixedExample)"
    }

    private static func helpMarkdown(_ entry: DiagnosticExplanation) -> String {
        """
        \(entry.explanation)

        **How to fix it:** \(entry.fix)

        Example that triggers it:

        ```
        \(entry.example)
        ```

        Fixed example:

        ```
        \(entry.fixedExample)
        ```
        """
    }
}
