import FormChecker
import FormRuntime

/// The JSON Schema (2020-12) of one form: the JSON its generated model's
/// `Codable` reads and writes (LANGUAGE.md §15: one key per field named as
/// in the spec, optionals absent or `null`, decimals as numbers, choices as
/// option identifiers, dates as `yyyy-mm-dd`).
///
/// The schema accepts every record the model accepts: one that decodes and
/// that `validate(on: .submit)` raises nothing for (which, LANGUAGE.md §20,
/// includes every shown and enabled field holding its normalized form). It
/// refuses what it can say exactly: what decoding refuses always, and what
/// `validate` refuses of a field while the field is shown and enabled,
/// where `visible when`, `enabled when` and `required … when` are
/// conditions ``ConditionSchema`` translates (`if`/`then`). What it cannot
/// say is listed under `x-formc`, each rule with `inSchema`.
enum FormDocument {
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    static func schema(_ form: CheckedForm, specName: String, header: String) -> SchemaValue {
        var document: SchemaObject = ["$schema": .string(dialect), "$comment": .string(header)]
        document["title"] = (form.title ?? form.name).isEmpty ? nil : .string(form.title ?? form.name)
        if !form.docLines.isEmpty { document["description"] = .string(form.docLines.joined(separator: "\n")) }
        document["type"] = "object"

        var properties = SchemaObject()
        var required: [SchemaValue] = []
        var rules: [SchemaValue] = []
        for field in form.fields {
            var export = FieldExport(field, form: form)
            let keyRequired = place(&export, form: form, rules: &rules)
            if !field.type.isOptional || field.isList || keyRequired { required.append(.string(field.name)) }
            var property = export.base
            property["x-formc"] = .object(export.notes)
            properties[field.name] = .object(property)
        }
        document["properties"] = .object(properties)
        if !required.isEmpty { document["required"] = .array(required) }
        if !rules.isEmpty { document["allOf"] = .array(rules) }

        var notes: SchemaObject = ["form": .string(form.name), "spec": .string(specName)]
        notes["locale"] = form.locale.map { .string($0.identifier) } ?? "the user's"
        // The spec's own submit label; without one, the form shows the
        // built-in text in the user's language, which no schema can name.
        if let label = form.submitLabel { notes["submit"] = .string(label) }
        notes["describes"] = "a record the generated model decodes and validate(on: .submit) accepts; unknown keys are ignored by the model, so they are allowed here"
        document["x-formc"] = .object(notes)
        return .object(document)
    }

    /// When `validate` checks a field.
    enum Guard {
        /// Always (no `visible when`, `enabled when` or `disabled`).
        case always
        /// Never (`disabled`).
        case never
        /// While these schemas over the record all hold.
        case when([SchemaValue])
        /// Under a condition the schema cannot say.
        case unknown
    }

    static func validationGuard(_ field: CheckedField, form: CheckedForm) -> Guard {
        if field.isDisabled { return .never }
        var conditions: [CheckedExpression] = []
        if let index = field.sectionIndex, form.sections.indices.contains(index), let visible = form.sections[index].visibleWhen {
            conditions.append(visible)
        }
        if let visible = field.visibleWhen { conditions.append(visible) }
        if let enabled = field.enabledWhen { conditions.append(enabled) }
        guard !conditions.isEmpty else { return .always }
        var parts: [SchemaValue] = []
        for condition in conditions {
            guard let holds = ConditionSchema.holds(condition) else { return .unknown }
            parts += holds
        }
        return .when(parts)
    }

