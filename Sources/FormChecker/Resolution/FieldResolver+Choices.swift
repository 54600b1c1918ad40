import FormDiagnostics
import FormRuntime
import FormSyntax

/// The rules of choice fields (LANGUAGE.md §13): options, `multiple`,
/// `default id` / `default [id, …]`, and what does not apply to a choice.
extension FieldResolver {
    /// `format`, `secure` and `keyboard` do not apply to a choice.
    static func doesNotApplyToChoice(_ value: FieldAttributeValue) -> Bool {
        switch value {
        case .format, .secure, .keyboard: true
        default: false
        }
    }

    /// The first option identifier of a field that can name an option,
    /// for messages (so that no message suggests `default true`).
    static func firstOption(of field: FieldDecl) -> String? {
        for attribute in field.attributes {
            if case .option(let id, _) = attribute.value, NameRules.reservedOptionReason(id.name) == nil { return id.name }
        }
        return nil
    }

    /// Whether the declaration has an option named `name` (`default true`
    /// on a choice with an option `true`: that option is already reported).
    static func hasOption(_ field: FieldDecl, named name: String) -> Bool {
        field.attributes.contains { if case .option(let id, _) = $0.value { id.name == name } else { false } }
    }

    /// The option identifiers of a declaration, repeats dropped (what
    /// conditions may name, and what a default may name).
    static func optionNames(of field: FieldDecl) -> ChoiceOptionNames {
        var names = ChoiceOptionNames()
        // Sized once: growing rehashes every option again.
        names.known.reserveCapacity(field.attributes.count)
        names.ordered.reserveCapacity(field.attributes.count)
        for attribute in field.attributes {
            if case .option(let id, _) = attribute.value, names.known.insert(id.name).inserted { names.ordered.append(id.name) }
        }
        return names
    }

    /// The number of `option` attributes of the declaration, repeats included.
    static func optionCount(of field: FieldDecl) -> Int {
        field.attributes.reduce(0) { count, attribute in
            if case .option = attribute.value { count + 1 } else { count }
        }
    }

    /// Whether the declaration says `multiple`.
    static func isMultiple(_ field: FieldDecl) -> Bool {
        field.attributes.contains { if case .multiple = $0.value { true } else { false } }
    }

    /// `invalid-default` for a literal on a choice. A string naming an
    /// option by identifier or label (`default "fever"`) gets the option as
    /// fix-it, in brackets on a multiple choice (`default [fever]`).
    mutating func reportLiteralDefaultOnChoice(_ literal: Literal) {
        let multiple = Self.isMultiple(field)
        var meant: String?
        if literal.kind == .string {
            let text = literal.string
            for attribute in field.attributes {
                guard case .option(let id, let label) = attribute.value else { continue }
                if id.name == text { meant = id.name; break }
                if meant == nil, label.value.caseInsensitiveCompare(text) == .orderedSame { meant = id.name }
            }
        }
        guard let meant else {
            let example = Self.firstOption(of: field) ?? "id"
            bag.report(.invalidDefault, at: literal.range, "the default of a choice is one of its option identifiers, such as 'default \(multiple ? "[\(example)]" : example)', not \(FormatterParameters.describe(literal))")
            return
        }
        let written = multiple ? "[\(meant)]" : meant
        bag.report(
            .invalidDefault, at: literal.range,
            "the default of \(multiple ? "a multiple choice is a list of option identifiers" : "a choice is an option identifier"), not a string: 'default \(written)'",
            fixIts: [bag.fixIt("write \(written)", replacing: literal.range, with: written)]
        )
    }

