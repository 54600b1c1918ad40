import FormTestSupport
import Foundation
import Testing
import FormLanguageServer

/// The JSON reader the server reads messages with (``JSONDocument``,
/// ``JSONView``): RFC 8259 exactly, against Foundation's `JSONSerialization`
/// on random texts, plus the two departures that keep an editor's buffer
/// opening (lone surrogates and invalid UTF-8 read as U+FFFD).
@Suite("JSON reader")
struct JSONReaderTests {
    @Test func readsWhatTheServerAsksFor() throws {
        let text = #"{"id": 3, "params": {"textDocument": {"uri": "file:///a\u0020b.form", "version": 2.0},"#
            + #" "contentChanges": [{"text": "x\ny"}, {"text": "\ud83d\ude00"}], "flag": true, "none": null, "big": 1e400}}"#
        let message = try JSONDocument(Array(text.utf8)).root
        #expect(message["id"]?.int == 3)
        #expect(message["params"]?["textDocument"]?["uri"]?.string == "file:///a b.form")
        #expect(message["params"]?["textDocument"]?["version"]?.int == 2)
        #expect(message["params"]?["contentChanges"]?.array?.compactMap { $0["text"]?.string } == ["x\ny", "😀"])
        #expect(message["params"]?["flag"]?.bool == true)
        #expect(message["params"]?["none"]?.isNull == true)
        #expect(message["params"]?["big"]?.int == nil)
        #expect(message["params"]?["missing"] == nil)
        #expect(message["id"]?["x"] == nil)
        #expect(message["params"]?.count == 5)
    }

