import FormChecker

extension ExpressionTranslator {
    /// The Swift of a built-in function (LANGUAGE.md §14): `today` is the
    /// `today` parameter of `validate(on:today:)`, `thisMonth` its month,
    /// and the functions call ``FormCalendar`` and ``FormChecksum``, which the
    /// preview interpreter calls too.
    static func call(_ function: BuiltinFunction, _ arguments: [SwiftExpression]) -> SwiftExpression {
        let argumentList = arguments.map { SwiftArgument(nil, $0) }
        switch function {
        case .today: return .identifier("today")
        case .thisMonth: return .member(.identifier("today"), "monthOfYear")
        case .years, .months, .days:
            return .call(.member(.runtime("FormCalendar"), function.rawValue), argumentList)
        case .luhn, .iban:
            return .call(.member(.runtime("FormChecksum"), function.rawValue), argumentList)
        }
    }
}
