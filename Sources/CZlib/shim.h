// The system's zlib, for Foundation's `NSData.compressed(using: .zlib)` and Apple's Compression
// framework: raw DEFLATE (RFC 1951, no zlib header), as Apple's "zlib" algorithm is, in one call.
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// `size` bytes deflated into `out` (of `capacity` bytes); the bytes written, or 0 when they
/// do not fit or zlib fails.
static inline size_t czlib_deflate_raw(const unsigned char *in, size_t size, unsigned char *out, size_t capacity) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, 5, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    stream.next_in = (Bytef *)in;
    stream.avail_in = (uInt)size;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    int status = deflate(&stream, Z_FINISH);
    size_t written = capacity - stream.avail_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? written : 0;
}

/// The largest `size` bytes can deflate to.
static inline size_t czlib_deflate_bound(size_t size) { return size + size / 1000 + 64; }

/// Raw DEFLATE data inflated into `out`; the bytes written (`*complete` set when the stream
/// ended), or -1 for data that is not DEFLATE.
static inline long czlib_inflate_raw(const unsigned char *in, size_t size, unsigned char *out, size_t capacity, int *complete) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    *complete = 0;
    if (inflateInit2(&stream, -15) != Z_OK) return -1;
    stream.next_in = (Bytef *)in;
    stream.avail_in = (uInt)size;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    int status = inflate(&stream, Z_FINISH);
    long written = (long)(capacity - stream.avail_out);
    inflateEnd(&stream);
    if (status == Z_STREAM_END) {
        *complete = 1;
        return written;
    }
    if (status == Z_BUF_ERROR || status == Z_OK) return written;
    return -1;
}
