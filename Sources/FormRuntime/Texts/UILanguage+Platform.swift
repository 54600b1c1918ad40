import Foundation

/// The UI language on Apple platforms (LANGUAGE.md §17, §19), where `LC_*`
/// and `LANG` are normally unset: `Locale.preferredLanguages`.
extension UILanguage {
    /// The platform's own preferred languages: `Locale.preferredLanguages`
    /// on Apple platforms; empty elsewhere (Foundation on Linux does not
    /// follow the environment, which ``preferred(environment:)`` reads).
    public static var platformLanguages: [String] {
        #if canImport(Darwin)
        Locale.preferredLanguages
        #else
        []
        #endif
    }

    /// The user's preferred languages: ``preferred(environment:)`` when the
    /// environment states any, else `platform` (such as
    /// ``platformLanguages``), each followed by its language alone
    /// (`de-CH` → `de-CH`, `de`).
    public static func preferred(environment: [String: String], platform: [String]) -> [String] {
        let stated = preferred(environment: environment)
        guard stated.isEmpty, !platform.isEmpty else { return stated }
        return preferred(environment: ["LANGUAGE": platform.joined(separator: ":")])
    }
}
