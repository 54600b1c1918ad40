/// One option of a `choice` field (LANGUAGE.md §13): its identifier (the
/// stable value, the Swift case and the JSON value) and its label.
public struct ChoiceOption: Sendable, Hashable, Codable {
    /// The identifier as written in the spec (`fr`).
    public var id: String
    /// The label, in source text (translate for display).
    public var label: String

    /// Creates an option.
    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

/// A `section` of a form (LANGUAGE.md §13): a heading over consecutive
/// fields. Sections are presentation only; the model stays flat.
public struct SectionSchema: Sendable, Hashable, Codable {
    /// The title, in source text.
    public var title: String
    /// `caption`, in source text.
    public var caption: String?
    /// Whether the section has a `visible when` condition.
    public var hasVisibilityCondition: Bool

    /// Creates a section description.
    public init(title: String, caption: String? = nil, hasVisibilityCondition: Bool = false) {
        self.title = title
        self.caption = caption
        self.hasVisibilityCondition = hasVisibilityCondition
    }
}
