// Apple's zlib module: the system's zlib.h.
#include <zlib.h>
