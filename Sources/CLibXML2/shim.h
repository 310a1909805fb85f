#ifndef CONTENTC_CLIBXML2_SHIM_H
#define CONTENTC_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and encoding.h would then pull in the
   system's ICU headers, which clash with the ICU that Foundation ships. The
   ICU part only adds two trailing fields to xmlCharEncodingHandler, a struct
   used here only through pointers, so leaving it out changes no layout that
   Swift code touches. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>
#include <libxml/entities.h>
#endif
