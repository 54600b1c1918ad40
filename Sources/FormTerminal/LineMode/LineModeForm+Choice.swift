import FormRuntime

/// A `choice` field in line mode (LANGUAGE.md §13): its options listed
/// numbered, then the prompt. An answer is a number, an option identifier,
/// or the start of an option's label (compared without case or accents)
/// that only one option's label starts with, or that is one label whole;
/// `multiple` takes several separated by commas. `-` clears a `multiple`
/// or optional choice; an empty answer keeps the selection. Anything else
/// writes why and asks again with the list.
extension LineModeForm {
    /// Asks choice `field` until the answer names its options: the value,
    /// `.some(nil)` to keep the current one, nil at end of input.
    func askChoice(_ field: FieldSchema, current: FieldValue?, io: inout some LineModeChannel) -> FieldValue?? {
        while true {
            var text = ""
            for (number, option) in field.options.enumerated() {
                text += "  \(number + 1). \(LineModeText.visible(option.label))\n"
            }
            var prompt = prompt(field, current: current)
            if field.allowsMultiple { prompt = String(prompt.dropLast(2)) + " " + LineModeText.visible(schema.text(.commaSeparated)) + ": " }
            io.write(text + prompt)
            guard let line = io.readLine(secret: false) else { return nil }
            switch LineModeChoiceAnswer(line, field: field, text: { schema.text($0, $1) }) {
            case .keep: return .some(nil)
            case .value(let value): return .some(value)
            case .invalid(let reason): io.write(LineModeText.visible(reason) + "\n")
            }
        }
    }
}
