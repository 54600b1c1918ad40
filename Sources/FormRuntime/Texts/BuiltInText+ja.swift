extension BuiltInText {
    /// The text in Japanese.
    var japanese: String {
        switch self {
        case .required: "{label}は必須です"
        case .invalidDate: "有効な日付を入力してください"
        case .invalidValue: "有効な値を入力してください"
        case .unexpectedFormat: "{label}の形式が正しくありません"
        case .submit: "送信"
        case .dateDay: "日"
        case .dateMonth: "月"
        case .dateYear: "年"
        case .dateShortYear: "年"
        case .keyHints: "Tab/↓ 次へ · Shift-Tab/↑ 前へ · 最後の項目で Enter を押すと送信 · Esc でキャンセル"
        case .show: "[表示]"
        case .hide: "[非表示]"
        case .noOptionMatches: "一致する選択肢はありません"
        case .showSecret: "表示"
        case .hideSecret: "非表示"
        case .yesNoDefaultYes: "[Y/n]"
        case .yesNoDefaultNo: "[y/N]"
        case .yesAnswers: "y, yes, はい"
        case .noAnswers: "n, no, いいえ"
        case .answerYesOrNo: "y（はい）または n（いいえ）で答えてください。"
        case .enterKeeps: "[Enter で {value} のまま]"
        case .enterKeepsCurrent: "[Enter で現在の値のまま]"
        case .example: "[例: {example}]"
        case .listPrompt: "{label}: 1 行に 1 つずつ入力し、空行で終了"
        case .commaSeparated: "（カンマ区切り）"
        case .noOptionNumber: "選択肢 {number} はありません: 1〜{count} で答えてください。"
        case .noOptionNamed: "「{answer}」という選択肢はありません: 番号、識別子、または名前の先頭を入力してください。"
        case .ambiguousOption: "「{answer}」は {options} のどれかです: 名前をもう少し入力するか、番号を入力してください。"
        }
    }
}
