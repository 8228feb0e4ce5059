// The HTML report's scripts and style, compiled in (generated from report/ by the build,
// cmake/embed_report_assets.cmake): Plotly, the report's own script bundled with three.js by esbuild,
// and its style sheet.
#pragma once

namespace mbdae::cli {

extern const char kReportPlotlyScript[];
extern const char kReportBundleScript[];
extern const char kReportStyle[];

}  // namespace mbdae::cli
