import FormRuntime
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
    ///
    /// The syntax (`{`, `}`, `:`, `\\`) is read on Unicode scalars
    /// (LANGUAGE.md §10), so a `}` followed by a combining mark still closes
    /// a token; the typed text between tokens is then split into grapheme
    /// clusters, one edit each, so a combining mark right after a token is
    /// typed on its own. Error offsets count characters.
    public static func parse(_ script: String) throws(KeyScriptError) -> [KeyAction] {
        let scalars = Array(script.unicodeScalars)
        do {
            return try parse(scalars)
        } catch {
            throw KeyScriptError(offset: EscapedText.characterOffset(in: scalars, ofScalar: error.offset), reason: error.reason)
        }
    }

    /// Parses the scalars of a script; errors carry scalar offsets.
    private static func parse(_ scalars: [Unicode.Scalar]) throws(KeyScriptError) -> [KeyAction] {
        var actions: [KeyAction] = []
        var typed = String.UnicodeScalarView()
        var index = 0

        func flushTyped() {
            // Escapes and characters typed in a row are segmented together,
            // so `e\u{301}` types one character.
            for character in String(typed) { actions.append(.type(String(character))) }
            typed = String.UnicodeScalarView()
        }

        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                let (decoded, next) = try decodeEscape(scalars, at: index)
                typed.append(contentsOf: decoded.unicodeScalars)
                index = next
            case "}":
                guard index + 1 < scalars.count, scalars[index + 1] == "}" else {
                    throw KeyScriptError(offset: index, reason: "a lone '}'; write '}}' to type a brace")
                }
                typed.append("}")
                index += 2
            case "{":
                if index + 1 < scalars.count, scalars[index + 1] == "{" {
                    typed.append("{")
                    index += 2
                    continue
                }
                flushTyped()
                let (action, next) = try parseToken(scalars, at: index)
                actions.append(action)
                index = next
            default:
                typed.append(scalar)
                index += 1
            }
        }
        flushTyped()
        return actions
    }

    private static func decodeEscape(_ scalars: [Unicode.Scalar], at index: Int) throws(KeyScriptError) -> (String, Int) {
        do {
            return try EscapedText.decodeEscape(in: scalars, at: index, allowBar: false)
        } catch {
            throw KeyScriptError(offset: error.offset, reason: error.reason)
        }
    }

    /// Parses the `{…}` token starting at `start`.
    private static func parseToken(_ scalars: [Unicode.Scalar], at start: Int) throws(KeyScriptError) -> (KeyAction, Int) {
        var index = start + 1
        var word = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "}", scalars[index] != ":" {
            word.append(scalars[index])
            index += 1
        }
        let name = String(word)
        guard index < scalars.count else {
            throw KeyScriptError(offset: start, reason: "'{\(name)' is not closed with '}'")
        }
        if scalars[index] == "}" {
            let action: KeyAction? = switch name {
            case "bs": .backspace
            case "del": .delete
            case "left": .left
            case "right": .right
            case "home": .home
            case "end": .end
            case "commit": .commit
            default: nil
            }
            guard let action else { throw unknown(name, at: start) }
            return (action, index + 1)
        }
        guard ["paste", "mark", "unmark"].contains(name) else { throw unknown(name, at: start) }
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "}" {
            if scalars[index] == "\\" {
                let (decoded, next) = try decodeEscape(scalars, at: index)
                text.append(contentsOf: decoded.unicodeScalars)
                index = next
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        guard index < scalars.count else {
            throw KeyScriptError(offset: start, reason: "'{\(name):' is not closed with '}'")
        }
        let action: KeyAction = switch name {
        case "paste": .paste(String(text))
        case "mark": .mark(String(text))
        default: .unmark(String(text))
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
