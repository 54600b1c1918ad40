import FormDiagnostics
import FormRuntime
import FormSyntax

/// Resolves the file's `formatter name = chain` declarations: duplicates,
/// names that shadow a built-in, references between them (in dependency
/// order, without recursion) and cycles (`formatter-cycle`, once per cycle).
struct NamedFormatters {
    /// The first declaration of each name, in source order.
    private(set) var declarations: [FormatterDecl] = []
    /// The resolved formatters by name.
    private(set) var table: [String: NamedFormatter] = [:]

    private enum State { case visiting, done }

    init(_ syntax: SyntaxFile, bag: inout DiagnosticBag) {
        var firstByName: [String: FormatterDecl] = [:]
        for declaration in syntax.formatters {
            let name = declaration.name.name
            if BuiltinFormatters.isBuiltin(name) {
                bag.report(
                    .duplicateFormatter, at: declaration.name.range,
                    "'\(name)' is a built-in formatter; a named formatter needs another name"
                )
                continue
            }
            if let first = firstByName[name] {
                bag.report(
                    .duplicateFormatter, at: declaration.name.range, "formatter '\(name)' is already declared",
                    notes: [bag.note("first declared here", at: first.name.range)]
                )
                continue
            }
            firstByName[name] = declaration
            declarations.append(declaration)
        }
        resolveAll(firstByName, bag: &bag)
    }

    /// The named formatters a chain refers to (known names only).
    static func references(in chain: Chain, known: [String: FormatterDecl]) -> [String] {
        chain.formatters.compactMap { call in
            known[call.name.name] != nil && !BuiltinFormatters.isBuiltin(call.name.name) ? call.name.name : nil
        }
    }

    private mutating func resolveAll(_ byName: [String: FormatterDecl], bag: inout DiagnosticBag) {
        var state: [String: State] = [:]
        var cyclic: Set<String> = []
        var dependencyCache: [String: [String]] = [:]
        for root in declarations where state[root.name.name] == nil {
            var stack: [(name: String, next: Int)] = [(root.name.name, 0)]
            state[root.name.name] = .visiting
            while let top = stack.last {
                guard let declaration = byName[top.name] else {
                    stack.removeLast()
                    continue
                }
                let dependencies = dependencyCache[top.name] ?? Self.references(in: declaration.chain, known: byName)
                dependencyCache[top.name] = dependencies
                if top.next < dependencies.count {
                    stack[stack.count - 1].next += 1
                    let dependency = dependencies[top.next]
                    switch state[dependency] {
                    case nil:
                        state[dependency] = .visiting
                        stack.append((dependency, 0))
                    case .visiting:
                        guard let start = stack.firstIndex(where: { $0.name == dependency }) else { continue }
                        let members = stack[start...].map(\.name)
                        guard !members.allSatisfy(cyclic.contains) else { continue }
                        cyclic.formUnion(members)
                        reportCycle(members, byName: byName, bag: &bag)
                    case .done:
                        continue
                    }
                } else {
                    stack.removeLast()
                    state[top.name] = .done
                    // A member of a cycle still being resolved stands in without
                    // a chain, so its use reports nothing more.
                    // (Its entry is replaced when it is resolved in turn.)
                    for dependency in dependencies where table[dependency] == nil {
                        let range = byName[dependency]?.name.range ?? declaration.name.range
                        table[dependency] = NamedFormatter(name: dependency, declarationRange: range, formatters: nil)
                    }
                    let formatters = ChainResolver.resolve(declaration.chain, named: table, fieldType: nil, bag: &bag)
                    table[top.name] = NamedFormatter(
                        name: top.name, declarationRange: declaration.name.range,
                        formatters: cyclic.contains(top.name) ? nil : formatters
                    )
                }
            }
        }
    }

    private func reportCycle(_ members: [String], byName: [String: FormatterDecl], bag: inout DiagnosticBag) {
        let ordered = members.compactMap { byName[$0] }.sorted { $0.name.range.lowerBound < $1.name.range.lowerBound }
        guard let first = ordered.first else { return }
        let start = members.firstIndex(of: first.name.name) ?? 0
        let path = (members[start...] + members[..<start] + [first.name.name]).joined(separator: " → ")
        let notes = ordered.dropFirst().map { bag.note("'\($0.name.name)' is declared here", at: $0.name.range) }
        bag.report(
            .formatterCycle, at: first.name.range,
            members.count == 1 ? "formatter '\(first.name.name)' refers to itself" : "formatters refer to each other in a cycle: \(path)",
            notes: notes
        )
    }
}
