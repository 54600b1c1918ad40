import FormChecker
import FormRuntime

/// The model struct: stored properties, memberwise init with defaults, the
/// `Field` enum, and conversion to and from `FormValues`.
enum ModelGenerator {
    /// The model struct without its members (``members(_:)`` and the
    /// generators' members follow it, GeneratedFiles).
    static func shell(_ form: CheckedForm) -> SwiftTypeDeclaration {
        SwiftTypeDeclaration(
            doc: form.docLines.isEmpty ? ["The `\(form.name)` form."] : form.docLines,
            modifiers: [.public],
            name: form.name,
            conformances: ["Sendable", "Equatable", "Codable"]
        )
    }

    /// The model's own members, in order, each group made when asked for:
    /// the stored properties, the nested enums of choices, the memberwise
    /// initializer and the `Field` enum.
    static func members(_ form: CheckedForm) -> [() -> [SwiftDeclaration]] {
        [
            { properties(form) },
            { form.fields.compactMap { $0.isChoice ? ChoiceGenerator.nestedEnum($0) : nil } },
            { [memberwiseInit(form)] },
            { [fieldEnum(form)] },
        ]
    }

    private static func properties(_ form: CheckedForm) -> [SwiftDeclaration] {
        form.fields.map { field in
            .property(SwiftProperty(
                doc: field.docLines.isEmpty ? [fallbackDoc(field)] : field.docLines,
                modifiers: [.public],
                isMutable: true,
                name: field.name,
                type: field.swiftPropertyType
            ))
        }
    }

    private static func fallbackDoc(_ field: CheckedField) -> String {
        let kind = field.isList ? "list" : "field"
        return field.label.map { "The \(kind) labelled “\($0)”." } ?? "The `\(field.name)` \(kind)."
    }

    private static func memberwiseInit(_ form: CheckedForm) -> SwiftDeclaration {
        .initializer(SwiftFunction(
            doc: ["Creates a model; every parameter defaults to the field's default in the spec."],
            modifiers: [.public],
            parameters: form.fields.map { SwiftParameter(name: $0.name, type: $0.swiftPropertyType, defaultValue: $0.swiftDefault) },
            body: form.fields.map { .expression(.binary(.member(.identifier("self"), $0.name), .assign, .identifier($0.name))) }
        ))
    }

    private static func fieldEnum(_ form: CheckedForm) -> SwiftDeclaration {
        .enum(
            SwiftTypeDeclaration(
                doc: ["The fields and lists of the form, in spec order."],
                modifiers: [.public],
                name: "Field",
                conformances: ["String", "CaseIterable", "Sendable", "GeneratedField"],
                members: [
                    RawValueInitializer.declaration(caseDescription: "field or list"),
                    .property(SwiftProperty(
                        doc: ["The form's schema, which renders its errors in any language (`error.message(in:)`)."],
                        modifiers: [.spiGenerated, .public, .static], isMutable: true, name: GeneratedSwiftNames.helperType("Schema"), type: "FormSchema",
                        getter: [.return(.member(.identifier(form.name), "schema"))]
                    )),
                ]
            ),
            cases: form.fields.map { SwiftEnumCase(name: $0.name) }
        )
    }

    /// The most non-optional plain fields read in one pass over
    /// `FormValues.fields`: the pass compares each value's name with every
    /// such field's, which beats one lookup per field only while they are few.
    static let onePassFieldLimit = 8

