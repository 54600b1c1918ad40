import FormRuntime
import Foundation

/// One row of a formatter vector file (format of
/// `shared/conformance/formatters.tsv`).
public struct FormatterVector: Sendable, Hashable {
    /// The 1-based line in the file.
    public var line: Int
    /// The chain as spec source text, such as `mask("+7-###") | limit(4)`.
    public var chain: String
    /// The field type, such as `int?`.
    public var type: FieldTypeRef
    /// The locale identifier, such as `fr_FR`.
    public var locale: String
    /// The key script, undecoded (see ``KeyScript``).
    public var keys: String
    /// The expected display in `text|` notation, undecoded.
    public var expectedDisplay: String
    /// The expected model value.
    public var expectedValue: ExpectedValue

    /// Creates a vector.
    public init(line: Int, chain: String, type: FieldTypeRef, locale: String, keys: String, expectedDisplay: String, expectedValue: ExpectedValue) {
        self.line = line
        self.chain = chain
        self.type = type
        self.locale = locale
        self.keys = keys
        self.expectedDisplay = expectedDisplay
        self.expectedValue = expectedValue
    }

    /// The value column: `"string"`, a number, a date `2026-11-23`, a month
    /// `2026-11`, or `nil`.
    public enum ExpectedValue: Sendable, Hashable, CustomStringConvertible {
        /// A text value (decoded).
        case text(String)
        /// A number, as written (`-0.5`, `1234567`).
        case number(String)
        /// A date, written `2026-11-23`.
        case date(FormDate)
        /// A month, written `2026-11`.
        case month(FormMonth)
        /// `nil`.
        case none

        /// Parses the value column.
        public static func parse(_ column: String) throws(FormatterVectorError) -> ExpectedValue {
            if column == "nil" { return .none }
            // Quotes on scalars: a mark after the opening quote is the text's.
            let scalars = column.unicodeScalars
            if scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" {
                do {
                    return .text(try EscapedText.decode(String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))))
                } catch {
                    throw FormatterVectorError(line: 0, reason: "value: \(error.reason)")
                }
            }
            if let date = FormDate(iso: column) { return .date(date) }
            if let month = FormMonth(iso: column) { return .month(month) }
            guard Decimal(string: column, locale: Locale(identifier: "en_US_POSIX")) != nil,
                  column.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == ".") }) else {
                throw FormatterVectorError(line: 0, reason: "value '\(column)' is not \"text\", a number or nil")
            }
            return .number(column)
        }

        /// Whether `value` is this expected value.
        public func matches(_ value: FieldValue) -> Bool {
            switch (self, value) {
            case (.none, .none): return true
            case let (.text(expected), .text(actual)): return expected == actual
            case let (.number(expected), .int(actual)): return decimal(expected) == Decimal(actual)
            case let (.number(expected), .decimal(actual)): return decimal(expected) == actual
            case let (.date(expected), .date(actual)): return expected == actual
            case let (.month(expected), .month(actual)): return expected == actual
            default: return false
            }
        }

        private func decimal(_ text: String) -> Decimal? {
            Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        }

        /// The column spelling.
        public var description: String {
            switch self {
            case let .text(text): "\"\(EscapedText.encode(text))\""
            case let .number(number): number
            case let .date(date): date.description
            case let .month(month): month.description
            case .none: "nil"
            }
        }
    }
}

/// A vector file line that cannot be read.
public struct FormatterVectorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}
