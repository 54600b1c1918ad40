import Foundation

/// Finds the public API of Swift source by reading it: every `public` or
/// `open` declaration that an app importing the module sees, that is, not
/// marked `@_spi(…)` (on its line or the attribute lines above it) and not
/// inside an `@_spi`, `package` or internal type or extension, nor inside a
/// function or property body. Comments and string literals (with their
/// interpolations) are skipped, so their braces do not count.
///
/// Each declaration is its first line, trimmed, without a body or a stored
/// value: `public var text: String`, `public static func today() -> FormDate`.
struct PublicDeclarationScanner {
    private enum Mode {
        case code
        case string(multiline: Bool)
        case interpolation(depth: Int)
        case blockComment
    }

    private var modes: [Mode] = [.code]
    /// For each open `{`: whether declarations inside it are hidden.
    private var scopes: [Bool] = []
    private var pendingAttributes = ""
    private(set) var declarations: [String] = []

    /// The public declarations of `source`, in order.
    static func declarations(in source: String) -> [String] {
        var scanner = PublicDeclarationScanner()
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            scanner.scan(String(line))
        }
        return scanner.declarations
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "extension"]
    private static let hidingModifiers: Set<String> = ["private", "fileprivate", "internal", "package"]
    private static let modifierKeywords: Set<String> = hidingModifiers.union([
        "public", "open", "static", "final", "mutating", "nonmutating", "override", "indirect",
        "convenience", "required", "nonisolated", "lazy", "dynamic",
    ])

    private mutating func scan(_ line: String) {
        let startsInCode = if case .code = modes.last { true } else { false }
        let code = codeText(of: line)
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" }).map(String.init)
        let attributes = pendingAttributes + " " + words.filter { $0.hasPrefix("@") }.joined(separator: " ")
        let modifiers = words.drop { $0.hasPrefix("@") || $0.hasPrefix("(") || $0.hasSuffix(")") }
        let fenced = attributes.contains("@_spi")
        let hidden = scopes.last ?? false
        let isPublic = startsInCode && ["public", "open"].contains(modifiers.first ?? "")
        let keyword = modifiers.first { !Self.modifierKeywords.contains($0) }.flatMap { Self.typeKeywords.contains($0) ? $0 : nil }
        if words.first?.hasPrefix("@") == true, words.allSatisfy({ $0.hasPrefix("@") || $0.hasSuffix(")") }) {
            pendingAttributes = attributes  // attribute lines above a declaration
            return
        }
        pendingAttributes = ""
        if isPublic, !hidden, !fenced {
            declarations.append(Self.signature(line))
        }
        // What the braces this line opens hold.
        let hidesInside: Bool
        if let keyword, startsInCode {
            let leading = modifiers.prefix { $0 != keyword }
            let hiddenByModifier = leading.contains { Self.hidingModifiers.contains($0) }
            let plainType = keyword != "extension" && !leading.contains("public") && !leading.contains("open")
            hidesInside = hidden || fenced || hiddenByModifier || plainType
        } else {
            hidesInside = true  // a body: function, accessor, closure, initial value
        }
        for character in code {
            if character == "{" { scopes.append(hidesInside) }
            if character == "}" { _ = scopes.popLast() }
        }
    }

    /// The line's code outside comments and string literals (whose delimiters
    /// are kept, as `""`), advancing the scanner's mode across lines.
    private mutating func codeText(of line: String) -> String {
        var code = ""
        var characters = Array(line)[...]
        while let character = characters.first {
            let rest = characters.dropFirst()
            switch modes.last ?? .code {
            case .blockComment:
                if character == "*", rest.first == "/" {
                    modes.removeLast()
                    characters = rest.dropFirst()
                    continue
                }
            case .code, .interpolation:
                if character == "/", rest.first == "/" { return code }
                if character == "/", rest.first == "*" {
                    modes.append(.blockComment)
                    characters = rest.dropFirst()
                    continue
                }
                if character == "\"" {
                    let multiline = rest.prefix(2).elementsEqual("\"\"")
                    modes.append(.string(multiline: multiline))
                    code += "\""
                    characters = multiline ? rest.dropFirst(2) : rest
                    continue
                }
                if case let .interpolation(depth) = modes.last {
                    if character == "(" { modes[modes.count - 1] = .interpolation(depth: depth + 1) }
                    if character == ")" {
                        modes.removeLast()
                        if depth > 0 { modes.append(.interpolation(depth: depth - 1)) }
                        characters = rest
                        continue
                    }
                }
                code.append(character)
            case let .string(multiline):
                if character == "\\" {
                    if rest.first == "(" { modes.append(.interpolation(depth: 0)) }
                    characters = rest.dropFirst()
                    continue
                }
                if character == "\"", !multiline || rest.prefix(2).elementsEqual("\"\"") {
                    modes.removeLast()
                    code += "\""
                    characters = multiline ? rest.dropFirst(2) : rest
                    continue
                }
            }
            characters = rest
        }
        if case .string(multiline: false) = modes.last { modes.removeLast() }  // unterminated: not Swift
        return code
    }

    /// The declaration's first line without its body (` {…`) or, for a
    /// stored property, its value (` = …`).
    private static func signature(_ line: String) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        if let comment = text.range(of: " //") { text = String(text[..<comment.lowerBound]) }
        if let body = text.range(of: " {") { text = String(text[..<body.lowerBound]) }
        let isStored = text.contains(" let ") || text.contains(" var ") || text.hasPrefix("let ") || text.hasPrefix("var ")
        if isStored, let value = text.range(of: " = ") { text = String(text[..<value.lowerBound]) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
