import FormRuntime
/// Reads formatter vector files: tab-separated lines of chain, field type,
/// locale, key script, expected display and expected value. Lines starting
/// with `#` and empty lines are skipped; columns are never trimmed. LF or
/// CR LF ends a line. The file's syntax is read on Unicode scalars, as key
/// scripts are (LANGUAGE.md §10): CR LF is one `Character`, and a tab or a
/// quote followed by a combining mark would be another.
public enum FormatterVectorFile {
    /// Parses the file's text, keeping line numbers.
    public static func parse(_ text: String) throws(FormatterVectorError) -> [FormatterVector] {
        var vectors: [FormatterVector] = []
        var lineNumber = 0
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
            if line.isEmpty || line.first == "#" { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
            guard columns.count == 6 else {
                throw FormatterVectorError(line: lineNumber, reason: "expected 6 tab-separated columns, found \(columns.count)")
            }
            guard let type = FieldTypeRef(parsing: columns[1]) else {
                throw FormatterVectorError(line: lineNumber, reason: "unknown field type '\(columns[1])'")
            }
            let value: FormatterVector.ExpectedValue
            do {
                value = try .parse(columns[5])
            } catch {
                throw FormatterVectorError(line: lineNumber, reason: error.reason)
            }
            vectors.append(FormatterVector(
                line: lineNumber, chain: columns[0], type: type, locale: columns[2],
                keys: columns[3], expectedDisplay: columns[4], expectedValue: value
            ))
        }
        return vectors
    }
}
