import FormChecker
import FormRuntime

/// What a form session asks the model so that an edit costs the same on a
/// form of 2 fields or of 2,000 (FormRuntime's `GeneratedForm+Session.swift`,
/// issue 21 item 8), all `@_spi(Generated)`:
///
/// - `_FormcSet(_:to:)` and `_FormcSetRows(_:to:)`: one field stored from a
///   `FieldValue`, as `init(fieldValues:)` would read it;
/// - `_FormcFirstCause(_:on:today:unanswered:)`: the first message of one
///   field's checks, the same private method `validate` calls for it;
/// - `_FormcReaders(of:)`: the fields whose conditions read a field;
/// - `_FormcIndex(of:)`: a field's position in the spec.
enum SessionSupportGenerator {
    static func members(_ form: CheckedForm, patterns: PatternTable) -> [SwiftDeclaration] {
        [setter(form), rowsSetter(form), validateOne(form, patterns: patterns), readers(form), index(form)]
    }

    private static let spi: [SwiftModifier] = [.spiGenerated, .public]
    private static let fieldParameter = SwiftParameter(label: "_", name: "field", type: "Field")

    /// `switch field { cases… default: break }`, without the `default` when
    /// the cases cover every field.
    private static func fieldSwitch(_ cases: [SwiftSwitchCase], fieldCount: Int) -> SwiftStatement {
        .switch(.identifier("field"), cases.count == fieldCount ? cases : cases + [SwiftSwitchCase([], [.break])])
    }

    /// `_FormcSet(_:to:)`: per plain field, its default, then
    /// `value.read(text: &self.name)` (and the like), which takes a value of
    /// the field's kind; an optional field takes the value or `nil`.
    static func setter(_ form: CheckedForm) -> SwiftDeclaration {
        let cases: [SwiftSwitchCase] = form.fields.filter { !$0.isList }.map { field in
            let property = SwiftExpression.member(.identifier("self"), field.name)
            let read = SwiftStatement.expression(.call(.member(.identifier("value"), "read"), [SwiftArgument(readLabel(field), .prefix("&", property))]))
            let resets = !field.type.isOptional || field.allowsMultiple
            return SwiftSwitchCase([.member(nil, field.name)], resets ? [.expression(.binary(property, .assign, field.swiftDefault)), read] : [read])
        }
        return .function(SwiftFunction(
            doc: [
                "Stores `value` into plain field `field` as `init(fieldValues:)` reads it: a value of the field's kind is taken;",
                "any other leaves a non-optional field at its default and an optional one `nil`. A list is not changed.",
            ],
            modifiers: spi + [.mutating], name: "_FormcSet",
            parameters: [fieldParameter, SwiftParameter(label: "to", name: "value", type: "FieldValue")],
            body: cases.isEmpty ? [] : [fieldSwitch(cases, fieldCount: form.fields.count)]
        ))
    }

    /// `_FormcSetRows(_:to:)`: per list, `FieldValue.read(rows, textRows: &self.name)`.
    static func rowsSetter(_ form: CheckedForm) -> SwiftDeclaration {
        let cases: [SwiftSwitchCase] = form.fields.filter(\.isList).map { field in
            SwiftSwitchCase([.member(nil, field.name)], [.expression(.call(.member(.identifier("FieldValue"), "read"), [
                SwiftArgument(nil, .identifier("rows")), SwiftArgument(readLabel(field), .prefix("&", .member(.identifier("self"), field.name))),
            ]))])
        }
        return .function(SwiftFunction(
            doc: ["Stores the rows of its kind among `rows` into list `field`; a plain field is not changed."],
            modifiers: spi + [.mutating], name: "_FormcSetRows",
            parameters: [fieldParameter, SwiftParameter(label: "to", name: "rows", type: "[FieldValue]")],
            body: cases.isEmpty ? [] : [fieldSwitch(cases, fieldCount: form.fields.count)]
        ))
    }

