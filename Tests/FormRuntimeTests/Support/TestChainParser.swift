import FormRuntime

/// TEST FIXTURE — a minimal reader of chain source text (`mask("+7-###",
/// raw: true) | limit(4)`) so vector files run before the checker's
/// `ChainResolver` exists. It does no checking beyond what tests need; the
/// real resolver lives in FormChecker.
enum TestChainParser {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    enum Argument {
        case string(String), int(Int), bool(Bool)
    }

    static func chain(for vector: FormatterVector) throws -> FormatterChain {
        FormatterChain(formatters: try parse(vector.chain), locale: try TestLocales.rules(vector.locale))
    }

    static func parse(_ source: String) throws -> [FormatterSpec] {
        var reader = Reader(characters: Array(source))
        var result: [FormatterSpec] = []
        repeat {
            reader.skipSpaces()
            let name = reader.identifier()
            var positional: [Argument] = []
            var named: [String: Argument] = [:]
            reader.skipSpaces()
            if reader.peek == "(" {
                reader.index += 1
                while true {
                    reader.skipSpaces()
                    if reader.peek == ")" { reader.index += 1; break }
                    let start = reader.index
                    let label = reader.identifier()
                    reader.skipSpaces()
                    if !label.isEmpty, reader.peek == ":" {
                        reader.index += 1
                        reader.skipSpaces()
                        named[label] = try reader.argument()
                    } else {
                        reader.index = start
                        positional.append(try reader.argument())
                    }
                    reader.skipSpaces()
                    if reader.peek == "," { reader.index += 1 }
                }
            }
            result.append(try make(name, positional, named))
            reader.skipSpaces()
        } while reader.consume("|")
        guard reader.index == reader.characters.count else { throw Failure(description: "trailing text in \(source)") }
        return result
    }

    private static func make(_ name: String, _ positional: [Argument], _ named: [String: Argument]) throws -> FormatterSpec {
        func string(_ argument: Argument?) throws -> String {
            guard case let .string(value)? = argument else { throw Failure(description: "\(name) needs a string") }
            return value
        }
        func int(_ key: String, _ fallback: Int) -> Int {
            if case let .int(value)? = named[key] { return value }
            return fallback
        }
        func bool(_ key: String, _ fallback: Bool) -> Bool {
            if case let .bool(value)? = named[key] { return value }
            return fallback
        }
        switch name {
        case "digits": return .digits
        case "letters": return .letters
        case "alphanumeric": return .alphanumeric
        case "lowercase": return .lowercase
        case "uppercase": return .uppercase
        case "trim": return .trim
        case "allow": return .allow(try CharacterPattern.parse(string(positional.first)))
        case "deny": return .deny(try CharacterPattern.parse(string(positional.first)))
        case "limit":
            guard case let .int(value)? = positional.first else { throw Failure(description: "limit needs an int") }
            return .limit(value)
        case "mask": return .mask(try MaskPattern.parse(string(positional.first)), raw: bool("raw", false))
        case "number":
            return .number(NumberOptions(grouping: bool("grouping", true), signed: bool("signed", true), maxDigits: int("maxDigits", 18)))
        case "decimal":
            let scale: Int? = if case let .int(value)? = named["scale"] { value } else { nil }
            return .decimal(DecimalOptions(scale: scale, grouping: bool("grouping", true), signed: bool("signed", true),
                                           maxDigits: int("maxDigits", 28), padFraction: bool("padFraction", false)))
        default: throw Failure(description: "unknown formatter \(name)")
        }
    }

    private struct Reader {
        let characters: [Character]
        var index = 0

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func skipSpaces() { while peek == " " { index += 1 } }

        mutating func consume(_ character: Character) -> Bool {
            guard peek == character else { return false }
            index += 1
            return true
        }

        mutating func identifier() -> String {
            var name = ""
            while let character = peek, character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                index += 1
            }
            return name
        }

        mutating func argument() throws -> Argument {
            if consume("\"") {
                var value = ""
                while let character = peek, character != "\"" {
                    index += 1
                    guard character == "\\" else { value.append(character); continue }
                    guard let escaped = peek else { break }
                    index += 1
                    switch escaped {
                    case "n": value += "\n"
                    case "t": value += "\t"
                    case "u":
                        _ = consume("{")
                        var hex = ""
                        while let digit = peek, digit != "}" { hex.append(digit); index += 1 }
                        _ = consume("}")
                        guard let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) else { throw Failure(description: "bad \\u") }
                        value.unicodeScalars.append(scalar)
                    default: value.append(escaped)
                    }
                }
                guard consume("\"") else { throw Failure(description: "unterminated string") }
                return .string(value)
            }
            let word = identifier()
            if word == "true" { return .bool(true) }
            if word == "false" { return .bool(false) }
            var number = word
            if number.isEmpty, consume("-") { number = "-" + identifier() }
            guard let value = Int(number.replacingOccurrences(of: "_", with: "")) else { throw Failure(description: "bad argument \(word)") }
            return .int(value)
        }
    }
}
