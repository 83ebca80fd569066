#include "CAdler.h"
#include "rolling.h"

uint32_t cadler_checksum(const unsigned char *data, size_t length) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < length; i++) CADLER_STEP(a, b, data[i]);
    return (b << 16) | a;
}
