// The framework target the template `Module` makes from this folder.
public enum Totals {
    public static let balanceInCents = 1_234_567
}
