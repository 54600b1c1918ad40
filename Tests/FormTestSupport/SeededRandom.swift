/// SplitMix64: a small deterministic generator shared by the property,
/// mutation and differential tests, so every run draws the same inputs and a
/// failure replays.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's state; the seed, at the start.
    public var state: UInt64

    /// A generator starting at `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// A generator starting at `seed`.
    public init(seed: UInt64) {
        self.state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with the given probability in percent.
    public mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    /// One of `options`, which must not be empty.
    public mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &self)] }
}
