import FormRuntime
import FormSession
@testable import FormTerminal

/// Small forms and validators for the state machine's tests.
enum FormFixtures {
    static let locale = LocaleRules.enUS

    /// name (text, required, change: length < 2), pin (secure toggle),
    /// code (mask #-#), agree (bool), age (int), goals (list, min 1, max 3).
    static let schema = FormSchema(
        name: "Sample",
        title: "Sample form",
        fields: [
            FieldSchema(name: "name", type: FieldTypeRef(.text), label: "Name", placeholder: "Ada", caption: "Your name",
                        formatters: [.limit(10)], requiredMessage: "Enter a name"),
            FieldSchema(name: "pin", type: FieldTypeRef(.text), label: "PIN", secure: .toggle),
            FieldSchema(name: "code", type: FieldTypeRef(.text, isOptional: true), label: "Code", formatters: [.mask(checked: "#-#", raw: false)]),
            FieldSchema(name: "agree", type: FieldTypeRef(.bool), label: "Agree"),
            FieldSchema(name: "age", type: FieldTypeRef(.int), label: "Age"),
            FieldSchema(name: "goals", kind: .list, type: FieldTypeRef(.text), label: "Goals", listMinimum: 1, listMaximum: 3),
        ]
    )

    /// name: "Too short" (change) when 1 character; pin: "Four digits" on
    /// blur when not 4 characters; agree: "Agree first" on submit; age is
    /// disabled while agree is false... no: `age` is enabled always; `code`
    /// is enabled only while `agree` is true.
    static let validator = FormValidator(
        validate: { values, trigger in
            var errors: [FieldError<String>] = []
            let name = values.text("name") ?? ""
            if name.isEmpty {
                if trigger == .submit { errors.append(FieldError(field: "name", cause: .required(message: "Enter a name"), message: "Enter a name")) }
            } else if name.count < 2 {
                errors.append(FieldError(field: "name", message: "Too short"))
            }
            let pin = values.text("pin") ?? ""
            if trigger.evaluates(.blur), !pin.isEmpty, pin.count != 4 {
                errors.append(FieldError(field: "pin", message: "Four digits"))
            }
            if trigger.evaluates(.submit), values.bool("agree") != true {
                errors.append(FieldError(field: "agree", message: "Agree first"))
            }
            return errors
        },
        isEnabled: { values, name in name == "code" ? values.bool("agree") == true : true }
    )

    static let machine = FormMachine(schema: schema, locale: locale, validator: validator)

    static func type(_ text: String) -> [KeyEvent] {
        text.map { KeyEvent.character($0) }
    }

    /// The focused field's name.
    static func focusedName(_ state: FormState<ValuesForm>) -> String {
        schema.fields[state.focus.field].name
    }

    static func text(_ state: FormState<ValuesForm>, _ name: String, row: Int = 0) -> String {
        guard let index = schema.fields.firstIndex(where: { $0.name == name }) else { return "?" }
        return state.fields[index].rows[row].text
    }

    static func field(_ state: FormState<ValuesForm>, _ name: String) -> FieldState {
        state.fields[schema.fields.firstIndex { $0.name == name } ?? 0]
    }
}
