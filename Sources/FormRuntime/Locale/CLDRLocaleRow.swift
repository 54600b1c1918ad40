/// One locale of the generated `CLDRLocaleTable`, decoded from its compact row.
///
/// Rows are string literals such as `"fr_FR|,|\u{202F}|3|3|1|-|DD/MM/YYYY"`:
/// identifier, decimal separator, grouping separator, primary and secondary
/// group sizes, minimum grouping digits, minus sign and the numeric date input
/// pattern (LANGUAGE.md §14), separated by `|` (which no CLDR
/// symbol of the table contains; the generator checks). An array of plain
/// string literals type-checks in a couple of milliseconds, where the same
/// data as tuples or initializer calls takes tens to hundreds.
///
/// This file imports nothing, so `Scripts/locales/crosscheck.swift` can compile
/// it together with the generated table.
package struct CLDRLocaleRow: Equatable {
    package var identifier: String
    package var decimal: String
    package var grouping: String
    package var primaryGroupSize: Int
    package var secondaryGroupSize: Int
    package var minimumGroupingDigits: Int
    package var minusSign: String
    /// The date input pattern, such as `DD.MM.YYYY` (see ``DatePattern``).
    package var datePattern: String

    /// The row `text` encodes, or nil when it is not eight well-formed fields.
    package init?(_ text: String) {
        let fields = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 8,
              let primary = Int(fields[3]), primary > 0,
              let secondary = Int(fields[4]), secondary > 0,
              let minimumGrouping = Int(fields[5]), minimumGrouping > 0,
              !fields[0].isEmpty, !fields[1].isEmpty, !fields[2].isEmpty, !fields[6].isEmpty, !fields[7].isEmpty
        else { return nil }
        identifier = fields[0]
        decimal = fields[1]
        grouping = fields[2]
        primaryGroupSize = primary
        secondaryGroupSize = secondary
        minimumGroupingDigits = minimumGrouping
        minusSign = fields[6]
        datePattern = fields[7]
    }

    /// Every row of the generated table; a malformed row (a generator bug the
    /// tests catch by counting) is left out.
    package static let all: [CLDRLocaleRow] = CLDRLocaleTable.rows.compactMap(CLDRLocaleRow.init)
}
