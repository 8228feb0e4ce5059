#include "cli/reproduce_report.hpp"

#include <sstream>

#include "cli/report_html.hpp"
#include "cli/report_plots.hpp"

namespace mbdae::cli {

std::string write_reproduce_report(const ReproduceOptions& options, const Report& report) {
  const std::vector<std::string> pngs = write_report_plots(options.out, report, options.quiet);
  std::ostringstream md;
  md << "## Report\n\n";
  if (options.report) {
    const std::string html = options.out + "/report.html";
    write_report_html(html, report);
    if (options.screenshot) write_report_screenshot(html, report_screenshot_path(html));
    md << "`report.html`: one page that opens offline in any browser, with the plots below to hover and filter, "
          "the tables, and the mechanism playing the motion of the runs it names"
       << (options.screenshot ? " (`report.png` shows it)" : "") << ".\n\n";
  }
  for (const std::string& png : pngs) md << "![" << png.substr(0, png.size() - 4) << "](" << png << ")\n";
  md << '\n';
  return md.str();
}

}  // namespace mbdae::cli
