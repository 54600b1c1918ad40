extension BuiltInText {
    /// The text in Spanish.
    var spanish: String {
        switch self {
        case .required: "El campo {label} es obligatorio"
        case .invalidDate: "Introduce una fecha válida"
        case .invalidValue: "Introduce un valor válido"
        case .unexpectedFormat: "{label} no tiene el formato esperado"
        case .submit: "Enviar"
        case .dateDay: "DD"
        case .dateMonth: "MM"
        case .dateYear: "AAAA"
        case .dateShortYear: "AA"
        case .keyHints: "Tab/↓ siguiente · Mayús-Tab/↑ anterior · Intro en el último campo envía · Esc cancela"
        case .show: "[mostrar]"
        case .hide: "[ocultar]"
        case .noOptionMatches: "ninguna opción coincide"
        case .showSecret: "Mostrar"
        case .hideSecret: "Ocultar"
        case .yesNoDefaultYes: "[S/n]"
        case .yesNoDefaultNo: "[s/N]"
        case .yesAnswers: "s, sí, si"
        case .noAnswers: "n, no"
        case .answerYesOrNo: "Responde s o n."
        case .enterKeeps: "[Intro mantiene {value}]"
        case .enterKeepsCurrent: "[Intro mantiene el valor actual]"
        case .example: "[p. ej., {example}]"
        case .listPrompt: "{label}: uno por línea; una línea vacía para terminar"
        case .commaSeparated: "(separados por comas)"
        case .noOptionNumber: "No hay ninguna opción {number}: responde de 1 a {count}."
        case .noOptionNamed: "Ninguna opción es «{answer}»: responde con un número, un identificador o el principio de un nombre."
        case .ambiguousOption: "«{answer}» podría ser {options}: escribe más del nombre o su número."
        }
    }
}
