// Output files are written whole or not at all, never through a planted symlink, never by replacing
// a device or FIFO, and two writers of one path each leave a whole file.
#include "io/output_file.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>

#include "core/error.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;

fs::path fresh_folder(const std::string& name) { return testing::fresh_folder("output_file_test", name); }

std::string text_of(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::size_t entries_in(const fs::path& folder) {
  return static_cast<std::size_t>(std::distance(fs::directory_iterator(folder), fs::directory_iterator()));
}

TEST(AtomicOutputFile, WritesTheWholeTextAndLeavesNoTemporary) {
  const fs::path folder = fresh_folder("whole");
  write_file_atomically((folder / "a.csv").string(), "t,x\n0,1\n");
  EXPECT_EQ(text_of(folder / "a.csv"), "t,x\n0,1\n");
  EXPECT_EQ(entries_in(folder), 1u);
  // Until commit() the old file stays; without commit() nothing changes and the temporary goes.
  {
    AtomicOutputFile file((folder / "a.csv").string());
    std::fputs("half", file.stream());
    std::fflush(file.stream());
    EXPECT_EQ(text_of(folder / "a.csv"), "t,x\n0,1\n");
    EXPECT_EQ(entries_in(folder), 2u);
  }
  EXPECT_EQ(text_of(folder / "a.csv"), "t,x\n0,1\n");
  EXPECT_EQ(entries_in(folder), 1u);
}

TEST(AtomicOutputFile, NeverWritesThroughASymlinkPlantedAtATemporaryName) {
  const fs::path folder = fresh_folder("symlink");
  const fs::path victim = folder / "victim.txt";
  std::ofstream(victim) << "precious";
  // The names a writer could guess: PATH.tmp (the old fixed name) and the new pattern's prefix.
  fs::create_symlink(victim, folder / "out.csv.tmp");
  fs::create_symlink(victim, folder / ("out.csv.tmp-" + std::to_string(::getpid()) + "-0-0"));
  write_file_atomically((folder / "out.csv").string(), "new text\n");
  EXPECT_EQ(text_of(victim), "precious");
  EXPECT_EQ(text_of(folder / "out.csv"), "new text\n");
  EXPECT_TRUE(fs::is_symlink(folder / "out.csv.tmp"));
}

TEST(AtomicOutputFile, TwoWritersOfOnePathEachLeaveAWholeFile) {
  const fs::path folder = fresh_folder("two_writers");
  const std::string path = (folder / "out.csv").string();
  const std::string first(100000, 'a'), second(50000, 'b');
  AtomicOutputFile one(path), two(path);
  std::fputs(first.c_str(), one.stream());
  std::fputs(second.c_str(), two.stream());
  one.commit();
  EXPECT_EQ(text_of(path), first);
  two.commit();
  EXPECT_EQ(text_of(path), second);
  EXPECT_EQ(entries_in(folder), 1u);
}

TEST(AtomicOutputFile, AFifoIsWrittenInPlaceNotReplaced) {
  const fs::path folder = fresh_folder("fifo");
  const fs::path fifo = folder / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  auto reader = std::async(std::launch::async, [&] { return text_of(fifo); });
  write_file_atomically(fifo.string(), "through the pipe\n");
  EXPECT_EQ(reader.get(), "through the pipe\n");
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_EQ(entries_in(folder), 1u);
}

TEST(AtomicOutputFile, ADeviceStaysADeviceAndItsWriteErrorIsReported) {
  write_file_atomically("/dev/null", "nothing\n");
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  try {
    write_file_atomically("/dev/full", std::string(100000, 'x'));
    FAIL() << "a write to /dev/full succeeded";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::io);
    EXPECT_EQ(std::string(e.what()), "/dev/full: cannot write: No space left on device");
  }
  EXPECT_TRUE(fs::is_character_file("/dev/full"));
}

TEST(AtomicOutputFile, DashIsStandardOutput) {
  ::testing::internal::CaptureStdout();
  write_file_atomically("-", "to stdout\n");
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "to stdout\n");
}

TEST(AtomicOutputFile, AFolderIsRefusedByName) {
  const fs::path folder = fresh_folder("folder_target");
  try {
    write_file_atomically(folder.string(), "x");
    FAIL() << "wrote over a folder";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::io);
    EXPECT_EQ(std::string(e.what()), folder.string() + ": cannot write: it is a folder");
  }
}

}  // namespace
}  // namespace mbdae
