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
            switch Self.choiceAnswer(line, field: field, text: { schema.text($0, $1) }) {
            case .keep: return .some(nil)
            case .value(let value): return .some(value)
            case .invalid(let reason): io.write(LineModeText.visible(reason) + "\n")
            }
        }
    }

    /// What a line-mode answer to a choice means.
    enum ChoiceAnswer: Equatable {
        /// An empty answer: keep the selection.
        case keep
        /// The selection named.
        case value(FieldValue)
        /// Not an answer; why.
        case invalid(String)
    }

    /// Reads `answer` for choice `field` (labels as shown, so translated);
    /// `text` gives the built-in texts of the reasons in the shown language.
    static func choiceAnswer(
        _ answer: String, field: FieldSchema,
        text: (BuiltInText, [String: String]) -> String = { $0.text(in: .en, $1) }
    ) -> ChoiceAnswer {
        let trimmed = answer.trimmingSpaces
        if trimmed.isEmpty { return .keep }
        if trimmed == "-", field.allowsMultiple || field.type.isOptional {
            return .value(field.allowsMultiple ? .choices([]) : .none)
        }
        let parts = field.allowsMultiple ? trimmed.split(separator: ",").map { String($0).trimmingSpaces } : [trimmed]
        var chosen = Set<Int>()
        for part in parts where !part.isEmpty {
            switch option(named: part, in: field, text: text) {
            case .success(let index): chosen.insert(index)
            case .failure(let failure): return .invalid(failure.message)
            }
        }
        guard !chosen.isEmpty else { return .keep }
        let ids = chosen.sorted().map { field.options[$0].id }
        return .value(field.allowsMultiple ? .choices(ids) : .choice(ids[0]))
    }

    /// Why an answer names no option.
    struct ChoiceFailure: Error {
        var message: String
    }

    /// The option `part` names: a number from 1, an identifier, a whole
    /// label, or a label prefix only one option has (case and accents aside).
    private static func option(
        named part: String, in field: FieldSchema, text: (BuiltInText, [String: String]) -> String
    ) -> Result<Int, ChoiceFailure> {
        let count = field.options.count
        if let number = Int(part) {
            guard number >= 1, number <= count else {
                return .failure(ChoiceFailure(message: text(.noOptionNumber, ["number": String(number), "count": String(count)])))
            }
            return .success(number - 1)
        }
        if let index = field.options.firstIndex(where: { $0.id == part }) { return .success(index) }
        let folded = ChoiceCatalog.fold(part)
        let labels = field.options.map { ChoiceCatalog.fold($0.label) }
        if let whole = labels.firstIndex(of: folded) { return .success(whole) }
        let starting = labels.indices.filter { labels[$0].starts(with: folded) }
        if starting.count == 1 { return .success(starting[0]) }
        if starting.isEmpty {
            return .failure(ChoiceFailure(message: text(.noOptionNamed, ["answer": part])))
        }
        let names = starting.prefix(5).map { field.options[$0].label }.joined(separator: ", ")
        return .failure(ChoiceFailure(message: text(.ambiguousOption, ["answer": part, "options": names + (starting.count > 5 ? ", …" : "")])))
    }
}

private extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
