#ifndef WIDGETDECK_CHTTPS_H
#define WIDGETDECK_CHTTPS_H

#include <stddef.h>

/// The answer to one HTTP or HTTPS request: status, the ETag and Retry-After headers (if any)
/// and the body.
typedef struct {
    long status;
    char *etag;        /* malloc'd, or NULL */
    char *retry_after; /* malloc'd, or NULL */
    unsigned char *body; /* malloc'd, or NULL */
    size_t body_length;
} wd_https_response;

/// GETs `url` through libcurl, loaded at run time (dlopen) only when this is first called, so
/// programs that never fetch over TLS pay nothing for it at start-up.
///
/// `headers` holds `header_count` complete header lines ("Name: value"). `timeout_ms` bounds the
/// whole request; a body over `max_body` bytes is refused. `ca_file` (or NULL) names extra
/// certificate authorities to trust.
///
/// Returns 0 and fills `out` (free it with wd_https_free), or a non-zero code with a message in
/// `error`: 1 libcurl unavailable, 2 timeout, 3 connection or TLS failure, 4 body too large,
/// 5 other.
int wd_https_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                 size_t max_body, const char *ca_file, wd_https_response *out, char *error, size_t error_length);

/// Like wd_https_get, but a POST of `post_length` bytes at `post_body` when `post_body` is not
/// NULL (the caller sets the Content-Type header).
int wd_https_request(const char *url, const char *const *headers, int header_count, const unsigned char *post_body, size_t post_length,
                     long timeout_ms, size_t max_body, const char *ca_file, wd_https_response *out, char *error, size_t error_length);

/// Frees what wd_https_get or wd_https_request allocated.
void wd_https_free(wd_https_response *response);

#endif
