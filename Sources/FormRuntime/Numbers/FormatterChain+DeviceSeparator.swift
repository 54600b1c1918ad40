/// A decimal separator from the device's keyboard (LANGUAGE.md §21): a
/// decimal pad shows the separator of the device's locale, whatever the
/// form's locale, so on an en_US device a de_DE form could not take a
/// fraction (`12.5` would become `125`).
extension FormatterChain {
    /// `typed`, one keystroke's text, as this chain reads it on a device
    /// whose decimal separator is `deviceSeparator`: in a chain with a
    /// `decimal` formatter that takes a fraction (no `scale`, or one above
    /// 0), one character equal to the device's separator is this chain's
    /// own decimal separator when the two differ (`.` becomes `,` in a
    /// de_DE form on an en_US device). Anything else (more than one
    /// character, another character, a chain without a fraction, equal
    /// separators) is returned as it is: pastes and whole answers keep
    /// their meaning (LANGUAGE.md §5).
    public func readingKeystroke(_ typed: String, deviceSeparator: String) -> String {
        // A stored flag first: most fields take no fraction, and a
        // keystroke is almost never the separator.
        guard takesFraction, typed == deviceSeparator, typed.count == 1,
              deviceSeparator != locale.decimalSeparator else { return typed }
        return locale.decimalSeparator
    }
}
