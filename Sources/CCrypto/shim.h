// The system's libcrypto (OpenSSL 3), for the CryptoKit widgets' code reaches on Linux: message
// digests and HMAC through the EVP interface.
#include <openssl/evp.h>
#include <openssl/rand.h>
