// HTTPS through libcurl loaded with dlopen: no build-time dependency on curl's headers, and no
// start-up cost for programs that never use it. Only the handful of entry points needed are
// declared here, with the option numbers from curl.h (stable ABI since libcurl 7).
#include "chttps.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef void CURL;
struct curl_slist;

enum {
    WD_CURLOPT_WRITEDATA = 10001,
    WD_CURLOPT_URL = 10002,
    WD_CURLOPT_ERRORBUFFER = 10010,
    WD_CURLOPT_HTTPHEADER = 10023,
    WD_CURLOPT_HEADERDATA = 10029,
    WD_CURLOPT_CAINFO = 10065,
    WD_CURLOPT_WRITEFUNCTION = 20011,
    WD_CURLOPT_HEADERFUNCTION = 20079,
    WD_CURLOPT_NOSIGNAL = 99,
    WD_CURLOPT_TIMEOUT_MS = 155,
    WD_CURLOPT_CONNECTTIMEOUT_MS = 156,
    WD_CURLOPT_PROTOCOLS_STR = 10318,
    WD_CURLOPT_POSTFIELDS = 10015,
    WD_CURLOPT_POSTFIELDSIZE = 60,
};
enum { WD_CURLINFO_RESPONSE_CODE = 0x200000 + 2 };
enum { WD_CURLE_OK = 0, WD_CURLE_COULDNT_RESOLVE_HOST = 6, WD_CURLE_COULDNT_CONNECT = 7, WD_CURLE_WEIRD_SERVER_REPLY = 8,
       WD_CURLE_PARTIAL_FILE = 18, WD_CURLE_WRITE_ERROR = 23, WD_CURLE_OPERATION_TIMEDOUT = 28, WD_CURLE_GOT_NOTHING = 52,
       WD_CURLE_RECV_ERROR = 56, WD_CURLE_BAD_CONTENT_ENCODING = 61 };

static struct {
    int loaded;
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    int (*global_init)(long);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    curl.easy_init = dlsym(library, "curl_easy_init");
    curl.easy_setopt = dlsym(library, "curl_easy_setopt");
    curl.easy_perform = dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
    curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    curl.easy_strerror = dlsym(library, "curl_easy_strerror");
    curl.slist_append = dlsym(library, "curl_slist_append");
    curl.slist_free_all = dlsym(library, "curl_slist_free_all");
    curl.global_init = dlsym(library, "curl_global_init");
    if (curl.easy_init && curl.easy_setopt && curl.easy_perform && curl.easy_getinfo && curl.easy_cleanup &&
        curl.easy_strerror && curl.slist_append && curl.slist_free_all && curl.global_init) {
        curl.global_init(3 /* CURL_GLOBAL_ALL */);
        curl.loaded = 1;
    }
}

typedef struct {
    unsigned char *data;
    size_t length, capacity, limit;
    int too_large;
    char *etag;
    char *retry_after;
} sink;

static size_t write_body(char *bytes, size_t size, size_t count, void *context) {
    sink *s = context;
    size_t n = size * count;
    if (s->length + n > s->limit) {
        s->too_large = 1;
        return 0;  /* makes curl stop with CURLE_WRITE_ERROR */
    }
    if (s->length + n > s->capacity) {
        size_t capacity = s->capacity ? s->capacity * 2 : 65536;
        while (capacity < s->length + n) capacity *= 2;
        unsigned char *grown = realloc(s->data, capacity);
        if (!grown) return 0;
        s->data = grown;
        s->capacity = capacity;
    }
    memcpy(s->data + s->length, bytes, n);
    s->length += n;
    return n;
}

/* The value of header line `bytes` (n bytes) if it is `name` (with its colon), malloc'd. */
static void keep_header(const char *bytes, size_t n, const char *name, char **slot) {
    size_t length = strlen(name);
    if (n <= length || strncasecmp(bytes, name, length) != 0) return;
    size_t start = length, end = n;
    while (start < end && (bytes[start] == ' ' || bytes[start] == '\t')) start++;
    while (end > start && (bytes[end - 1] == '\r' || bytes[end - 1] == '\n' || bytes[end - 1] == ' ')) end--;
    free(*slot);
    *slot = malloc(end - start + 1);
    if (*slot) {
        memcpy(*slot, bytes + start, end - start);
        (*slot)[end - start] = 0;
    }
}

