// Files written whole or not at all. The text goes to a temporary file of a name no other writer
// uses, created next to PATH (O_EXCL: never an existing file, never through a planted symlink),
// synced to disk, and renamed over PATH on commit(): a reader sees the old file or the whole new one,
// and two runs writing the same PATH each leave a whole file (the last to commit wins).
//
// PATH that is not a regular file is written directly, not replaced: "-" is standard output, and a
// device (/dev/null, /dev/stdout) or FIFO stays what it is; a write error there (/dev/full) is still
// reported at commit().
#pragma once

#include <cstdio>
#include <string>

namespace mbdae {

class AtomicOutputFile {
 public:
  /// Opens the temporary file (or PATH itself, see above); Error{Kind::io} naming PATH when it cannot
  /// (a folder, no permission, a missing parent that cannot be created).
  explicit AtomicOutputFile(std::string path);
  ~AtomicOutputFile();  // removes the temporary file when commit() was not called
  AtomicOutputFile(const AtomicOutputFile&) = delete;
  AtomicOutputFile& operator=(const AtomicOutputFile&) = delete;

  std::FILE* stream() { return file_; }
  /// Flushes and syncs, closes, and renames the temporary file to PATH. Error{Kind::io} naming PATH
  /// and the system's reason when any write failed.
  void commit();
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::string temporary_;  // empty when PATH is written directly
  std::FILE* file_ = nullptr;
  bool standard_output_ = false;
};

/// Creates the folder `path` (and its parents) for a command's outputs, or checks that it is one;
/// Error{Kind::io} naming it when it cannot be (a file of that name, no permission).
void create_output_folder(const std::string& path);
/// The check of create_output_folder() that needs no writing, for a command to make before its runs:
/// Error{Kind::io} when a file that is no folder has the name.
void require_no_file_at(const std::string& folder);

/// Writes `text` to `path` atomically.
void write_file_atomically(const std::string& path, const std::string& text);

}  // namespace mbdae
