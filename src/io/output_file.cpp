#include "io/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>

#include "core/error.hpp"

namespace mbdae {
namespace {

[[noreturn]] void fail(const std::string& path, const std::string& what, int error) {
  throw Error(Error::Kind::io, what + ": " + std::strerror(error), {path, 0});
}

/// Creates PATH.tmp-PID-N-RANDOM with O_CREAT | O_EXCL (which never follows a symlink and never opens
/// an existing file), retrying on the rare name clash. Mode 0666 less the umask, as any new file.
int create_temporary(const std::string& path, std::string& temporary) {
  static std::atomic<unsigned> counter{0};
  std::random_device entropy;
  for (int attempt = 0; attempt < 100; ++attempt) {
    temporary = path + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-" +
                std::to_string(entropy() % 1000000);
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  errno = EEXIST;
  return -1;
}

}  // namespace

AtomicOutputFile::AtomicOutputFile(std::string path) : path_(std::move(path)) {
  if (path_ == "-") {
    standard_output_ = true;
    file_ = stdout;
    return;
  }
  struct stat target {};
  if (::stat(path_.c_str(), &target) == 0) {
    if (S_ISDIR(target.st_mode)) throw Error(Error::Kind::io, "cannot write: it is a folder", {path_, 0});
    if (!S_ISREG(target.st_mode)) {  // a device or FIFO: written in place, never replaced
      file_ = std::fopen(path_.c_str(), "w");
      if (!file_) fail(path_, "cannot write", errno);
      return;
    }
  }
  const std::filesystem::path parent = std::filesystem::path(path_).parent_path();
  std::error_code ignored;
  if (!parent.empty()) std::filesystem::create_directories(parent, ignored);
  const int fd = create_temporary(path_, temporary_);
  if (fd < 0) fail(path_, "cannot write", errno);
  file_ = ::fdopen(fd, "w");
  if (!file_) {
    const int error = errno;
    ::close(fd);
    std::remove(temporary_.c_str());
    fail(path_, "cannot write", error);
  }
}

AtomicOutputFile::~AtomicOutputFile() {
  if (!file_ || standard_output_) return;
  std::fclose(file_);
  if (!temporary_.empty()) std::remove(temporary_.c_str());
}

void AtomicOutputFile::commit() {
  std::FILE* file = file_;
  file_ = nullptr;
  // A write that failed earlier (fprintf to a full disk) left the stream's error flag and, in errno,
  // its reason: kept, since the flush below has nothing left to fail on.
  const int earlier = errno;
  bool ok = true;
  int error = 0;
  if (std::fflush(file) != 0) {
    ok = false;
    error = errno;
  } else if (std::ferror(file)) {
    ok = false;
    error = earlier;
  }
  // fsync: after a crash the renamed file holds the text, not nothing. Devices and FIFOs may not
  // support it (EINVAL), which is no write error.
  if (ok && !temporary_.empty() && ::fsync(::fileno(file)) != 0) {
    ok = false;
    error = errno;
  }
  if (!standard_output_ && std::fclose(file) != 0 && ok) {
    ok = false;
    error = errno;
  }
  if (ok && !temporary_.empty() && std::rename(temporary_.c_str(), path_.c_str()) != 0) {
    ok = false;
    error = errno;
  }
  if (!ok) {
    if (!temporary_.empty()) std::remove(temporary_.c_str());
    fail(path_, "cannot write", error != 0 ? error : EIO);
  }
}

void require_no_file_at(const std::string& folder) {
  std::error_code error;
  if (std::filesystem::exists(folder, error) && !std::filesystem::is_directory(folder, error))
    throw Error(Error::Kind::io, "cannot create the output folder: a file of that name is there", {folder, 0});
}

void create_output_folder(const std::string& path) {
  require_no_file_at(path);
  std::error_code error;
  std::filesystem::create_directories(path, error);
  if (error) throw Error(Error::Kind::io, "cannot create the output folder: " + error.message(), {path, 0});
  if (!std::filesystem::is_directory(path))
    throw Error(Error::Kind::io, "cannot create the output folder: a file of that name is there", {path, 0});
}

void write_file_atomically(const std::string& path, const std::string& text) {
  AtomicOutputFile file(path);
  std::fwrite(text.data(), 1, text.size(), file.stream());
  file.commit();
}

}  // namespace mbdae
