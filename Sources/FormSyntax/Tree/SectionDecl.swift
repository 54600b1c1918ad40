/// `section "Title" { caption … visible when … fields }`: consecutive fields
/// under a heading (LANGUAGE.md §13). Presentation only: the model stays flat.
public struct SectionDecl: Sendable, Hashable {
    /// The `section` keyword as written.
    public var keyword: Identifier
    /// The heading.
    public var title: StringLiteral
    /// Captions, conditions, fields and lists in source order.
    public var items: [SectionItem]
    /// From `section` to the closing brace.
    public var range: Range<Int>

    /// Creates a section.
    public init(keyword: Identifier, title: StringLiteral, items: [SectionItem], range: Range<Int>) {
        self.keyword = keyword
        self.title = title
        self.items = items
        self.range = range
    }

    /// The fields and lists of the section, in source order.
    public var fields: [FieldDecl] {
        items.compactMap { if case .field(let field) = $0 { field } else { nil } }
    }

    /// The `caption` and `visible when` attributes, in source order.
    public var attributes: [FieldAttribute] {
        items.compactMap { if case .attribute(let attribute) = $0 { attribute } else { nil } }
    }

    /// The caption's string, if any.
    public var caption: StringLiteral? {
        for attribute in attributes { if case .caption(let caption) = attribute.value { return caption } }
        return nil
    }

    /// The `visible when` condition, if any.
    public var visibleWhen: Expression? {
        for attribute in attributes { if case .visibleWhen(let condition) = attribute.value { return condition } }
        return nil
    }
}

/// Something inside a section's braces.
public enum SectionItem: Sendable, Hashable {
    /// `caption "…"` or `visible when …`.
    case attribute(FieldAttribute)
    /// A `field` or a `list`.
    case field(FieldDecl)

    /// The bytes the item covers.
    public var range: Range<Int> {
        switch self {
        case .attribute(let attribute): attribute.range
        case .field(let field): field.range
        }
    }
}
