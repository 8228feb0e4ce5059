// Values as bytes and back, for the messages between the ranks of an MPI job (cli/rank_pool.hpp) and the
// journal a comparison keeps of its finished pairs. Numbers go as their bits (a NaN stays a NaN, a double
// comes back equal to the last bit), strings with their length; the ranks of one job run the same build
// on machines of one byte order.
#pragma once

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace mbdae::cli {

class BytePacket {
 public:
  template <typename T>
    requires std::is_arithmetic_v<T>
  void put(T value) {
    bytes_.append(reinterpret_cast<const char*>(&value), sizeof value);
  }
  void put(const std::string& text) {
    put(static_cast<std::uint64_t>(text.size()));
    bytes_ += text;
  }
  const std::string& bytes() const { return bytes_; }

 private:
  std::string bytes_;
};

/// Reads what a BytePacket wrote, in the same order; a packet that ends early (a truncated journal) is
/// a std::runtime_error, never a read past its end.
class ByteReader {
 public:
  explicit ByteReader(const std::string& bytes) : bytes_(bytes) {}
  template <typename T>
    requires std::is_arithmetic_v<T>
  T get() {
    T value;
    std::memcpy(&value, take(sizeof value), sizeof value);
    return value;
  }
  std::string get_string() {
    const auto size = get<std::uint64_t>();
    if (size > bytes_.size() - at_) throw std::runtime_error("a message ends inside a text");
    return std::string(take(size), size);
  }
  /// A count of items that take at least `bytes_each` bytes each: refused when the rest of the packet
  /// cannot hold that many (a damaged packet must not ask for a huge allocation).
  std::size_t get_count(std::size_t bytes_each) {
    const auto count = get<std::uint64_t>();
    if (bytes_each > 0 && count > (bytes_.size() - at_) / bytes_each) throw std::runtime_error("a message ends early");
    return static_cast<std::size_t>(count);
  }
  bool at_end() const { return at_ == bytes_.size(); }

 private:
  const char* take(std::size_t size) {
    if (size > bytes_.size() - at_) throw std::runtime_error("a message ends early");
    const char* data = bytes_.data() + at_;
    at_ += size;
    return data;
  }
  const std::string& bytes_;
  std::size_t at_ = 0;
};

}  // namespace mbdae::cli
