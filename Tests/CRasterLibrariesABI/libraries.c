// The facts under the libraries' own headers.
#include <cairo.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <librsvg/rsvg.h>

#include "CRasterLibrariesABI.h"
#include "facts.h"

static const seatchart_abi_fact facts[] = {SEATCHART_ABI_FACTS(SEATCHART_ABI_FACT)};

size_t seatchart_abi_facts_of_libraries(const seatchart_abi_fact **out) {
    *out = facts;
    return sizeof facts / sizeof facts[0];
}
