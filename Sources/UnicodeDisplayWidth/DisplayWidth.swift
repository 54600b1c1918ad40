/// Placeholder until the East Asian Width table lands.
public enum DisplayWidth {}
