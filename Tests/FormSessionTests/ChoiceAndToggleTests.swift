import AdversarialGenerated
import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// Choices, multiple choices, toggles and reveal (LANGUAGE.md §8, §13).
@Suite struct ChoiceAndToggleTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func toggledOptionsAreKeptInOptionOrder() {
        var session = FormSession<Survey>(today: Self.today)
        session.toggle(.channels, .other)
        session.toggle(.channels, .friend)
        #expect(session.model.channels == [.friend, .other])
        #expect(session.text(.channels) == "A friend, Somewhere else")
        #expect(session.isVisible(.otherChannel))
        session.toggle(.channels, .other)
        #expect(session.model.channels == [.friend])
        #expect(!session.isVisible(.otherChannel))
    }

    /// LANGUAGE.md §18's calls compile as written: the generated tokens
    /// (`ChoiceField`) tell Swift each field's option type, so the option
    /// needs no type name; the spelling with the type name still compiles
    /// and does the same.
    @Test func thePinnedCallsCompileAsWritten() {
        var session = FormSession<Intake>(today: Self.today)
        session.select(.country, .ch)
        session.toggle(.extras, .gift)
        session.set(.agree, true)
        session.select(.sex, .male)
        #expect(session.model.country == .ch && session.model.extras == [.gift] && session.model.agree && session.model.sex == .male)
        var named = FormSession<Intake>(today: Self.today)
        named.select(.country, Intake.Country.ch)
        named.toggle(.extras, Intake.Extras.gift)
        named.set(.agree, true)
        named.select(.sex, Intake.Sex.male)
        #expect(named.model == session.model)
        session.toggle(.extras, .gift)
        #expect(session.model.extras.isEmpty)
    }

    /// A token is its field; selecting through one is selecting by identifier.
    @Test func aTokenNamesItsField() {
        #expect(ChoiceField<Intake, Intake.Country>.country.field == .country)
        #expect(ChoiceField<Intake, [Intake.Extras]>.extras.field == .extras)
        #expect(ChoiceField<Survey, [Survey.Channels]>.channels.field == .channels)
    }

    @Test func theFilterIgnoresCaseAndAccents() {
        var session = FormSession<Intake>(today: Self.today)
        session.setFilter(.country, "OSTER")
        #expect(session.options(.country).map(\.id) == ["at"])
        session.setFilter(.country, "AN")
        #expect(session.options(.country).map(\.id) == ["fr", "de", "ch"])
        session.setFilter(.country, "xyz")
        #expect(session.options(.country).isEmpty)
        session.setFilter(.country, "")
        #expect(session.options(.country).count == 4)
    }

    @Test func anOptionalChoiceCanBeClearedButARequiredOneCannot() {
        var session = FormSession<Survey>(today: Self.today)
        session.select(.rating, Survey.Rating.low)
        #expect(session.isVisible(.comment))
        session.clearSelection(.rating)
        #expect(session.model.rating == nil)
        var intake = FormSession<Intake>(today: Self.today)
        intake.select(.sex, Intake.Sex.male)
        intake.clearSelection(.sex)
        #expect(intake.model.sex == .male)
        #expect(intake.isAnswered(.sex))
    }

    @Test func revealTogglesOnlySecureToggleFields() {
        var session = FormSession<SignUp>(today: Self.today)
        session.replace(.password, utf16: 0..<0, with: "secret")
        session.toggleReveal(.password)
        #expect(session.isRevealed(.password))
        #expect(session.focused?.field == .password)
        #expect(session.caret(.password) == 6)
        session.toggleReveal(.confirmation)
        #expect(!session.isRevealed(.confirmation))
    }

    @Test func aDisabledFieldIsNotEdited() {
        var session = FormSession<DailyGoals>(today: Self.today)
        session.set(.remind, false)
        #expect(!session.isEnabled(.reminderHour))
        let edit = session.replace(.reminderHour, utf16: 0..<0, with: "7")
        #expect(edit.text.isEmpty)
        #expect(session.model.reminderHour == nil)
        session.set(.remind, true)
        session.replace(.reminderHour, utf16: 0..<0, with: "7")
        #expect(session.model.reminderHour == 7)
    }

    @Test func focusOrderSkipsHiddenFieldsAndWalksListRows() {
        var session = FormSession<Checkout>(today: Self.today)
        #expect(session.focusOrder == [.email, .pickup, .street, .city, .country, .card])
        session.set(.pickup, true)
        #expect(session.focusOrder == [.email, .pickup, .card])
        session.focusNext()
        #expect(session.focused?.field == .card)
        let moved = session.focusNext()
        #expect(!moved)
        session.focusPrevious()
        #expect(session.focused?.field == .pickup)
    }
}

/// Section headings follow visibility (LANGUAGE.md §13).
@Suite struct SectionTests {
    @Test func aHeadingIsDrawnAboveTheFirstVisibleFieldOfItsSection() {
        var session = FormSession<Checkout>(today: FormDate(checkedYear: 2026, month: 11, day: 25))
        #expect(session.heading(above: .street)?.title == "Shipping")
        #expect(session.heading(above: .city) == nil)
        #expect(session.section(of: .city)?.title == "Shipping")
        #expect(session.heading(above: .card)?.title == "Payment")
        #expect(session.heading(above: .email) == nil)
        session.set(.pickup, true)
        #expect(session.heading(above: .street) == nil)
        #expect(session.section(of: .street)?.caption == "Where we send your order")
    }
}

/// A field whose own `visible when` reads it (`visible when !(members
/// contains .String)`): the session re-evaluates it after its own edit. The
/// per-field path re-evaluated only the *other* fields that read the edited
/// one, so the field stayed visible (found by `ValuesFormDifferentialTests`).
@Suite struct SelfReadingConditionTests {
    @Test func aFieldHiddenByItsOwnValueIsHidden() {
        var session = FormSession<OptionNames>(today: FormDate(checkedYear: 2026, month: 11, day: 25))
        #expect(session.isVisible(.members))
        session.toggle(.members, id: "String")
        #expect(session.selection(.members).contains("String"))
        let visible = session.isVisible(.members)
        #expect(!visible, "members contains .String: hidden by its own visible when")
    }
}
