#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read a chunk at a time, for files too large to hold whole (a 200 MB export): memory
/// stays at one chunk, whatever the file's size.
package final class FileChunks {
    package let path: String
    /// The file's size when it was opened, for progress.
    package let size: Int
    /// How much has been read.
    package private(set) var offset = 0
    private let fd: Int32
    private var buffer: [UInt8]

    /// Opens `path` for reading in chunks of `chunkSize` bytes.
    package init(path: String, chunkSize: Int = 1 << 20) throws(FileError) {
        let descriptor = try FileIO.openRegular(path)
        var info = stat()
        size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        self.path = path
        fd = descriptor
        buffer = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    deinit {
        close(fd)
    }

    /// The next chunk, or `nil` at the end of the file.
    package func next() throws(FileError) -> ArraySlice<UInt8>? {
        while true {
            let n = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                throw FileError(path: path, reason: String(cString: strerror(code)), isMissing: false)
            }
            if n == 0 { return nil }
            offset += n
            return buffer[0..<n]
        }
    }
}
