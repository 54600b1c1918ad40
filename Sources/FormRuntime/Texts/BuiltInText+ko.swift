extension BuiltInText {
    /// The text in Korean.
    var korean: String {
        switch self {
        case .required: "{label} 항목은 필수입니다"
        case .invalidDate: "올바른 날짜를 입력하세요"
        case .invalidValue: "올바른 값을 입력하세요"
        case .unexpectedFormat: "{label} 항목의 형식이 올바르지 않습니다"
        case .submit: "제출"
        case .dateDay: "일"
        case .dateMonth: "월"
        case .dateYear: "연도"
        case .dateShortYear: "연도"
        case .keyHints: "Tab/↓ 다음 · Shift-Tab/↑ 이전 · 마지막 항목에서 Enter 키를 누르면 제출 · Esc 취소"
        case .show: "[표시]"
        case .hide: "[숨기기]"
        case .noOptionMatches: "일치하는 옵션이 없습니다"
        case .showSecret: "표시"
        case .hideSecret: "숨기기"
        case .yesNoDefaultYes: "[Y/n]"
        case .yesNoDefaultNo: "[y/N]"
        case .yesAnswers: "y, yes, 예, 네"
        case .noAnswers: "n, no, 아니요"
        case .answerYesOrNo: "y(예) 또는 n(아니요)으로 답하세요."
        case .enterKeeps: "[Enter 키: {value} 유지]"
        case .enterKeepsCurrent: "[Enter 키: 현재 값 유지]"
        case .example: "[예: {example}]"
        case .listPrompt: "{label}: 한 줄에 하나씩 입력하고, 빈 줄로 마칩니다"
        case .commaSeparated: "(쉼표로 구분)"
        case .noOptionNumber: "{number}번 옵션은 없습니다. 1에서 {count} 사이로 답하세요."
        case .noOptionNamed: "“{answer}” 옵션이 없습니다. 번호, 식별자 또는 이름의 앞부분으로 답하세요."
        case .ambiguousOption: "“{answer}”은(는) {options} 중 하나일 수 있습니다. 이름을 더 입력하거나 번호를 입력하세요."
        }
    }
}
