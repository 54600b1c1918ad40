import FormcGenerated
import FormRuntime
import Foundation
import Testing

/// The generated, typed `==` and `Codable` (issue 23 item 14; LANGUAGE.md
/// §15): every field encoded as its own type, in spec order, `nil`
/// optionals left out, and decoding errors that say what is wrong.
@Suite struct TypedConformanceTests {
    /// The keys in the order `encode(to:)` writes them, read by an encoder
    /// that records them (JSONEncoder itself does not keep key order).
    static func keyOrder<T: Encodable>(_ value: T) throws -> [String] {
        let recorder = KeyRecorder()
        try value.encode(to: recorder)
        return recorder.keys
    }

    @Test func encodeWritesTheKeysInSpecOrderAndLeavesNilOut() throws {
        var survey = Survey()
        #expect(try Self.keyOrder(survey) == ["channels"])
        survey.comment = "fine"
        survey.rating = .high
        #expect(try Self.keyOrder(survey) == ["channels", "rating", "comment"])
        #expect(try Self.keyOrder(Checkout()) == Checkout.Field.allCases.map(\.rawValue).filter { $0 != "canton" })
        #expect(try Self.keyOrder(Booking()) == Booking.Field.allCases.map(\.rawValue).filter { $0 != "refundIBAN" })
    }

    @Test func jsonRoundTripsEveryKind() throws {
        var survey = Survey()
        survey.channels = [.social, .friend]
        survey.rating = .low
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(survey), as: UTF8.self)
        #expect(json == #"{"channels":["social","friend"],"rating":"low"}"#)
        #expect(try JSONDecoder().decode(Survey.self, from: Data(json.utf8)) == survey)

        var booking = Booking()
        booking.birthDate = FormDate(checkedYear: 1985, month: 2, day: 28)
        booking.refundIBAN = "DE89370400440532013000"
        let decoded = try JSONDecoder().decode(Booking.self, from: try JSONEncoder().encode(booking))
        #expect(decoded == booking)
        #expect(String(decoding: try encoder.encode(booking), as: UTF8.self).contains(#""birthDate":"1985-02-28""#))
    }

    @Test func decimalsCompareByValue() {
        var a = Transfer()
        var b = Transfer()
        a.amount = Decimal(string: "1.50", locale: nil) ?? 0
        b.amount = Decimal(string: "1.5", locale: nil) ?? 0
        #expect(a == b)
        b.note = ""
        #expect(a != b, "nil and the empty text differ")
    }

    @Test func decodingErrorsNameTheFieldAndTheProblem() throws {
        var booking = Booking()
        booking.refundIBAN = nil
        let good = String(decoding: try JSONEncoder().encode(booking), as: UTF8.self)
        let wrongDate = good.replacingOccurrences(of: #""birthDate":"\#(booking.birthDate)""#, with: #""birthDate":"1985-02-30""#)
        #expect(wrongDate != good)
        #expect(Self.decodingMessage(Booking.self, wrongDate) == "'1985-02-30' is not on the calendar (February 1985 has 28 days)")
        #expect(Self.decodingMessage(Survey.self, #"{"channels":["radio"]}"#) == "'radio' is not an option of 'channels' ('friend', 'search', 'social', 'other')")
        #expect(Self.decodingMessage(Survey.self, #"{"channels":[],"rating":"top"}"#) == "'top' is not an option of 'rating' ('low', 'medium', 'high')")
        #expect((try? JSONDecoder().decode(Survey.self, from: Data(#"{"channels":[],"rating":null}"#.utf8)))?.rating == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Survey.self, from: Data("{}".utf8)) }
    }

    static func decodingMessage<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(type, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }
}

/// An `Encoder` that records the top-level keys in the order they are
/// written and ignores the values.
private final class KeyRecorder: Encoder {
    var keys: [String] = []
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container(recorder: self))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { fatalError("not used by models") }
    func singleValueContainer() -> any SingleValueEncodingContainer { fatalError("not used by models") }

    struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recorder: KeyRecorder
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil(forKey key: Key) throws { recorder.keys.append(key.stringValue) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { recorder.keys.append(key.stringValue) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            recorder.keys.append(key.stringValue)
            return KeyedEncodingContainer(KeyRecorder.Container<NestedKey>(recorder: KeyRecorder()))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { fatalError("not used by models") }
        mutating func superEncoder() -> any Encoder { recorder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { recorder }
    }
}
