#include "cli/compare_journal.hpp"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/error.hpp"

namespace mbdae::cli {

namespace {

constexpr std::string_view kMagic = "mbdae compare journal 1\n";

void put_record(std::FILE* file, const std::string& bytes) {
  const auto size = static_cast<std::uint64_t>(bytes.size());
  std::fwrite(&size, sizeof size, 1, file);
  std::fwrite(bytes.data(), 1, bytes.size(), file);
}

/// The records of `text` that are whole; a last one cut short is left out.
std::vector<std::string> whole_records(const std::string& text) {
  std::vector<std::string> records;
  std::size_t at = 0;
  std::uint64_t size = 0;
  while (text.size() - at >= sizeof size) {
    std::memcpy(&size, text.data() + at, sizeof size);
    if (size > text.size() - at - sizeof size) break;
    records.push_back(text.substr(at + sizeof size, size));
    at += sizeof size + size;
  }
  return records;
}

}  // namespace

CompareJournal::CompareJournal(std::string path, const std::string& identity, bool resume) : path_(std::move(path)) {
  const std::string head = std::string(kMagic) + identity;
  if (resume) {
    std::ifstream in(path_, std::ios::binary);
    if (in) {
      std::ostringstream text;
      text << in.rdbuf();
      const std::vector<std::string> records = whole_records(text.str());
      if (records.empty() || records.front() != head)
        throw Error(Error::Kind::usage,
                    "--resume: " + path_ +
                        " is the journal of another comparison (the model, its parameters or the settings differ); "
                        "run without --resume to start anew");
      for (std::size_t k = 1; k < records.size(); ++k) {
        ByteReader reader(records[k]);
        std::string pair = reader.get_string();
        kept_[std::move(pair)] = reader.get_string();
      }
    }
  }
  file_ = std::fopen(path_.c_str(), "wb");
  if (!file_)
    throw Error(Error::Kind::io, path_ + ": cannot write the comparison's journal: " + std::strerror(errno));
  put_record(file_, head);
  for (const auto& [pair, outcome] : kept_) {
    BytePacket record;
    record.put(pair);
    record.put(outcome);
    put_record(file_, record.bytes());
  }
  std::fflush(file_);
}

CompareJournal::~CompareJournal() {
  if (file_) std::fclose(file_);
}

std::optional<PairOutcome> CompareJournal::kept(const std::string& pair) const {
  const auto found = kept_.find(pair);
  if (found == kept_.end()) return std::nullopt;
  PairOutcome outcome;
  try {
    ByteReader reader(found->second);
    read(reader, outcome);
  } catch (const std::exception&) {
    return std::nullopt;  // a damaged record: the pair runs again
  }
  return outcome;
}

void CompareJournal::record(const std::string& pair, const PairOutcome& outcome) {
  BytePacket bytes;
  write(bytes, outcome);
  BytePacket record;
  record.put(pair);
  record.put(bytes.bytes());
  put_record(file_, record.bytes());
  if (std::fflush(file_) != 0)
    throw Error(Error::Kind::io, path_ + ": cannot write the comparison's journal: " + std::strerror(errno));
}

void CompareJournal::close_complete() {
  if (file_) std::fclose(file_);
  file_ = nullptr;
  std::error_code ignored;
  std::filesystem::remove(path_, ignored);
}

}  // namespace mbdae::cli
