import FormChecker
@_spi(Generated) import FormRuntime  // the helpers generated conditions call, so both answer alike

extension ExpressionEvaluator {
    /// The built-in functions of LANGUAGE.md §14, through the same runtime
    /// functions generated code calls (``FormCalendar``, ``FormChecksum``).
    func call(_ function: BuiltinFunction, _ arguments: [CheckedExpression]) throws(NotEvaluated) -> Value {
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument)) }
        switch (function, values.first, values.dropFirst().first) {
        case (.today, _, _): return .date(today)
        case (.thisMonth, _, _): return .month(today.monthOfYear)
        case (.years, .date(let a)?, .date(let b)?): return .int(FormCalendar.years(a, b))
        case (.years, .month(let a)?, .month(let b)?): return .int(FormCalendar.years(a, b))
        case (.months, .date(let a)?, .date(let b)?): return .int(FormCalendar.months(a, b))
        case (.months, .month(let a)?, .month(let b)?): return .int(FormCalendar.months(a, b))
        case (.days, .date(let a)?, .date(let b)?): return .int(FormCalendar.days(a, b))
        case (.luhn, .text(let text)?, _): return .bool(FormChecksum.luhn(text))
        case (.iban, .text(let text)?, _): return .bool(FormChecksum.iban(text))
        default: throw NotEvaluated()
        }
    }
}