    /// `init(fieldValues:)` and `fieldValues`, the bridge to the runtime:
    /// plainly labelled calls (`values.read("name", text: &self.name)`,
    /// `values.set("name", text: self.name)`) and a `switch` on names (no
    /// operators, no generic closures), which keeps the type checker's and
    /// LLVM's work linear and small.
    ///
    /// Non-optional plain fields take a value of their own kind when there is
    /// one: up to `onePassFieldLimit` of them are read in one pass over the
    /// values, more by one `read` call each. Optional fields and lists also
    /// react to a name that is present with no usable value (they become
    /// `nil` or empty), so they are read by name (`FormValues.read`).
    static func valueBridge(_ form: CheckedForm) -> [SwiftDeclaration] {
        var reads: [SwiftStatement] = [.expression(.call(.member(.identifier("self"), "init"), []))]
        var writes: [SwiftStatement] = [.variable(isMutable: true, name: "values", type: "FormValues", value: .call(.identifier("FormValues"), []))]
        let required = form.fields.filter { !$0.isList && !$0.type.isOptional && !$0.isChoice }
        let readsInOnePass = required.count <= onePassFieldLimit
        if readsInOnePass, !required.isEmpty {
            reads.append(onePassRead(required))
        }
        for field in form.fields {
            let name = SwiftExpression.string(field.name)
            let property = SwiftExpression.member(.identifier("self"), field.name)
            let values = SwiftExpression.identifier("values")
            if field.isChoice {
                reads.append(ChoiceGenerator.read(field))
                writes.append(ChoiceGenerator.write(field))
                continue
            }
            let label = valueLabel(field)
            if field.isList || field.type.isOptional || !readsInOnePass {
                reads.append(.expression(.call(.member(values, "read"), [SwiftArgument(nil, name), SwiftArgument(label, .prefix("&", property))])))
            }
            writes.append(.expression(.call(.member(values, "set"), [SwiftArgument(nil, name), SwiftArgument(label, property)])))
        }
        for field in form.fields where field.secure != .none {
            writes.append(.expression(.call(.member(.identifier("values"), "markSecret"), [SwiftArgument(nil, .string(field.name))])))
        }
        writes.append(.return(.identifier("values")))
        return [
            .initializer(SwiftFunction(
                doc: ["Creates a model from field values; a missing value leaves the field at its default."],
                modifiers: [.public],
                parameters: [SwiftParameter(name: "fieldValues", type: "FormValues")],
                body: [.variable(isMutable: false, name: "values", type: "FormValues", value: .identifier("fieldValues"))] + reads
            )),
            .property(SwiftProperty(
                doc: ["The model's values, keyed by field name."],
                modifiers: [.public],
                isMutable: true,
                name: "fieldValues",
                type: "FormValues",
                getter: writes
            )),
        ]
    }

    /// `for entry in values.fields { switch entry.key { case "name": … } }`:
    /// each field takes the value of its name when it is of the field's kind
    /// (`FieldValue.textValue` and the like, which `FormValues.text(_:)` and
    /// the like also use). A `switch` on the strings themselves: switching on
    /// `Field(rawValue: entry.key)` compiles smaller but runs slower (the
    /// derived `init(rawValue:)` searches an array of names), and this
    /// path exists for speed (ValidatorBenchmark).
    private static func onePassRead(_ fields: [CheckedField]) -> SwiftStatement {
        let entry = SwiftExpression.identifier("entry")
        var cases: [SwiftSwitchCase] = fields.map { field in
            let typed = SwiftExpression.member(.member(entry, "value"), accessorName(field) + "Value")
            let assign = SwiftStatement.expression(.binary(.member(.identifier("self"), field.name), .assign, .identifier("value")))
            return SwiftSwitchCase([.string(field.name)], [.if([.optionalBinding("value", typed)], then: [assign], else: nil)])
        }
        cases.append(SwiftSwitchCase([], [.break]))
        return .forIn(name: "entry", sequence: .member(.identifier("values"), "fields"), body: [.switch(.member(entry, "key"), cases)])
    }

    /// The label of the field's `FormValues.read`/`set` calls: `text`,
    /// `optionalText`, `textRows` and the like.
    private static func valueLabel(_ field: CheckedField) -> String {
        let accessor = accessorName(field)
        if field.isList { return accessor + "Rows" }
        if field.type.isOptional { return "optional" + accessor.prefix(1).uppercased() + accessor.dropFirst() }
        return accessor
    }

    private static func accessorName(_ field: CheckedField) -> String {
        switch field.type.base {
        case .text: "text"
        case .int: "int"
        case .decimal: "decimal"
        case .bool: "bool"
        case .date: "date"
        case .month: "month"
        case .choice: "choice"
        }
    }

    /// `GeneratedForm`, which the terminal and the preview drive, and with it
    /// the runtime's redacting `description` and `debugDescription`; the
    /// typed `Equatable` and `Codable` witnesses of the conformances declared
    /// on the struct (LANGUAGE.md §15, ``ConformanceGenerator``).
    /// The extension holding the `GeneratedForm` conformance, without its
    /// members (``ConformanceGenerator/members(_:)``).
    static func conformancesShell(_ form: CheckedForm) -> SwiftTypeDeclaration {
        SwiftTypeDeclaration(name: form.name, conformances: ["GeneratedForm"])
    }
}

extension SwiftExpression {
    /// `self[key]`.
    func subscripted(_ key: SwiftExpression) -> SwiftExpression {
        .subscript(self, key)
    }
}
