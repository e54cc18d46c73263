#ifndef SEATCHART_CLIBXML2_SHIM_H
#define SEATCHART_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU; its ICU headers clash with the ICU inside Foundation.
#undef LIBXML_ICU_ENABLED

#include <libxml/xmlmemory.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/xpath.h>

/// `xmlFree` is a global function pointer in C, which Swift 6 refuses to call.
static inline void seatchart_xmlFree(void *pointer) { xmlFree(pointer); }

#endif
