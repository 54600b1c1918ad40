/// One logical line of a frame: styled pieces of text, drawn left to right.
///
/// The text may hold anything, including control characters: the renderer
/// sanitises it (see ``TerminalText/sanitized(_:)``) before it reaches the
/// terminal. A line wider than the terminal wraps onto more rows, or is cut
/// with `…` when ``overflow`` is ``Overflow/truncate``.
public struct StyledLine: Sendable, Equatable {
    /// A run of text in one style.
    public struct Segment: Sendable, Equatable {
        /// The text, unsanitised.
        public var text: String
        /// How the text is drawn.
        public var style: TextStyle

        /// A run of `text` drawn in `style`.
        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// What happens to a line wider than the terminal.
    public enum Overflow: Sendable, Equatable {
        /// Continue on the next row (the default).
        case wrap
        /// Cut the line and end it with `…`.
        case truncate
    }

    /// The runs of text, in order.
    public var segments: [Segment]
    /// What happens when the line is wider than the terminal.
    public var overflow: Overflow

    /// A line made of `segments`.
    public init(_ segments: [Segment] = [], overflow: Overflow = .wrap) {
        self.segments = segments
        self.overflow = overflow
    }

    /// A line of `text` in one style.
    public init(_ text: String, style: TextStyle = .plain, overflow: Overflow = .wrap) {
        self.init([Segment(text, style: style)], overflow: overflow)
    }

    /// Adds `text` in `style` at the end of the line.
    public mutating func append(_ text: String, style: TextStyle = .plain) {
        segments.append(Segment(text, style: style))
    }

    /// The line with `text` in `style` added at the end.
    public func appending(_ text: String, style: TextStyle = .plain) -> StyledLine {
        var copy = self
        copy.append(text, style: style)
        return copy
    }

    /// The unstyled text of the whole line.
    public var text: String { segments.map(\.text).joined() }
}
