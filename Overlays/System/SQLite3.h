// Apple's SQLite3 module: the system's sqlite3.h.
#include <sqlite3.h>
