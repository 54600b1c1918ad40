import FormRuntime
import Testing
@testable import FormExport

/// The Unicode facts the exported patterns rest on, checked scalar by scalar
/// against Swift's own tables and segmentation (the ones FormRuntime's
/// formatters use), so that a new Unicode version in the toolchain that
/// breaks one fails here, naming the scalar.
@Suite struct UnicodeClaimTests {
    static let allScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init)

    /// ``GraphemeTables/prepend`` is exactly the scalars that join the
    /// character after them (grapheme cluster rule GB9b).
    @Test func prependIsWhatJoinsTheNextCharacter() {
        var joining: [UInt32] = []
        for scalar in Self.allScalars where !GraphemeTables.whiteSpace.contains(scalar) && scalar.properties.generalCategory != .control {
            var text = String.UnicodeScalarView()
            text.append(scalar)
            text.append("a")
            if String(text).count == 1 { joining.append(scalar.value) }
        }
        let listed = GraphemeTables.prepend.scalars.map(\.value)
        #expect(joining == listed, "missing: \(Set(joining).subtracting(listed).map { String($0, radix: 16) }), extra: \(Set(listed).subtracting(joining).map { String($0, radix: 16) })")
    }

    /// Every scalar that joins a space before it (Extend, ZWJ, SpacingMark)
    /// is in ``GraphemeTables/joinersRegex``'s class; and no white space is.
    @Test func joinersAreAllInTheJoinerClass() {
        var missing: [String] = []
        for scalar in Self.allScalars {
            var text = String.UnicodeScalarView()
            text.append(" ")
            text.append(scalar)
            if String(text).count == 1, !GraphemeTables.isInJoinersRegex(scalar) { missing.append(String(scalar.value, radix: 16)) }
            if GraphemeTables.isInJoinersRegex(scalar), scalar.properties.isWhitespace { missing.append("white space \(String(scalar.value, radix: 16))") }
        }
        #expect(missing.isEmpty, "\(missing.prefix(40))")
    }

    /// The white space tables are White_Space, split by whether a scalar is
    /// a cluster of its own (Control, CR, LF) or can take joiners.
    @Test func whiteSpaceTablesAreWhiteSpace() {
        for scalar in Self.allScalars {
            #expect(scalar.properties.isWhitespace == GraphemeTables.whiteSpace.contains(scalar), "\(String(scalar.value, radix: 16))")
            if GraphemeTables.controlWhiteSpace.contains(scalar) {
                var text = String.UnicodeScalarView()
                text.append(scalar)
                text.append("\u{301}")
                #expect(String(text).count == 2, "\(String(scalar.value, radix: 16)) takes a joiner")
            }
        }
    }

    /// Case mapping keeps `letters`' shape: a letter maps to text that starts
    /// with a letter, and letters, marks and the joiners U+200C/U+200D map to
    /// letters, marks and joiners, in every language's rules.
    @Test func caseMappingKeepsLettersLetters() {
        var broken: [String] = []
        for scalar in Self.allScalars where ScalarClass.letterContinuation.contains(scalar) {
            for code in ["en", "tr"] {
                for mapped in [CaseMapping.uppercased(String(scalar), languageCode: code), CaseMapping.lowercased(String(scalar), languageCode: code)] {
                    guard let first = mapped.unicodeScalars.first else { continue }
                    if ScalarClass.letter.contains(scalar), !ScalarClass.letter.contains(first) { broken.append("\(String(scalar.value, radix: 16)) → \(mapped)") }
                    if !mapped.unicodeScalars.allSatisfy(ScalarClass.letterContinuation.contains) { broken.append("\(String(scalar.value, radix: 16)) → \(mapped)") }
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.prefix(40))")
    }
}
