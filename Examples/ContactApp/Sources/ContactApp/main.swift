import FormRuntime
import FormTerminal

// `Contact` is generated at build time from contact.form by FormcBuildPlugin.
if CommandLine.arguments.contains("--fill") {
    // Fill the form in the terminal (line mode when piped).
    if let contact = try Contact.fillInTerminal() {
        print(contact)
    } else {
        print("cancelled")
    }
} else {
    var contact = Contact(name: "Ada", phone: "+7-999-12", visits: 400)
    print(contact.validate(on: .blur).map { "\($0.field): \($0.message)" })
    contact.phone = "+7-999-123-45-67"
    contact.visits = 12
    print(contact.validate(on: .submit).map { "\($0.field): \($0.message)" })
    print(Contact.schema.fields.map(\.name))
}
