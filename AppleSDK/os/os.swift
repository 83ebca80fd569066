// `import os`: Apple's umbrella of logging and signposts; on Linux, OSLog's `Logger`.
@_exported import OSLog
