/// What a platform text field's callbacks mean for the session, in the
/// order UIKit sends them (LANGUAGE.md §18, §21): the decisions of
/// FormSwiftUI's `UITextField` and `NSTextField` coordinators, without the
/// platform, so they are tested on Linux against recorded callback
/// sequences (`BindingUIKitSequenceTests`).
///
/// The system owns the text whenever a composition is open or may begin:
/// an input method starts composing in the very change it proposes (the
/// first pinyin or kana keystroke arrives while `markedTextRange` is still
/// nil), and Korean keyboards rebuild the last syllable by replacing it.
/// Writing the field then would reset the input method and end what it was
/// starting. So the delegate lets the system edit and the result is taken
/// in `.editingChanged`, and the field is written only once no composition
/// is open and the session shows something else than the field.
///
/// A value: the one thing it remembers between callbacks is the change it
/// let the system make, to read the system's result exactly.
public struct TextInputEvents: Sendable, Hashable {
    /// What the session holds for the field's row: the text shown
    /// (including marked text), the caret and the marked range, in UTF-16
    /// code units.
    public struct Row: Sendable, Hashable {
        /// The session's text of the row.
        public var text: String
        /// The session's caret.
        public var caret: Int
        /// The session's marked (composing) range, or nil.
        public var marked: Range<Int>?

        /// A row showing `text`, caret `caret`, marked range `marked`.
        public init(text: String, caret: Int, marked: Range<Int>? = nil) {
            self.text = text
            self.caret = caret
            self.marked = marked
        }
    }

    /// The keyboard the person types with.
    public struct Keyboard: Sendable, Hashable {
        /// `UITextInputMode.primaryLanguage` of the field's
        /// `textInputMode` (a BCP 47 code such as `zh-Hans`, `ja-JP`,
        /// `ko-KR`, `en-US`), or nil when the system does not say.
        public var primaryLanguage: String?
        /// Whether the field is a secure one (`isSecureTextEntry`): iOS
        /// shows only ASCII keyboards there, and would clear the field on
        /// the first change it makes itself after focus returns.
        public var isSecure: Bool

        /// A keyboard of `primaryLanguage` in a secure field or not.
        public init(primaryLanguage: String?, isSecure: Bool = false) {
            self.primaryLanguage = primaryLanguage
            self.isSecure = isSecure
        }

        /// The languages whose iOS input methods compose: Chinese (pinyin,
        /// zhuyin, stroke, cangjie, wubi, handwriting) and Cantonese with
        /// marked text, Japanese (romaji, kana) with marked text, Korean by
        /// replacing the syllable being built, Vietnamese (Telex, VNI) by
        /// replacing the word's letters.
        static let composingLanguages: Set<String> = ["zh", "yue", "ja", "ko", "vi"]

        /// Whether the keyboard's input method may begin a composition
        /// with the change it proposes: never in a secure field; for a
        /// composing language, for a multilingual keyboard (`mul`) and for
        /// a keyboard that names no language (an extension, dictation), yes,
        /// since letting the system edit costs nothing there while writing
        /// the field would end a composition.
        public var mayCompose: Bool {
            guard !isSecure else { return false }
            guard let language = primaryLanguage?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased(),
                  !language.isEmpty else { return true }
            return language == "mul" || Self.composingLanguages.contains(language)
        }
    }

    /// What the delegate does with a proposed change.
    public enum Proposal: Sendable, Hashable {
        /// Return `true`: the system edits, and `.editingChanged` brings
        /// its result to the session (``textChanged(shown:marked:row:)``).
        case letSystemEdit
        /// Give the change to the session (`replace`), then answer with
        /// ``answer(after:isSecure:row:utf16:replacement:)``.
        case throughSession
    }

