import FormDiagnostics

/// A small spec with a tab-indented line, a CJK line and an emoji line, and
/// diagnostics on each, shared by the renderer tests.
enum Fixtures {
    static let path = "specs/contact.form"

    static let text = """
        form Contact {
        \tfield phone: text {
        \t\tformat phoneRu
        \t}
            field name: text { label "お名前を入力"; format limt(20) }
            field mood: text { label "😀 👨‍👩‍👧‍👦 mood"; keyboard emial }
        }

        formatter phoneRU = mask("+7-###-###-##-##")

        """

    static let file = SourceFile(path: path, text: text)
    static let sources = [path: file]

    /// The byte range of the `occurrence`-th (0-based) match of `needle` on
    /// 1-based line `line`.
    static func bytes(of needle: String, line: Int, occurrence: Int = 0) -> Range<Int> {
        let lineBytes = file.byteRange(ofLine: line)
        let haystack = Array(file.bytes[lineBytes])
        let pattern = Array(needle.utf8)
        var found = 0
        var index = 0
        while index + pattern.count <= haystack.count {
            if Array(haystack[index..<index + pattern.count]) == pattern {
                if found == occurrence { return lineBytes.lowerBound + index ..< lineBytes.lowerBound + index + pattern.count }
                found += 1
            }
            index += 1
        }
        fatalError("fixture: '\(needle)' not on line \(line)")
    }

    static func range(of needle: String, line: Int) -> SourceRange {
        file.range(bytes(of: needle, line: line))
    }

    /// `unknown-formatter` on the tab-indented line, with a note and a fix-it.
    static let phone = Diagnostic(
        .unknownFormatter,
        path: path,
        range: range(of: "phoneRu", line: 3),
        message: "unknown formatter 'phoneRu'",
        notes: [DiagnosticNote("'phoneRU' is declared here", range: range(of: "phoneRU", line: 9))],
        fixIts: [FixIt("did you mean 'phoneRU'?", range: range(of: "phoneRu", line: 3), replacement: "phoneRU")]
    )

    /// `unknown-formatter` after CJK text.
    static let limit = Diagnostic(
        .unknownFormatter,
        path: path,
        range: range(of: "limt", line: 5),
        message: "unknown formatter 'limt'",
        fixIts: [FixIt("did you mean 'limit'?", range: range(of: "limt", line: 5), replacement: "limit")]
    )

    /// `unexpected-token` after emoji, including a ZWJ family.
    static let keyboard = Diagnostic(
        .unexpectedToken,
        path: path,
        range: range(of: "emial", line: 6),
        message: "expected a keyboard kind, found 'emial'",
        notes: [DiagnosticNote("keyboards are default, email, number, decimal, phone and url")]
    )

    /// A warning on the last formatter.
    static let unused = Diagnostic(
        .unusedFormatter,
        path: path,
        range: range(of: "phoneRU", line: 9),
        message: "formatter 'phoneRU' is never used"
    )
}
