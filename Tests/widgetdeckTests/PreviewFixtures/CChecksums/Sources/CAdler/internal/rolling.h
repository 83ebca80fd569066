// Found through the target's headerSearchPath: not part of its public headers.
#define CADLER_STEP(a, b, byte) do { (a) = ((a) + (byte)) % ADLER_MODULUS; (b) = ((b) + (a)) % ADLER_MODULUS; } while (0)
