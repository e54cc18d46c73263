#ifndef SEATCHART_CRASTERLIBRARIESABI_H
#define SEATCHART_CRASTERLIBRARIESABI_H

#include <stddef.h>

/// A size, an offset or a constant of the libraries' interface, by the expression that gives it.
typedef struct {
    const char *expression;
    long value;
} seatchart_abi_fact;

/// The facts as the libraries' own headers (cairo.h, rsvg.h, glib.h, fontconfig.h) give them;
/// their number.
size_t seatchart_abi_facts_of_libraries(const seatchart_abi_fact **facts);

/// The same facts as CRasterLibraries.h gives them; their number.
size_t seatchart_abi_facts_of_declarations(const seatchart_abi_fact **facts);

#endif