    /// A call on the session, in order.
    public enum Step: Sendable, Hashable {
        /// `replace(field, row:, utf16:, with:)`.
        case replace(Range<Int>, with: String)
        /// `setMarkedText(field, utf16:, marked:)`: a composition begins
        /// over the range or its marked text changes.
        case setMarkedText(Range<Int>, marked: String)
        /// `setMarkedText` at the session's caret after the steps before it
        /// (a new composition right after committed text).
        case setMarkedTextAtCaret(String)
        /// `commitMarkedText(field, text)`: the composition ends as `text`,
        /// which goes through the chain.
        case commitMarkedText(String)
        /// `setMarkedText(field, utf16: marked range, marked: "")`: the
        /// composition is cancelled, the text is what it was before it.
        case cancelComposition
        /// `placeCaret(field, utf16:)`.
        case placeCaret(Int)
    }

    /// A change the delegate let the system make, not yet seen in
    /// `.editingChanged`: the session's text it applies to, its range and
    /// replacement.
    struct Pending: Sendable, Hashable {
        var base: String
        var range: Range<Int>
        var replacement: String
    }

    /// The change let through last, if `.editingChanged` has not come yet.
    private(set) var pending: Pending?

    /// No change let through yet.
    public init() {}

    // MARK: - textField(_:shouldChangeCharactersIn:replacementString:)

    /// `textField(_:shouldChangeCharactersIn:replacementString:)` for UTF-16
    /// `range` and `replacement`, while the field reports the marked range
    /// `fieldMarked` (its `markedTextRange`, before the change) and the
    /// session holds `row`: the system edits while a composition is open or
    /// may begin with this change; otherwise the session does.
    public mutating func proposedChange(
        _ range: Range<Int>, replacement: String, fieldMarked: Range<Int>?, keyboard: Keyboard, row: Row
    ) -> Proposal {
        if fieldMarked != nil || row.marked != nil || keyboard.mayCompose {
            pending = Pending(base: row.text, range: range, replacement: replacement)
            return .letSystemEdit
        }
        pending = nil
        return .throughSession
    }

    /// The multi-range variant (iOS 26): as ``proposedChange(_:replacement:fieldMarked:keyboard:row:)``;
    /// a change let through is read from the field's text afterwards.
    public mutating func proposedChange(
        _ ranges: [Range<Int>], replacement: String, fieldMarked: Range<Int>?, keyboard: Keyboard, row: Row
    ) -> Proposal {
        let proposal = proposedChange(ranges.first ?? 0..<0, replacement: replacement, fieldMarked: fieldMarked, keyboard: keyboard, row: row)
        if ranges.count != 1 { pending = nil }
        return proposal
    }

    /// After the session took a proposed change (`before`: its row before,
    /// `after`: its answer): nil to let the system apply the change itself
    /// (return `true`; the session's answer is exactly what the system
    /// would show, so its keyboard state, autocorrection and undo stay
    /// whole), else what to show before returning `false`. A secure field
    /// is always written: the system would clear it.
    public static func answer(
        after: FieldEdit, isSecure: Bool, row before: Row, utf16 range: Range<Int>, replacement: String
    ) -> FieldEdit? {
        let length = before.text.utf16.count
        let lower = min(max(range.lowerBound, 0), length)
        let upper = min(max(range.upperBound, lower), length)
        let proposed = UTF16Text.replacing(before.text, lower..<upper, with: replacement)
        if !isSecure, after.text == proposed, after.caret == lower + replacement.utf16.count { return nil }
        return after
    }

    // MARK: - .editingChanged

    /// `.editingChanged` (`controlTextDidChange(_:)` on macOS): the field
    /// shows `shown` with marked range `marked`, the session holds `row`.
    /// The steps that bring the session to what the field shows: a
    /// composition begun, changed, committed (with the text the input
    /// method committed before a new one, as a Korean or Japanese one
    /// does) or cancelled, or a change made by the system (one let through,
    /// or one made without asking: dictation, a candidate tapped on the
    /// Chinese keyboard's bar).
    public mutating func textChanged(shown: String, marked: Range<Int>?, row: Row) -> [Step] {
        defer { pending = nil }
        let marked = marked.map { Self.clamped($0, in: shown) }
        switch (row.marked, marked) {
        case (let open?, let now?):
            return compositionChanged(shown: shown, marked: now, row: row, open: open)
        case (nil, let now?):
            return compositionBegan(shown: shown, marked: now, row: row)
        case (let open?, nil):
            return compositionEnded(shown: shown, row: row, open: open)
        case (nil, nil):
            guard shown != row.text else { return [] }
            return [replacing(row.text, with: shown)]
        }
    }

