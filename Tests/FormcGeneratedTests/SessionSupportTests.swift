import AdversarialGenerated
import FormcGenerated
@_spi(Generated) import FormRuntime
import Foundation
import Testing

/// What generated models give a form session so that an edit costs the
/// same on 2 fields or 200 (issue 21 item 8; GeneratedForm+Session.swift),
/// checked against the whole-model API on every committed model: one field
/// stored from a value (`_FormcSet`, `_FormcSetRows`) is the model
/// `init(fieldValues:)` builds, one field's first message is the first
/// `validate` raises for it, readers and positions are what the spec says.
@Suite struct SessionSupportTests {
    /// Every generated model of `Generated/` and the adversarial specs.
    static let models: [any GeneratedForm.Type] = [
        Transfer.self, Booking.self, Checkout.self, DailyGoals.self, Intake.self, Membership.self,
        Nickname.self, PhoneSignIn.self, SignUp.self, Survey.self, Bestellung.self,
        Adversarial.self, EnumMemberNames.self, OptionNames.self,
    ]

    /// Values of every kind, the option identifiers of `field` among them
    /// (one of them unknown), and `.none`.
    static func candidates(for field: FieldSchema) -> [FieldValue] {
        var values: [FieldValue] = [
            .none, .text(""), .text("hello"), .int(0), .int(42), .decimal(Decimal(string: "4.25") ?? 0), .bool(true), .bool(false),
            .date(FormDate(checkedYear: 2020, month: 2, day: 29)), .month(FormMonth(checkedYear: 2031, month: 12)),
            .choice("noSuchOption"), .choices([]), .choices(["noSuchOption"]),
        ]
        let ids = field.options.map(\.id)
        values += ids.map(FieldValue.choice)
        if !ids.isEmpty { values += [.choices(ids), .choices(Array(ids.reversed().prefix(1)))] }
        return values
    }

    /// Rows of every kind for a list, mixed kinds included.
    static let rowCandidates: [[FieldValue]] = [
        [], [.text("a"), .text("")], [.int(3), .decimal(1.5), .text("x")], [.bool(true), .none],
        [.date(FormDate(checkedYear: 1999, month: 1, day: 2)), .month(FormMonth(checkedYear: 2000, month: 3))],
    ]

    /// A model in which every field holds a value of its own kind that is
    /// not its default, so that a wrong value must reset it.
    static func filled<Form: GeneratedForm>(_ type: Form.Type) -> Form {
        var values = FormValues()
        for field in Form.schema.fields {
            if field.kind == .list {
                values.lists[field.name] = [.text("row"), .int(7), .decimal(7.5), .bool(true), .date(FormDate(checkedYear: 2001, month: 1, day: 1))]
                continue
            }
            switch field.type.base {
            case .text: values.fields[field.name] = .text("filled")
            case .int: values.fields[field.name] = .int(-5)
            case .decimal: values.fields[field.name] = .decimal(Decimal(string: "-5.5") ?? 0)
            case .bool: values.fields[field.name] = .bool(true)
            case .date: values.fields[field.name] = .date(FormDate(checkedYear: 2010, month: 10, day: 10))
            case .month: values.fields[field.name] = .month(FormMonth(checkedYear: 2010, month: 10))
            case .choice:
                let ids = field.options.map(\.id)
                values.fields[field.name] = field.allowsMultiple ? .choices(ids) : ids.last.map(FieldValue.choice) ?? .none
            }
        }
        return Form(fieldValues: values)
    }