    /// Places a field's checks, requirement and conditions: in its property
    /// when always checked, else as rules of the form; records in its notes
    /// what is and is not in the schema. Returns whether the key is required.
    private static func place(_ export: inout FieldExport, form: CheckedForm, rules: inout [SchemaValue]) -> Bool {
        let field = export.field
        let fieldGuard = validationGuard(field, form: form)
        var keyRequired = false
        noteGuard(field, form: form, fieldGuard, into: &export.notes)

        // The value's own checks: its normalized form and its own conditions.
        var checks = field.isList ? SchemaObject() : export.checks
        var itemChecks = field.isList ? export.itemChecks : SchemaObject()
        var conditionNotes: [SchemaValue] = []
        for condition in export.conditions {
            var inSchema = false
            if case .never = fieldGuard {
                // Never checked: nothing to say.
            } else if case .unknown = fieldGuard {
            } else if let keywords = condition.valueKeywords {
                if field.isList {
                    itemChecks = ConditionSchema.allOf([itemChecks, keywords])
                } else {
                    checks = ConditionSchema.allOf([checks, forPresentValue(keywords, optional: field.type.isOptional)])
                }
                inSchema = true
            } else if let raised = condition.recordSchema {
                rules.append(.object(["not": all(parts(of: fieldGuard) + raised)]))
                inSchema = true
            }
            var note: SchemaObject = ["message": .string(condition.condition.message), "when": .string(ExpressionText.text(condition.condition.expression))]
            note["on"] = .string(triggerName(condition.condition.trigger))
            note["inSchema"] = .bool(inSchema)
            conditionNotes.append(.object(note))
        }
        if !conditionNotes.isEmpty { export.notes["conditions"] = .array(conditionNotes) }
        if field.isList, !itemChecks.isEmpty {
            checks = ["items": .object(itemChecks)]
        }

        var valueInSchema = true
        switch fieldGuard {
        case .always:
            if case .object(let items)? = export.base["items"], case .object(let extra)? = checks["items"] {
                export.base["items"] = .object(ConditionSchema.allOf([items, extra]))
                checks["items"] = nil
            }
            export.base = ConditionSchema.allOf([export.base, checks])
        case .when(let guardParts):
            if !checks.isEmpty {
                rules.append(.object(["if": all(guardParts), "then": .object(["properties": .object([field.name: .object(checks)])])]))
            }
        case .never, .unknown:
            valueInSchema = checks.isEmpty
        }
        if !valueInSchema { export.notes["checksNotInSchema"] = "the value's format and own conditions hold only while the field is shown and enabled, which the schema cannot say" }

        // `required`, perhaps only `when` a condition holds.
        if let requirement = export.requirement {
            var inSchema = false
            let condition = field.requiredWhen.map { ConditionSchema.holds($0) } ?? .some([])
            switch (fieldGuard, condition) {
            case (.always, .some(let parts)) where parts.isEmpty:
                keyRequired = requirement.keyRequired
                applyInline(requirement.keywords, to: &export.base)
                inSchema = true
            case (.always, .some(let parts)), (.when, .some(let parts)):
                var then: SchemaObject = ["properties": .object([field.name: .object(requirement.keywords)])]
                if requirement.keyRequired { then = ["required": .array([.string(field.name)]), "properties": .object([field.name: .object(requirement.keywords)])] }
                rules.append(.object(["if": all(self.parts(of: fieldGuard) + parts), "then": .object(then)]))
                inSchema = true
            default:
                break
            }
            var note: SchemaObject = ["message": .string(field.requiredMessage ?? "")]
            if let when = field.requiredWhen { note["when"] = .string(ExpressionText.text(when)) }
            note["inSchema"] = .bool(inSchema)
            export.notes["required"] = .object(note)
        }
        return keyRequired
    }

    /// A schema that holds when all of `parts` do: the one part itself, or
    /// `allOf` of them without repeats.
    static func all(_ parts: [SchemaValue]) -> SchemaValue {
        var unique: [SchemaValue] = []
        for part in parts where !unique.contains(part) { unique.append(part) }
        return unique.count == 1 ? unique[0] : .object(["allOf": .array(unique)])
    }

    /// The schemas a guard holds by (none when always).
    private static func parts(of fieldGuard: Guard) -> [SchemaValue] {
        if case .when(let parts) = fieldGuard { return parts }
        return []
    }

    /// Records a field's visibility and enablement in its notes.
    private static func noteGuard(_ field: CheckedField, form: CheckedForm, _ fieldGuard: Guard, into notes: inout SchemaObject) {
        let inSchema: Bool = if case .when = fieldGuard { true } else { false }
        if let index = field.sectionIndex, form.sections.indices.contains(index) {
            let section = form.sections[index]
            var note: SchemaObject = ["title": .string(section.title)]
            if let visible = section.visibleWhen {
                note["visibleWhen"] = .string(ExpressionText.text(visible))
                note["inSchema"] = .bool(inSchema)
            }
            notes["section"] = .object(note)
        }
        if let visible = field.visibleWhen {
            notes["visibleWhen"] = .object(["when": .string(ExpressionText.text(visible)), "inSchema": .bool(inSchema)])
        }
        if field.isDisabled {
            notes["disabled"] = "never edited, never validated: the schema checks only its type"
        } else if let enabled = field.enabledWhen {
            notes["enabledWhen"] = .object(["when": .string(ExpressionText.text(enabled)), "inSchema": .bool(inSchema)])
        }
    }

    /// Adds a requirement's keywords to an always-checked property: a
    /// required optional loses `null`, a required text gains `minLength`.
    private static func applyInline(_ keywords: SchemaObject, to property: inout SchemaObject) {
        for (key, value) in keywords.members {
            switch key {
            case "type", "not":
                // "type": "string" or "not": {"type": "null"}: the value may not be null.
                if case .array(let types)? = property["type"] {
                    let kept = types.filter { $0 != .null && $0 != "null" }
                    property["type"] = kept.count == 1 ? kept[0] : .array(kept)
                }
                if case .array(let options)? = property["enum"] { property["enum"] = .array(options.filter { $0 != .null }) }
            default:
                property[key] = value
            }
        }
    }

    /// Keywords over a present value, made to let an optional's `null`
    /// through unless they are number bounds (which ignore `null` anyway).
    static func forPresentValue(_ keywords: SchemaObject, optional: Bool) -> SchemaObject {
        let numeric: Set<String> = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems"]
        guard optional, !keywords.members.allSatisfy({ numeric.contains($0.key) }) else { return keywords }
        return ["anyOf": .array([.object(["type": "null"]), .object(keywords)])]
    }

    static func triggerName(_ trigger: ValidationTrigger) -> String {
        switch trigger {
        case .change: "change"
        case .blur: "blur"
        case .submit: "submit"
        }
    }
}
