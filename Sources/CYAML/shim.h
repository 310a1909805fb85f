#ifndef CONTENTC_CYAML_SHIM_H
#define CONTENTC_CYAML_SHIM_H
#include <yaml.h>
#endif
