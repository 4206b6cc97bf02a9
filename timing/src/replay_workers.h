// Threads for the replay's parallel stretches (model.cpp): run(count, task) calls task(0) .. task(count - 1), each
// once, on the calling thread and the helpers, and returns when all have returned. Indices are claimed one at a
// time, so a helper the host has not scheduled yet takes none and the caller does them all: the caller never waits
// for a helper to start, only for a task a helper has begun. The first exception a task throws is rethrown by run.
// Between runs a helper spins a while before it sleeps (the model runs the helpers only when the executor leaves a
// core idle: its threads have finished, or one waits for the replay).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace wmmasim::sim {

class ReplayWorkers {
 public:
  using Task = std::function<void(std::size_t)>;
  explicit ReplayWorkers(unsigned helpers);
  ~ReplayWorkers();
  ReplayWorkers(const ReplayWorkers&) = delete;
  ReplayWorkers& operator=(const ReplayWorkers&) = delete;

  void run(std::size_t count, const Task& task);

 private:
  bool claim(std::uint64_t round, std::size_t& index, const Task*& task);  // false: nothing left in `round`
  void work(std::uint64_t round);
  void help();
  void stop();

  std::mutex mutex_;  // guards the members below; the atomics are read without it only to decide whether to spin on
  std::condition_variable started_, finished_;
  std::atomic<std::uint64_t> round_ = 0;  // run() calls so far
  std::atomic<bool> stopping_ = false;
  std::atomic<std::size_t> done_ = 0;
  const Task* task_ = nullptr;
  std::size_t count_ = 0, next_ = 0;
  std::exception_ptr error_;
  std::vector<std::thread> helpers_;
};

}  // namespace wmmasim::sim
