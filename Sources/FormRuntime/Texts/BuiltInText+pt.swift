extension BuiltInText {
    /// The text in Portuguese (Brazil and Portugal alike where they differ little).
    var portuguese: String {
        switch self {
        case .required: "O campo {label} é obrigatório"
        case .invalidDate: "Insira uma data válida"
        case .invalidValue: "Insira um valor válido"
        case .unexpectedFormat: "O campo {label} não está no formato esperado"
        case .submit: "Enviar"
        case .dateDay: "DD"
        case .dateMonth: "MM"
        case .dateYear: "AAAA"
        case .dateShortYear: "AA"
        case .keyHints: "Tab/↓ próximo · Shift-Tab/↑ anterior · Enter no último campo envia · Esc cancela"
        case .show: "[mostrar]"
        case .hide: "[ocultar]"
        case .noOptionMatches: "nenhuma opção corresponde"
        case .showSecret: "Mostrar"
        case .hideSecret: "Ocultar"
        case .yesNoDefaultYes: "[S/n]"
        case .yesNoDefaultNo: "[s/N]"
        case .yesAnswers: "s, sim"
        case .noAnswers: "n, não, nao"
        case .answerYesOrNo: "Responda s ou n."
        case .enterKeeps: "[Enter mantém {value}]"
        case .enterKeepsCurrent: "[Enter mantém o valor atual]"
        case .example: "[ex.: {example}]"
        case .listPrompt: "{label}: um por linha, uma linha vazia para terminar"
        case .commaSeparated: "(separados por vírgulas)"
        case .noOptionNumber: "Não há opção {number}: responda de 1 a {count}."
        case .noOptionNamed: "Nenhuma opção é “{answer}”: responda com um número, um identificador ou o início de um nome."
        case .ambiguousOption: "“{answer}” pode ser {options}: digite mais do nome, ou o número."
        }
    }
}
