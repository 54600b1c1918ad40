// Fuzz target `formatters`: edit sequences through FormatterChain.
//
// Input: byte 0 picks a chain (`chains` below), byte 1 a locale (`locales`),
// the rest is a key script (UTF-8, the notation of shared/conformance/
// formatters.tsv: typed characters, {bs} {del} {left} {right} {home} {end}
// {paste:…} {mark:…} {unmark:…} {commit}). Scripts that do not parse are
// rejected (-1) so they stay out of the corpus.
//
// After every action the §5 invariants the runtime's property tests
// (Tests/FormRuntimeTests/PropertyTests.swift) check must hold; a violation
// traps with the chain, locale, state and action:
// - the caret is within the text, and within the marked text while composing;
// - an edit the chain rejects (a NUL, which every filtering chain drops)
//   leaves the state unchanged;
// - an accepted insertion leaves the caret after something;
// - idempotence: pasting the display into an empty field shows the same
//   display, with the same value;
// - nothing is dropped while composing: the marked text is shown as set,
//   the caret after it, and (outside masks) the value contains it (unless
//   the marked text joins the characters around it into one cluster);
// - backspace with something before the caret changes the state (except over
//   a mask's leading literals);
// - a number's value agrees with its displayed digits;
// - commit is idempotent and keeps a caret at the end at the end.
import FormChecker
import FormRuntime
import FormTooling
import Foundation

