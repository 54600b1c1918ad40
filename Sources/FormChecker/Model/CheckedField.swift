import FormRuntime

/// One `field` or `list` with every attribute resolved.
public struct CheckedField: Sendable, Hashable {
    /// The field's name, a valid Swift identifier.
    public var name: String
    /// The `///` documentation lines (without `///`).
    public var docLines: [String]
    /// Whether this is a `list` (the model property is `[T]`).
    public var isList: Bool
    /// The declared type; for a list, the type of each row.
    public var type: FieldTypeRef
    /// `label`, if given.
    public var label: String?
    /// `placeholder`, if given.
    public var placeholder: String?
    /// `caption`, if given.
    public var caption: String?
    /// The concrete formatter chain: named formatters expanded, and the
    /// default chain applied when `format` is absent (`number(grouping:
    /// false)` for `int`, `decimal(grouping: false)` for `decimal`, none for
    /// `text` and `bool`).
    public var formatters: [FormatterSpec]
    /// `secure`, `secure toggle`, or neither.
    public var secure: SecureEntry
    /// The keyboard: as written, or the type's natural one when absent
    /// (`number` for `int`, `decimal` for `decimal`, `default` otherwise).
    public var keyboard: KeyboardKind
    /// Whether `keyboard` was written in the spec.
    public var hasExplicitKeyboard: Bool
    /// The message raised when a `required` field is empty, or `nil` when the
    /// field is not required. Without a message in the spec it is
    /// `"‹label› is required"` (the field name stands in for a missing label).
    public var requiredMessage: String?
    /// The `error … when` conditions in declaration order.
    public var conditions: [CheckedCondition]
    /// The typed `default` value, if given (never `.none`).
    public var defaultValue: FieldValue?
    /// `disabled`: never editable.
    public var isDisabled: Bool
    /// `enabled when`: editable only while this is true.
    public var enabledWhen: CheckedExpression?
    /// A list's `min` (rows shown at least), if given.
    public var listMinimum: Int?
    /// A list's `max` (rows shown at most), if given.
    public var listMaximum: Int?
    /// A `choice` field's options in spec order (LANGUAGE.md §13); empty otherwise.
    public var options: [ChoiceOption] = []
    /// `multiple`: a choice of any number of options.
    public var allowsMultiple = false
    /// `visible when`: shown (and validated) only while this is true.
    public var visibleWhen: CheckedExpression?
    /// `required … when`: required only while this is true (with ``requiredMessage``).
    public var requiredWhen: CheckedExpression?
    /// The index in ``CheckedForm/sections`` of the field's section, if any.
    public var sectionIndex: Int?

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
        requiredMessage: String? = nil,
        conditions: [CheckedCondition] = [],
        defaultValue: FieldValue? = nil,
        isDisabled: Bool = false,
        enabledWhen: CheckedExpression? = nil,
        listMinimum: Int? = nil,
        listMaximum: Int? = nil
    ) {
        self.name = name
        self.docLines = docLines
        self.isList = isList
        self.type = type
        self.label = label
        self.placeholder = placeholder
        self.caption = caption
        self.formatters = formatters
        self.secure = secure
        self.keyboard = keyboard
        self.hasExplicitKeyboard = hasExplicitKeyboard
        self.requiredMessage = requiredMessage
        self.conditions = conditions
        self.defaultValue = defaultValue
        self.isDisabled = isDisabled
        self.enabledWhen = enabledWhen
        self.listMinimum = listMinimum
        self.listMaximum = listMaximum
    }

    /// Whether the field is `required` (perhaps only while ``requiredWhen`` holds).
    public var isRequired: Bool { requiredMessage != nil }

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