    /// The field's text to write after the steps of
    /// ``textChanged(shown:marked:row:)`` (the session answers `session`):
    /// nil while the field composes (the system owns its text) or when it
    /// already shows the session's text.
    public static func write(shown: String, marked: Range<Int>?, session: FieldEdit) -> FieldEdit? {
        guard marked == nil, shown != session.text else { return nil }
        return session
    }

    // MARK: - Selection

    /// `textFieldDidChangeSelection(_:)` (NSTextView's selection on macOS):
    /// the person tapped or dragged, so the session's caret goes where the
    /// field's selection ends. Nothing while a composition is open (the
    /// selection inside marked text is the input method's), while the field
    /// shows something else than the session (a change under way, which
    /// `.editingChanged` brings) or when the session's caret already sits
    /// in the selection.
    public func selectionChanged(shown: String, selection: Range<Int>, marked: Range<Int>?, row: Row) -> Step? {
        guard marked == nil, row.marked == nil, shown == row.text else { return nil }
        let length = shown.utf16.count
        let end = min(max(selection.upperBound, 0), length)
        let start = min(max(selection.lowerBound, 0), end)
        if start == end ? row.caret == end : (start...end).contains(row.caret) { return nil }
        return .placeCaret(end)
    }

    // MARK: - Compositions

    /// The session composes `open`, the field composes `now`: the marked
    /// text changed, possibly with text committed right before it (Hangul's
    /// next syllable, kana's next phrase).
    private func compositionChanged(shown: String, marked now: Range<Int>, row: Row, open: Range<Int>) -> [Step] {
        let open = Self.clamped(open, in: row.text)
        let units = Array(shown.utf16)
        let session = Array(row.text.utf16)
        let prefix = session[..<open.lowerBound]
        let suffix = session[open.upperBound...]
        let markedText = UTF16Text.string(units[now])
        guard units.count >= prefix.count + suffix.count,
              units.starts(with: prefix), units.reversed().starts(with: suffix.reversed()),
              now.lowerBound >= prefix.count, now.upperBound <= units.count - suffix.count else {
            return resynchronize(shown: shown, marked: now, row: row)
        }
        let before = UTF16Text.string(units[prefix.count..<now.lowerBound])
        let after = UTF16Text.string(units[now.upperBound..<(units.count - suffix.count)])
        if before.isEmpty, after.isEmpty { return [.setMarkedText(open, marked: markedText)] }
        guard after.isEmpty else { return resynchronize(shown: shown, marked: now, row: row) }
        return [.commitMarkedText(before), .setMarkedTextAtCaret(markedText)]
    }

    /// The session composes nothing, the field composes `now`: the system
    /// began a composition, over the range it was let change or, without
    /// one, over what differs around the marked text.
    private func compositionBegan(shown: String, marked now: Range<Int>, row: Row) -> [Step] {
        let markedText = UTF16Text.string(Array(shown.utf16)[now])
        if let pending, pending.base == row.text, case let range = Self.clamped(pending.range, in: row.text),
           range.lowerBound == now.lowerBound,
           UTF16Text.replacing(row.text, range, with: markedText) == shown {
            return [.setMarkedText(range, marked: markedText)]
        }
        let committed = UTF16Text.removing(shown, now)
        if committed == row.text { return [.setMarkedText(now.lowerBound..<now.lowerBound, marked: markedText)] }
        guard let change = TextDifference.edit(from: row.text, to: committed) else { return [] }
        if change.replacement.isEmpty, change.range.lowerBound == now.lowerBound {
            // The composition replaced a selection.
            return [.setMarkedText(change.range, marked: markedText)]
        }
        return [.replace(change.range, with: change.replacement), .setMarkedTextAtCaret(markedText)]
    }

