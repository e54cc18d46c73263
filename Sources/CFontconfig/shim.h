#ifndef SEATCHART_CFONTCONFIG_SHIM_H
#define SEATCHART_CFONTCONFIG_SHIM_H

// fontconfig finds the font file of a family, as cairo does, so a PDF embeds the font its
// text was measured with.
#include <fontconfig/fontconfig.h>

#endif
