// The two names of Combine's that Apple's Foundation gives too, as typealiases: a model object
// in a file that imports only Foundation is `ObservableObject` with `@Published` properties, as
// on a phone. The rest of Combine (`Future`, `AnyCancellable`…) needs `import Combine` (or
// SwiftUI), there as here.
import Combine

public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published
