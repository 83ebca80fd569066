import Foundation

/// A program that did not do what a test needed (it did not start, did not answer).
package struct CommandFailure: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }

    package init(message: String) {
        self.message = message
    }
}

/// What a program run to its end said and how it ended.
package struct ProcessResult: Sendable {
    package var status: Int32
    package var stdout: Data
    package var stderr: String

    /// Standard output as text.
    package var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs a program found on `PATH` (through `/usr/bin/env`) with `input` on standard input, to
/// its end: the one way the tests run a program and read what it said.
///
/// - Parameters:
///   - environment: the whole environment of the program, or `nil` for this process's.
///   - prefix: programs it runs under, before it on the command line (`timeout 60`, `unshare -n`).
package func runProcess(
    _ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String]? = nil,
    prefix: [String] = []
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = prefix + [executable] + arguments
    if let environment { process.environment = environment }
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Standard error is read on a thread of its own while standard output is read here: a
    // program that fills one pipe while the other is not read would never end.
    let errors = ErrorCollector()
    let reader = Thread {
        errors.data = stderr.fileHandleForReading.readDataToEndOfFile()
        errors.done.signal()
    }
    reader.start()
    if !input.isEmpty { stdin.fileHandleForWriting.write(input) }
    try? stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    errors.done.wait()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, stdout: out, stderr: String(decoding: errors.data, as: UTF8.self))
}

private final class ErrorCollector: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}

/// Runs blocking work (a child process, a pipe read, a burst of file writes) on a thread of its
/// own, so the tests' shared pool of cooperative threads stays free for the tests that measure
/// time (Dispatch's workers are as few as the cores, and the code under test uses them too).
package func offMainPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Starts `Tests/Tools/SCRIPT` with `arguments` in `process`, its standard input `input` (it
/// serves until that closes), and returns the port it prints on its first line.
package func startLoopbackTool(_ script: String, _ arguments: [String], process: Process, input: Pipe) throws -> Int {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", repositoryRoot.appendingPathComponent("Tests/Tools/" + script).path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = input
    try process.run()
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([0x0A]) { line.append(byte) }
    return Int(String(decoding: line, as: UTF8.self)) ?? 0
}