    /// The session composes `open`, the field composes nothing: the input
    /// method committed (what took the marked text's place goes through the
    /// chain) or cancelled (nothing took it).
    private func compositionEnded(shown: String, row: Row, open: Range<Int>) -> [Step] {
        let open = Self.clamped(open, in: row.text)
        let units = Array(shown.utf16)
        let session = Array(row.text.utf16)
        let prefix = session[..<open.lowerBound]
        let suffix = session[open.upperBound...]
        guard units.count >= prefix.count + suffix.count,
              units.starts(with: prefix), units.reversed().starts(with: suffix.reversed()) else {
            // Text around the composition changed too: cancel it, then take
            // the field's text as one change.
            let withoutComposition = UTF16Text.removing(row.text, open)
            guard let change = TextDifference.edit(from: withoutComposition, to: shown) else { return [.cancelComposition] }
            return [.cancelComposition, .replace(change.range, with: change.replacement)]
        }
        let committed = UTF16Text.string(units[prefix.count..<(units.count - suffix.count)])
        return committed.isEmpty ? [.cancelComposition] : [.commitMarkedText(committed)]
    }

    /// The field's text cannot be read as the session's around a changed
    /// composition: the session's composition is cancelled, its committed
    /// text brought to the field's and the field's marked text set where it
    /// is (nothing is lost; the field is written once the composition ends).
    private func resynchronize(shown: String, marked now: Range<Int>, row: Row) -> [Step] {
        var steps: [Step] = []
        var committed = row.text
        if let open = row.marked {
            steps.append(.cancelComposition)
            committed = UTF16Text.removing(row.text, open)
        }
        let markedText = UTF16Text.string(Array(shown.utf16)[now])
        let target = UTF16Text.removing(shown, now)
        if let change = TextDifference.edit(from: committed, to: target) {
            steps.append(.replace(change.range, with: change.replacement))
            steps.append(.placeCaret(now.lowerBound))
        } else {
            steps.append(.placeCaret(now.lowerBound))
        }
        steps.append(.setMarkedTextAtCaret(markedText))
        return steps
    }

    /// The one replacement that turns the session's `text` into the field's
    /// `shown`: the change let through when it explains `shown` exactly (so
    /// the chain sees the person's edit where it was made, not a guess from
    /// a common prefix), else the difference.
    private func replacing(_ text: String, with shown: String) -> Step {
        if let pending, pending.base == text, case let range = Self.clamped(pending.range, in: text),
           UTF16Text.replacing(text, range, with: pending.replacement) == shown {
            return .replace(range, with: pending.replacement)
        }
        let change = TextDifference.edit(from: text, to: shown) ?? (0..<0, "")
        return .replace(change.range, with: change.replacement)
    }

    /// `range` clamped to `text`'s UTF-16 length.
    private static func clamped(_ range: Range<Int>, in text: String) -> Range<Int> {
        let length = text.utf16.count
        let lower = min(max(range.lowerBound, 0), length)
        let upper = min(max(range.upperBound, lower), length)
        return lower..<upper
    }
}

/// UTF-16 arithmetic on strings, as platform text fields count.
enum UTF16Text {
    /// A string of UTF-16 code units (a lone surrogate becomes U+FFFD).
    static func string<Units: Sequence>(_ units: Units) -> String where Units.Element == UInt16 {
        String(decoding: Array(units), as: UTF16.self)
    }

    /// `text` with UTF-16 range `range` (within it) replaced by `replacement`.
    static func replacing(_ text: String, _ range: Range<Int>, with replacement: String) -> String {
        var units = Array(text.utf16)
        units.replaceSubrange(range, with: Array(replacement.utf16))
        return string(units)
    }

    /// `text` without UTF-16 range `range` (clamped).
    static func removing(_ text: String, _ range: Range<Int>) -> String {
        var units = Array(text.utf16)
        let lower = min(max(range.lowerBound, 0), units.count)
        let upper = min(max(range.upperBound, lower), units.count)
        units.removeSubrange(lower..<upper)
        return string(units)
    }
}
