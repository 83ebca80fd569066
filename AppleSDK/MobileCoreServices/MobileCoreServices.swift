// MobileCoreServices: iOS's older name for Core Services' uniform type functions and constants,
// which it re-exports (Apple's does the same).
@_exported import CoreServices