    /// `_FormcSet`/`_FormcSetRows` of one field give the model
    /// `init(fieldValues:)` builds from the values with that field replaced:
    /// every kind (text, optionals, int, decimal, date, month, single and
    /// multiple choice, bool, list) from a blank and from a filled model,
    /// with values of its own kind, of other kinds and `.none`.
    @Test(arguments: 0..<models.count)
    func settingOneFieldIsTheModelBuiltFromItsValues(model: Int) {
        func check<Form: GeneratedForm>(_ type: Form.Type) {
            for start in [Form(fieldValues: FormValues()), Self.filled(Form.self)] {
                for field in Form.Field.allCases {
                    guard let schema = Form.schema.fields.first(where: { $0.name == field.rawValue }) else {
                        Issue.record("\(Form.self).\(field.rawValue) is not in the schema")
                        continue
                    }
                    if schema.kind == .list {
                        for rows in Self.rowCandidates {
                            var values = start.fieldValues
                            values.lists[schema.name] = rows
                            var stored = start
                            stored._FormcSetRows(field, to: rows)
                            #expect(stored == Form(fieldValues: values), "\(Form.self).\(schema.name) ← \(rows)")
                            var untouched = start
                            untouched._FormcSet(field, to: .text("x"))
                            #expect(untouched == start, "a list is not set by _FormcSet")
                        }
                        continue
                    }
                    for value in Self.candidates(for: schema) {
                        var values = start.fieldValues
                        values.fields[schema.name] = value
                        var stored = start
                        stored._FormcSet(field, to: value)
                        #expect(stored == Form(fieldValues: values), "\(Form.self).\(schema.name) ← \(value)")
                    }
                    var untouched = start
                    untouched._FormcSetRows(field, to: [.text("x")])
                    #expect(untouched == start, "a plain field is not set by _FormcSetRows")
                }
            }
        }
        check(Self.models[model])
    }

    /// `_FormcFirstCause` is the cause of the first error `validate` raises for the
    /// field, for every trigger, with and without unanswered fields.
    @Test(arguments: 0..<models.count)
    func oneFieldsFirstMessageIsTheFirstTheWholeFormRaisesForIt(model: Int) {
        func check<Form: GeneratedForm>(_ type: Form.Type) {
            let today = FormDate(checkedYear: 2026, month: 6, day: 15)
            let needsAnswer = Set(Form.Field.allCases.filter { field in
                Form.schema.fields.first { $0.name == field.rawValue }?.needsAnswer == true
            })
            for start in [Form(fieldValues: FormValues()), Self.filled(Form.self)] {
                var model = start
                for trigger in ValidationTrigger.allCases {
                    for unanswered in [[], needsAnswer] {
                        let errors = model.validate(on: trigger, today: today, unanswered: unanswered)
                        for field in Form.Field.allCases {
                            let expected = errors.first { $0.field == field }?.cause
                            #expect(model._FormcFirstCause(field, on: trigger, today: today, unanswered: unanswered) == expected,
                                    "\(Form.self).\(field.rawValue) on \(trigger)")
                            #expect(model == start, "_FormcFirstCause changes nothing")
                        }
                    }
                }
            }
        }
        check(Self.models[model])
    }

    /// `_FormcIndex` is each field's position in the schema.
    @Test(arguments: 0..<models.count)
    func eachFieldsIndexIsItsSchemaPosition(model: Int) {
        func check<Form: GeneratedForm>(_ type: Form.Type) {
            for field in Form.Field.allCases {
                #expect(Form._FormcIndex(of: field) == Form.schema.fields.firstIndex { $0.name == field.rawValue })
            }
        }
        check(Self.models[model])
    }

    /// Readers as the specs write them: `departure`'s conditions read
    /// `arrival` (specs/booking.form); a section's `visible when` makes every
    /// field of the section a reader (specs/checkout.form), and so does an
    /// `enabled when` (specs/goals.form); a field's reading of itself is not
    /// listed; a field nothing reads has none.
    @Test func readersAreTheFieldsWhoseConditionsReadAField() {
        #expect(Checkout._FormcReaders(of: .pickup) == [.street, .city, .country, .canton])
        #expect(Checkout._FormcReaders(of: .country) == [.canton])
        #expect(DailyGoals._FormcReaders(of: .remind) == [.reminderHour])
        #expect(Booking._FormcReaders(of: .arrival) == [.departure])
        #expect(Booking._FormcReaders(of: .departure) == [])
        #expect(Booking._FormcReaders(of: .cardNumber) == [])
        #expect(SignUp._FormcReaders(of: .password) == [.confirmation])
        for field in SignUp.Field.allCases {
            #expect(SignUp._FormcReaders(of: field)?.contains(field) == false)
        }
    }
}
