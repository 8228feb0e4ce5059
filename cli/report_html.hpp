// The HTML report: one self-contained file (its scripts, style and data inside) that any browser
// opens offline, drawn by report/src/*.js from report_json(); and its screenshot by headless Chromium.
#pragma once

#include <string>

#include "cli/report_data.hpp"

namespace mbdae::cli {

/// `text` with &, <, >, " and ' as character references: text in an HTML page or an XML file alike.
std::string markup_escaped(const std::string& text);

/// The page's text: the style, the data as JSON, Plotly and the report's script bundle.
std::string report_html(const Report& report);

/// Writes report_html() to `path` (atomically, io/output_file.hpp).
void write_report_html(const std::string& path, const Report& report);

/// Where a report's screenshot goes: beside it, its extension made .png (report.html: report.png).
std::string report_screenshot_path(const std::string& html);

/// Runs headless Chromium (`chromium`, or the program MBDAE_CHROMIUM names) to save a PNG of the page at
/// `html`, once its plots are drawn and its animation has run for a moment. Like the plots, a missing or
/// failing browser is a warning (one line on stderr), not an error: returns false.
bool write_report_screenshot(const std::string& html, const std::string& png);

}  // namespace mbdae::cli
