/// One of the 16 basic terminal colours (SGR 30–37 and 90–97).
public enum TerminalColor: UInt8, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The SGR parameter that selects this colour as the foreground.
    var foregroundCode: Int {
        rawValue < 8 ? 30 + Int(rawValue) : 90 + Int(rawValue - 8)
    }
}

/// How a piece of text is drawn: an optional foreground colour and
/// attributes. Colour is dropped when the terminal has no colour support
/// (``ColorSupport/none``); the attributes are always kept (see
/// `docs/TERMINAL.md`).
public struct TextStyle: Sendable, Hashable {
    /// The foreground colour, or nil for the terminal's default.
    public var foreground: TerminalColor?
    /// Bold (SGR 1).
    public var isBold: Bool
    /// Dim / faint (SGR 2).
    public var isDim: Bool
    /// Underlined (SGR 4).
    public var isUnderlined: Bool
    /// Reverse video (SGR 7).
    public var isReversed: Bool

    /// A style with the given colour and attributes.
    public init(
        foreground: TerminalColor? = nil,
        bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        reverse: Bool = false
    ) {
        self.foreground = foreground
        self.isBold = bold
        self.isDim = dim
        self.isUnderlined = underline
        self.isReversed = reverse
    }

    /// The terminal's default rendition.
    public static let plain = TextStyle()
    /// Dimmed text (placeholders, captions).
    public static let dim = TextStyle(dim: true)
    /// Bold text.
    public static let bold = TextStyle(bold: true)
    /// Red text (error messages).
    public static let red = TextStyle(foreground: .red)
    /// Reverse video (focus markers).
    public static let reverse = TextStyle(reverse: true)
    /// Underlined text.
    public static let underline = TextStyle(underline: true)

    /// The SGR parameters for this style under `colorSupport`, empty for
    /// the default rendition.
    func sgrParameters(_ colorSupport: ColorSupport) -> [Int] {
        var codes: [Int] = []
        if isBold { codes.append(1) }
        if isDim { codes.append(2) }
        if isUnderlined { codes.append(4) }
        if isReversed { codes.append(7) }
        if let foreground, colorSupport != .none { codes.append(foreground.foregroundCode) }
        return codes
    }
}
