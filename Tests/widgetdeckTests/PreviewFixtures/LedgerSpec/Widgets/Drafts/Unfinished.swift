// Excluded by the spec (`Drafts`): this file does not compile, so the widget builds only
// when the exclusion holds.
let unfinished: Int = "not yet"
