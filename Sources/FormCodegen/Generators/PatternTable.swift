import FormChecker

/// The `matches` patterns of one generated file, held in a file-private enum
/// with one `static let` `FormPattern` per distinct pattern: each pattern is
/// compiled once, on first use, and a condition matches through the value
/// itself, with no lookup by pattern text.
struct PatternTable {
    /// The enum's name: fixed (`_FormcPatterns`), since it is private to its file.
    let typeName: String
    /// Distinct patterns in order of first use, with the fields using each.
    private var entries: [(pattern: String, users: [String])] = []
    private var indexOfPattern: [String: Int] = [:]

    /// Collects the patterns of every condition of `file`, form by form and
    /// field by field (`enabled when`, then the `error` conditions).
    init(_ file: CheckedFile, typeName: String) {
        self.typeName = typeName
        for form in file.forms {
            for field in form.fields {
                let expressions = [field.enabledWhen, field.visibleWhen, field.requiredWhen].compactMap { $0 } + field.conditions.map(\.expression)
                for regex in expressions.flatMap(\.regexes) {
                    add(regex.pattern, user: "\(form.name).\(field.name)")
                }
            }
            for (index, section) in form.sections.enumerated() {
                for regex in section.visibleWhen?.regexes ?? [] {
                    add(regex.pattern, user: "\(form.name).section\(index + 1)")
                }
            }
        }
    }

    private mutating func add(_ pattern: String, user: String) {
        if let index = indexOfPattern[pattern] {
            if !entries[index].users.contains(user) { entries[index].users.append(user) }
        } else {
            indexOfPattern[pattern] = entries.count
            entries.append((pattern, [user]))
        }
    }

    private static func name(_ index: Int) -> String {
        "pattern\(index + 1)"
    }

    /// Whether `text` matches `regex` as a whole: the compiled pattern's
    /// `matches`. A pattern from outside the file goes by its text through
    /// `FormPatterns.wholeMatch`, which gives the same answer.
    func wholeMatch(_ text: SwiftExpression, _ regex: CheckedRegex) -> SwiftExpression {
        guard let index = indexOfPattern[regex.pattern] else {
            return .call(.member(.runtime("FormPatterns"), "wholeMatch"), text, .string(regex.pattern))
        }
        return .call(.member(.member(.identifier(typeName), Self.name(index)), "matches"), text)
    }

    /// The enum, or nil when the file has no `matches`.
    var declaration: SwiftDeclaration? {
        guard !entries.isEmpty else { return nil }
        let members: [SwiftDeclaration] = entries.enumerated().map { index, entry in
            .property(SwiftProperty(
                doc: ["Used by " + entry.users.map { "`\($0)`" }.joined(separator: ", ") + "."],
                modifiers: [.static],
                name: Self.name(index),
                type: QualifiedNames.formPattern,
                value: .call(.runtime("FormPattern"), .string(entry.pattern))
            ))
        }
        return .enum(
            SwiftTypeDeclaration(
                doc: ["The `matches` patterns of the file's conditions, each compiled once, on first use."],
                modifiers: [.private],
                name: typeName,
                members: members
            ),
            cases: []
        )
    }
}
