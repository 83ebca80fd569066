// Apple's libxml2 module: the system's libxml2 headers (in /usr/include/libxml2, on the
// include path of a preview's compile), the ones HTML and XML parsers include.
#include <libxml/xmlversion.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/uri.h>
#include <libxml/entities.h>
#include <libxml/encoding.h>
#include <libxml/SAX2.h>
