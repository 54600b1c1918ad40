/// Placeholders in built-in texts and their overrides: `{name}`, a name
/// being ASCII letters.
extension BuiltInText {
    /// The placeholder names in `template`, in order of appearance.
    package static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        scan(template) { piece in
            if case .placeholder(let name) = piece { names.append(name) }
        }
        return names
    }

    /// `template` with each `{name}` that `arguments` has replaced by its
    /// value; every other character as written.
    package static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        scan(template) { piece in
            switch piece {
            case .literal(let text): result += text
            case .placeholder(let name): result += arguments[name] ?? "{\(name)}"
            }
        }
        return result
    }

    private enum Piece {
        case literal(Substring)
        case placeholder(String)
    }

    /// Calls `visit` with the literal runs and placeholders of `template`.
    private static func scan(_ template: String, _ visit: (Piece) -> Void) {
        var start = template.startIndex
        var index = template.startIndex
        while index < template.endIndex {
            guard template[index] == "{" else {
                index = template.index(after: index)
                continue
            }
            let nameStart = template.index(after: index)
            let nameEnd = template[nameStart...].firstIndex { !($0.isASCII && $0.isLetter) } ?? template.endIndex
            guard nameEnd > nameStart, nameEnd < template.endIndex, template[nameEnd] == "}" else {
                index = nameStart
                continue
            }
            if start < index { visit(.literal(template[start..<index])) }
            visit(.placeholder(String(template[nameStart..<nameEnd])))
            index = template.index(after: nameEnd)
            start = index
        }
        if start < template.endIndex { visit(.literal(template[start...])) }
    }
}
