extension BuiltInText {
    /// The text in Chinese in simplified script.
    var simplifiedChinese: String {
        switch self {
        case .required: "{label}为必填项"
        case .invalidDate: "请输入有效的日期"
        case .invalidValue: "请输入有效的值"
        case .unexpectedFormat: "{label}的格式不正确"
        case .submit: "提交"
        case .dateDay: "日"
        case .dateMonth: "月"
        case .dateYear: "年"
        case .dateShortYear: "年"
        case .keyHints: "Tab/↓ 下一项 · Shift-Tab/↑ 上一项 · 在最后一项按 Enter 提交 · Esc 取消"
        case .show: "[显示]"
        case .hide: "[隐藏]"
        case .noOptionMatches: "没有匹配的选项"
        case .showSecret: "显示"
        case .hideSecret: "隐藏"
        case .yesNoDefaultYes: "[Y/n]"
        case .yesNoDefaultNo: "[y/N]"
        case .yesAnswers: "y, yes, 是"
        case .noAnswers: "n, no, 否"
        case .answerYesOrNo: "请输入 y（是）或 n（否）。"
        case .enterKeeps: "[按 Enter 保留 {value}]"
        case .enterKeepsCurrent: "[按 Enter 保留当前值]"
        case .example: "[例如 {example}]"
        case .listPrompt: "{label}：每行一项，输入空行结束"
        case .commaSeparated: "（用逗号分隔）"
        case .noOptionNumber: "没有选项 {number}：请输入 1 到 {count}。"
        case .noOptionNamed: "没有名为“{answer}”的选项：请输入编号、标识符或名称的开头。"
        case .ambiguousOption: "“{answer}”可能是 {options}：请多输入一些名称，或输入编号。"
        }
    }
}
