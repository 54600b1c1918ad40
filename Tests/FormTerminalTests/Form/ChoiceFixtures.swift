import FormRuntime
import FormSession
@testable import FormTerminal

/// A checkout-like form for the §13 tests: choices, a section hidden for
/// pickup and a field shown for one answer.
enum ChoiceFixtures {
    /// name (text); country (single choice, no default, required by the
    /// session); toppings (multiple, `required`); pickup (bool); section
    /// "Shipping" (visible when !pickup): street (text, required), zip (int);
    /// note (text?, visible when toppings contains olives).
    static let schema = FormSchema(
        name: "Checkout",
        title: "Checkout",
        fields: [
            FieldSchema(name: "name", type: FieldTypeRef(.text), label: "Name"),
            FieldSchema(name: "country", type: FieldTypeRef(.text), label: "Country", placeholder: "Pick a country", options: [
                ChoiceOption(id: "fr", label: "France"), ChoiceOption(id: "de", label: "Germany"),
                ChoiceOption(id: "ch", label: "Switzerland"), ChoiceOption(id: "ci", label: "Côte d’Ivoire"),
                ChoiceOption(id: "ec", label: "Équateur"),
            ]),
            FieldSchema(name: "toppings", type: FieldTypeRef(.text), label: "Toppings", requiredMessage: "Pick a topping", options: [
                ChoiceOption(id: "cheese", label: "Cheese"), ChoiceOption(id: "olives", label: "Olives"),
                ChoiceOption(id: "ham", label: "Ham"), ChoiceOption(id: "mushrooms", label: "Mushrooms"),
            ], allowsMultiple: true),
            FieldSchema(name: "pickup", type: FieldTypeRef(.bool), label: "Pickup"),
            FieldSchema(name: "street", type: FieldTypeRef(.text), label: "Street", requiredMessage: "Enter a street", sectionIndex: 0),
            FieldSchema(name: "zip", type: FieldTypeRef(.int), label: "ZIP", sectionIndex: 0),
            FieldSchema(name: "note", type: FieldTypeRef(.text, isOptional: true), label: "Olive note", hasVisibilityCondition: true),
        ],
        translations: ["ru": ["Germany": "Германия", "Switzerland": "Швейцария", "Shipping": "Доставка", "Country": "Страна"]],
        sections: [SectionSchema(title: "Shipping", caption: "Where we send your order", hasVisibilityCondition: true)]
    )

    static func isVisible(_ values: FormValues, _ name: String) -> Bool {
        switch name {
        case "street", "zip": values.bool("pickup") != true
        case "note": values.fields["toppings"]?.choicesValue?.contains("olives") == true
        default: true
        }
    }

    /// As generated code: hidden fields are not validated; `toppings`
    /// requires one option and `street` a text, on submit.
    static let validator = FormValidator(
        validate: { values, trigger in
            var errors: [FieldError<String>] = []
            guard trigger.evaluates(.submit) else { return errors }
            if values.fields["toppings"]?.choicesValue?.isEmpty ?? true {
                errors.append(FieldError(field: "toppings", cause: .required(message: "Pick a topping"), message: "Pick a topping"))
            }
            if isVisible(values, "street"), (values.text("street") ?? "").isEmpty {
                errors.append(FieldError(field: "street", cause: .required(message: "Enter a street"), message: "Enter a street"))
            }
            return errors
        },
        isEnabled: { _, _ in true },
        conditionallyEnabledFields: [],
        isVisible: { values, name in isVisible(values, name) },
        conditionallyVisibleFields: schema.conditionallyVisibleFieldNames
    )

    static let machine = FormMachine(schema: schema, locale: .enUS, validator: validator)

    /// A single choice of `count` options `Option 1`…, with a text after it.
    static func longChoice(_ count: Int) -> FormMachine<ValuesForm> {
        let schema = FormSchema(name: "Long", fields: [
            FieldSchema(name: "pick", type: FieldTypeRef(.text, isOptional: true), label: "Pick",
                        options: (1...count).map { ChoiceOption(id: "o\($0)", label: "Option \($0)") }),
            FieldSchema(name: "after", type: FieldTypeRef(.text), label: "After"),
        ])
        return FormMachine(schema: schema, locale: .enUS, validator: .permissive(schema))
    }

    static func index(_ name: String, in machine: FormMachine<ValuesForm> = machine) -> Int {
        machine.schema.fields.firstIndex { $0.name == name } ?? -1
    }

    static func focusedName(_ state: FormState<ValuesForm>, in machine: FormMachine<ValuesForm> = machine) -> String {
        machine.schema.fields[state.focus.field].name
    }

    /// The lines' texts as drawn.
    static func lines(_ state: FormState<ValuesForm>, in machine: FormMachine<ValuesForm> = machine) -> [String] {
        FormView(machine: machine).draw(state).frame.lines.map(\.text)
    }

    /// Tab until `name` is focused (at most 20 tabs).
    static func focus(_ name: String, _ state: FormState<ValuesForm>, in machine: FormMachine<ValuesForm> = machine) -> FormState<ValuesForm> {
        var state = state
        for _ in 0..<20 where focusedName(state, in: machine) != name {
            state = machine.update(state, .tab).0
        }
        return state
    }
}