// chains:begin (one per line: chain source, field type; read by Fuzz/seeds.sh)
let chains: [(source: String, type: FieldType)] = [
    (###"digits"###, .text),
    (###"letters"###, .text),
    (###"alphanumeric"###, .text),
    (###"allow("a-f0-9")"###, .text),
    (###"allow("a-z0-9_\\-")"###, .text),
    (###"deny(" ")"###, .text),
    (###"deny("-.")"###, .text),
    (###"lowercase"###, .text),
    (###"uppercase"###, .text),
    (###"trim"###, .text),
    (###"limit(3)"###, .text),
    (###"limit(10)"###, .text),
    (###"mask("#-#-#-#")"###, .text),
    (###"mask("+7-###-###-##-##")"###, .text),
    (###"mask("+7-###-###-##-##", raw: true)"###, .text),
    (###"mask("AA-####")"###, .text),
    (###"mask("(###) ***")"###, .text),
    (###"mask("\\##")"###, .text),
    (###"mask("##/##/####")"###, .text),
    (###"number"###, .int),
    (###"number(grouping: false)"###, .int),
    (###"number(signed: false)"###, .int),
    (###"number(maxDigits: 4)"###, .int),
    (###"decimal"###, .decimal),
    (###"decimal(scale: 2)"###, .decimal),
    (###"decimal(scale: 0)"###, .decimal),
    (###"decimal(scale: 2, padFraction: true)"###, .decimal),
    (###"decimal(maxDigits: 6, grouping: false)"###, .decimal),
    (###"digits | limit(4)"###, .text),
    (###"lowercase | limit(5)"###, .text),
    (###"uppercase | mask("AA-####")"###, .text),
    (###"trim | uppercase | limit(8)"###, .text),
    (###"letters | lowercase"###, .text),
    (###"deny(" ") | mask("****-****")"###, .text),
]
// chains:end

// locales:begin
let locales = [
    "en_US", "fr_FR", "de_CH", "hi_IN", "ru_RU", "de_DE", "ar_EG", "tr_TR", "az_AZ", "pl_PL", "sv_SE",
    "zh_Hans_CN", "ja_JP", "he_IL", "es_ES", "el_GR", "lt_LT",
]
// locales:end

/// Every chain resolved under every locale, built once before fuzzing starts
/// (so its allocations are not taken for leaks of the first input).
nonisolated(unsafe) var resolved: [[FormatterChain]] = []

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    resolved = resolveAll()
    return 0
}

func resolveAll() -> [[FormatterChain]] {
    chains.map { chain in
        locales.map { identifier in
            guard let locale = LocaleTable.rules(for: identifier) else { fatalError("fuzz: unknown locale \(identifier)") }
            switch ChainResolver.resolve(source: chain.source, type: chain.type, locale: locale) {
            case .success(let resolved): return resolved
            case .failure(let error): fatalError("fuzz: chain \(chain.source) does not resolve: \(error.diagnostics.map(\.message))")
            }
        }
    }
}

struct Context {
    let chain: FormatterChain
    let name: String
    let type: FieldType
    let actions: [KeyAction]

    func fail(_ message: String, _ state: EditingState, _ action: KeyAction? = nil, _ next: EditingState? = nil) -> Never {
        var text = "formatters: \(message)\nchain: \(name) locale: \(chain.locale.identifier)\nscript: \(actions)\nstate: \(state)"
        if let action { text += "\naction: \(action)" }
        if let next { text += "\nnext: \(next)" }
        fatalError(text)
    }

    var isMask: Bool { chain.formatters.contains { $0.name == "mask" } }

    /// Whether the chain drops a NUL (and so must reject its insertion).
    var dropsNUL: Bool {
        chain.formatters.contains { spec in
            switch spec {
            case .digits, .letters, .alphanumeric, .allow, .mask, .number, .decimal, .date: true
            case .deny, .lowercase, .uppercase, .trim, .limit: false
            }
        }
    }

    func checkBounds(_ state: EditingState, after action: KeyAction, from previous: EditingState) {
        let count = state.text.count
        guard state.caret >= 0, state.caret <= count else { fail("caret out of bounds", previous, action, state) }
        if let composing = state.composing {
            guard composing.lowerBound >= 0, composing.upperBound <= count, !composing.isEmpty else {
                fail("composing range out of bounds or empty", previous, action, state)
            }
            guard composing.contains(state.caret) || composing.upperBound == state.caret else {
                fail("caret outside the marked text", previous, action, state)
            }
        }
    }

    /// Invariants of a state that is not composing.
    func checkSettled(_ state: EditingState) {
        // Rejection: a NUL is dropped by every filtering chain, so the edit is rejected.
        if dropsNUL {
            let next = chain.insert("\u{0}", into: state)
            if next != state { fail("a rejected edit (NUL) changed the state", state, .type("\u{0}"), next) }
        }
        // Idempotence: the display pasted into an empty field shows the same.
        let pasted = chain.insert(state.text, into: .empty)
        if pasted.text != state.text { fail("pasting the display shows another display", state, .paste(state.text), pasted) }
        let typeRef = FieldTypeRef(type, isOptional: true)
        if chain.value(of: pasted.text, type: typeRef) != chain.value(of: state.text, type: typeRef) {
            fail("pasting the display gives another value", state, .paste(state.text), pasted)
        }
        // Backspace with something before the caret changes something.
        if state.caret > 0 {
            let next = chain.backspace(state)
            if next == state {
                let overLeadingLiterals = chain.formatters.contains { spec in
                    if case let .mask(pattern, _) = spec {
                        return pattern.slotCharacters(of: String(state.text.prefix(state.caret))).isEmpty
                    }
                    return false
                }
                if !overLeadingLiterals { fail("backspace changed nothing", state, .backspace, next) }
            }
        }
        // Commit is idempotent; a caret at the end stays at the end.
        let committed = chain.commit(state)
        if chain.commit(committed) != committed { fail("commit is not idempotent", state, .commit, committed) }
        if state.caret == state.text.count, committed.caret != committed.text.count {
            fail("commit moved an end caret", state, .commit, committed)
        }
        checkNumber(state)
    }

    /// A number's value agrees with the digits it shows.
    func checkNumber(_ state: EditingState) {
        guard type == .int || type == .decimal,
              chain.formatters.allSatisfy({ $0.name == "number" || $0.name == "decimal" })
        else { return }
        let value = chain.value(of: state.text, type: FieldTypeRef(type, isOptional: true))
        let digits = state.text.filter { $0.isASCII && $0.isNumber }
        let negative = state.text.hasPrefix("-") || state.text.hasPrefix(chain.locale.minusSign)
        if digits.isEmpty {
            if value != .none { fail("no digits but a value \(value)", state) }
            return
        }
        switch value {
        case let .int(number):
            if String(number.magnitude) != digits { fail("value \(number) is not the digits shown", state) }
            if (number < 0) != (negative && number != 0) { fail("value \(number) has the wrong sign", state) }
        case let .decimal(number):
            let plain = state.text.replacingOccurrences(of: chain.locale.groupingSeparator, with: "")
                .replacingOccurrences(of: chain.locale.decimalSeparator, with: ".")
                .filter { ($0.isASCII && $0.isNumber) || $0 == "." }
            if number.magnitude != (Decimal(string: plain) ?? -1).magnitude { fail("value \(number) is not the number shown", state) }
        default:
            fail("digits shown but the value is \(value)", state)
        }
    }

    /// Whether marked text joined the text around it into grapheme clusters
    /// (e then a marked U+0301 is é): a range of characters cannot then
    /// hold exactly the marked text, and only the bounds are checked.
    func joinsNeighbours(_ marked: String, in state: EditingState, giving next: EditingState) -> Bool {
        var unmarked = Array(state.text)
        if let composing = state.composing { unmarked.removeSubrange(composing.clamped(to: 0..<unmarked.count)) }
        return next.text.count != unmarked.count + marked.count
    }

    func run() {
        var state = EditingState.empty
        for action in actions {
            var session = EditingSession(chain: chain, state: state)
            session.perform(action)
            let next = session.state
            checkBounds(next, after: action, from: state)
            switch action {
            case .type(let text), .paste(let text):
                if state.composing == nil, next != state, next.caret == 0, !text.isEmpty {
                    fail("an accepted insertion left the caret at the start", state, action, next)
                }
            case .mark(let marked) where !marked.isEmpty && !joinsNeighbours(marked, in: state, giving: next):
                if next.markedText != marked { fail("the marked text is not what was set", state, action, next) }
                if !next.text.contains(marked) { fail("the display lost the marked text", state, action, next) }
                if next.caret != next.composing?.upperBound { fail("the caret is not after the marked text", state, action, next) }
                if !isMask, case let .text(value) = chain.value(of: next.text, type: FieldTypeRef(.text)), !value.contains(marked) {
                    fail("the value lost the marked text", state, action, next)
                }
            case .commit:
                if next.composing != nil { fail("commit left a composition", state, action, next) }
            default:
                break
            }
            state = next
            if state.composing == nil { checkSettled(state) }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return -1 }
    let chainIndex = Int(data[0]) % chains.count
    let localeIndex = Int(data[1]) % locales.count
    let script = String(decoding: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
    guard let actions = try? KeyScript.parse(script), actions.count <= 64 else { return -1 }
    let context = Context(
        chain: resolved[chainIndex][localeIndex],
        name: chains[chainIndex].source,
        type: chains[chainIndex].type,
        actions: actions
    )
    context.run()
    return 0
}
