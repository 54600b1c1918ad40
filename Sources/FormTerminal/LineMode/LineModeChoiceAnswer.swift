import FormRuntime

/// What a line-mode answer to a choice means (LANGUAGE.md §13): a number,
/// an option identifier, a whole label, or a label prefix only one option
/// has (case and accents aside); several separated by commas for a
/// `multiple` choice; `-` clears a `multiple` or optional choice.
enum LineModeChoiceAnswer: Equatable {
    /// An empty answer: keep the selection.
    case keep
    /// The selection named.
    case value(FieldValue)
    /// Not an answer; why.
    case invalid(String)

    /// Reads `answer` for choice `field` (labels as shown, so translated);
    /// `text` gives the built-in texts of the reasons in the shown language.
    init(
        _ answer: String, field: FieldSchema,
        text: (BuiltInText, [String: String]) -> String = { $0.text(in: .en, $1) }
    ) {
        let trimmed = answer.trimmingSpaces
        if trimmed.isEmpty {
            self = .keep
            return
        }
        if trimmed == "-", field.allowsMultiple || field.type.isOptional {
            self = .value(field.allowsMultiple ? .choices([]) : .none)
            return
        }
        let parts = field.allowsMultiple ? trimmed.split(separator: ",").map { String($0).trimmingSpaces } : [trimmed]
        var chosen = Set<Int>()
        for part in parts where !part.isEmpty {
            switch Self.option(named: part, in: field, text: text) {
            case .success(let index): chosen.insert(index)
            case .failure(let failure):
                self = .invalid(failure.message)
                return
            }
        }
        guard !chosen.isEmpty else {
            self = .keep
            return
        }
        let ids = chosen.sorted().map { field.options[$0].id }
        self = .value(field.allowsMultiple ? .choices(ids) : .choice(ids[0]))
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
