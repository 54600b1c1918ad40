import FormChecker

/// The model's `Equatable` and `Codable` witnesses, typed field by field
/// (LANGUAGE.md §15): `==` compares each stored property with its own type's
/// `==` through `FormCompare.equal`; `init(from:)` and `encode(to:)` read and write each field as its
/// own Swift type through FormRuntime's `FieldDecoding`/`FieldEncoding`, in
/// spec order, with no dictionary of values on the way.
///
/// Each field is one statement with one non-overloaded generic call, which
/// keeps the type checker's work linear in the number of fields (a chain of
/// `&&` is not). `FormCompare.equal(a, b)` rather than `a == b`: the
/// operator makes the solver weigh every `==` overload in scope, which was
/// 85 % of the cost of type-checking these conformances (docs/PERFORMANCE.md,
/// "Typed conformances").
enum ConformanceGenerator {
    /// `==`, `init(from:)`, `encode(to:)` and `customMirror`, each made when asked for.
    static func members(_ form: CheckedForm) -> [() -> SwiftDeclaration] {
        [{ equality(form) }, { decoding(form) }, { encoding(form) }, { mirror(form) }]
    }

    /// `customMirror` (LANGUAGE.md §21): one `children.field("x", self.x)`
    /// per field, `children.secret("pin")` for a secure one, so `dump` and
    /// `Mirror` show every typed value but a secret.
    static func mirror(_ form: CheckedForm) -> SwiftDeclaration {
        let children = SwiftExpression.identifier("children")
        var body: [SwiftStatement] = [.variable(isMutable: true, name: "children", type: nil, value: .call(.identifier("FormMirror"), []))]
        for field in form.fields {
            if field.secure != .none {
                body.append(.expression(.call(.member(children, "secret"), [SwiftArgument(nil, .string(field.name))])))
            } else {
                body.append(.expression(.call(.member(children, "field"), [
                    SwiftArgument(nil, .string(field.name)), SwiftArgument(nil, .member(.identifier("self"), field.name)),
                ])))
            }
        }
        body.append(.return(.call(.member(children, "mirror"), [SwiftArgument("of", .identifier("self"))])))
        return .property(SwiftProperty(
            doc: ["The model's fields for `dump` and `Mirror`, in spec order; a secure field's value is shown as `•••`."],
            modifiers: [.public],
            isMutable: true,
            name: "customMirror",
            type: "Mirror",
            getter: body
        ))
    }

    /// `static func == (lhs: Self, rhs: Self) -> Bool`: one `guard
    /// FormCompare.equal(lhs.x, rhs.x)` per field.
    static func equality(_ form: CheckedForm) -> SwiftDeclaration {
        let checks: [SwiftStatement] = form.fields.map { field in
            .guard([.expression(.call(.member(.identifier("FormCompare"), "equal"), [
                SwiftArgument(nil, .member(.identifier("lhs"), field.name)), SwiftArgument(nil, .member(.identifier("rhs"), field.name)),
            ]))], else: [.return(.boolean(false))])
        }
        return .function(SwiftFunction(
            doc: ["Whether every field and list holds an equal value (for a decimal, `1.50 == 1.5`)."],
            modifiers: [.public, .static],
            name: "==",
            parameters: [SwiftParameter(name: "lhs", type: form.name), SwiftParameter(name: "rhs", type: form.name)],
            returnType: "Bool",
            body: checks + [.return(.boolean(true))]
        ))
    }

    /// `init(from:)`: the defaults, then each field read by its JSON key.
    static func decoding(_ form: CheckedForm) -> SwiftDeclaration {
        let fields = SwiftExpression.identifier("fields")
        var body: [SwiftStatement] = [
            .variable(isMutable: false, name: "fields", type: nil, value: .try(.call(.identifier("FieldDecoding"), [SwiftArgument(nil, .identifier("decoder"))]))),
            .expression(.call(.member(.identifier("self"), "init"), [])),
        ]
        for field in form.fields {
            let read = SwiftExpression.try(.call(.member(fields, decodeMethod(field)), [SwiftArgument(nil, .string(field.name))]))
            body.append(.expression(.binary(.member(.identifier("self"), field.name), .assign, read)))
        }
        return .initializer(SwiftFunction(
            doc: [
                "Decodes the JSON object of LANGUAGE.md §15: one key per field, named as in the spec;",
                "an optional's key may be absent or `null`; a choice is one of its option identifiers.",
            ],
            modifiers: [.public],
            parameters: [SwiftParameter(label: "from", name: "decoder", type: "any Decoder")],
            isThrowing: true,
            body: body
        ))
    }

    /// `encode(to:)`: each field written in spec order, a `nil` optional left out.
    static func encoding(_ form: CheckedForm) -> SwiftDeclaration {
        var body: [SwiftStatement] = [
            .variable(isMutable: true, name: "fields", type: nil, value: .call(.identifier("FieldEncoding"), [SwiftArgument(nil, .identifier("encoder"))])),
        ]
        for field in form.fields {
            let method = field.type.isOptional && !field.isList && !field.allowsMultiple ? "optional" : "value"
            body.append(.expression(.try(.call(.member(.identifier("fields"), method), [
                SwiftArgument(nil, .member(.identifier("self"), field.name)), SwiftArgument(nil, .string(field.name)),
            ]))))
        }
        return .function(SwiftFunction(
            doc: ["Encodes the JSON object of LANGUAGE.md §15, keys in spec order, a `nil` optional left out."],
            modifiers: [.public],
            name: "encode",
            parameters: [SwiftParameter(label: "to", name: "encoder", type: "any Encoder")],
            isThrowing: true,
            body: body
        ))
    }

    /// The `FieldDecoding` method that reads the field's Swift type.
    private static func decodeMethod(_ field: CheckedField) -> String {
        if field.isList { return "value" }
        if field.isChoice {
            if field.allowsMultiple { return "options" }
            return field.type.isOptional ? "optionalOption" : "option"
        }
        return field.type.isOptional ? "optional" : "value"
    }
}
