/// Which way a deletion went, as the mask and number rules need it.
enum EditDirection: Sendable {
    /// Typing, paste or committed composition (or a replacement).
    case insertion
    /// Backspace: deleting what is before the caret.
    case backward
    /// Forward delete: deleting what is after the caret.
    case forward
}

/// The edit as it passes along a chain: the text before the edited range,
/// what was removed, what is inserted and the text after.
///
/// The caret always ends up after `inserted`. Each formatter receives the
/// step from the one before and returns a new step, or `nil` to reject.
struct EditStep: Sendable {
    var before: [Character]
    var removed: [Character]
    var inserted: [Character]
    var after: [Character]
    var direction: EditDirection

    /// The caret after the edit.
    var caret: Int { before.count + inserted.count }

    /// The text after the edit.
    var text: [Character] { before + inserted + after }
}
