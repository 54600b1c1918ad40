import FormRuntime

/// What an edit asks of a field's schema, read once when the session
/// starts: a keystroke copies none of ``FieldSchema``'s strings and arrays.
struct FieldTraits: Sendable, Hashable {
    /// A `list`.
    var isList: Bool
    /// A single or multiple choice.
    var isChoice: Bool
    /// A multiple choice.
    var allowsMultiple: Bool
    /// The declared type (for a list, the row type).
    var type: FieldTypeRef
    /// ``FieldSchema/needsAnswer``.
    var needsAnswer: Bool
    /// A `secure` field: its text is never shown by a description.
    var isSecure: Bool

    /// A `bool` field or list.
    var isBool: Bool { type.base == .bool }
    /// Whether edits go to its text: neither a choice nor a `bool`.
    var isTextLike: Bool { !isChoice && !isBool }

    /// The traits of `field`.
    init(_ field: FieldSchema) {
        isList = field.kind == .list
        isChoice = field.isChoice
        allowsMultiple = field.allowsMultiple
        type = field.type
        needsAnswer = field.needsAnswer
        isSecure = field.secure != .none
    }

}

extension FieldValue {
    /// Whether the value is not its type's empty one (`.none`, `""`, `[]`):
    /// what ``FormSession/isAnswered(_:)`` answers for a field the model can
    /// show as empty, and whether a list row counts as a value (rows left
    /// empty are not values, LANGUAGE.md §12) in the session and the terminal.
    package var holdsValue: Bool {
        switch self {
        case .none: false
        case .text(let text): !text.isEmpty
        case .choices(let ids): !ids.isEmpty
        default: true
        }
    }
}
