/// Parses key scripts, as `formc try --keys` and vector files write them.
///
/// Each character (grapheme cluster) is typed at the caret as one edit;
/// `{bs}` `{del}` `{left}` `{right}` `{home}` `{end}` `{commit}` are keys;
/// `{paste:TEXT}`, `{mark:TEXT}`, `{unmark:TEXT}` carry text that ends at the
/// first `}`; `{{` and `}}` type a brace. The escapes `\u{XXXX}`, `\t` and
/// `\\` write a character anywhere; an escape never starts a token, so
/// `\u{7B}` types `{` and `\u{7D}` puts a `}` inside `{paste:…}`.
public enum KeyScript {
    /// Parses `script` into actions.
    public static func parse(_ script: String) throws(KeyScriptError) -> [KeyAction] {
        let characters = Array(script)
        var actions: [KeyAction] = []
        var typed = ""
        var index = 0

        func flushTyped() {
            // Escapes and characters typed in a row are segmented together,
            // so `e\u{301}` types one character.
            for character in typed { actions.append(.type(String(character))) }
            typed = ""
        }

        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                do {
                    let (decoded, next) = try EscapedText.decodeEscape(in: characters, at: index, allowBar: false)
                    typed += decoded
                    index = next
                } catch {
                    throw KeyScriptError(offset: error.offset, reason: error.reason)
                }
            case "}":
                guard index + 1 < characters.count, characters[index + 1] == "}" else {
                    throw KeyScriptError(offset: index, reason: "a lone '}'; write '}}' to type a brace")
                }
                typed += "}"
                index += 2
            case "{":
                if index + 1 < characters.count, characters[index + 1] == "{" {
                    typed += "{"
                    index += 2
                    continue
                }
                flushTyped()
                let (action, next) = try parseToken(characters, at: index)
                actions.append(action)
                index = next
            default:
                typed.append(character)
                index += 1
            }
        }
        flushTyped()
        return actions
    }

    /// Parses the `{…}` token starting at `start`.
    private static func parseToken(_ characters: [Character], at start: Int) throws(KeyScriptError) -> (KeyAction, Int) {
        var index = start + 1
        var word = ""
        while index < characters.count, characters[index] != "}", characters[index] != ":" {
            word.append(characters[index])
            index += 1
        }
        guard index < characters.count else {
            throw KeyScriptError(offset: start, reason: "'{\(word)' is not closed with '}'")
        }
        if characters[index] == "}" {
            let action: KeyAction? = switch word {
            case "bs": .backspace
            case "del": .delete
            case "left": .left
            case "right": .right
            case "home": .home
            case "end": .end
            case "commit": .commit
            default: nil
            }
            guard let action else { throw unknown(word, at: start) }
            return (action, index + 1)
        }
        guard ["paste", "mark", "unmark"].contains(word) else { throw unknown(word, at: start) }
        index += 1
        var text = ""
        while index < characters.count, characters[index] != "}" {
            if characters[index] == "\\" {
                do {
                    let (decoded, next) = try EscapedText.decodeEscape(in: characters, at: index, allowBar: false)
                    text += decoded
                    index = next
                } catch {
                    throw KeyScriptError(offset: error.offset, reason: error.reason)
                }
            } else {
                text.append(characters[index])
                index += 1
            }
        }
        guard index < characters.count else {
            throw KeyScriptError(offset: start, reason: "'{\(word):' is not closed with '}'")
        }
        let action: KeyAction = switch word {
        case "paste": .paste(text)
        case "mark": .mark(text)
        default: .unmark(text)
        }
        return (action, index + 1)
    }

    private static func unknown(_ word: String, at offset: Int) -> KeyScriptError {
        KeyScriptError(offset: offset, reason: "unknown key '{\(word)}'; known: {bs} {del} {left} {right} {home} {end} {commit} {paste:…} {mark:…} {unmark:…}")
    }
}

/// A key script that cannot be parsed.
public struct KeyScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The character offset in the script where the problem starts.
    public var offset: Int
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `character N: reason` (1-based, as people count).
    public var description: String { "character \(offset + 1): \(reason)" }
}
