import Foundation

/// What the user's locale is read from (LANGUAGE.md §17): the POSIX locale
/// environment on Linux and every other system without Darwin, Apple's
/// locale settings on Apple platforms, where `LC_*` and `LANG` are
/// normally unset and `Locale.current` is the user's choice.
///
/// Both readings are pure functions of the value, so each is tested on
/// Linux; only ``process(environment:)`` looks at the platform.
package enum UserLocaleSettings: Sendable, Equatable {
    /// POSIX variables (`LC_ALL`, `LC_NUMERIC`, `LC_MESSAGES`, `LANG`,
    /// `LANGUAGE`), read as ``LocaleRules/current(environment:)`` and
    /// ``UILanguage/preferred(environment:)`` say.
    case environment([String: String])
    /// Apple's settings: `Locale.current`'s language, script and region,
    /// and `Locale.preferredLanguages`.
    case apple(AppleLocaleSettings)

    /// This process's settings: on Apple platforms (where Darwin exists)
    /// `Locale.current` and `Locale.preferredLanguages`, and `environment`
    /// is not read; elsewhere `environment`, the process's own by default.
    package static func process(environment: [String: String] = ProcessInfo.processInfo.environment) -> UserLocaleSettings {
        #if canImport(Darwin)
        .apple(.current)
        #else
        .environment(environment)
        #endif
    }

    /// The number and date rules, resolved against the embedded CLDR table
    /// (`en_US_POSIX` when nothing in it matches).
    package var rules: LocaleRules {
        switch self {
        case .environment(let environment): LocaleRules.current(environment: environment)
        case .apple(let settings): settings.rules
        }
    }

    /// The preferred UI languages, most preferred first, each followed by
    /// its shorter forms (`de_CH` then `de`).
    package var preferredLanguages: [String] {
        switch self {
        case .environment(let environment): UILanguage.preferred(environment: environment)
        case .apple(let settings): settings.uiLanguages
        }
    }
}
