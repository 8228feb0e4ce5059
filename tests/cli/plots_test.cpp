// gnuplot started without a shell on scripts whose names are quoted by gnuplot's rules: hostile folder
// and model names draw their plots and run nothing; a failing gnuplot is one warning line.
#include "cli/plots.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>

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
