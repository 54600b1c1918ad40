extension BuiltInText {
    /// English, the source strings (LANGUAGE.md §19): changing one changes the key translations override it by.
    var english: String {
        switch self {
        case .required: "{label} is required"
        case .invalidDate: "Enter a valid date"
        case .invalidValue: "Enter a valid value"
        case .unexpectedFormat: "{label} is not in the expected format"
        case .submit: "Submit"
        case .dateDay: "DD"
        case .dateMonth: "MM"
        case .dateYear: "YYYY"
        case .dateShortYear: "YY"
        case .keyHints: "Tab/↓ next · Shift-Tab/↑ previous · Enter on the last field submits · Esc cancels"
        case .show: "[show]"
        case .hide: "[hide]"
        case .noOptionMatches: "no option matches"
        case .showSecret: "Show"
        case .hideSecret: "Hide"
        case .yesNoDefaultYes: "[Y/n]"
        case .yesNoDefaultNo: "[y/N]"
        case .yesAnswers: "y, yes"
        case .noAnswers: "n, no"
        case .answerYesOrNo: "Answer y or n."
        case .enterKeeps: "[Enter keeps {value}]"
        case .enterKeepsCurrent: "[Enter keeps the current value]"
        case .example: "[e.g. {example}]"
        case .listPrompt: "{label}: one per line, an empty line to finish"
        case .commaSeparated: "(comma-separated)"
        case .noOptionNumber: "There is no option {number}: answer 1 to {count}."
        case .noOptionNamed: "No option is “{answer}”: answer with a number, an identifier or the start of a name."
        case .ambiguousOption: "“{answer}” could be {options}: type more of the name, or its number."
        }
    }
}
