/// `form Name { … }`: a named group of fields.
public struct FormDecl: Sendable, Hashable {
    /// The `///` comment before the declaration.
    public var doc: DocComment?
    /// The form's name.
    public var name: Identifier
    /// Attributes, fields and lists in source order.
    public var members: [FormMember]
    /// From `form` to the closing brace.
    public var range: Range<Int>

    /// Creates a form declaration.
    public init(doc: DocComment?, name: Identifier, members: [FormMember], range: Range<Int>) {
        self.doc = doc
        self.name = name
        self.members = members
        self.range = range
    }

    /// The fields and lists, in source order, those inside sections included.
    public var fields: [FieldDecl] {
        var fields: [FieldDecl] = []
        for member in members {
            switch member {
            case .field(let field): fields.append(field)
            case .section(let section):
                // Straight from the items: `section.fields` would build an array only to copy it.
                for case .field(let field) in section.items { fields.append(field) }
            case .attribute: break
            }
        }
        return fields
    }

    /// The sections, in source order.
    public var sections: [SectionDecl] {
        members.compactMap { if case .section(let section) = $0 { section } else { nil } }
    }

    /// The form-level attributes, in source order.
    public var attributes: [FormAttribute] {
        members.compactMap { if case .attribute(let attribute) = $0 { attribute } else { nil } }
    }
}

/// Something inside a form's braces.
public enum FormMember: Sendable, Hashable {
    /// `title`, `locale`, `submit` or `language`.
    case attribute(FormAttribute)
    /// A `field` or a `list`.
    case field(FieldDecl)
    /// `section "Title" { … }` (LANGUAGE.md §13).
    case section(SectionDecl)

    /// The bytes the member covers.
    public var range: Range<Int> {
        switch self {
        case .attribute(let attribute): attribute.range
        case .field(let field): field.range
        case .section(let section): section.range
        }
    }
}

/// `title "…"`, `locale "…"`, `submit "…"` or `language "…"` inside a form.
public struct FormAttribute: Sendable, Hashable {
    /// The form attributes of the language.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `title "…"`: the form's title.
        case title
        /// `locale "…"`: fixed number, date and case rules.
        case locale
        /// `submit "…"`: the submit action's label.
        case submit
        /// `language "…"`: the language the spec's own texts are written in
        /// (LANGUAGE.md §21).
        case language
    }

    /// Which attribute.
    public var kind: Kind
    /// The attribute's keyword as written.
    public var keyword: Identifier
    /// Its string.
    public var value: StringLiteral
    /// From the keyword to the string.
    public var range: Range<Int>

    /// Creates a form attribute.
    public init(kind: Kind, keyword: Identifier, value: StringLiteral, range: Range<Int>) {
        self.kind = kind
        self.keyword = keyword
        self.value = value
        self.range = range
    }
}

/// `formatter name = chain`: a reusable, named formatter chain.
public struct FormatterDecl: Sendable, Hashable {
    /// The `///` comment before the declaration.
    public var doc: DocComment?
    /// The formatter's name.
    public var name: Identifier
    /// What it stands for.
    public var chain: Chain
    /// From `formatter` to the end of the chain.
    public var range: Range<Int>

    /// Creates a formatter declaration.
    public init(doc: DocComment?, name: Identifier, chain: Chain, range: Range<Int>) {
        self.doc = doc
        self.name = name
        self.chain = chain
        self.range = range
    }
}

/// `locale "id" { … }`: custom number rules, optionally based on a known locale.
public struct LocaleDecl: Sendable, Hashable {
    /// The identifier being defined or overridden.
    public var identifier: StringLiteral
    /// The rules in source order.
    public var rules: [LocaleRule]
    /// From `locale` to the closing brace.
    public var range: Range<Int>

    /// Creates a locale declaration.
    public init(identifier: StringLiteral, rules: [LocaleRule], range: Range<Int>) {
        self.identifier = identifier
        self.rules = rules
        self.range = range
    }
}

/// One line of a `locale` block.
public struct LocaleRule: Sendable, Hashable {
    /// The rules a locale block may set.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case base, decimal, grouping, groupSizes, minimumGroupingDigits, minus, datePattern
    }

    /// The rule's value.
    public enum Value: Sendable, Hashable {
        /// `base`, `decimal`, `grouping`, `minus`, `datePattern`.
        case string(StringLiteral)
        /// `minimumGroupingDigits`, and `groupSizes` with one or two sizes.
        case integers([IntegerLiteral])
    }

    /// Which rule.
    public var kind: Kind
    /// The rule's keyword as written.
    public var keyword: Identifier
    /// Its value.
    public var value: Value
    /// From the keyword to the value's end.
    public var range: Range<Int>

    /// Creates a locale rule.
    public init(kind: Kind, keyword: Identifier, value: Value, range: Range<Int>) {
        self.kind = kind
        self.keyword = keyword
        self.value = value
        self.range = range
    }
}

/// `translations "lang" { "source" = "translation" … }`.
public struct TranslationsDecl: Sendable, Hashable {
    /// One `"source" = "translation"` line.
    public struct Entry: Sendable, Hashable {
        /// The source text being translated.
        public var source: StringLiteral
        /// Its translation.
        public var translation: StringLiteral
        /// The whole line.
        public var range: Range<Int>

        /// Creates an entry.
        public init(source: StringLiteral, translation: StringLiteral, range: Range<Int>) {
            self.source = source
            self.translation = translation
            self.range = range
        }
    }

    /// The UI language, such as `ru`.
    public var language: StringLiteral
    /// The entries in source order.
    public var entries: [Entry]
    /// From `translations` to the closing brace.
    public var range: Range<Int>

    /// Creates a translations declaration.
    public init(language: StringLiteral, entries: [Entry], range: Range<Int>) {
        self.language = language
        self.entries = entries
        self.range = range
    }
}
