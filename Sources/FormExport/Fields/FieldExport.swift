import FormChecker
import FormRuntime

/// What an exported schema says about one field, in three parts that the
/// form's document places by when the model checks them:
/// - ``base``: what decoding checks (type, options, a calendar date): always;
/// - ``checks``: what `validate(on: .submit)` checks of the value itself
///   (its normalized form, LANGUAGE.md §20, and the conditions that read
///   only the field): only while the field is shown and enabled;
/// - ``requirement``: what `required` checks, while it applies.
/// ``notes`` is the field's `x-formc` member: everything the spec says of
/// the value, with whether the schema says it too.
struct FieldExport: Sendable {
    let field: CheckedField
    /// The property schema's annotations and decode-level keywords.
    var base = SchemaObject()
    /// Keywords over the value that `validate` checks (for a list: over each row, see ``itemChecks``).
    var checks = SchemaObject()
    /// For a list, keywords over each row that `validate` checks.
    var itemChecks = SchemaObject()
    /// The field's `x-formc` notes.
    var notes = SchemaObject()
    /// The field's conditions, each with its text and what it reads.
    var conditions: [Condition] = []

    /// One `error … when` of the field.
    struct Condition: Sendable {
        var condition: CheckedCondition
        /// Keywords over the field's own value that hold exactly when the
        /// condition does not raise (it reads only the field), if expressible.
        var valueKeywords: SchemaObject?
        /// A schema over the record that holds exactly when the condition is
        /// true (fields it reads present), if expressible.
        var recordSchema: [SchemaValue]?
    }

    init(_ field: CheckedField, form: CheckedForm) {
        self.field = field
        let languageCodes = form.locale.map { [$0.languageCode] } ?? ["en", "tr"]
        base["title"] = field.label.map(SchemaValue.string)
        base["description"] = (field.caption ?? (field.docLines.isEmpty ? nil : field.docLines.joined(separator: "\n"))).map(SchemaValue.string)
        notes["type"] = .string((field.isList ? "list of " : "") + field.type.description + (field.allowsMultiple ? " (multiple)" : ""))

        let valueSchema = valueParts(languageCodes: languageCodes)
        if field.isList {
            base["type"] = "array"
            base["items"] = .object(valueSchema.base)
            itemChecks = valueSchema.checks
        } else {
            for (key, value) in valueSchema.base.members { base[key] = value }
            if field.type.isOptional { base["type"] = Self.nullable(base["type"]) }
            if field.type.isOptional, case .array(let options)? = base["enum"] { base["enum"] = .array(options + [.null]) }
            checks = valueSchema.checks
        }
        if field.secure != .none {
            base["writeOnly"] = true
            notes["secure"] = .string(field.secure == .toggle ? "secure toggle" : "secure")
        }
        if let value = field.defaultValue.flatMap(Self.json) { base["default"] = value }
        if field.isList, field.listMinimum != nil || field.listMaximum != nil {
            var rows = SchemaObject()
            rows["min"] = field.listMinimum.map(SchemaValue.int)
            rows["max"] = field.listMaximum.map(SchemaValue.int)
            rows["note"] = "the rows a form shows; the model does not check the number of rows (LANGUAGE.md §4), so neither does this schema"
            notes["rows"] = .object(rows)
        }
        if field.isChoice {
            notes["options"] = .array(field.options.map { .object(["id": .string($0.id), "label": .string($0.label)]) })
        }
        if let placeholder = field.placeholder { notes["placeholder"] = .string(placeholder) }
        conditions = field.conditions.map { condition in
            let ownOnly = condition.expression.references.allSatisfy(\.isOwnField)
            // Conditions of text fields run only on non-empty text; not translated.
            let translatable = field.type.base != .text
            return Condition(
                condition: condition,
                valueKeywords: translatable && ownOnly ? ConditionSchema.value(condition.expression, positive: false) : nil,
                recordSchema: translatable && !field.isList ? ConditionSchema.holds(condition.expression) : nil
            )
        }
    }

    /// `type: T` made to accept `null` too.
    static func nullable(_ type: SchemaValue?) -> SchemaValue? {
        guard case .string(let name)? = type else { return type }
        return .array([.string(name), "null"])
    }

