// The facts under CRasterLibraries.h.
#include "CRasterLibraries.h"

#include "CRasterLibrariesABI.h"
#include "facts.h"

static const seatchart_abi_fact facts[] = {SEATCHART_ABI_FACTS(SEATCHART_ABI_FACT)};

size_t seatchart_abi_facts_of_declarations(const seatchart_abi_fact **out) {
    *out = facts;
    return sizeof facts / sizeof facts[0];
}
