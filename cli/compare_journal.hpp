// The pairs a comparison has finished, kept in OUT/compare.journal as each one ends, so that a comparison
// that is stopped (a killed rank takes its MPI job down with it, a batch system's time limit, a power
// cut) loses only the pairs that were running: `mbdae compare ... --resume` takes the others from the
// journal and runs the rest. The journal starts with what makes two comparisons the same (the model and
// the reference's samples, which differ with any setting or model change); it is removed when a
// comparison ends with every pair done.
//
// Format (binary, cli/byte_packet.hpp; not meant to be read by people): an identity record, then one
// record per finished pair (the pair, its outcome), each a length and its bytes. A record cut short by the
// stop is ignored.
#pragma once

#include <cstdio>
#include <map>
#include <optional>
#include <string>

#include "cli/compare_pair.hpp"

namespace mbdae::cli {

class CompareJournal {
 public:
  /// Opens `path` for a comparison whose identity is `identity`: with `resume`, keeps the pairs of a
  /// journal of the same comparison (a journal of another one is an error, the file named), else starts
  /// it anew.
  CompareJournal(std::string path, const std::string& identity, bool resume);
  ~CompareJournal();
  CompareJournal(const CompareJournal&) = delete;
  CompareJournal& operator=(const CompareJournal&) = delete;

  /// The outcome a stopped comparison kept for `pair` (as write(BytePacket&, ComparedPair) gives it).
  std::optional<PairOutcome> kept(const std::string& pair) const;
  std::size_t kept_count() const { return kept_.size(); }
  /// Appends `pair`'s outcome, on disk before it returns (flushed).
  void record(const std::string& pair, const PairOutcome& outcome);
  /// Every pair is done: the journal is removed.
  void close_complete();

 private:
  std::string path_;
  std::FILE* file_ = nullptr;
  std::map<std::string, std::string> kept_;  // pair bytes → outcome bytes
};

}  // namespace mbdae::cli
