// gnuplot started without a shell on scripts whose names are quoted by gnuplot's rules: hostile folder
// and model names draw their plots and run nothing; a failing gnuplot is one warning line.
#include "cli/plots.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <vector>

#include "support/scratch_folder.hpp"
#include <fstream>

namespace mbdae::cli {
namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;

fs::path fresh_folder(const std::string& name) { return testing::fresh_folder("plots_test", name); }

/// Every way a shell or gnuplot could be made to run `touch MARKER`: shell quoting, $( ), backquotes
/// (gnuplot's own command substitution), a gnuplot string that closes and calls system(), a newline
/// that would start a new gnuplot command, and non-ASCII letters.
std::string hostile_name(const fs::path& marker) {
  const std::string touch = "touch " + marker.string();
  return "bob's \"run\" $(" + touch + ") `" + touch + "`; '; system('" + touch + "'); '\nsystem(\"" + touch +
         "\") ü";
}

/// A file name (no '/') with what gnuplot and a shell would read as quotes or commands.
const std::string kPngName = "bob's \"plot\" `date` $(date); '; ü.png";

TEST(GnuplotQuoted, DoublesQuotesAndTurnsLineBreaksIntoSpaces) {
  EXPECT_EQ(gnuplot_quoted("plain"), "'plain'");
  EXPECT_EQ(gnuplot_quoted("bob's"), "'bob''s'");
  EXPECT_EQ(gnuplot_quoted("''"), "''''''");
  EXPECT_EQ(gnuplot_quoted("a\nb\tc\rd"), "'a b c d'");
  EXPECT_EQ(gnuplot_quoted("`x` $(y) \"z\" \\n ü"), "'`x` $(y) \"z\" \\n ü'");
}

TEST(CurveStyle, AHundredCurvesLookApartAndColoursRepeatEveryTen) {
  std::set<std::string> styles;
  for (std::size_t k = 0; k < 100; ++k) {
    styles.insert(curve_style(k));
    EXPECT_EQ(curve_style(k).rfind(std::string("lc rgb '") + curve_colour(k) + "' pt ", 0), 0u);
    EXPECT_STREQ(curve_colour(k), curve_colour(k + 10));
  }
  EXPECT_EQ(styles.size(), 100u);
}

/// The plot area that gnuplot drew `titles.size()` curves in, with canvas_with_key_below()'s layout:
/// {left, right, bottom, top} in pixels from the canvas' lower left corner, read from gnuplot's GPVAL_TERM_*.
std::vector<double> plot_area_with_key_below(const std::vector<std::string>& titles) {
  const fs::path folder = fresh_folder("key_below_" + std::to_string(titles.size()));
  {
    std::ofstream data(folder / "curves.dat");
    for (std::size_t k = 0; k < titles.size(); ++k)
      data << (k ? "\n\n" : "") << '"' << titles[k] << "\" \"wall\"\n1e-3 " << 1e-2 * (k + 1) << "\n1e-1 "
           << 1e-6 * (k + 1) << '\n';
    std::ofstream script(folder / "plot.gp");
    script << canvas_with_key_below(titles) << "set logscale xy\nset output 'p.png'\nplot";
    for (std::size_t k = 0; k < titles.size(); ++k)
      script << (k ? "," : "") << " 'curves.dat' index " << k << " using 1:2 with linespoints " << curve_style(k)
             << " title columnheader(1)";
    script << "\nset print 'area.txt'\nprint GPVAL_TERM_XMIN, GPVAL_TERM_XMAX, GPVAL_TERM_YMIN, GPVAL_TERM_YMAX\n";
  }
  ::testing::internal::CaptureStderr();
  const bool drawn = draw_plots(folder.string(), "plot.gp", "plots", true);
  const std::string messages = ::testing::internal::GetCapturedStderr();
  EXPECT_TRUE(drawn) << messages;
  std::ifstream in(folder / "area.txt");
  std::vector<double> area(4, 0.0);
  for (double& value : area) in >> value;
  return area;
}

TEST(CanvasWithKeyBelow, ThePlotAreaKeepsItsSizeWithEightyLongNamesInTheKey) {
  // compare's longest names, eighty of them: a key beside the plot left it a strip 60 px wide.
  std::vector<std::string> many;
  for (int k = 0; k < 80; ++k)
    many.push_back("arkode-erk-fixed[DORMAND_PRINCE_7_4_5] constraint-inertia direct " + std::to_string(k));
  const std::vector<double> crowded = plot_area_with_key_below(many);
  const std::vector<double> sparse = plot_area_with_key_below({"ab4 af rgcp", "rk4 af none", "simbody rk-merson"});
  for (const std::vector<double>& area : {crowded, sparse}) {
    EXPECT_GT(area[1] - area[0], 1200.0) << "width of the plot area";
    EXPECT_GT(area[3] - area[2], 650.0) << "height of the plot area";
    EXPECT_LT(area[3] - area[2], 800.0) << "height of the plot area";
  }
  EXPECT_NEAR(crowded[3] - crowded[2], sparse[3] - sparse[2], 40.0) << "the key's rows went below, not into the plot";
}

TEST(DrawPlots, HostileFolderAndTitleDrawThePlotAndRunNothing) {
  const fs::path root = fresh_folder("hostile");
  const fs::path marker = root / "marker";
  const fs::path folder = root / hostile_name(marker);
  fs::create_directories(folder);
  const std::string title = hostile_name(marker);
  std::ofstream(folder / "plot.gp") << "set terminal pngcairo size 300,200\n"
                                    << "set output " << gnuplot_quoted(kPngName) << "\n"
                                    << "set title " << gnuplot_quoted(title) << " noenhanced\n"
                                    << "plot sin(x) title " << gnuplot_quoted(title) << "\n";
  ::testing::internal::CaptureStderr();
  const bool drawn = draw_plots(folder.string(), "plot.gp", "plots", false);
  const std::string messages = ::testing::internal::GetCapturedStderr();
  ASSERT_TRUE(drawn) << messages;
  EXPECT_EQ(messages, "");
  // The output file's name went through the quoting too.
  ASSERT_TRUE(fs::exists(folder / kPngName));
  EXPECT_GT(fs::file_size(folder / kPngName), 1000u);
  EXPECT_FALSE(fs::exists(marker));
}

TEST(DrawPlots, AFailingScriptIsOneWarningLineNamingTheScriptAndTheLine) {
  const fs::path folder = fresh_folder("failing");
  std::ofstream(folder / "broken.gp") << "set terminal pngcairo\nset output 'x.png'\nthis is not gnuplot\n";
  ::testing::internal::CaptureStderr();
  EXPECT_FALSE(draw_plots(folder.string(), "broken.gp", "figures", true));
  const std::string messages = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(messages, "mbdae: warning: " + (folder / "broken.gp").string() +
                          ": gnuplot failed (exit code 1): \"broken.gp\" line 3: invalid command; figures not drawn\n");
}

TEST(DrawPlots, WarningsOfASuccessfulRunArePassedOnUnlessQuiet) {
  const fs::path folder = fresh_folder("warning");
  std::ofstream(folder / "warns.gp") << "set terminal pngcairo\nset output 'x.png'\nplot 'missing.dat', sin(x)\n";
  ::testing::internal::CaptureStderr();
  EXPECT_TRUE(draw_plots(folder.string(), "warns.gp", "plots", false));
  const std::string loud = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(loud, "gnuplot: \"warns.gp\" line 3: warning: Cannot find or open file \"missing.dat\"\n");
  ::testing::internal::CaptureStderr();
  EXPECT_TRUE(draw_plots(folder.string(), "warns.gp", "plots", true));
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
}

}  // namespace
}  // namespace mbdae::cli
