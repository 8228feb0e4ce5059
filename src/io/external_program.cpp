#include "io/external_program.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace mbdae {
namespace {

/// A pipe whose ends close themselves; both ends close-on-exec, so the child keeps only the end
/// posix_spawn duplicates onto its standard output or error.
struct Pipe {
  int read_end = -1, write_end = -1;
  Pipe() {
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    read_end = ends[0];
    write_end = ends[1];
  }
  ~Pipe() {
    close_read();
    close_write();
  }
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
  void close_read() {
    if (read_end >= 0) ::close(read_end);
    read_end = -1;
  }
  void close_write() {
    if (write_end >= 0) ::close(write_end);
    write_end = -1;
  }
};

struct FileActions {
  posix_spawn_file_actions_t actions;
  FileActions() { posix_spawn_file_actions_init(&actions); }
  ~FileActions() { posix_spawn_file_actions_destroy(&actions); }
  FileActions(const FileActions&) = delete;
  FileActions& operator=(const FileActions&) = delete;
};

/// mbdae's environment with `overrides` (NAME=value) replacing the entries of the same name.
std::vector<std::string> environment_with(const std::vector<std::string>& overrides) {
  std::vector<std::string> entries;
  const auto name_of = [](const std::string& entry) { return entry.substr(0, entry.find('=')); };
  for (char** e = environ; e && *e; ++e) {
    const std::string entry(*e);
    bool replaced = false;
    for (const std::string& o : overrides) replaced = replaced || name_of(o) == name_of(entry);
    if (!replaced) entries.push_back(entry);
  }
  entries.insert(entries.end(), overrides.begin(), overrides.end());
  return entries;
}

std::vector<char*> pointers_to(std::vector<std::string>& strings) {
  std::vector<char*> pointers;
  for (std::string& s : strings) pointers.push_back(s.data());
  pointers.push_back(nullptr);
  return pointers;
}

/// Reads both pipes until the child has closed them; poll() keeps a full stderr pipe from blocking a
/// child that is still writing to stdout, and the other way round.
void drain(Pipe& out, Pipe& err, std::string& standard_output, std::string& standard_error) {
  std::array<char, 4096> buffer;
  while (out.read_end >= 0 || err.read_end >= 0) {
    std::array<pollfd, 2> fds{pollfd{out.read_end, POLLIN, 0}, pollfd{err.read_end, POLLIN, 0}};
    if (poll(fds.data(), fds.size(), -1) < 0) {
      if (errno == EINTR) continue;  // a signal (mbdae's Ctrl-C handler only sets a flag): go on reading
      break;
    }
    for (int k = 0; k < 2; ++k) {
      if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      Pipe& pipe = k == 0 ? out : err;
      const ssize_t n = ::read(pipe.read_end, buffer.data(), buffer.size());
      if (n > 0)
        (k == 0 ? standard_output : standard_error).append(buffer.data(), static_cast<std::size_t>(n));
      else if (n == 0 || errno != EINTR)
        pipe.close_read();
    }
  }
}

}  // namespace

std::string ProgramRun::outcome() const {
  if (!started) return "could not start: " + start_error;
  if (signal != 0) return "killed by signal " + std::to_string(signal);
  return "exit code " + std::to_string(exit_code);
}

ProgramRun run_program(const std::vector<std::string>& arguments, const ProgramOptions& options) {
  if (arguments.empty()) throw std::invalid_argument("run_program: no program given");
  ProgramRun run;
  Pipe out, err;
  FileActions files;
  posix_spawn_file_actions_addopen(&files.actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&files.actions, out.write_end, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&files.actions, options.merge_standard_error ? out.write_end : err.write_end,
                                   STDERR_FILENO);
  if (!options.working_directory.empty())
    posix_spawn_file_actions_addchdir_np(&files.actions, options.working_directory.c_str());

  std::vector<std::string> argv_strings = arguments;
  std::vector<std::string> env_strings = environment_with(options.environment);
  const std::vector<char*> argv = pointers_to(argv_strings);
  const std::vector<char*> envp = pointers_to(env_strings);

  // glibc's posix_spawnp reports a failed file action (no such working directory) or exec (not found,
  // not executable) through its return value, so a program that did not start is never mistaken for
  // one that exited with 127.
  pid_t child = -1;
  const int spawned = posix_spawnp(&child, argv[0], &files.actions, nullptr, argv.data(), envp.data());
  out.close_write();  // the child holds its own copies; EOF comes when it has closed them
  err.close_write();
  if (spawned != 0) {
    run.start_error = std::strerror(spawned);
    return run;
  }
  drain(out, err, run.standard_output, run.standard_error);
  int status = 0;
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR) {
      run.start_error = std::string("waitpid: ") + std::strerror(errno);
      return run;
    }
  run.started = true;
  if (WIFEXITED(status)) run.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
  return run;
}

}  // namespace mbdae
