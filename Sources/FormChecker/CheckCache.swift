import FormDiagnostics
import FormRuntime
import FormSyntax
import Foundation

/// Work the checker would otherwise repeat for every field of a file: specs
/// repeat the same chains, locales and decimal literals in every form.
///
/// Only results whose computation reported nothing are kept, so a cached
/// answer never hides a diagnostic: the same input reports the same
/// diagnostics at its own range every time it is checked. One cache serves
/// one `Checker.check` call (the named formatters it resolves against are
/// the file's).
final class CheckCache {
    /// A `format` chain by its source bytes and the field type it formats:
    /// equal bytes lex and parse to the same chain.
    private struct ChainKey: Hashable {
        var fieldType: FieldType
        var text: ArraySlice<UInt8>
    }

    private var chains: [ChainKey: [FormatterSpec]] = [:]
    private var locales: [String: LocaleRules] = [:]
    private var decimals: [String: Decimal] = [:]

    /// `ChainResolver.resolve` for a field's chain, reusing the result of an
    /// identical chain of the same file that resolved without diagnostics.
    func resolveChain(_ chain: Chain, named: [String: NamedFormatter], fieldType: FieldType, bag: inout DiagnosticBag) -> [FormatterSpec]? {
        let bytes = bag.file.bytes
        guard chain.range.lowerBound >= 0, chain.range.upperBound <= bytes.count else {
            return ChainResolver.resolve(chain, named: named, fieldType: fieldType, bag: &bag)
        }
        let key = ChainKey(fieldType: fieldType, text: bytes[chain.range])
        if let known = chains[key] { return known }
        let reported = (bag.diagnostics.count, bag.droppedErrors)
        let result = ChainResolver.resolve(chain, named: named, fieldType: fieldType, bag: &bag)
        if let result, reported == (bag.diagnostics.count, bag.droppedErrors) {
            chains[key] = result
        }
        return result
    }

    /// `CustomLocales.resolve`, reusing an earlier form's successful lookup of
    /// the same identifier (a failed one reports, so it is never kept).
    func resolveLocale(_ literal: StringLiteral, in locales: CustomLocales, bag: inout DiagnosticBag) -> LocaleRules? {
        if let known = self.locales[literal.value] { return known }
        let result = locales.resolve(literal, bag: &bag)
        if let result { self.locales[literal.value] = result }
        return result
    }

    /// `DecimalText.value(of:)`, parsed once per distinct text (a text that
    /// is not a decimal is rare and parsed again each time).
    func decimal(_ text: String) -> Decimal? {
        if let known = decimals[text] { return known }
        let value = DecimalText.value(of: text)
        if let value { decimals[text] = value }
        return value
    }
}

extension Literal {
    /// `Int(numericText)` without building the text: the sign and the
    /// digits of an integer literal, `_` skipped; `nil` on overflow or for
    /// anything that is not digits and `_`.
    var integerValue: Int? {
        var value = 0
        var digits = 0
        for byte in spelling.utf8 {
            if byte == UInt8(ascii: "_") { continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return Int(numericText) }
            // Accumulate negatively so that Int.min fits.
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { return nil }
            value = next
            digits += 1
        }
        guard digits > 0 else { return Int(numericText) }
        if isNegative { return value }
        let (positive, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }
}
