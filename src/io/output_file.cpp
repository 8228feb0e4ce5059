#include "io/output_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "core/error.hpp"

namespace mbdae {

AtomicOutputFile::AtomicOutputFile(std::string path) : path_(std::move(path)), temporary_(path_ + ".tmp") {
  const std::filesystem::path parent = std::filesystem::path(path_).parent_path();
  std::error_code ignored;
  if (!parent.empty()) std::filesystem::create_directories(parent, ignored);
  file_ = std::fopen(temporary_.c_str(), "w");
  if (!file_) throw Error(Error::Kind::io, std::string("cannot write: ") + std::strerror(errno), {path_, 0});
}

AtomicOutputFile::~AtomicOutputFile() {
  if (file_) {
    std::fclose(file_);
    std::remove(temporary_.c_str());
  }
}

void AtomicOutputFile::commit() {
  const bool ok = std::fflush(file_) == 0 && !std::ferror(file_);
  std::fclose(file_);
  file_ = nullptr;
  if (!ok || std::rename(temporary_.c_str(), path_.c_str()) != 0) {
    std::remove(temporary_.c_str());
    throw Error(Error::Kind::io, std::string("cannot write: ") + std::strerror(errno), {path_, 0});
  }
}

void write_file_atomically(const std::string& path, const std::string& text) {
  AtomicOutputFile file(path);
  std::fwrite(text.data(), 1, text.size(), file.stream());
  file.commit();
}

}  // namespace mbdae
