/// One field or list of a form, as the runtime and terminal renderer see it.
public struct FieldSchema: Sendable, Hashable, Codable {
    /// Whether the declaration is a single field or a list of rows.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `field name: T`.
        case field
        /// `list name: T`: rows of `T`.
        case list
    }

    /// The name as written in the spec (also the model property's name).
    public var name: String
    /// Field or list.
    public var kind: Kind
    /// The declared type (of each row, for a list).
    public var type: FieldTypeRef
    /// `label`, in source text (translate for display).
    public var label: String?
    /// `placeholder`, in source text.
    public var placeholder: String?
    /// `caption`, in source text.
    public var caption: String?
    /// The `format` chain; empty means the type's default chain.
    public var formatters: [FormatterSpec]
    /// `secure` / `secure toggle`.
    public var secure: SecureEntry
    /// `keyboard`.
    public var keyboard: KeyboardKind
    /// `required` (or `required … when`): an empty field raises
    /// ``requiredMessage`` on submit.
    public var isRequired: Bool
    /// The spec's own message of a `required` field (`required "Enter your
    /// name"`), or nil: formc's built-in "{label} is required"
    /// (``BuiltInText/required``) in the language the form is shown in, for
    /// a `required` field without one (LANGUAGE.md §19, §21).
    public var requiredMessage: String?
    /// A list's `min` (rows shown at least), `nil` for fields.
    public var listMinimum: Int?
    /// A list's `max` (rows shown at most), `nil` for fields or no bound.
    public var listMaximum: Int?
    /// `disabled`: the field can never be edited.
    public var isDisabled: Bool
    /// `default`, or `nil` for the type's empty value.
    public var defaultValue: FieldValue?
    /// A `choice` field's options in spec order; empty for other types.
    public var options: [ChoiceOption]
    /// `multiple`: any number of options may be selected.
    public var allowsMultiple: Bool
    /// The index in ``FormSchema/sections`` of the section the field is in,
    /// or `nil` outside any section.
    public var sectionIndex: Int?
    /// Whether the field has its own `visible when` condition (its section's
    /// is in ``SectionSchema/hasVisibilityCondition``).
    public var hasVisibilityCondition: Bool

    /// Creates a field description.
    public init(
        name: String,
        kind: Kind = .field,
        type: FieldTypeRef,
        label: String? = nil,
        placeholder: String? = nil,
        caption: String? = nil,
        formatters: [FormatterSpec] = [],
        secure: SecureEntry = .none,
        keyboard: KeyboardKind = .default,
        isRequired: Bool = false,
        requiredMessage: String? = nil,
        listMinimum: Int? = nil,
        listMaximum: Int? = nil,
        isDisabled: Bool = false,
        defaultValue: FieldValue? = nil,
        options: [ChoiceOption] = [],
        allowsMultiple: Bool = false,
        sectionIndex: Int? = nil,
        hasVisibilityCondition: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.type = type
        self.label = label
        self.placeholder = placeholder
        self.caption = caption
        self.formatters = formatters
        self.secure = secure
        self.keyboard = keyboard
        self.isRequired = isRequired || requiredMessage != nil
        self.requiredMessage = requiredMessage
        self.listMinimum = listMinimum
        self.listMaximum = listMaximum
        self.isDisabled = isDisabled
        self.defaultValue = defaultValue
        self.options = options
        self.allowsMultiple = allowsMultiple
        self.sectionIndex = sectionIndex
        self.hasVisibilityCondition = hasVisibilityCondition
    }

    /// Whether the field is a `choice` (it has options).
    public var isChoice: Bool { !options.isEmpty }

    /// The chain that formats this field's input under `locale`: its
    /// `format`, or the type's default chain.
    public func chain(locale: LocaleRules) -> FormatterChain {
        formatters.isEmpty
            ? FormatterChain.default(for: type.base, locale: locale)
            : FormatterChain(formatters: formatters, locale: locale)
    }

    /// The number of rows a list starts with: `max(min, 1)`.
    public var initialRowCount: Int { kind == .list ? max(listMinimum ?? 0, 1) : 1 }
}
