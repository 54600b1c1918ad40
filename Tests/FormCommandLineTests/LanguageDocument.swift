import Foundation
import Testing

/// docs/LANGUAGE.md read as its examples: fenced blocks with their
/// annotations, and the text of its sections. The conventions are stated at
/// the top of that page:
///
/// - a ` ```form ` block is a whole `.form` file;
/// - `<!-- expect: ID, ID -->` on the line before a block lists exactly the
///   diagnostic ids it reports (none when absent);
/// - `<!-- example: NAME -->` names a block (before any `expect` comment);
/// - a ` ```console ` block holds `$ formc try …` lines, each followed by
///   the lines it prints.
struct LanguageDocument: Sendable {
    /// One fenced block of the page.
    struct Block: Sendable, CustomTestStringConvertible {
        /// The word after the opening fence (`form`, `console`, `swift`, …).
        var language: String
        /// The lines between the fences, each ending in `\n`.
        var text: String
        /// The 1-based line of the opening fence.
        var line: Int
        /// The name given by `<!-- example: NAME -->`, if any.
        var name: String?
        /// The ids of `<!-- expect: … -->`, or nil without that comment.
        var expected: [String]?
        /// The nearest `##`/`###` heading above the block.
        var heading: String
        /// The block's position among the blocks of its language under that heading, from 1.
        var indexUnderHeading: Int

        /// A stable name: the example name, else the heading, the language
        /// and the index (`1. A tour form #1`).
        var key: String { name ?? "\(heading) \(language) #\(indexUnderHeading)" }

        var testDescription: String { "\(language) block '\(key)' (line \(line))" }
    }

    /// The page's lines.
    var lines: [String]
    /// Every fenced block, in order.
    var blocks: [Block]

    /// The page in this repository, read once.
    static let shared: LanguageDocument = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/LANGUAGE.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return LanguageDocument(text: text)
    }()

    /// Splits `text` into lines and collects its fenced blocks.
    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        blocks = []
        var heading = "(top)"
        var counts: [String: Int] = [:]
        var name: String?
        var expected: [String]?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("## ") || line.hasPrefix("### ") || line.hasPrefix("#### ") {
                heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                counts = [:]
            }
            if let value = Self.comment(line, keyword: "example") {
                name = value
                index += 1
                continue
            }
            if let value = Self.comment(line, keyword: "expect") {
                expected = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                index += 1
                continue
            }
            if line.hasPrefix("```") {
                let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                var body = ""
                var end = index + 1
                while end < lines.count, lines[end] != "```" {
                    body += lines[end] + "\n"
                    end += 1
                }
                counts[language, default: 0] += 1
                blocks.append(Block(
                    language: language, text: body, line: index + 1, name: name, expected: expected,
                    heading: heading, indexUnderHeading: counts[language, default: 1]
                ))
                index = end + 1
            } else {
                index += 1
            }
            // An annotation belongs to the block right after it only.
            name = nil
            expected = nil
        }
    }

    /// The value of `<!-- keyword: value -->` when `line` is that comment.
    static func comment(_ line: String, keyword: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let prefix = "<!-- \(keyword):"
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("-->") else { return nil }
        return String(trimmed.dropFirst(prefix.count).dropLast(3)).trimmingCharacters(in: .whitespaces)
    }

    /// The blocks written in `language`.
    func blocks(in language: String) -> [Block] {
        blocks.filter { $0.language == language }
    }

    /// The text from the heading line equal to `heading` up to the next
    /// heading of the same or a higher level; nil when there is none.
    func section(_ heading: String) -> String? {
        guard let start = lines.firstIndex(of: heading) else { return nil }
        let level = heading.prefix { $0 == "#" }.count
        var end = start + 1
        while end < lines.count {
            let hashes = lines[end].prefix { $0 == "#" }.count
            if hashes > 0, hashes <= level, lines[end].dropFirst(hashes).first == " " { break }
            end += 1
        }
        return lines[start..<end].joined(separator: "\n")
    }

    /// The `$ …` commands of a console block, each with the output lines
    /// that follow it.
    static func transcript(_ text: String) -> [(command: String, output: String)] {
        var result: [(command: String, output: String)] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line.hasPrefix("$ ") {
                result.append((String(line.dropFirst(2)), ""))
            } else if !result.isEmpty {
                result[result.count - 1].output += line + "\n"
            }
        }
        return result
    }

    /// Splits a shell command line into environment assignments and words:
    /// single quotes are literal, double quotes take `\"` and `\\`, a
    /// backslash outside quotes escapes the next character. Nil when a
    /// quote is not closed.
    static func shellWords(_ command: String) -> (environment: [String: String], words: [String])? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = Array(command)[...]
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                guard let close = characters.firstIndex(of: "'") else { return nil }
                current += String(characters[..<close])
                characters = characters[(close + 1)...]
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.popFirst() {
                    if next == "\"" { closed = true; break }
                    if next == "\\", let escaped = characters.first, escaped == "\"" || escaped == "\\" {
                        current.append(escaped)
                        characters = characters.dropFirst()
                    } else {
                        current.append(next)
                    }
                }
                guard closed else { return nil }
            case "\\":
                inWord = true
                if let next = characters.popFirst() { current.append(next) }
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        var environment: [String: String] = [:]
        while let first = words.first, let equals = first.firstIndex(of: "="),
              first[..<equals].allSatisfy({ $0.isLetter || $0 == "_" }) {
            environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        return (environment, words)
    }
}
