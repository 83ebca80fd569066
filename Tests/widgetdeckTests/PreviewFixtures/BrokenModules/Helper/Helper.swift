// A module the widget imports, with a mistake of its own.
public enum Helper {
	public static let greeting: Int = "hello"
}
