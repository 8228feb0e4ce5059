// `mbdae convert ROBOT.urdf`: the robot in mbdae's own YAML format on standard output, to read, edit
// and run like any model file (docs/model-format.md, "URDF").
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "io/model_yaml_writer.hpp"
#include "io/urdf_model.hpp"

namespace mbdae::cli {

int convert(const ConvertOptions& options) {
  if (!is_urdf_path(options.model))
    throw Error(Error::Kind::usage, "convert reads a URDF file, whose name ends in .urdf (got '" + options.model + "')");
  Model model = load_model_file(options.model);
  // The notes go to standard error, where a redirection of the YAML does not hide them, and into the
  // file's header, where they stay with the model.
  print_model_notes(model);
  // The path is shown on one line, whatever it holds.
  std::string path = options.model;
  for (char& c : path)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  model.description = "Converted from the URDF file " + path;
  std::vector<std::string> header{
      "Converted by `mbdae convert` from the URDF file " + path + " (docs/model-format.md, \"URDF\"):",
      "each link with a mass is a body, posed at zero joint positions, with a marker at its origin; a massless",
      "link fixed to another is a marker of that link's body. URDF has no gravity: (0, 0, -9.81) m/s^2 is mbdae's."};
  for (const std::string& note : model.notes) header.push_back("note: " + note);
  const std::string text = model_yaml_text(model, header);
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace mbdae::cli
