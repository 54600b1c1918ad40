import Foundation
import Testing
@testable import FormCodegen

/// `enabled when` and `visible when` that read `today` (LANGUAGE.md §14):
/// the generated `isEnabled(_:today:)` and `isVisible(_:today:)` answer for
/// the date given, as `validate(on:today:)` does, and are what the
/// `GeneratedForm` protocol calls; forms that do not read `today` answer
/// them through the runtime's defaults.
@Suite struct TodayConditionAPITests {
    static let spec = """
    form Trip {
        field departure: date { label "Departure" }
        field seat: text? {
            label "Seat"
            enabled when departure <= today
            error "Pick a seat" when length < 1
        }
        field meal: text? {
            label "Meal"
            visible when days(today, departure) < 7
        }
    }
    form Plain {
        field isOpen: bool { label "Open" }
        field note: text? { label "Note"; enabled when isOpen; visible when isOpen }
    }
    """

    static let main = """
    func check(_ ok: Bool, _ what: String) { if !ok { fatalError(what) } }
    func enabled<F: GeneratedForm>(_ model: F, _ field: F.Field, _ today: FormDate) -> Bool { model.isEnabled(field, today: today) }
    func visible<F: GeneratedForm>(_ model: F, _ field: F.Field, _ today: FormDate) -> Bool { model.isVisible(field, today: today) }
    let before = FormDate(checkedYear: 2026, month: 11, day: 1)
    let after = FormDate(checkedYear: 2026, month: 12, day: 1)
    var trip = Trip(departure: FormDate(checkedYear: 2026, month: 11, day: 10), seat: "")
    check(!trip.isEnabled(.seat, today: before) && trip.isEnabled(.seat, today: after), "enabled when reads the given today")
    check(!enabled(trip, .seat, before) && enabled(trip, .seat, after), "through the protocol, the form's own answer")
    check(trip.validate(on: .change, today: before).isEmpty, "a disabled field is not validated")
    check(trip.validate(on: .change, today: after).map(\\.message) == ["Pick a seat"], "validate and isEnabled agree on today")
    check(!visible(trip, .meal, before) && visible(trip, .meal, after), "visible when reads the given today")
    trip.departure = FormDate(checkedYear: 3000, month: 1, day: 1)
    check(!trip.isEnabled(.seat) && !trip.isVisible(.meal), "without a date: the current one")
    var plain = Plain()
    check(!enabled(plain, .note, before) && !visible(plain, .note, before), "defaults forward to isEnabled(_:)/isVisible(_:)")
    plain.isOpen = true
    check(enabled(plain, .note, before) && visible(plain, .note, after), "defaults forward when open")
    func validated<F: GeneratedForm>(_ model: F, _ today: FormDate?) -> [String] {
        (today.map { model.validate(on: .submit, today: $0) } ?? model.validate(on: .submit)).map { $0.message }
    }
    plain.note = ""
    check(plain.validate(on: .submit, today: before) == plain.validate(on: .submit), "validate(on:today:) forwards to validate(on:)")
    let fresh = Trip(departure: FormDate(checkedYear: 2026, month: 11, day: 10), seat: "")
    check(validated(plain, before) == validated(plain, nil) && validated(fresh, after) == ["Pick a seat"], "through the protocol")
    check(validated(fresh, before).isEmpty, "the protocol's validate(on:today:) is the form's")
    print("ok")
    """

    @Test func todayVariantsAnswerForTheDateGiven() throws {
        guard let output = try GeneratedProgram.run(specs: ["trip.form": Self.spec], main: Self.main) else { return }
        #expect(output == "ok\n")
    }

    @Test func onlyFormsThatReadTodayGetTheVariants() throws {
        let files = try GeneratedProgram.generate(["trip.form": Self.spec])
        let model = try #require(files.first { $0.name == "trip.swift" }?.content)
        #expect(model.components(separatedBy: "func isEnabled(_ field: Field, today: FormRuntime.FormDate) -> Swift.Bool").count == 2, "Trip only")
        #expect(model.components(separatedBy: "func isVisible(_ field: Field, today: FormRuntime.FormDate) -> Swift.Bool").count == 2, "Trip only")
        // Only Trip's validator reads the clock; Plain's checks are in validate(on:).
        #expect(model.components(separatedBy: "today: FormRuntime.FormDate = .today()").count == 2, "Trip only")
        #expect(model.components(separatedBy: "public func validate(on trigger: FormRuntime.ValidationTrigger = .submit) -> [FormRuntime.FieldError<Field>] {").count == 2, "Plain only")
        #expect(model.components(separatedBy: """
            public func validate(
                    on trigger: FormRuntime.ValidationTrigger = .submit,
                    today: FormRuntime.FormDate
                ) -> [FormRuntime.FieldError<Field>] {
            """).count == 2, "Plain only")
    }
}
