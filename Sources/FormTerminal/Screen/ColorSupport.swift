/// Whether the renderer may write SGR colour codes.
public enum ColorSupport: Sendable, Hashable {
    /// No colour codes at all. Bold, dim, underline and reverse are still
    /// written (they are not colour, and focus and caret rely on them).
    case none
    /// The 16 basic colours (SGR 30–37, 90–97).
    case basic16

    /// The colour support the environment asks for:
    /// - `NO_COLOR` set to a non-empty value: ``none`` (https://no-color.org);
    /// - `TERM` unset, empty or `dumb`: ``none``;
    /// - `COLORTERM` set to a non-empty value: ``basic16``;
    /// - `TERM` containing `color`, or starting with the name of a
    ///   colour-capable terminal family (`xterm`, `screen`, `tmux`, `rxvt`,
    ///   `linux`, …): ``basic16``;
    /// - anything else (`vt100`, `vt220`, unknown names): ``none``.
    public static func detect(environment: [String: String]) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        if let colorTerm = environment["COLORTERM"], !colorTerm.isEmpty { return .basic16 }
        if term.contains("color") { return .basic16 }
        let families = ["xterm", "screen", "tmux", "rxvt", "linux", "ansi", "cygwin", "konsole",
                        "gnome", "alacritty", "kitty", "foot", "wezterm", "iterm", "putty", "st-", "vte"]
        return families.contains { term == $0 || term.hasPrefix($0) } ? .basic16 : .none
    }
}
