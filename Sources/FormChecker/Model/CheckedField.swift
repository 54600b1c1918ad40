import FormRuntime

/// One `field` or `list` with every attribute resolved: its runtime
/// description (`schema`, the ``FieldSchema`` generated code embeds and the
/// preview interpreter fills the form from) plus what only the checker and
/// the code generator need (documentation, conditions, `enabled when`). The
/// shared properties are stored once, in `schema`; the ones below read and
/// write it.
public struct CheckedField: Sendable, Hashable {
    /// The runtime description: name, kind, type, presentation, formatters,
    /// `required` message, list bounds, `disabled`, `default`.
    public var schema: FieldSchema
    /// The `///` documentation lines (without `///`).
    public var docLines: [String]
    /// Whether `keyboard` was written in the spec.
    public var hasExplicitKeyboard: Bool
    /// The `error … when` conditions in declaration order.
    public var conditions: [CheckedCondition] {
        didSet { schema.conditionReads = Self.reads(of: conditions) }
    }
    /// `enabled when`: editable only while this is true.
    public var enabledWhen: CheckedExpression?

    /// The field's name, a valid Swift identifier.
    public var name: String { get { schema.name } set { schema.name = newValue } }
    /// Whether this is a `list` (the model property is `[T]`).
    public var isList: Bool { get { schema.kind == .list } set { schema.kind = newValue ? .list : .field } }
    /// The declared type; for a list, the type of each row.
    public var type: FieldTypeRef { get { schema.type } set { schema.type = newValue } }
    /// `label`, if given.
    public var label: String? { get { schema.label } set { schema.label = newValue } }
    /// `placeholder`, if given.
    public var placeholder: String? { get { schema.placeholder } set { schema.placeholder = newValue } }
    /// `caption`, if given.
    public var caption: String? { get { schema.caption } set { schema.caption = newValue } }
    /// The concrete formatter chain: named formatters expanded, and the
    /// default chain applied when `format` is absent (`number(grouping:
    /// false)` for `int`, `decimal(grouping: false)` for `decimal`, none for
    /// `text` and `bool`).
    public var formatters: [FormatterSpec] { get { schema.formatters } set { schema.formatters = newValue } }
    /// `secure`, `secure toggle`, or neither.
    public var secure: SecureEntry { get { schema.secure } set { schema.secure = newValue } }
    /// The keyboard: as written, or the type's natural one when absent
    /// (`number` for `int`, `decimal` for `decimal`, `default` otherwise).
    public var keyboard: KeyboardKind { get { schema.keyboard } set { schema.keyboard = newValue } }
    /// Whether the field is `required` (perhaps only while ``requiredWhen`` holds).
    public var isRequired: Bool { get { schema.isRequired } set { schema.isRequired = newValue } }
    /// The spec's own message of a `required` field, or nil: a `required`
    /// field without one raises formc's built-in "{label} is required"
    /// (``FieldErrorCause/required(message:)`` with nil), which the runtime
    /// shows in the form's language (LANGUAGE.md §19, §21).
    public var requiredMessage: String? { get { schema.requiredMessage } set { schema.requiredMessage = newValue } }
    /// The typed `default` value, if given (never `.none`).
    public var defaultValue: FieldValue? { get { schema.defaultValue } set { schema.defaultValue = newValue } }
    /// `disabled`: never editable.
    public var isDisabled: Bool { get { schema.isDisabled } set { schema.isDisabled = newValue } }
    /// A list's `min` (rows shown at least), if given.
    public var listMinimum: Int? { get { schema.listMinimum } set { schema.listMinimum = newValue } }
    /// A list's `max` (rows shown at most), if given.
    public var listMaximum: Int? { get { schema.listMaximum } set { schema.listMaximum = newValue } }
    /// A `choice` field's options in spec order (LANGUAGE.md §13); empty otherwise.
    public var options: [ChoiceOption] { get { schema.options } set { schema.options = newValue } }
    /// `multiple`: a choice of any number of options.
    public var allowsMultiple: Bool { get { schema.allowsMultiple } set { schema.allowsMultiple = newValue } }
    /// The index in ``CheckedForm/sections`` of the field's section, if any.
    public var sectionIndex: Int? { get { schema.sectionIndex } set { schema.sectionIndex = newValue } }
    /// `visible when`: shown (and validated) only while this is true; the
    /// schema records that the field has one.
    public var visibleWhen: CheckedExpression? {
        didSet { schema.hasVisibilityCondition = visibleWhen != nil }
    }
    /// `required … when`: required only while this is true (with ``requiredMessage``).
    public var requiredWhen: CheckedExpression?

    /// Creates a checked field.
    public init(
        name: String,
        docLines: [String] = [],
        isList: Bool = false,
        type: FieldTypeRef,
        label: String? = nil,
        placeholder: String? = nil,
        caption: String? = nil,
        formatters: [FormatterSpec] = [],
        secure: SecureEntry = .none,
        keyboard: KeyboardKind = .default,
        hasExplicitKeyboard: Bool = false,
        isRequired: Bool = false,
        requiredMessage: String? = nil,
        conditions: [CheckedCondition] = [],
        defaultValue: FieldValue? = nil,
        isDisabled: Bool = false,
        enabledWhen: CheckedExpression? = nil,
        listMinimum: Int? = nil,
        listMaximum: Int? = nil
    ) {
        schema = FieldSchema(
            name: name, kind: isList ? .list : .field, type: type, label: label, placeholder: placeholder,
            caption: caption, formatters: formatters, secure: secure, keyboard: keyboard,
            isRequired: isRequired, requiredMessage: requiredMessage, listMinimum: isList ? listMinimum : nil,
            listMaximum: isList ? listMaximum : nil, isDisabled: isDisabled, defaultValue: defaultValue
        )
        self.docLines = docLines
        self.hasExplicitKeyboard = hasExplicitKeyboard
        self.conditions = conditions
        self.schema.conditionReads = Self.reads(of: conditions)
        self.enabledWhen = enabledWhen
    }

    /// Whether the field is a `choice`.
    public var isChoice: Bool { type.base == .choice }

    /// The rows a list starts with: `max(min, 1)`; 1 for a plain field.
    public var initialRowCount: Int { isList ? max(listMinimum ?? 0, 1) : 1 }
}

/// One `error "message" when condition [on trigger]`.
public struct CheckedCondition: Sendable, Hashable {
    /// The message raised while the condition is true.
    public var message: String
    /// The condition; its type is always `bool`.
    public var expression: CheckedExpression
    /// When it is evaluated (`change` when not written).
    public var trigger: ValidationTrigger

    /// Creates a condition.
    public init(message: String, expression: CheckedExpression, trigger: ValidationTrigger = .change) {
        self.message = message
        self.expression = expression
        self.trigger = trigger
    }
}

extension CheckedField {
    /// The fields each condition reads, each named once, in the order first read.
    static func reads(of conditions: [CheckedCondition]) -> [[String]] {
        conditions.map { condition in
            var seen: Set<String> = []
            var names: [String] = []
            _ = condition.expression.firstReference { reference in
                if seen.insert(reference.fieldName).inserted { names.append(reference.fieldName) }
                return false
            }
            return names
        }
    }
}
