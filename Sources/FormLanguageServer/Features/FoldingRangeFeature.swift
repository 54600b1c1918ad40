import FormSyntax

/// `textDocument/foldingRange`: every block that spans lines (forms,
/// sections, fields and lists with a body, locale and translations blocks), block
/// comments, and runs of consecutive line or doc comments.
enum FoldingRangeFeature {
    @Sendable static func ranges(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let document = request.analysis.document
        var ranges: [JSON] = []
        func fold(_ bytes: Range<Int>, kind: String? = nil) {
            let start = document.line(of: bytes.lowerBound)
            let end = document.line(of: max(bytes.lowerBound, bytes.upperBound - 1))
            guard end > start else { return }
            var range: [String: JSON] = ["startLine": .int(start), "endLine": .int(end)]
            if let kind { range["kind"] = .string(kind) }
            ranges.append(.object(range))
        }
        for declaration in request.analysis.syntax.declarations {
            fold(declaration.range)
            if case .form(let form) = declaration {
                for section in form.sections { fold(section.range) }
                for field in form.fields where field.hasBody { fold(field.range) }
            }
        }
        var run: Range<Int>?
        var runEndLine = -2
        for comment in request.analysis.syntax.comments {
            if comment.kind == .block {
                fold(comment.range, kind: "comment")
                continue
            }
            let line = document.line(of: comment.range.lowerBound)
            if let current = run, line == runEndLine + 1 {
                run = current.lowerBound..<comment.range.upperBound
            } else {
                if let current = run { fold(current, kind: "comment") }
                run = comment.range
            }
            runEndLine = line
        }
        if let current = run { fold(current, kind: "comment") }
        return .array(ranges)
    }
}
