/// The server's Markdown (hovers, completion documentation) as plain text,
/// for a client that does not offer Markdown: what it shows literally must
/// not carry Markdown syntax.
///
/// Only the Markdown the server writes is handled: code fences (their lines
/// kept, the fences dropped), `**strong**` and `` `code` `` spans, tables
/// (each row `first cell: other cells`, header and rule dropped) and hard
/// line breaks (two trailing spaces).
enum PlainText {
    /// `markdown` without its Markdown syntax.
    static func from(markdown: String) -> String {
        var lines: [String] = []
        var inFence = false
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence {
                lines.append(String(line))
                continue
            }
            if line.hasPrefix("|") {
                defer { inTable = true }
                // The first row is the header; `|---|` is the rule under it.
                guard inTable, !line.hasPrefix("|-") else { continue }
                let cells = line.split(separator: "|").map { trimmingSpaces(spans(in: $0)) }.filter { !$0.isEmpty }
                guard let first = cells.first else { continue }
                lines.append(([first + ":"] + cells.dropFirst()).joined(separator: " "))
                continue
            }
            inTable = false
            var text = spans(in: line)
            while text.hasSuffix(" ") { text.removeLast() }
            lines.append(text)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// `text` without leading and trailing spaces.
    private static func trimmingSpaces(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// A line without `**` and backtick markers.
    private static func spans(in line: Substring) -> String {
        line.replacing("**", with: "").filter { $0 != "`" }
    }
}