    /// Reads options and `multiple` into `result`, reporting
    /// `invalid-choice` and `duplicate-option`, and types the default.
    ///
    /// The scope's own field already holds the option identifiers without
    /// repeats (``optionNames(of:)``); only when it holds fewer than the
    /// declaration has are the repeats looked for, so a choice of many
    /// options is hashed once in all (each table of them is larger than the
    /// processor's cache, and every lookup a cache miss).
    mutating func resolveChoice(into result: inout CheckedField, defaultOptions: FieldAttributeValue.OptionList?) {
        let isChoice = field.type.base == .choice
        let names = scope.own
        let mayRepeat = isChoice && names.options.count != Self.optionCount(of: field)
        var first: [String: Identifier] = [:]
        var multipleKeyword: Identifier?
        // Built here and stored once: appending through `result.options`
        // (a computed property over `schema`) copied the array each time.
        var options: [ChoiceOption] = []
        for attribute in field.attributes {
            switch attribute.value {
            case .option(let id, let label):
                guard isChoice else {
                    bag.report(.invalidChoice, at: attribute.keyword.range, "'option' applies to a choice field, but '\(field.name.name)' is \(field.type.sourceText)")
                    continue
                }
                if mayRepeat {
                    if let earlier = first[id.name] {
                        bag.report(
                            .duplicateOption, at: id.range, "'\(field.name.name)' already has an option '\(id.name)'",
                            notes: [bag.note("first declared here", at: earlier.range)]
                        )
                        continue
                    }
                    first[id.name] = id
                }
                if let reason = NameRules.reservedOptionReason(id.name) {
                    let rename = NameRules.suggestedOptionName(for: id.name)
                    bag.report(
                        .reservedName, at: id.range, "'\(id.name)' cannot name an option: \(reason)",
                        fixIts: [bag.fixIt("rename it '\(rename)'", replacing: id.range, with: rename)]
                    )
                }
                options.append(ChoiceOption(id: id.name, label: label.value))
            case .multiple:
                guard isChoice else {
                    bag.report(.invalidChoice, at: attribute.keyword.range, "'multiple' applies to a choice field, but '\(field.name.name)' is \(field.type.sourceText)")
                    continue
                }
                multipleKeyword = attribute.keyword
            default:
                continue
            }
        }
        guard isChoice else { return }
        result.options = options
        if field.isList {
            bag.report(.invalidChoice, at: field.type.range, "a choice cannot be a list; declare '\(field.name.name)' as a field, with 'multiple' to pick several options")
        }
        if options.isEmpty {
            bag.report(
                .invalidChoice, at: field.name.range, "choice '\(field.name.name)' has no options",
                notes: [DiagnosticNote("declare them with 'option id \"Label\"'")]
            )
        }
        if let multipleKeyword {
            if field.type.isOptional {
                bag.report(
                    .invalidChoice, at: multipleKeyword.range, "a multiple choice cannot be optional: an empty selection already means none",
                    fixIts: [bag.fixIt("use 'choice'", replacing: field.type.range, with: "choice")]
                )
            } else {
                result.allowsMultiple = true
            }
        }
        guard let defaultOptions else { return }
        result.defaultValue = typedDefault(defaultOptions, options: names.options, known: names.knownOptions, multiple: multipleKeyword != nil)
    }

    /// The typed default of a choice: `.choice(id)` or `.choices(ids)` in
    /// option order without repeats; `nil` after reporting. `known` is
    /// `options` as a set.
    private mutating func typedDefault(_ list: FieldAttributeValue.OptionList, options: [String], known: Set<String>, multiple: Bool) -> FieldValue? {
        var ok = true
        for name in list.options where !known.contains(name.name) {
            OptionRules.reportUnknown(name, field: field.name.name, options: options, bag: &bag)
            ok = false
        }
        if multiple {
            guard list.isBracketed else {
                let text = "[\(list.options.map(\.name).joined(separator: ", "))]"
                bag.report(
                    .invalidDefault, at: list.range, "the default of a multiple choice is a list of options in brackets",
                    fixIts: [bag.fixIt("write \(text)", replacing: list.range, with: text)]
                )
                return nil
            }
            guard ok else { return nil }
            let chosen = Set(list.options.map(\.name))
            return .choices(options.filter(chosen.contains))
        }
        guard !list.isBracketed, let only = list.options.first, list.options.count == 1 else {
            bag.report(.invalidDefault, at: list.range, "the default of a single choice is one option identifier, such as 'default \(options.first { NameRules.reservedOptionReason($0) == nil } ?? "id")'")
            return nil
        }
        return ok ? .choice(only.name) : nil
    }
}
