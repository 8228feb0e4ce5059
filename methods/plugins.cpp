// Loading plug-ins: dlopen, the version check, the registration (methods/plugins.hpp).
#include "methods/plugins.hpp"

#include <dlfcn.h>

#include <algorithm>

#include "core/error.hpp"
#include "mbdae/version.hpp"

namespace mbdae {

namespace {

std::vector<std::string>& loaded() {
  static std::vector<std::string> paths;
  return paths;
}

[[noreturn]] void refuse(const std::string& path, const std::string& why) {
  throw Error(Error::Kind::usage, "plug-in " + path + ": " + why);
}

}  // namespace

void load_plugin(const std::string& path) {
  if (std::find(loaded().begin(), loaded().end(), path) != loaded().end()) return;
  // A plug-in resolves its references to the library against the object that holds this function. In
  // the command (linked with its symbols exported) and in a program linked to libmbdae.so they are
  // visible already; Python loads its extension modules with local symbols, so the module is made
  // global first (RTLD_NOLOAD: no second copy, only the visibility changes).
  Dl_info self;
  if (dladdr(reinterpret_cast<void*>(&load_plugin), &self) != 0 && self.dli_fname != nullptr)
    dlopen(self.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL);

  // Never closed: the rows it adds hold its functions for the rest of the process.
  void* library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (library == nullptr) {
    const char* reason = dlerror();
    refuse(path, std::string("cannot be loaded: ") + (reason != nullptr ? reason : "unknown reason"));
  }
  using VersionFunction = const char* (*)();
  using RegisterFunction = void (*)();
  auto version = reinterpret_cast<VersionFunction>(dlsym(library, "mbdae_plugin_version"));
  auto register_rows = reinterpret_cast<RegisterFunction>(dlsym(library, "mbdae_plugin_register"));
  if (version == nullptr || register_rows == nullptr)
    refuse(path, "has no mbdae_plugin_register (a plug-in defines it with MBDAE_PLUGIN, include/mbdae/plugin.hpp)");
  if (std::string(version()) != kVersion)
    refuse(path, std::string("was built for mbdae ") + version() + ", this is " + kVersion + "; rebuild it");
  try {
    register_rows();
  } catch (const Error& e) {
    refuse(path, e.message());
  }
  loaded().push_back(path);
}

std::vector<std::string> loaded_plugins() { return loaded(); }

}  // namespace mbdae