static size_t read_header(char *bytes, size_t size, size_t count, void *context) {
    sink *s = context;
    size_t n = size * count;
    keep_header(bytes, n, "etag:", &s->etag);
    keep_header(bytes, n, "retry-after:", &s->retry_after);
    return n;
}

int wd_https_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                 size_t max_body, const char *ca_file, wd_https_response *out, char *error, size_t error_length) {
    return wd_https_request(url, headers, header_count, NULL, 0, timeout_ms, max_body, ca_file, out, error, error_length);
}

int wd_https_request(const char *url, const char *const *headers, int header_count, const unsigned char *post_body, size_t post_length,
                     long timeout_ms, size_t max_body, const char *ca_file, wd_https_response *out, char *error, size_t error_length) {
    memset(out, 0, sizeof *out);
    pthread_once(&load_once, load);
    if (!curl.loaded) {
        snprintf(error, error_length, "https needs libcurl (libcurl.so.4), which could not be loaded: %s", dlerror() ? dlerror() : "not found");
        return 1;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        snprintf(error, error_length, "libcurl could not start a request");
        return 5;
    }
    struct curl_slist *list = NULL;
    for (int i = 0; i < header_count; i++) list = curl.slist_append(list, headers[i]);
    sink body = {.limit = max_body};
    /* libcurl's own sentence for a failure names the host and port ("Could not resolve host:
       shop.example", "Failed to connect to 127.0.0.1 port 9 …"); CURL_ERROR_SIZE is 256. */
    char detail[256] = {0};
    curl.easy_setopt(handle, WD_CURLOPT_ERRORBUFFER, detail);
    curl.easy_setopt(handle, WD_CURLOPT_URL, url);
    curl.easy_setopt(handle, WD_CURLOPT_PROTOCOLS_STR, "https,http");
    curl.easy_setopt(handle, WD_CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, WD_CURLOPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, WD_CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, WD_CURLOPT_HTTPHEADER, list);
    curl.easy_setopt(handle, WD_CURLOPT_WRITEFUNCTION, write_body);
    curl.easy_setopt(handle, WD_CURLOPT_WRITEDATA, &body);
    curl.easy_setopt(handle, WD_CURLOPT_HEADERFUNCTION, read_header);
    curl.easy_setopt(handle, WD_CURLOPT_HEADERDATA, &body);
    if (ca_file) curl.easy_setopt(handle, WD_CURLOPT_CAINFO, ca_file);
    if (post_body) {
        /* A POST of exactly these bytes (curl does not copy them; they outlive the call). */
        curl.easy_setopt(handle, WD_CURLOPT_POSTFIELDSIZE, (long)post_length);
        curl.easy_setopt(handle, WD_CURLOPT_POSTFIELDS, post_body);
    }
    int result = curl.easy_perform(handle);
    long status = 0;
    curl.easy_getinfo(handle, WD_CURLINFO_RESPONSE_CODE, &status);
    curl.easy_cleanup(handle);
    curl.slist_free_all(list);
    if (result != WD_CURLE_OK) {
        int code = 5;
        if (body.too_large) {
            snprintf(error, error_length, "the answer is larger than the %zu bytes allowed", max_body);
            code = 4;
        } else if (result == WD_CURLE_OPERATION_TIMEDOUT) {
            snprintf(error, error_length, "no complete answer within the deadline");
            code = 2;
        } else if (result == WD_CURLE_PARTIAL_FILE || result == WD_CURLE_RECV_ERROR || result == WD_CURLE_BAD_CONTENT_ENCODING) {
            snprintf(error, error_length, "the answer was cut short or its framing is broken (%s)", curl.easy_strerror(result));
            code = 3;
        } else if (result == WD_CURLE_WEIRD_SERVER_REPLY || result == WD_CURLE_GOT_NOTHING) {
            snprintf(error, error_length, "the server's answer is not HTTP (%s)", curl.easy_strerror(result));
            code = 3;
        } else {
            snprintf(error, error_length, "%s", detail[0] ? detail : curl.easy_strerror(result));
            code = 3;
        }
        free(body.data);
        free(body.etag);
        free(body.retry_after);
        return code;
    }
    out->status = status;
    out->etag = body.etag;
    out->retry_after = body.retry_after;
    out->body = body.data;
    out->body_length = body.length;
    return 0;
}

void wd_https_free(wd_https_response *response) {
    free(response->etag);
    free(response->retry_after);
    free(response->body);
    memset(response, 0, sizeof *response);
}
