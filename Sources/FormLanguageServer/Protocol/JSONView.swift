/// One value of a ``JSONDocument``, read where it lies: what the server
/// reads of an incoming message. Nothing is decoded or copied until asked
/// (a member is found by walking its object's keys, a string decoded when
/// read), so a message costs what the server reads of it, whatever else it
/// holds.
public struct JSONView: Sendable {
    /// The kinds of JSON value.
    public enum Kind: Sendable, Equatable {
        case null, bool, number, string, array, object
    }

    let document: JSONDocument
    let index: Int

    /// The value at tape entry `index` of `document`.
    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// `json` written out and read back: for tests and for callers that
    /// build a message in memory.
    public init(_ json: JSON) {
        // Serialized JSON always reads back.
        self = (try? JSONDocument(json.serialized))?.root ?? JSONDocument.null.root
    }

    /// `null`, what a message without `params` has.
    public static var null: JSONView { JSONDocument.null.root }

    /// What kind of value this is.
    public var kind: Kind {
        switch document.kind(at: index) {
        case .null: .null
        case .false, .true: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The member `key` of an object (the last one when the key repeats);
    /// `nil` for anything else.
    public subscript(key: String) -> JSONView? {
        guard document.kind(at: index) == .object else { return nil }
        var found: Int?
        var member = document.firstMember(of: index)
        let end = document.next(after: index)
        while member < end {
            if keyEquals(member, key) { found = member + 1 }
            member = document.next(after: member + 1)
        }
        return found.map { JSONView(document: document, index: $0) }
    }

    /// The string, if this is one (a lone surrogate escape or an invalid
    /// UTF-8 byte read as U+FFFD).
    public var string: String? {
        guard document.kind(at: index) == .string else { return nil }
        return JSONText.decodeString(document.bytes, from: document.offset(at: index)).text
    }

    /// The integer, if this is a number that is one: an integer that fits
    /// `Int`, or a number with no fraction below 9e15 in magnitude (`2.0`).
    public var int: Int? {
        guard let text = numberText else { return nil }
        if let value = Int(text) { return value }
        guard let value = Double(text), value.rounded() == value, abs(value) < 9e15 else { return nil }
        return Int(value)
    }

    /// The number, if this is one, as the nearest `Double`.
    public var double: Double? {
        numberText.flatMap(Double.init)
    }

    /// The boolean, if this is one.
    public var bool: Bool? {
        switch document.kind(at: index) {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Whether this is `null`.
    public var isNull: Bool { document.kind(at: index) == .null }

    /// The elements, if this is an array: read one by one as they are
    /// visited, never gathered (so an array of millions costs nothing until
    /// walked).
    public var array: Elements? {
        document.kind(at: index) == .array ? Elements(document: document, container: index) : nil
    }

    /// The value as a ``JSON`` tree (for an id echoed in a response, or a
    /// test). Numbers and strings keep their exact text where a plain case
    /// would change it (``JSON/verbatim(_:)``): `123456789012345678901234567890`
    /// stays itself, not a `Double`, and `"\ud800"` stays a lone surrogate.
    public var json: JSON {
        let bytes = document.bytes
        let offset = document.offset(at: index)
        switch document.kind(at: index) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number:
            let text = String(decoding: bytes[offset..<JSONText.numberEnd(bytes, from: offset)], as: UTF8.self)
            if let value = Int(text), String(value) == text { return .int(value) }
            return .verbatim(Array(text.utf8))
        case .string:
            let decoded = JSONText.decodeString(bytes, from: offset)
            return decoded.hasLoneSurrogate ? .verbatim(Array(bytes[offset..<decoded.end])) : .string(decoded.text)
        case .array:
            var elements: [JSON] = []
            elements.reserveCapacity(count)
            for element in array ?? Elements(document: document, container: index) { elements.append(element.json) }
            return .array(elements)
        case .object:
            var members: [String: JSON] = [:]
            var member = document.firstMember(of: index)
            let end = document.next(after: index)
            while member < end {
                let key = JSONText.decodeString(bytes, from: document.offset(at: member)).text
                members[key] = JSONView(document: document, index: member + 1).json
                member = document.next(after: member + 1)
            }
            return .object(members)
        }
    }

    /// The value as a ``JSON`` that writes back exactly as it was sent, as
    /// an id in a response must: a string with an escape (`"\u0041"`,
    /// `"\ud83d\ude00"`, a lone `"\ud800"`) and a number other than an
    /// integer `Int` writes alike (`1.0`, `-0`, `123456789012345678901234567890`)
    /// are ``JSON/verbatim(_:)``. Only invalid UTF-8 in a string is not kept:
    /// it is written as U+FFFD, since a response must be UTF-8. Arrays and
    /// objects are ``json``.
    public var asSent: JSON {
        guard document.kind(at: index) == .string else { return json }
        let bytes = document.bytes
        let offset = document.offset(at: index)
        let (end, hasEscape) = JSONText.stringEnd(bytes, from: offset)
        return hasEscape ? .verbatim(Array(bytes[offset..<end])) : json
    }

    /// The number of elements of an array or members of an object; 0 otherwise.
    public var count: Int {
        let kind = document.kind(at: index)
        guard kind == .array || kind == .object else { return 0 }
        var count = 0
        var member = document.firstMember(of: index)
        let end = document.next(after: index)
        while member < end {
            count += 1
            member = document.next(after: kind == .object ? member + 1 : member)
        }
        return count
    }

    /// The number's text as sent.
    private var numberText: String? {
        guard document.kind(at: index) == .number else { return nil }
        let offset = document.offset(at: index)
        return String(decoding: document.bytes[offset..<JSONText.numberEnd(document.bytes, from: offset)], as: UTF8.self)
    }

    /// Whether the key at tape entry `member` reads `key`.
    private func keyEquals(_ member: Int, _ key: String) -> Bool {
        let bytes = document.bytes
        let start = document.offset(at: member) + 1
        var wanted = key.utf8.makeIterator()
        var index = start
        // Plain ASCII keys (every key the protocol defines) compare byte by byte.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] < 0x80 {
            guard wanted.next() == bytes[index] else { return false }
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { return wanted.next() == nil }
        return JSONText.decodeString(bytes, from: start - 1).text == key
    }

    /// The elements of an array, read lazily.
    public struct Elements: Sequence, Sendable {
        let document: JSONDocument
        let container: Int

        /// Walks the elements in order.
        public func makeIterator() -> Iterator {
            Iterator(document: document, next: document.firstMember(of: container), end: document.next(after: container))
        }

        /// Walks an array's elements.
        public struct Iterator: IteratorProtocol {
            let document: JSONDocument
            var following: Int
            let end: Int

            init(document: JSONDocument, next: Int, end: Int) {
                self.document = document
                self.following = next
                self.end = end
            }

            /// The next element.
            public mutating func next() -> JSONView? {
                guard following < end else { return nil }
                let element = JSONView(document: document, index: following)
                following = document.next(after: following)
                return element
            }
        }
    }
}
