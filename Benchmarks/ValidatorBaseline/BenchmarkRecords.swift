import FormRuntime

/// The records ValidatorBenchmark validates, shared with the test that
/// checks the hand-written validators against the generated ones.
public enum BenchmarkRecords {
    /// Sign-up records: a quarter of them fail every condition they reach.
    public static func signUp(_ count: Int) -> [FormValues] {
        (0..<count).map { index in
            var values = FormValues()
            let valid = index % 4 != 0
            values.set("email", text: valid ? "user\(index)@example.com" : "user\(index)-at-example")
            values.set("password", text: valid ? "password\(index)" : "short")
            values.set("confirmation", text: valid ? "password\(index)" : "other")
            values.set("terms", bool: valid)
            return values
        }
    }

    /// Membership records: names empty, ordinary or too long, dates of
    /// birth from 1940 to 2025, so some members are not yet 18 today.
    public static func membership(_ count: Int) -> [FormValues] {
        (0..<count).map { index in
            var values = FormValues()
            let name = switch index % 8 {
            case 0: ""
            case 1: String(repeating: "Long Name ", count: 7)
            default: "Member \(index)"
            }
            values.set("name", text: name)
            let date = FormDate(checkedYear: 1940 + index % 86, month: 1 + index % 12, day: 1 + index % 28)
            values.set("birthDate", date: date)
            return values
        }
    }
}
