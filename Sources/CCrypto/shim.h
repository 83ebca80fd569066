// The system's libcrypto (OpenSSL 3), for the CryptoKit widgets' code reaches on Linux: message
// digests and HMAC through the EVP interface.
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/hmac.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <openssl/pkcs12.h>
#include <string.h>

// Security's certificates on Linux: a DER certificate's subject common name, its public key in
// Apple's external representation (PKCS #1 for RSA, the X9.63 point for EC), and a chain's
// evaluation against the system's trust store (or given anchors), with the host name checked —
// each a few calls into libcrypto kept here, where its stack macros are in reach.

static inline X509 *ccrypto_x509_from_der(const unsigned char *der, long length) {
    const unsigned char *cursor = der;
    return d2i_X509(NULL, &cursor, length);
}

/// The subject's common name into `buffer` (NUL-terminated); its length, or -1 if it has none.
static inline int ccrypto_x509_common_name(const unsigned char *der, long length, char *buffer, int capacity) {
    X509 *certificate = ccrypto_x509_from_der(der, length);
    if (certificate == NULL) return -1;
    int written = X509_NAME_get_text_by_NID(X509_get_subject_name(certificate), NID_commonName, buffer, capacity);
    X509_free(certificate);
    return written;
}

/// The certificate's public key as Apple externalises it, into `buffer`; its length, or -1.
/// `kind` is 1 for RSA, 2 for EC, 0 for another; `bits` the key's size.
static inline int ccrypto_x509_public_key(const unsigned char *der, long length, unsigned char *buffer, int capacity,
                                          int *kind, int *bits) {
    X509 *certificate = ccrypto_x509_from_der(der, length);
    if (certificate == NULL) return -1;
    EVP_PKEY *key = X509_get_pubkey(certificate);
    X509_free(certificate);
    if (key == NULL) return -1;
    int base = EVP_PKEY_get_base_id(key);
    *kind = base == EVP_PKEY_RSA ? 1 : base == EVP_PKEY_EC ? 2 : 0;
    *bits = EVP_PKEY_get_bits(key);
    int size = i2d_PublicKey(key, NULL);
    if (size <= 0 || size > capacity) {
        EVP_PKEY_free(key);
        return size <= 0 ? -1 : -size;
    }
    unsigned char *cursor = buffer;
    i2d_PublicKey(key, &cursor);
    EVP_PKEY_free(key);
    return size;
}

/// Verifies `chain` (leaf first, DER each) against the system's trust store or `anchors`
/// (only them when `anchors_only`), and the leaf against `host` when it is not NULL. Returns 1
/// when trusted; else 0 with OpenSSL's verification error in `error` (-1: a certificate did not
/// parse). `at_time` is the moment to judge at, in seconds since 1970, or 0 for now.
static inline int ccrypto_verify_chain(const unsigned char *const *chain, const long *chain_lengths, int chain_count,
                                       const unsigned char *const *anchors, const long *anchor_lengths,
                                       int anchor_count, int anchors_only, const char *host, long long at_time,
                                       int *error) {
    *error = -1;
    if (chain_count < 1) return 0;
    X509_STORE *store = X509_STORE_new();
    STACK_OF(X509) *untrusted = sk_X509_new_null();
    X509 *leaf = NULL;
    int trusted = 0;
    if (store == NULL || untrusted == NULL) goto done;
    if (!anchors_only) X509_STORE_set_default_paths(store);
    for (int i = 0; i < anchor_count; i++) {
        X509 *anchor = ccrypto_x509_from_der(anchors[i], anchor_lengths[i]);
        if (anchor == NULL) goto done;
        X509_STORE_add_cert(store, anchor);
        X509_free(anchor);
    }
    leaf = ccrypto_x509_from_der(chain[0], chain_lengths[0]);
    if (leaf == NULL) goto done;
    for (int i = 1; i < chain_count; i++) {
        X509 *intermediate = ccrypto_x509_from_der(chain[i], chain_lengths[i]);
        if (intermediate == NULL) goto done;
        sk_X509_push(untrusted, intermediate);
    }
    X509_STORE_CTX *context = X509_STORE_CTX_new();
    if (context == NULL) goto done;
    if (X509_STORE_CTX_init(context, store, leaf, untrusted) == 1) {
        if (host != NULL) X509_VERIFY_PARAM_set1_host(X509_STORE_CTX_get0_param(context), host, strlen(host));
        if (at_time != 0) X509_VERIFY_PARAM_set_time(X509_STORE_CTX_get0_param(context), (time_t)at_time);
        trusted = X509_verify_cert(context) == 1;
        *error = X509_STORE_CTX_get_error(context);
    }
    X509_STORE_CTX_free(context);
done:
    if (leaf != NULL) X509_free(leaf);
    if (untrusted != NULL) sk_X509_pop_free(untrusted, X509_free);
    if (store != NULL) X509_STORE_free(store);
    return trusted;
}

static inline const char *ccrypto_verify_error_string(int error) {
    return X509_verify_cert_error_string(error);
}

// PKCS #12 files (Security's `SecPKCS12Import`): the password checked against the file's MAC,
// then its leaf certificate, private key and chain taken out as DER.

/// What `ccrypto_pkcs12_parse` gives: DER buffers the caller frees with `ccrypto_pkcs12_free`.
typedef struct {
    unsigned char *certificate;
    int certificate_length;
    unsigned char *key;
    int key_length;
    unsigned char *chain[16];
    int chain_lengths[16];
    int chain_count;
} ccrypto_pkcs12_contents;

/// 0 when parsed; 1 when the password does not open it; 2 when the bytes are not PKCS #12;
/// 3 when it holds no certificate with its key.
static inline int ccrypto_pkcs12_parse(const unsigned char *bytes, long length, const char *password,
                                       ccrypto_pkcs12_contents *out) {
    memset(out, 0, sizeof(*out));
    const unsigned char *cursor = bytes;
    PKCS12 *p12 = d2i_PKCS12(NULL, &cursor, length);
    if (p12 == NULL) return 2;
    if (PKCS12_mac_present(p12) && !PKCS12_verify_mac(p12, password, -1)) {
        PKCS12_free(p12);
        return 1;
    }
    EVP_PKEY *key = NULL;
    X509 *certificate = NULL;
    STACK_OF(X509) *chain = NULL;
    int parsed = PKCS12_parse(p12, password, &key, &certificate, &chain);
    PKCS12_free(p12);
    if (!parsed) return 1;
    int status = 3;
    if (certificate != NULL && key != NULL) {
        out->certificate_length = i2d_X509(certificate, &out->certificate);
        out->key_length = i2d_PrivateKey(key, &out->key);
        for (int i = 0; chain != NULL && i < sk_X509_num(chain) && out->chain_count < 16; i++) {
            int index = out->chain_count;
            out->chain_lengths[index] = i2d_X509(sk_X509_value(chain, i), &out->chain[index]);
            if (out->chain_lengths[index] > 0) out->chain_count++;
        }
        status = out->certificate_length > 0 && out->key_length > 0 ? 0 : 3;
    }
    if (key != NULL) EVP_PKEY_free(key);
    if (certificate != NULL) X509_free(certificate);
    if (chain != NULL) sk_X509_pop_free(chain, X509_free);
    return status;
}

static inline void ccrypto_pkcs12_free(ccrypto_pkcs12_contents *contents) {
    OPENSSL_free(contents->certificate);
    OPENSSL_free(contents->key);
    for (int i = 0; i < contents->chain_count; i++) OPENSSL_free(contents->chain[i]);
    memset(contents, 0, sizeof(*contents));
}
