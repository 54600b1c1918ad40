// Compares every row of formc's generated CLDR locale table with this
// machine's ICU through Foundation and prints each difference.
//
// Two Foundation views are checked for each locale (always with the Latin-digit
// numbering system, `@numbers=latn`):
//   * NumberFormatter with numberStyle = .decimal: decimalSeparator,
//     groupingSeparator, groupingSize, secondaryGroupingSize, minusSign, and
//     the minimum grouping digits its output for 1234, 12345, ... implies;
//   * the FormatStyle API (`Int.formatted(.number.locale(_:))`): the text of
//     several numbers, compared with the text the table's rules produce.
// Bidi marks (U+200E, U+200F, U+061C) are removed from Foundation's symbols
// and output before comparing, as the table removes them.
//
// Usage (from the repository root; it compiles the committed table as is):
//   swiftc -parse-as-library -package-name formc -o /tmp/formc-locale-crosscheck \
//       Sources/FormRuntime/Locale/CLDRLocaleTable.swift \
//       Sources/FormRuntime/Locale/CLDRLocaleRow.swift Scripts/locales/crosscheck.swift
//   /tmp/formc-locale-crosscheck [--strict]
// --strict exits 1 when any difference is found.
import Foundation

@main
enum CrossCheck {
    static let bidiMarks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]
    static let samples = [1234, 12345, 123_456, 1_234_567, 123_456_789, -1234, -1_234_567]

    static func main() {
        let strict = CommandLine.arguments.dropFirst().contains("--strict")
        var agreeing = 0
        var differences: [String] = []
        let rows = CLDRLocaleRow.all
        guard rows.count == CLDRLocaleTable.rows.count else {
            print("error: \(CLDRLocaleTable.rows.count - rows.count) rows of the table do not decode")
            exit(1)
        }
        for row in rows {
            let found = compare(row)
            if found.isEmpty {
                agreeing += 1
            } else {
                differences += found.map { "\(row.identifier): \($0)" }
            }
        }
        for line in differences { print(line) }
        let total = rows.count
        print("\(agreeing) of \(total) locales agree with Foundation; \(total - agreeing) differ (\(differences.count) differences)")
        exit(strict && !differences.isEmpty ? 1 : 0)
    }

    /// Every way Foundation disagrees with `row`, as readable sentences.
    static func compare(_ row: CLDRLocaleRow) -> [String] {
        var found: [String] = []
        let locale = Locale(identifier: row.identifier + "@numbers=latn")
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal

        func check(_ what: String, table: String, foundation: String) {
            if table != foundation {
                found.append("\(what): table \(show(table)), NumberFormatter \(show(foundation))")
            }
        }
        check("decimal separator", table: row.decimal, foundation: stripBidi(formatter.decimalSeparator))
        check("grouping separator", table: row.grouping, foundation: stripBidi(formatter.groupingSeparator))
        check("minus sign", table: row.minusSign, foundation: stripBidi(formatter.minusSign))
        check("primary group size", table: String(row.primaryGroupSize), foundation: String(formatter.groupingSize))
        // NumberFormatter reports 0 when the pattern has no secondary size.
        let secondary = formatter.secondaryGroupingSize == 0 ? formatter.groupingSize : formatter.secondaryGroupingSize
        check("secondary group size", table: String(row.secondaryGroupSize), foundation: String(secondary))
        check("minimum grouping digits", table: String(row.minimumGroupingDigits),
              foundation: minimumGroupingDigits(formatter).map(String.init) ?? "none")

        for value in samples {
            let expected = format(value, with: row)
            let actual = stripBidi(value.formatted(.number.locale(locale)))
            if expected != actual {
                found.append("\(value) formats as \(show(expected)) by the table, \(show(actual)) by FormatStyle")
            }
        }
        return found
    }

    /// `value` as the table's rules write it.
    static func format(_ value: Int, with row: CLDRLocaleRow) -> String {
        let digits = Array(String(value.magnitude))
        var groups: [String] = []
        if digits.count >= row.primaryGroupSize + row.minimumGroupingDigits {
            var end = digits.count
            var size = row.primaryGroupSize
            while end > size {
                groups.insert(String(digits[(end - size)..<end]), at: 0)
                end -= size
                size = row.secondaryGroupSize
            }
            groups.insert(String(digits[0..<end]), at: 0)
        } else {
            groups = [String(digits)]
        }
        return (value < 0 ? row.minusSign : "") + groups.joined(separator: row.grouping)
    }

    /// The minimum grouping digits `formatter`'s output implies, or nil if it never groups.
    static func minimumGroupingDigits(_ formatter: NumberFormatter) -> Int? {
        let primary = formatter.groupingSize
        guard primary > 0 else { return nil }
        var value = 1
        for length in 1...12 {
            if length > primary,
               let text = formatter.string(from: NSNumber(value: value)),
               text.contains(where: { !$0.isNumber }) {
                return length - primary
            }
            value = value * 10 + (length + 1) % 10
        }
        return nil
    }

    static func stripBidi(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !bidiMarks.contains($0) })
        return String(scalars)
    }

    /// `text` quoted, with every non-ASCII scalar as a `\u{...}` escape.
    static func show(_ text: String) -> String {
        let body = text.unicodeScalars.map { scalar -> String in
            scalar.isASCII && scalar.value >= 0x20
                ? String(scalar)
                : "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "}"
        }
        return "\"" + body.joined() + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
