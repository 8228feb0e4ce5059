// Files written whole or not at all: text goes to "PATH.tmp" and is renamed over PATH on commit(),
// so a reader never sees a half-written file.
#pragma once

#include <cstdio>
#include <string>

namespace mbdae {

class AtomicOutputFile {
 public:
  /// Opens PATH.tmp for writing; Error{Kind::io} naming PATH when it cannot.
  explicit AtomicOutputFile(std::string path);
  ~AtomicOutputFile();  // removes the temporary file when commit() was not called
  AtomicOutputFile(const AtomicOutputFile&) = delete;
  AtomicOutputFile& operator=(const AtomicOutputFile&) = delete;

  std::FILE* stream() { return file_; }
  /// Flushes, closes and renames the temporary file to PATH.
  void commit();
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::string temporary_;
  std::FILE* file_ = nullptr;
};

/// Writes `text` to `path` atomically.
void write_file_atomically(const std::string& path, const std::string& text);

}  // namespace mbdae
