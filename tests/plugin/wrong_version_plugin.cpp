// A plug-in built, as it says, for another version of mbdae: the loader must refuse it before it
// registers anything.
extern "C" __attribute__((visibility("default"))) const char* mbdae_plugin_version() { return "0.0.0"; }
extern "C" __attribute__((visibility("default"))) void mbdae_plugin_register() {
  __builtin_trap();  // never reached
}
