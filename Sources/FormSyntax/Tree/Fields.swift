/// `field name: Type { … }` or `list name: Type { … }`.
public struct FieldDecl: Sendable, Hashable {
    /// Whether this is a `list` (a repeating field) rather than a `field`.
    public var isList: Bool
    /// The `///` comment before the declaration.
    public var doc: DocComment?
    /// The field's name.
    public var name: Identifier
    /// Its declared type.
    public var type: TypeSyntax
    /// Whether the declaration has a `{ … }` body (a `field` may omit it).
    public var hasBody: Bool
    /// The attributes in source order.
    public var attributes: [FieldAttribute]
    /// From `field`/`list` to the closing brace (or the type without a body).
    public var range: Range<Int>

    /// Creates a field declaration.
    public init(isList: Bool, doc: DocComment?, name: Identifier, type: TypeSyntax, hasBody: Bool, attributes: [FieldAttribute], range: Range<Int>) {
        self.isList = isList
        self.doc = doc
        self.name = name
        self.type = type
        self.hasBody = hasBody
        self.attributes = attributes
        self.range = range
    }
}

/// `text`, `int`, `decimal` or `bool`, optionally followed by `?`.
public struct TypeSyntax: Sendable, Hashable {
    /// The four base types of the language.
    public enum Base: String, Sendable, Hashable, CaseIterable {
        case text, int, decimal, bool, date, month
        /// `choice`: one option (or several with `multiple`) of the field's own (LANGUAGE.md §13).
        case choice
    }

    /// The base type.
    public var base: Base
    /// Whether `?` follows.
    public var isOptional: Bool
    /// The bytes it covers, `?` included.
    public var range: Range<Int>

    /// Creates a type.
    public init(base: Base, isOptional: Bool, range: Range<Int>) {
        self.base = base
        self.isOptional = isOptional
        self.range = range
    }

    /// The type as written, such as `int?`.
    public var sourceText: String { base.rawValue + (isOptional ? "?" : "") }
}

/// One attribute inside a field's or list's braces.
public struct FieldAttribute: Sendable, Hashable {
    /// The attribute's keyword as written (`label`, `error`, …).
    public var keyword: Identifier
    /// What the attribute says.
    public var value: FieldAttributeValue
    /// From the keyword to the end of the attribute.
    public var range: Range<Int>

    /// Creates a field attribute.
    public init(keyword: Identifier, value: FieldAttributeValue, range: Range<Int>) {
        self.keyword = keyword
        self.value = value
        self.range = range
    }
}

/// When an error condition is evaluated (LANGUAGE.md §6).
public enum TriggerSyntax: String, Sendable, Hashable, CaseIterable {
    case change, blur, submit
}

/// The keyboards a field can ask for.
public enum KeyboardSyntax: String, Sendable, Hashable, CaseIterable {
    case `default`, email, number, decimal, phone, url
}

/// What each field attribute holds.
public enum FieldAttributeValue: Sendable, Hashable {
    /// `label "…"`.
    case label(StringLiteral)
    /// `placeholder "…"`.
    case placeholder(StringLiteral)
    /// `caption "…"`.
    case caption(StringLiteral)
    /// `format chain`.
    case format(Chain)
    /// `secure` or `secure toggle` (the `toggle` word, if present).
    case secure(toggle: Identifier?)
    /// `required` with an optional message and an optional `when` condition.
    case required(StringLiteral?, condition: Expression?)
    /// `error "message" when condition [on trigger]`.
    case error(message: StringLiteral, condition: Expression, trigger: Trigger?)
    /// `default literal`.
    case `default`(Literal)
    /// `disabled`.
    case disabled
    /// `enabled when condition`.
    case enabledWhen(Expression)
    /// `keyboard kind`.
    case keyboard(Keyboard)
    /// `min n` (lists only).
    case min(IntegerLiteral)
    /// `max n` (lists only).
    case max(IntegerLiteral)
    /// `option id "Label"` (choices only).
    case option(id: Identifier, label: StringLiteral)
    /// `multiple` (choices only).
    case multiple
    /// `visible when condition`.
    case visibleWhen(Expression)
    /// `default id` or `default [id, …]`: the options a choice starts with.
    case defaultOptions(OptionList)

    /// `id` or `[id, …]` after `default` on a choice.
    public struct OptionList: Sendable, Hashable {
        /// The option identifiers, in source order.
        public var options: [Identifier]
        /// Whether brackets were written (`[fr]` rather than `fr`).
        public var isBracketed: Bool
        /// From the identifier or `[` to the identifier or `]`.
        public var range: Range<Int>

        /// Creates an option list.
        public init(options: [Identifier], isBracketed: Bool, range: Range<Int>) {
            self.options = options
            self.isBracketed = isBracketed
            self.range = range
        }
    }

    /// An `on change|blur|submit` clause with its range.
    public struct Trigger: Sendable, Hashable {
        /// Which trigger.
        public var kind: TriggerSyntax
        /// The trigger word's range.
        public var range: Range<Int>

        /// Creates a trigger clause.
        public init(kind: TriggerSyntax, range: Range<Int>) {
            self.kind = kind
            self.range = range
        }
    }

    /// A keyboard word with its range.
    public struct Keyboard: Sendable, Hashable {
        /// Which keyboard.
        public var kind: KeyboardSyntax
        /// The word's range.
        public var range: Range<Int>

        /// Creates a keyboard clause.
        public init(kind: KeyboardSyntax, range: Range<Int>) {
            self.kind = kind
            self.range = range
        }
    }
}