    /// The label of the field's `FieldValue.read` call: `text`,
    /// `optionalText`, `choice`, `choices`, `textRows` and the like.
    static func readLabel(_ field: CheckedField) -> String {
        let accessor: String
        switch field.type.base {
        case .text: accessor = "text"
        case .int: accessor = "int"
        case .decimal: accessor = "decimal"
        case .bool: accessor = "bool"
        case .date: accessor = "date"
        case .month: accessor = "month"
        case .choice: accessor = field.allowsMultiple ? "choices" : "choice"
        }
        if field.isList { return accessor + "Rows" }
        if field.type.isOptional && !field.allowsMultiple { return "optional" + accessor.prefix(1).uppercased() + accessor.dropFirst() }
        return accessor
    }

    /// `_FormcFirstCause(_:on:today:unanswered:)`: `switch field`, each
    /// case a call of the private method that holds the checks `validate`
    /// runs for that field (``ValidatorGenerator/checkFunctions(_:patterns:)``,
    /// written once for both), then the first message raised.
    static func validateOne(_ form: CheckedForm, patterns: PatternTable) -> SwiftDeclaration {
        let unanswered = UnansweredReads.isNeeded(form)
        let readsToday = ValidatorGenerator.readsToday(form)
        let cases = ValidatorGenerator.checkFunctions(form, patterns: patterns).map { checked in
            SwiftSwitchCase([.member(nil, checked.field)], [ValidatorGenerator.checkCall(checked.field, readsToday: readsToday, unanswered: unanswered)])
        }
        let body: [SwiftStatement] = cases.isEmpty ? [.return(.nil)] : [
            .variable(isMutable: true, name: "errors", type: "[FieldError<Field>]", value: .array([])),
            fieldSwitch(cases, fieldCount: form.fields.count),
            .return(.optionalMember(.member(.identifier("errors"), "first"), "cause")),
        ]
        return .function(SwiftFunction(
            doc: [
                "What raised the first error `validate(on:today:unanswered:)` raises for `field`, or nil.",
                "It changes nothing: `mutating` only so that the model is passed by reference, never copied.",
            ],
            modifiers: spi + [.mutating], name: "_FormcFirstCause",
            parameters: [
                fieldParameter, SwiftParameter(label: "on", name: "trigger", type: "ValidationTrigger"),
                SwiftParameter(name: "today", type: "FormDate"), UnansweredReads.declaration,
            ],
            returnType: "FieldErrorCause?", body: body
        ))
    }

    /// `_FormcReaders(of:)`: ``CheckedForm/readerNames`` as a `switch`.
    static func readers(_ form: CheckedForm) -> SwiftDeclaration {
        let readers = form.readerNames
        let cases: [SwiftSwitchCase] = form.fields.compactMap { field in
            guard let names = readers[field.name] else { return nil }
            return SwiftSwitchCase([.member(nil, field.name)], [.return(.array(names.map { .member(nil, $0) }))])
        }
        let body: [SwiftStatement] = cases.isEmpty ? [.return(.array([]))]
            : cases.count == form.fields.count ? [.switch(.identifier("field"), cases)]
            : [.switch(.identifier("field"), cases + [SwiftSwitchCase([], [.return(.array([]))])])]
        return .function(SwiftFunction(
            doc: ["The other fields whose `visible when`, `enabled when`, `required when` or conditions read `field`, in spec order."],
            modifiers: spi + [.static], name: "_FormcReaders", parameters: [SwiftParameter(label: "of", name: "field", type: "Field")],
            returnType: "[Field]?", body: body
        ))
    }

    /// `_FormcIndex(of:)`: the position of each field in the spec.
    static func index(_ form: CheckedForm) -> SwiftDeclaration {
        let cases = form.fields.enumerated().map { position, field in
            SwiftSwitchCase([.member(nil, field.name)], [.return(.integer(position))])
        }
        return .function(SwiftFunction(
            doc: ["The position of `field` among the spec's fields and lists (and `schema`'s)."],
            modifiers: spi + [.static], name: "_FormcIndex", parameters: [SwiftParameter(label: "of", name: "field", type: "Field")],
            returnType: "Int?", body: cases.isEmpty ? [.return(.nil)] : [.switch(.identifier("field"), cases)]
        ))
    }
}
