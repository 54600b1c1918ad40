/// Builds the text of one diagnostic for ``HumanRenderer``: a location line
/// per message, then snippets laid out with a shared gutter width.
struct HumanBlock {
    let style: TerminalStyle
    let sources: [String: SourceFile]
    let tabWidth: Int
    private var lines: [String] = []
    private var gutterWidth = 1

    init(style: TerminalStyle, sources: [String: SourceFile], tabWidth: Int) {
        self.style = style
        self.sources = sources
        self.tabWidth = tabWidth
    }

    /// The rendered block, each line ending in `\n`.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    mutating func add(_ diagnostic: Diagnostic) {
        gutterWidth = String(maxLineNumber(of: diagnostic)).count
        let range = diagnostic.range
        lines.append(
            style.bold(shown("\(diagnostic.path):\(range.start.line):\(range.start.column):")) + " "
                + style.severity(diagnostic.severity, diagnostic.severity.rawValue + ":") + " "
                + style.bold(shown(diagnostic.message)) + " [\(diagnostic.id.rawValue)]"
        )
        if let file = sources[diagnostic.path] {
            addUnderlined(range, in: file, severity: diagnostic.severity)
        }
        for note in diagnostic.notes {
            add(note, defaultPath: diagnostic.path)
        }
        for fixIt in diagnostic.fixIts {
            add(fixIt, path: diagnostic.path)
        }
    }

    private mutating func add(_ note: DiagnosticNote, defaultPath: String) {
        let label = style.severity(.note, "note:") + " " + shown(note.message)
        guard let range = note.range else {
            lines.append(label)
            return
        }
        let path = note.path ?? defaultPath
        lines.append(style.bold(shown("\(path):\(range.start.line):\(range.start.column):")) + " " + label)
        if let file = sources[path] {
            addUnderlined(range, in: file, severity: .note)
        }
    }

    private mutating func add(_ fixIt: FixIt, path: String) {
        let label = style.help("help:") + " " + shown(fixIt.message)
        guard let file = sources[path] else {
            lines.append(label + " (replace with '\(shown(fixIt.replacement))')")
            return
        }
        lines.append(label)
        for line in FixItPreview(fixIt, in: file, tabWidth: tabWidth).lines {
            addSource(line.number, line.display)
            if let marker = line.marker {
                addMarker(marker.indent, line.removes ? style.removal(marker.marks) : style.help(marker.marks))
            }
        }
    }

    /// The source line of `range.start`, underlined from the start of the
    /// range to its end, or to the end of the line for a multi-line range.
    private mutating func addUnderlined(_ range: SourceRange, in file: SourceFile, severity: Severity) {
        let number = range.start.line
        let window = file.lineWindow(around: range.start.offset, range.end.offset)
        let start = file.characterCount(window.bytes.lowerBound..<range.start.offset)
        let end = range.end.line == number ? file.characterCount(window.bytes.lowerBound..<min(range.end.offset, window.bytes.upperBound)) : Int.max
        let (display, shownStart, shownEnd) = DisplayLine.clipped(
            window.text, around: start, to: end, tabWidth: tabWidth, cutBefore: window.cutBefore, cutAfter: window.cutAfter
        )
        let marker = display.marker(from: shownStart, to: shownEnd, head: "^", tail: "~")
        addSource(number, display)
        addMarker(marker.indent, style.severity(severity, marker.marks))
    }

    private mutating func addSource(_ number: Int, _ display: DisplayLine) {
        let digits = String(number)
        let gutter = String(repeating: " ", count: gutterWidth - digits.count + 1) + digits + " |"
        let text = display.text
        lines.append(style.gutter(gutter) + (text.isEmpty ? "" : " " + text))
    }

    private mutating func addMarker(_ indent: String, _ marks: String) {
        let gutter = String(repeating: " ", count: gutterWidth + 2) + "|"
        lines.append(style.gutter(gutter) + " " + indent + marks)
    }

    /// Text from a diagnostic with controls made visible, so a message that
    /// quotes the spec cannot drive the terminal.
    private func shown(_ text: String) -> String {
        String(text.map { $0.isTab ? " " : DisplayLine.visible($0) })
    }

    /// The largest line number any snippet of the diagnostic shows, so all
    /// its gutters line up.
    private func maxLineNumber(of diagnostic: Diagnostic) -> Int {
        var numbers = [diagnostic.range.start.line]
        numbers += diagnostic.notes.compactMap { $0.range?.start.line }
        for fixIt in diagnostic.fixIts {
            let added = fixIt.replacement.unicodeScalars.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            numbers.append(fixIt.range.start.line + added)
        }
        return numbers.max() ?? 1
    }
}
