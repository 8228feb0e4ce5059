#include "cli/report_html.hpp"

#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <vector>

#include "cli/report_assets.hpp"
#include "io/external_program.hpp"
#include "io/output_file.hpp"

namespace mbdae::cli {
namespace {

/// The page's first script: it collects the errors of everything after it, for the browser test
/// (report/src/selftest.js), before any other script can fail.
constexpr const char* kErrorCollector =
    "window.mbdaeErrors=[];"
    "window.addEventListener('error',function(e){window.mbdaeErrors.push(String(e.message));});"
    "window.addEventListener('unhandledrejection',function(e){window.mbdaeErrors.push(String(e.reason));});"
    "(function(){var f=console.error;console.error=function(){"
    "window.mbdaeErrors.push(Array.prototype.join.call(arguments,' '));return f.apply(console,arguments);};})();";

/// Text that may stand inside <script>: no "</script" can end it early. "<\/" means "</" in a JS string,
/// template or regular expression, the only places where "</" can occur in a script.
std::string script_safe(std::string text) {
  for (std::size_t k = text.find("</"); k != std::string::npos; k = text.find("</", k + 3)) text.insert(k + 1, "\\");
  return text;
}


/// A file: URL of `path`, every byte but unreserved ones and '/' percent-encoded.
std::string file_url(const std::string& path) {
  const std::string absolute = std::filesystem::absolute(path).lexically_normal().string();
  std::string url = "file://";
  for (const unsigned char c : absolute) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
      url += static_cast<char>(c);
    } else {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", c);
      url += hex;
    }
  }
  return url;
}

}  // namespace

std::string markup_escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string report_html(const Report& report) {
  // JSON holds '<' only inside strings, where \u003c means the same: nothing in the data can close the
  // script element that carries it.
  std::string data = report_json(report).dump();
  for (std::size_t k = data.find('<'); k != std::string::npos; k = data.find('<', k)) data.replace(k, 1, "\\u003c");
  std::string page;
  page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>";
  page += markup_escaped(report.title);
  page += "</title>\n<script>";
  page += kErrorCollector;
  page += "</script>\n<style>\n";
  page += kReportStyle;
  page += "</style>\n</head>\n<body>\n<div id=\"mbdae-report\"></div>\n";
  page += "<script type=\"application/json\" id=\"mbdae-data\">" + data + "</script>\n";
  page += "<script>" + script_safe(kReportPlotlyScript) + "</script>\n";
  page += "<script>" + script_safe(kReportBundleScript) + "</script>\n</body>\n</html>\n";
  return page;
}

void write_report_html(const std::string& path, const Report& report) { write_file_atomically(path, report_html(report)); }

std::string report_screenshot_path(const std::string& html) {
  return std::filesystem::path(html).replace_extension(".png").string();
}

bool write_report_screenshot(const std::string& html, const std::string& png) {
  namespace fs = std::filesystem;
  const char* chosen = std::getenv("MBDAE_CHROMIUM");
  const std::string browser = chosen && *chosen ? chosen : "chromium";
  // A profile of its own, so that the run neither touches the user's nor waits for another browser's lock.
  const fs::path profile = fs::temp_directory_path() / ("mbdae-chromium-" + std::to_string(std::random_device{}()));
  const std::string temporary = png + ".partial.png";
  std::vector<std::string> arguments{browser, "--headless", "--hide-scrollbars", "--no-first-run",
                                     "--disable-extensions", "--mute-audio",
                                     // WebGL in software where there is no GPU (a server, CI).
                                     "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                                     "--user-data-dir=" + profile.string(), "--window-size=1400,2000",
                                     // Three seconds of the page's own time: plots drawn, animation running.
                                     "--virtual-time-budget=3000", "--screenshot=" + temporary, file_url(html)};
  // Chromium refuses to run as root inside its sandbox; the page is the report just written.
  if (geteuid() == 0) arguments.insert(arguments.begin() + 1, "--no-sandbox");
  const ProgramRun run = run_program(arguments);
  std::error_code ignored;
  fs::remove_all(profile, ignored);
  if (!run.succeeded() || !fs::exists(temporary)) {
    fs::remove(temporary, ignored);
    if (!run.started)
      std::fprintf(stderr, "mbdae: warning: %s: %s %s (install chromium to take it); screenshot not taken\n",
                   png.c_str(), browser.c_str(), run.outcome().c_str());
    else
      std::fprintf(stderr, "mbdae: warning: %s: %s failed (%s); screenshot not taken\n", png.c_str(), browser.c_str(),
                   run.outcome().c_str());
    return false;
  }
  fs::rename(temporary, png);
  return true;
}

}  // namespace mbdae::cli
