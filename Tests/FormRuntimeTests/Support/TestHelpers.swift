import FormRuntime

/// Shorthands for building chains and typing into them in tests.
func chain(_ formatters: FormatterSpec..., locale: LocaleRules = .enUS) -> FormatterChain {
    FormatterChain(formatters: formatters, locale: locale)
}

func mask(_ pattern: String, raw: Bool = false) throws -> FormatterSpec {
    .mask(try MaskPattern.parse(pattern), raw: raw)
}

extension FormatterChain {
    /// Runs a key script from an empty field (or `state`).
    func keys(_ script: String, from state: EditingState = .empty) throws -> EditingState {
        run(try KeyScript.parse(script), from: state)
    }

    /// The display in `text|` notation after a key script.
    func shows(_ script: String) throws -> String {
        DisplayNotation.render(try keys(script))
    }
}

/// A small seeded generator (SplitMix64) so property tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
