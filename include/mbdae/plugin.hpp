// Plug-ins: a formulation, integrator, correction or coordinate type written against mbdae's headers
// and compiled into a shared library of its own, which `mbdae run`, `list` and `compare` load with
// `--plugin PATH.so` (Python: mbdae.load_plugin, C++: load_plugin) and then treat like a built-in
// method. docs/extending.md, "A plug-in", has the worked example (docs/examples/symplectic_euler_plugin.cpp).
//
// The library defines one function, written with the macro below, that adds its registry rows:
//
//   #include <mbdae/plugin.hpp>
//   MBDAE_PLUGIN { mbdae::add_integrator({...}); }
//
// It links nothing of mbdae's: its references to the library resolve, when it is loaded, against the
// program that loads it (the `mbdae` command exports its symbols; a program linked to libmbdae.so and
// the Python module have them too). It must be built by the same version of mbdae (the loader checks
// MBDAE_VERSION_TEXT) with the same compiler, as C++ classes cross the boundary.
#pragma once

#include "mbdae/version.hpp"
#include "methods/plugins.hpp"   // load_plugin, loaded_plugins
#include "methods/registry.hpp"  // add_integrator, add_formulation, add_correction, add_coordinates

/// Opens the plug-in's registration function; its body adds the rows (add_integrator, add_formulation,
/// add_correction, add_coordinates of methods/registry.hpp).
#define MBDAE_PLUGIN                                                                                \
  extern "C" __attribute__((visibility("default"))) const char* mbdae_plugin_version() {           \
    return MBDAE_VERSION_TEXT;                                                                      \
  }                                                                                                 \
  extern "C" __attribute__((visibility("default"))) void mbdae_plugin_register()
