import Foundation

/// One row of `shared/conformance/formatters.tsv`, with the columns the locale
/// tests use; `\u{XXXX}` escapes in the display column are decoded.
struct ConformanceVector {
    var chain: String
    var fieldType: String
    var locale: String
    var keys: String
    var display: String

    struct MissingFile: Error, CustomStringConvertible {
        var path: String
        var description: String { "conformance vectors not found at \(path)" }
    }

    struct MalformedLine: Error, CustomStringConvertible {
        var number: Int
        var description: String { "formatters.tsv line \(number) has fewer than 6 columns" }
    }
}

enum ConformanceVectors {
    /// `Tests/Conformance/formatters.tsv`.
    static var url: URL { url(named: "formatters.tsv") }

    /// `Tests/Conformance/formatters-precisions.tsv` (§5's precisions).
    static var precisionsURL: URL { url(named: "formatters-precisions.tsv") }

    /// A file of `Tests/Conformance/` (the repository's copy of `shared/conformance/`).
    static func url(named name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Locales
            .deletingLastPathComponent() // FormCheckerTests
            .deletingLastPathComponent() // Tests
            .deletingLastPathComponent() // repository root
            .appendingPathComponent("Tests/Conformance/" + name)
    }

    static func load(_ url: URL = url) throws -> [ConformanceVector] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ConformanceVector.MissingFile(path: url.path)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        var vectors: [ConformanceVector] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6 else { throw ConformanceVector.MalformedLine(number: index + 1) }
            vectors.append(ConformanceVector(
                chain: columns[0],
                fieldType: columns[1],
                locale: columns[2],
                keys: columns[3],
                display: decodeScalarEscapes(columns[4])
            ))
        }
        return vectors
    }

    /// Replaces each `\u{XXXX}` with its scalar; other text is kept as is.
    static func decodeScalarEscapes(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "\\u{") {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let close = afterOpen.firstIndex(of: "}"),
                  let value = UInt32(afterOpen[..<close], radix: 16),
                  let scalar = Unicode.Scalar(value) else {
                result += rest[start]
                rest = afterOpen
                continue
            }
            result.unicodeScalars.append(scalar)
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        return result + rest
    }
}
