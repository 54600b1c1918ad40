import FormRuntime

/// One field's chain, held by reference: a keystroke reads it in place.
/// Read from a session's own array inside a `mutating` method, a
/// ``FormatterChain`` (formatters, locale, compiled steps) was copied field
/// by field on every edit; a box costs one retain.
final class ChainBox: Sendable {
    /// The field's chain.
    let chain: FormatterChain

    /// A box holding `chain`.
    init(_ chain: FormatterChain) {
        self.chain = chain
    }

    /// `change` applied to `state` with the chain, read in place.
    @inline(__always)
    func edit(_ state: EditingState, _ change: (EditingState, FormatterChain) -> EditingState) -> EditingState {
        change(state, chain)
    }

    /// ``FormatterChain/value(of:type:today:)``, the chain read in place.
    func value(of display: String, type: FieldTypeRef, today: FormDate) -> FieldValue {
        chain.value(of: display, type: type, today: today)
    }
}
