import FormRuntime
import FormSession

/// What a text field shows, written as a string: `[` and `]` around the
/// marked text, `|` the caret, `{` and `}` around a selection; offsets in
/// UTF-16 code units. `"你[hao|]"` shows 你hao with `hao` marked and the
/// caret at its end. Without `|` or `{}` the caret is at the end.
struct ShownText: Equatable, CustomStringConvertible {
    var text: String
    var marked: Range<Int>?
    var selection: Range<Int>

    init(text: String, marked: Range<Int>? = nil, selection: Range<Int>) {
        self.text = text
        self.marked = marked
        self.selection = selection
    }

    init(_ notation: String) {
        var text = ""
        var offset = 0
        var markedStart: Int?
        var marked: Range<Int>?
        var selectionStart: Int?
        var selection: Range<Int>?
        for character in notation {
            switch character {
            case "[": markedStart = offset
            case "]": marked = (markedStart ?? offset)..<offset
            case "|": selection = offset..<offset
            case "{": selectionStart = offset
            case "}": selection = (selectionStart ?? offset)..<offset
            default:
                text.append(character)
                offset += String(character).utf16.count
            }
        }
        self.init(text: text, marked: marked, selection: selection ?? offset..<offset)
    }

    var description: String {
        var result = ""
        let units = Array(text.utf16)
        for index in 0...units.count {
            if selection.isEmpty, selection.lowerBound == index { result += "|" }
            if !selection.isEmpty, selection.upperBound == index { result += "}" }
            if marked?.upperBound == index, marked?.isEmpty == false { result += "]" }
            if !selection.isEmpty, selection.lowerBound == index { result += "{" }
            if marked?.lowerBound == index, marked?.isEmpty == false { result += "[" }
            if index < units.count { result += String(decoding: [units[index]], as: UTF16.self) }
        }
        return result
    }
}

/// A `UITextField` as its delegate and `.editingChanged` action see it,
/// wired to a ``TextFieldBridge`` the way FormSwiftUI's
/// `UIKitTextFieldCoordinator` wires it, so that a recorded sequence of
/// UIKit callbacks can be replayed on Linux:
/// - a proposed change asks `textField(_:shouldChangeCharactersIn:replacementString:)`;
///   when the delegate returns `true` the system shows what was recorded
///   for it, then reports the selection and `.editingChanged` (in the
///   order chosen: UIKit documents none); when it returns `false` the
///   system changes nothing and the coordinator writes the session's answer;
/// - a change the system makes without the delegate (dictation, a
///   candidate tapped on the Chinese keyboard's bar) shows its result and
///   reports `.editingChanged`;
/// - the coordinator's own writes move the selection and are reported
///   inside ``TextFieldBridge/writing(_:)``, as `textFieldDidChangeSelection`
///   reports them on a device;
/// - ``redraw()`` is SwiftUI's `updateUIView` after a change
///   (``TextFieldSync``).
@MainActor
final class SimulatedUITextField<Form: GeneratedForm> {
    let bridge: TextFieldBridge<Form>
    /// The keyboard (`textInputMode.primaryLanguage`, `isSecureTextEntry`).
    var keyboard: TextInputEvents.Keyboard
    /// Whether the system reports the selection before `.editingChanged`.
    let selectionFirst: Bool
    /// What the field shows.
    private(set) var shown = ShownText("")
    /// How many times the coordinator set the field's text (each resets
    /// the input method's state on a device).
    private(set) var textWrites = 0
    /// Whether `textFieldShouldReturn(_:)` was called.
    private(set) var returnCalls = 0

    init(_ bridge: TextFieldBridge<Form>, keyboard: TextInputEvents.Keyboard, selectionFirst: Bool) {
        self.bridge = bridge
        self.keyboard = keyboard
        self.selectionFirst = selectionFirst
        shown = ShownText(text: bridge.current.text, selection: bridge.current.caret..<bridge.current.caret)
    }

    /// The person's change through the keyboard: the delegate is asked
    /// about `string` over `range`; if it lets the system edit, the field
    /// shows `result`.
    func propose(_ range: Range<Int>, _ string: String, then result: String) {
        switch bridge.shouldChange(shownText: shown.text, utf16: range, replacement: string, marked: shown.marked, keyboard: keyboard) {
        case .letSystemEdit:
            systemChanges(to: result)
        case .show(let edit):
            write(edit)
        }
        redraw()
    }

    /// A change the system makes itself: the field shows `result`; with
    /// `editingChanged` false it sends no `.editingChanged` either (an
    /// input method that unmarks its text silently).
    func systemChanges(to result: String, editingChanged: Bool = true) {
        let next = ShownText(result)
        let selectionMoved = next.selection != shown.selection
        shown = next
        if selectionFirst, selectionMoved { selectionDidChange() }
        if editingChanged, let edit = bridge.textChanged(shownText: shown.text, marked: shown.marked, selection: shown.selection) { write(edit) }
        if !selectionFirst, selectionMoved { selectionDidChange() }
        redraw()
    }

    /// A tap (or a drag, for a range) in the focused field.
    func tap(_ selection: Range<Int>) {
        shown.selection = selection
        selectionDidChange()
        redraw()
    }

    /// A tap at `offset` in the field while another has focus: it becomes
    /// first responder and the caret lands at the tap
    /// (`textFieldDidBeginEditing` and the selection, in the chosen order).
    func beginEditing(tapAt offset: Int) {
        shown.selection = offset..<offset
        if selectionFirst { selectionDidChange() }
        bridge.didBeginEditing(shownText: shown.text, selection: shown.selection)
        if !selectionFirst { selectionDidChange() }
        redraw()
    }

    /// The Return key outside a composition.
    func pressReturn() {
        returnCalls += 1
        bridge.returnPressed()
        redraw()
    }

    /// `updateUIView`: the session's text and caret written where they differ.
    func redraw() {
        let session = bridge.model.session
        let isFocused = session.isFocused(bridge.field, row: bridge.row)
        let current = bridge.current
        let writes = TextFieldSync.writes(
            shownText: shown.text, shownSelection: shown.selection, text: current.text, caret: current.caret,
            isFocused: isFocused, isComposing: shown.marked != nil
        )
        bridge.writing {
            if let text = writes.text { setText(text) }
            if let caret = writes.caret { setSelection(caret..<caret) }
        }
    }

    /// The coordinator shows `edit` (inside `writing`, as it does).
    private func write(_ edit: FieldEdit) {
        bridge.writing {
            if shown.text != edit.text { setText(edit.text) }
            setSelection(edit.caret..<edit.caret)
        }
    }

    /// `textField.text = …`: the system drops marked text, puts the caret
    /// at the end and reports it.
    private func setText(_ text: String) {
        textWrites += 1
        shown = ShownText(text: text, selection: text.utf16.count..<text.utf16.count)
        selectionDidChange()
    }

    /// `selectedTextRange = …`, reported when it moves.
    private func setSelection(_ selection: Range<Int>) {
        guard shown.selection != selection else { return }
        shown.selection = selection
        selectionDidChange()
    }

    private func selectionDidChange() {
        bridge.selectionChanged(shownText: shown.text, selection: shown.selection, marked: shown.marked)
    }
}
