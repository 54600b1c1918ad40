import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// The text-field bridge driven by UIKit's callbacks in the order UIKit
/// sends them, for each way text reaches a field (issue #29 item 5):
/// pinyin, kana, Hangul, dictation, autocorrection, a QuickType
/// suggestion, paste and a tap. Each sequence is written from Apple's
/// documentation, cited above it, and from the platform's behaviour that
/// documentation describes; none was recorded on a device here (docs/SWIFTUI.md).
/// UIKit documents no order between `textFieldDidChangeSelection(_:)` and
/// `.editingChanged`, nor between `textFieldDidBeginEditing(_:)` and the
/// selection a tap sets, so every sequence runs in both orders.
///
/// Pages cited:
/// - [shouldChange]: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
///   "The text field calls this method whenever user actions cause its text to change";
///   the replacement "normally contains only the single new character that was typed,
///   but it may contain more characters if the user is pasting text".
/// - [markedTextRange]: https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
///   "Marked text is provisionally inserted text that requires user confirmation; it occurs
///   in multistage text input. The current selection … always occurs within the marked text."
/// - [setMarkedText]: https://developer.apple.com/documentation/uikit/uitextinput/setmarkedtext(_:selectedrange:)
///   "Setting marked text either replaces the existing marked text or, if none is present,
///   inserts it in place of the current selection."
/// - [editingChanged]: https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
///   "A touch making an editing change in a text field."
/// - [didChangeSelection]: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
///   "Tells the delegate when the text selection changes in the specified text field."
/// - [primaryLanguage]: https://developer.apple.com/documentation/uikit/uitextinputmode/primarylanguage
///   "a BCP 47 language code such as “es”, “en-US”, or “fr-CA”" (of `UIResponder.textInputMode`,
///   https://developer.apple.com/documentation/uikit/uiresponder/textinputmode).
/// - [dictation]: https://developer.apple.com/documentation/uikit/uitextinput/insertdictationresult(_:)
///   "If you do not implement this method, iOS inserts the most likely interpretation of the
///   dictated phrase" (a `UITextField` does not: the system inserts the text itself).
/// - [autocorrection]: https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
///   "the text object tracks unknown words and suggests a more suitable replacement candidate
///   to the user, replacing the typed text automatically".
/// - [inlinePrediction]: https://developer.apple.com/documentation/uikit/uitextinputtraits/inlinepredictiontype
///   (system-provided text suggestions while typing; QuickType's bar offers the same).
@MainActor
@Suite struct BindingUIKitSequenceTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)
    static let pinyin = TextInputEvents.Keyboard(primaryLanguage: "zh-Hans")
    static let kana = TextInputEvents.Keyboard(primaryLanguage: "ja-JP")
    static let hangul = TextInputEvents.Keyboard(primaryLanguage: "ko-KR")
    static let english = TextInputEvents.Keyboard(primaryLanguage: "en-US")

    /// A focused field of a fresh session of `Form`.
    static func field<Form: GeneratedForm>(
        _ form: Form.Type, _ field: Form.Field, keyboard: TextInputEvents.Keyboard, selectionFirst: Bool
    ) -> SimulatedUITextField<Form> {
        let model = FormModel<Form>(session: FormSession(locale: .enUS, today: today))
        model.focus(field)
        return SimulatedUITextField(TextFieldBridge(model: model, field: field), keyboard: keyboard, selectionFirst: selectionFirst)
    }

    // MARK: - Pinyin

    /// [markedTextRange], [setMarkedText], [shouldChange], [editingChanged]:
    /// the first pinyin keystroke is proposed while `markedTextRange` is
    /// still nil and becomes marked text only if the delegate lets the
    /// system make it; a candidate replaces the marked text. The Chinese
    /// keyboard's candidate bar can insert its choice without asking the
    /// delegate, and `.editingChanged` still reports it.
    @Test(arguments: [false, true])
    func pinyinComposesFromTheFirstKeystrokeAndCommitsThroughTheChain(selectionFirst: Bool) {
        let field = Self.field(Nickname.self, .nickname, keyboard: Self.pinyin, selectionFirst: selectionFirst)
        let session = { field.bridge.model.session }
        field.propose(0..<0, "n", then: "[n|]")
        // The composition the input method began is open: nothing was written back.
        #expect(session().markedRange(.nickname) == 0..<1)
        #expect(field.shown == ShownText("[n|]"))
        field.propose(0..<1, "ni", then: "[ni|]")
        #expect(session().text(.nickname) == "ni" && session().markedRange(.nickname) == 0..<2)
        field.propose(0..<2, "你", then: "你|")
        #expect(session().markedRange(.nickname) == nil)
        #expect(session().model.nickname == "你")
        field.propose(1..<1, "h", then: "你[h|]")
        field.propose(1..<2, "hao", then: "你[hao|]")
        #expect(session().markedRange(.nickname) == 1..<4)
        // A candidate tapped on the bar: no delegate call, .editingChanged only.
        field.systemChanges(to: "你好|")
        #expect(session().model.nickname == "你好")
        #expect(session().caret(.nickname) == 2)
        #expect(field.textWrites == 0, "the field was written while the input method owned it")
        #expect(field.shown == ShownText("你好|"))
    }

    /// [markedTextRange]: the marked text is provisional, so `limit(10)`
    /// never cuts it; the commit goes through the chain and the field is
    /// written once, after the composition ended.
    @Test(arguments: [false, true])
    func pinyinAtTheLimitIsCutOnlyWhenCommitted(selectionFirst: Bool) {
        let field = Self.field(Nickname.self, .nickname, keyboard: Self.english, selectionFirst: selectionFirst)
        field.propose(0..<0, "123456789", then: "123456789|")
        field.keyboard = Self.pinyin
        field.propose(9..<9, "n", then: "123456789[n|]")
        field.propose(9..<10, "nihao", then: "123456789[nihao|]")
        #expect(field.bridge.model.session.text(.nickname) == "123456789nihao")
        #expect(field.textWrites == 0)
        field.propose(9..<14, "你好", then: "123456789你好|")
        #expect(field.bridge.model.session.model.nickname == "123456789你")
        #expect(field.shown == ShownText("123456789你|"))
        #expect(field.textWrites == 1)
    }

    /// [setMarkedText], [shouldChange]: backspace while composing deletes
    /// marked letters; deleting the last one ends the composition with
    /// nothing committed, and the text is what it was before it.
    @Test(arguments: [false, true])
    func pinyinDeletedLetterByLetterCancelsTheComposition(selectionFirst: Bool) {
        let field = Self.field(Nickname.self, .nickname, keyboard: Self.pinyin, selectionFirst: selectionFirst)
        field.propose(0..<0, "Li", then: "Li|")
        field.propose(2..<2, "n", then: "Li[n|]")
        field.propose(2..<3, "ni", then: "Li[ni|]")
        field.propose(2..<4, "n", then: "Li[n|]")
        field.propose(2..<3, "", then: "Li|")
        let session = field.bridge.model.session
        #expect(session.text(.nickname) == "Li" && session.markedRange(.nickname) == nil)
        #expect(session.model.nickname == "Li")
        #expect(field.shown == ShownText("Li|"))
    }

    // MARK: - Kana

    /// [markedTextRange], [setMarkedText]: romaji become kana in the marked
    /// text, the space bar converts it (the marked text is replaced), and
    /// Return confirms it: the input method takes that Return, so
    /// `textFieldShouldReturn` is not called, and the field unmarks its text.
    @Test(arguments: [false, true])
    func kanaConvertedAndConfirmedByReturnIsOneCommit(selectionFirst: Bool) {
        let field = Self.field(Nickname.self, .nickname, keyboard: Self.kana, selectionFirst: selectionFirst)
        field.propose(0..<0, "k", then: "[k|]")
        field.propose(0..<1, "か", then: "[か|]")
        field.propose(0..<1, "かn", then: "[かn|]")
        field.propose(0..<2, "かな", then: "[かな|]")
        field.propose(0..<2, "仮名", then: "[仮名|]")
        #expect(field.bridge.model.session.markedRange(.nickname) == 0..<2)
        field.systemChanges(to: "仮名|")
        #expect(field.returnCalls == 0)
        #expect(field.bridge.model.session.markedRange(.nickname) == nil)
        #expect(field.bridge.model.session.model.nickname == "仮名")
        #expect(field.textWrites == 0)
    }

    /// The same confirmation by an input method that unmarks its text
    /// without `.editingChanged`: the next callback (here the next
    /// keystroke, which begins a new composition) finds the field no longer
    /// composing and commits the old one first.
    @Test(arguments: [false, true])
    func aCompositionUnmarkedSilentlyIsCommittedByTheNextCallback(selectionFirst: Bool) {
        let field = Self.field(Nickname.self, .nickname, keyboard: Self.kana, selectionFirst: selectionFirst)
        field.propose(0..<0, "か", then: "[か|]")
        field.propose(0..<1, "仮名", then: "[仮名|]")
        field.systemChanges(to: "仮名|", editingChanged: false)
        field.propose(2..<2, "さ", then: "仮名[さ|]")
        let session = field.bridge.model.session
        #expect(session.text(.nickname) == "仮名さ")
        #expect(session.markedRange(.nickname) == 2..<3)
        field.propose(2..<3, "さ", then: "仮名さ|")
        #expect(field.bridge.model.session.model.nickname == "仮名さ")
    }

    // MARK: - Hangul

    /// [shouldChange]: iOS's Korean keyboard builds a syllable by replacing
    /// the one before it, with no marked text: each jamo is a proposal over
    /// the last character. Writing the field would reset the keyboard's
    /// syllable, so the system edits and the field is written only when
    /// the chain changes what it shows (`limit(10)` here, at the end).
    @Test(arguments: [false, true])
    func hangulSyllablesAreBuiltByTheKeyboardAndWrittenOnlyWhenTheChainDiffers(selectionFirst: Bool) {
        let field = Self.field(Nickname.self, .nickname, keyboard: Self.hangul, selectionFirst: selectionFirst)
        field.propose(0..<0, "ㅎ", then: "ㅎ|")
        field.propose(0..<1, "하", then: "하|")
        field.propose(0..<1, "한", then: "한|")
        field.propose(0..<1, "하나", then: "하나|")
        #expect(field.bridge.model.session.model.nickname == "하나")
        #expect(field.textWrites == 0, "the field was written and the keyboard's syllable reset")
        field.propose(2..<2, "1234567", then: "하나1234567|")
        field.propose(9..<9, "ㄱ", then: "하나1234567ㄱ|")
        field.propose(9..<10, "가", then: "하나1234567가|")
        field.propose(9..<10, "가나", then: "하나1234567가나|")
        #expect(field.bridge.model.session.model.nickname == "하나1234567가")
        #expect(field.shown == ShownText("하나1234567가|"))
        #expect(field.textWrites == 1)
    }

    // MARK: - Dictation

    /// [dictation], [editingChanged]: a `UITextField` lets the system insert
    /// the dictated phrase, asking no delegate; the phrase may be replaced as
    /// recognition refines it. The session takes each change through its
    /// chain (`lowercase` here) and the field shows the result.
    @Test(arguments: [false, true])
    func dictationIsTakenThroughTheChainWithoutADelegateCall(selectionFirst: Bool) {
        let field = Self.field(SignUp.self, .email, keyboard: Self.english, selectionFirst: selectionFirst)
        field.systemChanges(to: "Ann|")
        #expect(field.shown == ShownText("ann|"))
        field.systemChanges(to: "ann@Example.com|")
        #expect(field.bridge.model.session.model.email == "ann@example.com")
        #expect(field.shown == ShownText("ann@example.com|"))
    }

    // MARK: - Autocorrection and QuickType

    /// [autocorrection], [shouldChange]: the space after an unknown word is
    /// typed, then the word is replaced by the correction. The chain takes
    /// both exactly as proposed, so the delegate lets the system make them
    /// and the field is never written (the keyboard keeps its state: undo
    /// of the correction stays possible).
    @Test(arguments: [false, true])
    func anAutocorrectionIsAReplacementTheSessionTakesAsProposed(selectionFirst: Bool) {
        let field = Self.field(Transfer.self, .note, keyboard: Self.english, selectionFirst: selectionFirst)
        field.propose(0..<0, "t", then: "t|")
        field.propose(1..<1, "e", then: "te|")
        field.propose(2..<2, "h", then: "teh|")
        field.propose(3..<3, " ", then: "teh |")
        field.propose(0..<3, "the", then: "the |")
        #expect(field.bridge.model.session.model.note == "the ")
        #expect(field.bridge.model.session.caret(.note) == 4)
        #expect(field.shown == ShownText("the |"), "drawing moved the caret")
        #expect(field.textWrites == 0)
    }

    /// [inlinePrediction], [shouldChange]: a QuickType suggestion replaces
    /// the word being typed, with a space after it.
    @Test(arguments: [false, true])
    func aQuickTypeSuggestionReplacesTheWordBeingTyped(selectionFirst: Bool) {
        let field = Self.field(Transfer.self, .note, keyboard: Self.english, selectionFirst: selectionFirst)
        field.propose(0..<0, "Re", then: "Re|")
        field.propose(0..<2, "Rent ", then: "Rent |")
        #expect(field.bridge.model.session.model.note == "Rent ")
        #expect(field.shown == ShownText("Rent |"))
        #expect(field.textWrites == 0)
    }

    // MARK: - Paste

    /// [shouldChange]: a paste is one proposal with the whole text; the
    /// mask formats it and the field shows the session's answer. With a
    /// Chinese keyboard up the system pastes and the session's answer is
    /// written once `.editingChanged` brought it.
    @Test(arguments: [false, true])
    func aPasteIsFormattedByTheChainWhateverTheKeyboard(selectionFirst: Bool) {
        for keyboard in [Self.english, Self.pinyin] {
            let field = Self.field(PhoneSignIn.self, .phone, keyboard: keyboard, selectionFirst: selectionFirst)
            field.propose(0..<0, "999 123-45-67", then: "999 123-45-67|")
            #expect(field.bridge.model.session.model.phone == "+7-999-123-45-67", "\(keyboard)")
            #expect(field.shown == ShownText("+7-999-123-45-67|"), "\(keyboard)")
            #expect(field.textWrites == 1, "\(keyboard)")
        }
    }

    // MARK: - Tap

    /// [didChangeSelection]: a tap places the caret where it lands, in the
    /// field being edited and in one that is not yet (which becomes first
    /// responder first); the next keystroke goes there, and drawing never
    /// moves the caret back to the end. A drag's selection is kept.
    @Test(arguments: [false, true])
    func aTapPlacesTheSessionsCaretWhereItLands(selectionFirst: Bool) {
        let model = FormModel<Transfer>(session: FormSession(locale: .enUS, today: Self.today))
        model.focus(.note)
        _ = model.replace(.note, utf16: 0..<0, with: "Hello world")
        model.focus(.amount)
        let field = SimulatedUITextField(TextFieldBridge(model: model, field: .note), keyboard: Self.english, selectionFirst: selectionFirst)
        field.beginEditing(tapAt: 5)
        #expect(model.session.isFocused(.note))
        #expect(model.session.caret(.note) == 5)
        #expect(field.shown == ShownText("Hello| world"))
        field.propose(5..<5, ",", then: "Hello,| world")
        #expect(model.session.model.note == "Hello, world")
        field.tap(0..<0)
        #expect(model.session.caret(.note) == 0)
        field.tap(7..<12)
        #expect(model.session.caret(.note) == 12)
        #expect(field.shown == ShownText("Hello, {world}"), "drawing kept the selection")
        #expect(field.textWrites == 0)
    }

    /// The coordinator's own writes move the selection too; those reports
    /// are not taken as the person's (a mask's answer puts the caret after
    /// its literals, and setting the text first reports the end).
    @Test func theSelectionReportsOfTheCoordinatorsOwnWritesAreIgnored() {
        let field = Self.field(PhoneSignIn.self, .phone, keyboard: Self.english, selectionFirst: true)
        field.propose(0..<0, "9", then: "9|")
        #expect(field.bridge.model.session.caret(.phone) == 4)
        field.propose(4..<4, "9", then: "+7-99|")
        field.tap(3..<3)
        field.propose(3..<3, "1", then: "+7-1|99")
        #expect(field.bridge.model.session.text(.phone) == "+7-199")
        #expect(field.shown == ShownText("+7-1|99"))
    }
}
