// Loading plug-ins: shared libraries that add rows to the registry at run time (a plug-in's side, the
// MBDAE_PLUGIN macro, is include/mbdae/plugin.hpp; docs/extending.md, "A plug-in").
#pragma once

#include <string>
#include <vector>

namespace mbdae {

/// Loads the plug-in at `path` and runs its registration, once per path. Error{Kind::usage} naming the
/// path when it cannot be loaded (the loader's reason), has no mbdae_plugin_register, was built for
/// another version, or adds a name that is taken.
void load_plugin(const std::string& path);

/// The plug-ins loaded so far, as given.
std::vector<std::string> loaded_plugins();

}  // namespace mbdae
