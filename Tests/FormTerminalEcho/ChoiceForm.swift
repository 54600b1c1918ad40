// `FormTerminalEcho --choice-form`: a hand-built form with choices, a section
// and `visible when` (LANGUAGE.md §13) run by the real interactive driver,
// so the widget is tested in a terminal without needing a spec parser.
// Prints `VALUES:name=value;…` (fields in schema order) on submit.
import FormRuntime
import FormSession
import FormTerminal

/// country (single, no default), toppings (multiple, required), pickup
/// (bool), section "Shipping" (visible when !pickup) with street (text,
/// required), note (text?, visible when toppings contains olives).
func choiceFormMachine() -> FormMachine<ValuesForm> {
    let schema = FormSchema(
        name: "Order",
        title: "Order",
        fields: [
            FieldSchema(name: "country", type: FieldTypeRef(.text), label: "Country", placeholder: "Pick a country", options: [
                ChoiceOption(id: "fr", label: "France"), ChoiceOption(id: "de", label: "Germany"),
                ChoiceOption(id: "ch", label: "Switzerland"), ChoiceOption(id: "ci", label: "Côte d’Ivoire"),
                ChoiceOption(id: "ec", label: "Équateur"),
            ]),
            FieldSchema(name: "toppings", type: FieldTypeRef(.text), label: "Toppings", requiredMessage: "Pick a topping", options: [
                ChoiceOption(id: "cheese", label: "Cheese"), ChoiceOption(id: "olives", label: "Olives"),
                ChoiceOption(id: "ham", label: "Ham"), ChoiceOption(id: "mushrooms", label: "Mushrooms"),
            ], allowsMultiple: true),
            FieldSchema(name: "pickup", type: FieldTypeRef(.bool), label: "Pick up in store"),
            FieldSchema(name: "street", type: FieldTypeRef(.text), label: "Street", requiredMessage: "Enter a street", sectionIndex: 0),
            FieldSchema(name: "note", type: FieldTypeRef(.text, isOptional: true), label: "Olive note", hasVisibilityCondition: true),
        ],
        sections: [SectionSchema(title: "Shipping", caption: "Where we send your order", hasVisibilityCondition: true)]
    )
    let isVisible: @Sendable (FormValues, String) -> Bool = { values, name in
        switch name {
        case "street": values.bool("pickup") != true
        case "note": values.fields["toppings"]?.choicesValue?.contains("olives") == true
        default: true
        }
    }
    let validator = FormValidator(
        validate: { values, trigger in
            guard trigger.evaluates(.submit) else { return [] }
            var errors: [FieldError<String>] = []
            if values.fields["toppings"]?.choicesValue?.isEmpty ?? true { errors.append(FieldError(field: "toppings", cause: .required(message: "Pick a topping"), message: "Pick a topping")) }
            if isVisible(values, "street"), (values.text("street") ?? "").isEmpty {
                errors.append(FieldError(field: "street", cause: .required(message: "Enter a street"), message: "Enter a street"))
            }
            return errors
        },
        isEnabled: { _, _ in true },
        conditionallyEnabledFields: [],
        isVisible: isVisible,
        conditionallyVisibleFields: schema.conditionallyVisibleFieldNames
    )
    return FormMachine(schema: schema, locale: .enUS, validator: validator)
}

/// Runs the choice form on `session`; the exit status (0 submitted, 130 cancelled).
func runChoiceForm(session: TerminalSession) throws -> Int32 {
    let machine = choiceFormMachine()
    guard let values = try InteractiveForm.run(machine: machine, state: machine.initialState(), session: session)?.values else {
        print("CANCEL")
        return 130
    }
    let shown = machine.schema.fields.map { field -> String in
        let value: String
        switch values.fields[field.name] {
        case .choice(let id)?: value = id
        case .choices(let ids)?: value = ids.joined(separator: ",")
        case .text(let text)?: value = text
        case .bool(let flag)?: value = String(flag)
        default: value = "-"
        }
        return field.name + "=" + value
    }
    print("VALUES:" + shown.joined(separator: ";"))
    return 0
}
