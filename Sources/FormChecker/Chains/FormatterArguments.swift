import FormDiagnostics
import FormSyntax

/// The parameters one built-in formatter takes, and a reader that matches a
/// call's arguments against them (`invalid-formatter-argument` for anything
/// else).
struct FormatterParameters {
    /// What a parameter's literal must be.
    enum Kind: String {
        case string, integer, boolean

        var article: String {
            switch self {
            case .string: "a string"
            case .integer: "a whole number"
            case .boolean: "'true' or 'false'"
            }
        }
    }

    /// One parameter: positional (no label) or labelled.
    struct Parameter {
        var label: String?
        var kind: Kind
        var isRequired: Bool
        /// How the parameter is called in messages.
        var name: String
    }

    var formatter: String
    var parameters: [Parameter]

    var positional: [Parameter] { parameters.filter { $0.label == nil } }
    var labelled: [Parameter] { parameters.filter { $0.label != nil } }

    /// A description of the accepted call for messages, such as
    /// `mask("…", raw: Bool)`.
    var signature: String {
        if parameters.isEmpty { return formatter }
        let parts = parameters.map { parameter in
            if let label = parameter.label { return "\(label): \(parameter.kind == .boolean ? "Bool" : parameter.kind == .integer ? "Int" : "String")" }
            return parameter.kind == .string ? "\"…\"" : "n"
        }
        return "\(formatter)(\(parts.joined(separator: ", ")))"
    }

    /// The arguments of a call, keyed by label (`""` for the first
    /// positional one, `"#1"` for the second), or `nil` after a reported
    /// problem.
    func read(_ call: FormatterCall, bag: inout DiagnosticBag) -> [String: Literal]? {
        var values: [String: Literal] = [:]
        var ok = true
        var positionalIndex = 0
        let positional = positional
        for argument in call.arguments ?? [] {
            let parameter: Parameter
            let key: String
            if let label = argument.label {
                guard let match = labelled.first(where: { $0.label == label.name }) else {
                    ok = false
                    let known = labelled.compactMap(\.label)
                    var fixIts: [FixIt] = []
                    if let suggestion = Suggestion.closest(to: label.name, in: known) {
                        fixIts.append(bag.fixIt("did you mean '\(suggestion)'?", replacing: label.range, with: suggestion))
                    }
                    let message: String
                    if known.isEmpty {
                        message = "'\(formatter)' takes no labelled argument '\(label.name)'; write \(signature)"
                    } else {
                        message = "'\(formatter)' has no argument '\(label.name)'; it takes \(known.map { "'\($0):'" }.joined(separator: ", "))"
                    }
                    bag.report(.invalidFormatterArgument, at: label.range, message, fixIts: fixIts)
                    continue
                }
                parameter = match
                key = label.name
            } else {
                guard positionalIndex < positional.count else {
                    ok = false
                    let message = positional.isEmpty
                        ? (parameters.isEmpty ? "'\(formatter)' takes no arguments" : "'\(formatter)' takes only labelled arguments: \(signature)")
                        : "'\(formatter)' takes \(positional.count) unlabelled argument\(positional.count == 1 ? "" : "s"): \(signature)"
                    bag.report(.invalidFormatterArgument, at: argument.range, message)
                    continue
                }
                parameter = positional[positionalIndex]
                key = positionalIndex == 0 ? "" : "#\(positionalIndex)"
                positionalIndex += 1
            }
            if values[key] != nil {
                ok = false
                bag.report(.invalidFormatterArgument, at: argument.range, "'\(parameter.name)' is given twice")
                continue
            }
            guard Self.matches(argument.value, parameter.kind) else {
                ok = false
                bag.report(
                    .invalidFormatterArgument, at: argument.value.range,
                    "'\(parameter.name)' of '\(formatter)' must be \(parameter.kind.article), not \(Self.describe(argument.value))"
                )
                continue
            }
            values[key] = argument.value
        }
        for (index, parameter) in positional.enumerated() where parameter.isRequired {
            let key = index == 0 ? "" : "#\(index)"
            if values[key] == nil, ok || index >= positionalIndex {
                ok = false
                bag.report(.invalidFormatterArgument, at: call.range, "'\(formatter)' needs \(parameter.kind.article) argument (\(parameter.name)): \(signature)")
            }
        }
        return ok ? values : nil
    }

    static func matches(_ literal: Literal, _ kind: Kind) -> Bool {
        switch (literal.kind, kind) {
        case (.string, .string), (.integer, .integer), (.boolean, .boolean): true
        default: false
        }
    }

    static func describe(_ literal: Literal) -> String {
        switch literal.kind {
        case .string: "the string \(literal.spelling)"
        case .integer: "the number \(literal.sourceText)"
        case .decimal: "the decimal \(literal.sourceText)"
        case .boolean(let value): "'\(value)'"
        }
    }
}
