extension BuiltInText {
    /// The text in Russian.
    var russian: String {
        switch self {
        case .required: "Поле «{label}» обязательно для заполнения"
        case .invalidDate: "Введите корректную дату"
        case .invalidValue: "Введите корректное значение"
        case .unexpectedFormat: "Поле «{label}» имеет неверный формат"
        case .submit: "Отправить"
        case .dateDay: "ДД"
        case .dateMonth: "ММ"
        case .dateYear: "ГГГГ"
        case .dateShortYear: "ГГ"
        case .keyHints: "Tab/↓ далее · Shift-Tab/↑ назад · Enter в последнем поле — отправить · Esc — отмена"
        case .show: "[показать]"
        case .hide: "[скрыть]"
        case .noOptionMatches: "нет подходящих вариантов"
        case .showSecret: "Показать"
        case .hideSecret: "Скрыть"
        case .yesNoDefaultYes: "[Д/н]"
        case .yesNoDefaultNo: "[д/Н]"
        case .yesAnswers: "д, да"
        case .noAnswers: "н, нет"
        case .answerYesOrNo: "Ответьте д или н."
        case .enterKeeps: "[Enter — оставить {value}]"
        case .enterKeepsCurrent: "[Enter — оставить текущее значение]"
        case .example: "[например, {example}]"
        case .listPrompt: "{label}: по одному значению в строке, пустая строка — конец ввода"
        case .commaSeparated: "(через запятую)"
        case .noOptionNumber: "Варианта {number} нет: ответьте числом от 1 до {count}."
        case .noOptionNamed: "Нет варианта «{answer}»: ответьте номером, идентификатором или началом названия."
        case .ambiguousOption: "«{answer}» может означать {options}: введите больше букв названия или номер."
        }
    }
}
