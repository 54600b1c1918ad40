import FormTestSupport
import FormRuntime
import FormTooling

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

/// The shared seeded generator (FormTestSupport).
typealias SeededGenerator = SeededRandom
