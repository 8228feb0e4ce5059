// Reading another program's runs (--peer-csv): runs grouped, and malformed files rejected with the
// file and line in the message.
#include "io/peer_csv.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/error.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

const char* kHeader = "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n";

std::string write_temporary(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("mbdae_peer_csv_test_" + name + ".csv");
  std::ofstream(path) << text;
  return path.string();
}

// The message of the Error that reading `text` throws, with its kind checked.
std::string rejection(const std::string& name, const std::string& text) {
  const std::string path = write_temporary(name, text);
  try {
    read_peer_csv(path);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    return e.what();
  }
  ADD_FAILURE() << name << " was accepted";
  return "";
}

TEST(PeerCsv, GroupsConsecutiveRowsIntoRuns) {
  const std::string path = write_temporary("good", std::string(kHeader) +
                                                       "simbody,rk-merson,0.001,ok,0.5,120,0,8,4,0,0\n"
                                                       "simbody,rk-merson,0.001,ok,0.5,120,0.01,7.9,4.1,-0.2,1e-9\n"
                                                       "simbody,rk-merson,1e-05,ok,1.5,900,0,8,4,0,0\n"
                                                       "simbody,cpodes,0.001,failed,0.25,40,0,8,4,0,0\n");
  const std::vector<PeerRun> runs = read_peer_csv(path);
  ASSERT_EQ(runs.size(), 3u);
  EXPECT_EQ(runs[0].peer, "simbody");
  EXPECT_EQ(runs[0].integrator, "rk-merson");
  EXPECT_DOUBLE_EQ(runs[0].accuracy, 1e-3);
  EXPECT_DOUBLE_EQ(runs[0].wall_time_s, 0.5);
  EXPECT_EQ(runs[0].steps, 120);
  ASSERT_EQ(runs[0].t.size(), 2u);
  EXPECT_DOUBLE_EQ(runs[0].t[1], 0.01);
  EXPECT_DOUBLE_EQ(runs[0].position[1].z(), -0.2);
  EXPECT_DOUBLE_EQ(runs[0].energy[1], 1e-9);
  EXPECT_DOUBLE_EQ(runs[1].accuracy, 1e-5);
  EXPECT_EQ(runs[2].integrator, "cpodes");
  EXPECT_EQ(runs[2].status, "failed");
}

TEST(PeerCsv, RejectsMalformedFilesNamingFileAndLine) {
  const std::string bad_header = rejection("header", "peer,integrator,t,x,y,z\nsimbody,a,0,1,2,3\n");
  EXPECT_NE(bad_header.find("mbdae_peer_csv_test_header.csv:1: "), std::string::npos) << bad_header;
  const std::string columns =
      rejection("columns", std::string(kHeader) + "simbody,a,1e-3,ok,0.5,1,0,8,4,0,0\nsimbody,a,1e-3,ok,0.5,1,0.01,8,4\n");
  EXPECT_NE(columns.find("mbdae_peer_csv_test_columns.csv:3: "), std::string::npos) << columns;
  EXPECT_NE(columns.find("9 columns"), std::string::npos) << columns;
  const std::string not_number = rejection("number", std::string(kHeader) + "simbody,a,1e-3,ok,0.5,1,0,8,four,0,0\n");
  EXPECT_NE(not_number.find("mbdae_peer_csv_test_number.csv:2: "), std::string::npos) << not_number;
  EXPECT_NE(not_number.find("'four'"), std::string::npos) << not_number;
  const std::string backwards = rejection(
      "backwards", std::string(kHeader) + "simbody,a,1e-3,ok,0.5,1,0.02,8,4,0,0\nsimbody,a,1e-3,ok,0.5,1,0.01,8,4,0,0\n");
  EXPECT_NE(backwards.find("mbdae_peer_csv_test_backwards.csv:3: "), std::string::npos) << backwards;
  const std::string empty_name = rejection("empty", std::string(kHeader) + ",a,1e-3,ok,0.5,1,0,8,4,0,0\n");
  EXPECT_NE(empty_name.find("mbdae_peer_csv_test_empty.csv:2: "), std::string::npos) << empty_name;
}

TEST(PeerCsv, MissingFileIsAnInputOutputError) {
  try {
    read_peer_csv("/nonexistent/peer.csv");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::io);
    EXPECT_NE(std::string(e.what()).find("/nonexistent/peer.csv"), std::string::npos);
  }
}

}  // namespace
}  // namespace mbdae
