import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// The delegate of a bridged text field, driven as UIKit drives it: every
/// proposed change goes through the session and the field shows the answer;
/// compositions are the system's until committed (LANGUAGE.md §5, §18).
@MainActor
@Suite struct BindingTextFieldBridgeTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)
    static let english = TextInputEvents.Keyboard(primaryLanguage: "en-US")
    static let pinyin = TextInputEvents.Keyboard(primaryLanguage: "zh-Hans")

    @Test func typingGoesThroughTheChainAndTheDelegateShowsTheAnswer() {
        let model = FormModel<SignUp>(session: FormSession(today: Self.today))
        let bridge = TextFieldBridge(model: model, field: .email)
        let answer = bridge.shouldChange(shownText: "", utf16: 0..<0, replacement: "ANN@X.CH", marked: nil, keyboard: Self.english)
        #expect(answer == .show(FieldEdit(text: "ann@x.ch", caret: 8)))
        #expect(model.text(.email) == "ann@x.ch")
    }

    @Test func aCompositionIsNeverCutByLimitUntilItIsCommitted() {
        let model = FormModel<Nickname>(session: FormSession(today: Self.today))
        let bridge = TextFieldBridge(model: model, field: .nickname)
        _ = bridge.shouldChange(shownText: "", utf16: 0..<0, replacement: "123456789", marked: nil, keyboard: Self.english)
        // .editingChanged reports the marked text, kept whole…
        #expect(bridge.textChanged(shownText: "123456789nihao", marked: 9..<14) == nil)
        #expect(model.text(.nickname) == "123456789nihao")
        #expect(model.session.markedRange(.nickname) == 9..<14)
        // …and while composing the delegate lets the system edit.
        #expect(bridge.shouldChange(shownText: "123456789nihao", utf16: 9..<14, replacement: "你好", marked: 9..<14, keyboard: Self.pinyin) == .letSystemEdit)
        // Committed: limit(10) keeps what fits, and the field is told.
        let committed = bridge.textChanged(shownText: "123456789你好", marked: nil)
        #expect(committed == FieldEdit(text: "123456789你", caret: 10))
        #expect(model.session.markedRange(.nickname) == nil)
    }

    @Test func aChangeMadeWithoutTheDelegateIsTakenIn() {
        let model = FormModel<SignUp>(session: FormSession(today: Self.today))
        let bridge = TextFieldBridge(model: model, field: .email)
        // Dictation put capitals in: the session lower-cases them, the field is corrected.
        #expect(bridge.textChanged(shownText: "Ann", marked: nil) == FieldEdit(text: "ann", caret: 3))
        #expect(bridge.textChanged(shownText: "ann", marked: nil) == nil)
    }

    @Test func returnMovesFocusAndSubmitsOnTheLastField() {
        let model = FormModel<Nickname>(session: FormSession(today: Self.today))
        var submitted: [Nickname] = []
        let bridge = TextFieldBridge(model: model, field: .nickname) { submitted.append($0) }
        _ = bridge.shouldChange(shownText: "", utf16: 0..<0, replacement: "Ann", marked: nil, keyboard: Self.english)
        guard case .submitted(.success) = bridge.returnPressed() else {
            Issue.record("Return on the only field did not submit")
            return
        }
        #expect(submitted.map(\.nickname) == ["Ann"])

        let signUp = FormModel<SignUp>(session: FormSession(today: Self.today))
        let email = TextFieldBridge(model: signUp, field: .email)
        guard case .moved(let focus) = email.returnPressed() else {
            Issue.record("Return on email did not move on")
            return
        }
        #expect(focus.field == .password)
        #expect(signUp.session.isFocused(.password))
    }

    @Test func returnOnAFilledListRowAddsARowAndBackspaceOnItRemovesIt() {
        let model = FormModel<DailyGoals>(session: FormSession(today: Self.today))
        let first = TextFieldBridge(model: model, field: .goals, row: 0)
        _ = first.shouldChange(shownText: "", utf16: 0..<0, replacement: "Run", marked: nil, keyboard: Self.english)
        guard case .addedRow(1) = first.returnPressed() else {
            Issue.record("Return on a filled row did not add one")
            return
        }
        #expect(model.session.rowCount(.goals) == 2)
        #expect(model.session.isFocused(.goals, row: 1))
        let second = TextFieldBridge(model: model, field: .goals, row: 1)
        second.emptyBackspace()
        #expect(model.session.rowCount(.goals) == 1)
        #expect(model.session.isFocused(.goals, row: 0))
    }

    @Test func leavingAllFieldsBlursTheFocusedOneAndBeginningFocusesIt() {
        let model = FormModel<SignUp>(session: FormSession(today: Self.today))
        let confirmation = TextFieldBridge(model: model, field: .confirmation)
        confirmation.didBeginEditing()
        #expect(model.session.isFocused(.confirmation))
        confirmation.didEndEditing()
        #expect(model.session.focused == nil)
        // Another field's end of editing does not take focus from this one.
        confirmation.didBeginEditing()
        TextFieldBridge(model: model, field: .email).didEndEditing()
        #expect(model.session.isFocused(.confirmation))
    }

    @Test func theLayoutGroupsFieldsBySection() {
        let session = FormSession<Checkout>(today: Self.today)
        let groups = session.layout
        #expect(groups.map(\.sectionIndex) == [nil, 0, 1])
        #expect(groups.first?.fields == [.email, .pickup])
        #expect(session.section(of: groups[1])?.title == "Shipping")
        #expect(groups.flatMap(\.fields) == Array(Checkout.Field.allCases))
    }
}