    @Test func theLastOfARepeatedKeyWins() throws {
        let object = try JSONDocument(Array(#"{"a": 1, "b": 2, "a": 3}"#.utf8)).root
        #expect(object["a"]?.int == 3)
        #expect(object.json == ["a": 3, "b": 2])
        #expect(try JSONDocument(Array(#"{"\u0061": 1}"#.utf8)).root["a"]?.int == 1)
    }

    /// Lone surrogates and invalid UTF-8 read as U+FFFD; `asSent` keeps a
    /// lone surrogate's escape, and `json` too, since no `String` holds it.
    @Test func loneSurrogatesAndInvalidUTF8() throws {
        let lone = try JSONDocument(Array(#"["\ud800x", "\udc00", "a\ud83d\ude00"]"#.utf8)).root
        #expect(lone.array?.map(\.string) == ["\u{FFFD}x", "\u{FFFD}", "a😀"])
        #expect(lone.array?.map(\.json) == [.verbatim(Array(#""\ud800x""#.utf8)), .verbatim(Array(#""\udc00""#.utf8)), "a😀"])
        #expect(lone.array?.map(\.asSent.serialized) == [Array(#""\ud800x""#.utf8), Array(#""\udc00""#.utf8), Array(#""a\ud83d\ude00""#.utf8)])
        let invalid = try JSONDocument([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "a"), 0xC3, UInt8(ascii: "\"")]).root
        #expect(invalid.string == "\u{FFFD}a\u{FFFD}")
    }

    @Test func numbersKeepTheirText() throws {
        let numbers = try JSONDocument(Array("[7, -0, 1.0, 1e2, 123456789012345678901234567890, -9223372036854775808]".utf8)).root
        #expect(numbers.json.serialized == Array("[7,-0,1.0,1e2,123456789012345678901234567890,-9223372036854775808]".utf8))
        #expect(numbers.array?.map(\.int) == [7, 0, 1, 100, nil, Int.min])
    }

    /// Nesting to the limit reads; one level more, and far more, is an
    /// error (never a crash: the reader keeps its own stack).
    @Test func nestingIsBounded() {
        let depth = JSONDocument.maximumDepth
        #expect((try? JSONDocument(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))) != nil)
        for deeper in [depth + 1, 100_000] {
            let text = String(repeating: "[", count: deeper) + String(repeating: "]", count: deeper)
            #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument(Array(text.utf8)) }
            let objects = String(repeating: #"{"a":"#, count: deeper) + "1" + String(repeating: "}", count: deeper)
            #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument(Array(objects.utf8)) }
        }
    }

    @Test(arguments: [
        "", " ", "[", "]", "{", "[1,]", "{\"a\":1,}", "{\"a\"}", "{\"a\":}", "{1:2}", "[1 2]", "01", "-", "1.", ".5", "1e",
        "+1", "tru", "nul", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\u{01}\"", "[1]]", "{} {}", "NaN", "'a'", "[1,,2]",
    ])
    func malformedTextIsRefused(_ text: String) {
        #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument(Array(text.utf8)) }
    }

    /// Random JSON texts, and the same texts with bytes changed: the reader
    /// accepts exactly what `JSONSerialization` accepts (but for two places
    /// where Foundation departs from RFC 8259), and what it
    /// accepts reads back to the same text. Texts are ASCII without `\u`
    /// escapes: there the reader departs from the RFC on purpose (above).
    @Test func agreesWithFoundationOnRandomTexts() throws {
        var random = SeededRandom(seed: RandomSpecGenerator.seedForThisRun("JSON reader"))
        let alphabet = Array(#"{}[]",:0123456789.eE+- tfnrulas\"#.utf8)
        var accepted = 0
        for round in 0..<3000 {
            var bytes = Self.randomJSON(&random, depth: 0).serialized
            if round % 2 == 1 {
                for _ in 0...random.next(below: 3) where !bytes.isEmpty {
                    let position = random.next(below: bytes.count)
                    switch random.next(below: 3) {
                    case 0: bytes[position] = alphabet[random.next(below: alphabet.count)]
                    case 1: bytes.remove(at: position)
                    default: bytes.insert(alphabet[random.next(below: alphabet.count)], at: position)
                    }
                }
            }
            let ours = try? JSONDocument(bytes)
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            // Foundation refuses a number beyond `Double`'s range, which RFC
            // 8259 allows, and accepts a trailing comma, which it does not.
            let beyondDouble = ours.map { Self.hasNumberBeyondDouble($0.root) } ?? false
            let trailingComma = ours == nil && String(decoding: bytes, as: UTF8.self).contains(/,\s*[\]}]/)
            #expect((ours != nil) == (foundation != nil) || beyondDouble || trailingComma, "\(String(decoding: bytes, as: UTF8.self))")
            if let ours {
                accepted += 1
                let again = try JSONDocument(ours.root.json.serialized)
                #expect(again.root.json.serialized == ours.root.json.serialized)
            }
        }
        #expect(accepted > 1500)
    }

    /// Whether a number in `value` is beyond `Double`'s range (`1e400`).
    static func hasNumberBeyondDouble(_ value: JSONView) -> Bool {
        switch value.kind {
        case .number: return value.double.map { !$0.isFinite } ?? true
        case .array: return value.array?.contains(where: hasNumberBeyondDouble) ?? false
        case .object:
            guard case .object(let members) = value.json else { return false }
            return members.values.contains { hasNumberBeyondDouble(JSONView($0)) }
        default: return false
        }
    }

    /// A random JSON value of ASCII text.
    static func randomJSON(_ random: inout SeededRandom, depth: Int) -> JSON {
        let words = ["", "a", "uri", "text", "e", "line\nbreak", "tab\t", "quote\"", "back\\slash", "x y"]
        switch random.next(below: depth > 3 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(random.next(below: 2) == 0)
        case 2: return .int(random.next(below: 2000) - 1000)
        case 3: return .verbatim(Array(["0.5", "-1.25e3", "1E-2", "123456789012345678901234567890"][random.next(below: 4)].utf8))
        case 4: return .string(words[random.next(below: words.count)])
        case 5: return .array((0..<random.next(below: 4)).map { _ in randomJSON(&random, depth: depth + 1) })
        default:
            var members: [String: JSON] = [:]
            for _ in 0..<random.next(below: 4) { members[words[random.next(below: words.count)]] = randomJSON(&random, depth: depth + 1) }
            return .object(members)
        }
    }
}
