#ifndef CADLER_H
#define CADLER_H
#include <stddef.h>
#include <stdint.h>

/// Adler-32 of `length` bytes at `data`.
uint32_t cadler_checksum(const unsigned char *data, size_t length);

#endif
