import FormTestSupport
import FormDiagnostics
import Foundation
import Testing
@testable import FormSyntax

/// The shared seeded generator (FormTestSupport).
typealias SeededGenerator = SeededRandom

/// Flips, drops and duplicates bytes and tokens of every spec thousands of
/// times. Whatever the input, the parser must not crash; an input broken in a
/// way that is always a syntax error must get a diagnostic; and an input the
/// parser accepts must survive formatting (it really is well formed).
@Suite struct MutationTests {
    static var seeds: [URL] {
        formFiles(in: conformanceFolder.appendingPathComponent("specs")) + formFiles(in: specsFolder)
    }

    @Test(arguments: seeds)
    func randomMutationsNeverCrashAndAcceptedInputsAreWellFormed(url: URL) throws {
        let original = [UInt8](try Data(contentsOf: url))
        var random = SeededGenerator(state: UInt64(truncatingIfNeeded: url.lastPathComponent.hashValueStable))
        let alphabet = Array("{}()\":,=|?;!&<>+-./\\\n #0123456789azAZ_é".utf8) + [0xFF, 0xC3, 0x00]
        for _ in 0..<1_500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0
                case 1: bytes.remove(at: index)
                case 2: bytes.insert(bytes[index], at: index)
                default: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
                }
            }
            let (syntax, diagnostics) = parse(bytes: bytes)
            if diagnostics.isEmpty {
                let formatted = Printer.format(syntax)
                let (reparsed, again) = parse(formatted)
                #expect(again.isEmpty, "accepted input must format to valid syntax: \(String(decoding: bytes, as: UTF8.self))")
                #expect(SyntaxDump.dump(reparsed) == SyntaxDump.dump(syntax), "input: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
    }

    @Test(arguments: seeds)
    func tokenMutationsThatAlwaysBreakSyntaxAreReported(url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let (_, baseline) = parse(text)
        guard baseline.isEmpty else { return }
        let scanned = tokens(text)
        let bytes = Array(text.utf8)
        var broken = 0
        for token in scanned {
            switch token.kind {
            case .leftBrace, .rightBrace, .leftParen, .rightParen, .colon, .equal, .string:
                // Dropping a brace, parenthesis, ':' or '=' or a string's closing quote is always an error.
                var dropped = bytes
                if token.kind == .string {
                    dropped.remove(at: token.range.upperBound - 1)
                } else {
                    dropped.removeSubrange(token.range)
                }
                let (_, diagnostics) = parse(bytes: dropped)
                #expect(!diagnostics.isEmpty, "dropping \(token.text) at \(token.range) went unreported")
                broken += 1
            case .identifier where ["field", "list", "form"].contains(token.text):
                // Duplicating a declaration keyword is always an error.
                var duplicated = bytes
                duplicated.insert(contentsOf: Array((token.text + " ").utf8), at: token.range.lowerBound)
                let (_, diagnostics) = parse(bytes: duplicated)
                #expect(!diagnostics.isEmpty, "duplicating \(token.text) went unreported")
                broken += 1
            default:
                continue
            }
        }
        var invalid = bytes
        invalid.insert(0xFF, at: bytes.count / 2)
        #expect(parse(bytes: invalid).1.contains { $0.id == .invalidEncoding })
        #expect(broken > 0)
    }
}

extension String {
    /// A hash that is the same in every process (Swift's `hashValue` is seeded per run).
    var hashValueStable: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}