    /// A row's (or the field's) schema, decode-level and checked.
    private mutating func valueParts(languageCodes: [String]) -> (base: SchemaObject, checks: SchemaObject) {
        var base = SchemaObject()
        var checks = SchemaObject()
        let normalizes = field.schema.hasNormalizingFormat
        if normalizes { notes["format"] = .string(FormatterText.chain(field.formatters)) }
        switch field.type.base {
        case .text:
            base["type"] = "string"
            guard normalizes else { break }
            let shape = TextShape(chain: field.formatters, languageCodes: languageCodes)
            checks["pattern"] = shape.pattern.map(SchemaValue.string)
            checks["maxLength"] = shape.maxLength.map(SchemaValue.int)
            if let count = shape.maxCharacters {
                notes["maxCharacters"] = .int(count)
                if shape.maxLength == nil {
                    notes["maxCharactersNote"] = "formc counts characters (grapheme clusters) and JSON Schema's maxLength counts code points: one character can be many code points, so no maxLength is given"
                }
            }
            if !shape.unsaid.isEmpty { notes["notInSchema"] = .array(shape.unsaid.map(SchemaValue.string)) }
        case .int:
            base["type"] = "integer"
            base["minimum"] = .int(Int.min)
            base["maximum"] = .int(Int.max)
            if normalizes, case .number(let options)? = field.formatters.first, field.formatters.count == 1 {
                checks["minimum"] = .number(options.signed ? "-" + NumberText.allNines(options.maxDigits) : "0")
                checks["maximum"] = .number(NumberText.allNines(options.maxDigits))
            }
        case .decimal:
            base["type"] = "number"
            if normalizes, case .decimal(let options)? = field.formatters.first, field.formatters.count == 1 {
                checks["minimum"] = .number(options.signed ? "-" + NumberText.allNines(options.maxDigits) : "0")
                checks["maximum"] = .number(NumberText.allNines(options.maxDigits))
                if let scale = options.scale { checks["multipleOf"] = .number(NumberText.unit(scale: scale)) }
                notes["maxDigits"] = .int(options.maxDigits)
            }
        case .bool:
            base["type"] = "boolean"
        case .date:
            base["type"] = "string"
            base["format"] = "date"
            base["pattern"] = .string(Self.datePattern)
        case .month:
            base["type"] = "string"
            base["pattern"] = .string(Self.monthPattern)
            notes["format"] = "a month, yyyy-mm"
        case .choice:
            let options = SchemaValue.array(field.options.map { .string($0.id) })
            if field.allowsMultiple {
                base["type"] = "array"
                base["items"] = .object(["type": "string", "enum": options])
                notes["order"] = "the options a form selects are in option order without repeats; the model does not check it, so neither does this schema"
            } else {
                base["type"] = "string"
                base["enum"] = options
            }
        }
        return (base, checks)
    }

    /// `yyyy-mm-dd`, years 0001 to 9999 (whether the day is on the calendar is `format: date`'s).
    static let datePattern = "^(?!0000)[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$"
    /// `yyyy-mm`, years 0001 to 9999.
    static let monthPattern = "^(?!0000)[0-9]{4}-(?:0[1-9]|1[0-2])$"

    /// What `required` checks (RequiredEmptiness: the one definition the
    /// validator follows): whether the key must be present, whether `null`
    /// is refused, and keywords over the value.
    var requirement: (keyRequired: Bool, keywords: SchemaObject)? {
        guard field.isRequired else { return nil }
        switch field.requiredEmptiness {
        case .never: return nil
        case .emptyText: return (true, ["type": "string", "minLength": 1])
        case .notTrue: return (true, ["const": true])
        case .absent: return (true, ["not": .object(["type": "null"])])
        case .noNonEmptyTextRow: return (true, ["contains": .object(["minLength": 1])])
        case .noRow, .noOption: return (true, ["minItems": 1])
        }
    }

    /// A spec default as the model's JSON writes it.
    static func json(_ value: FieldValue) -> SchemaValue? {
        switch value {
        case .text(let text): .string(text)
        case .int(let number): .int(number)
        case .decimal(let number): .number(NumberText.decimal(number))
        case .bool(let flag): .bool(flag)
        case .choice(let id): .string(id)
        case .choices(let ids): .array(ids.map(SchemaValue.string))
        case .date(let date): .string(date.description)
        case .month(let month): .string(month.description)
        case .none: nil
        }
    }
}

extension SchemaValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
}
