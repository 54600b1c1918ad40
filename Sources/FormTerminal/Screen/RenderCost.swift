/// Measurements for benchmarks: what a change between two frames costs on
/// the wire.
public enum RenderCost {
    /// The bytes written to turn `before` into `after` once `before` is on
    /// screen (drawn from nothing at `width` columns). Compare a 2-field and
    /// a 200-field form: an edit should cost the same.
    public static func bytesForChange(
        from before: Frame,
        to after: Frame,
        width: Int = 80,
        colorSupport: ColorSupport = .basic16
    ) -> Int {
        let renderer = ScreenRenderer(width: width, colorSupport: colorSupport)
        let first = renderer.render(before, after: .empty)
        return renderer.render(after, after: first.state).byteCount
    }
}
