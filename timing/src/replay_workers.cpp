#include "replay_workers.h"

#include <chrono>
#include <utility>

namespace wmmasim::sim {
namespace {

// Spins until `done()` or for about the time a sleeping thread takes to wake on a virtual machine (tens of
// microseconds): the replay calls run() once per 256-cycle window, and a window of a unit is about as short.
template <class Done>
void spin_until(Done&& done) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(200);
  while (!done() && std::chrono::steady_clock::now() < until) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  }
}

}  // namespace

ReplayWorkers::ReplayWorkers(unsigned helpers) {
  try {
    for (unsigned i = 0; i < helpers; ++i) helpers_.emplace_back([this] { help(); });
  } catch (...) {  // the host would not start another thread: stop those it started
    stop();
    throw;
  }
}

ReplayWorkers::~ReplayWorkers() { stop(); }

void ReplayWorkers::stop() {
  {
    const std::scoped_lock lock(mutex_);
    stopping_ = true;
  }
  started_.notify_all();
  for (std::thread& helper : helpers_) helper.join();
}

bool ReplayWorkers::claim(std::uint64_t round, std::size_t& index, const Task*& task) {
  const std::scoped_lock lock(mutex_);
  if (round != round_ || next_ >= count_) return false;
  index = next_++;
  task = task_;
  return true;
}

void ReplayWorkers::work(std::uint64_t round) {
  std::size_t index = 0;
  const Task* task = nullptr;
  while (claim(round, index, task)) {
    std::exception_ptr error;
    try {
      (*task)(index);
    } catch (...) {
      error = std::current_exception();
    }
    const std::scoped_lock lock(mutex_);
    if (error && !error_) error_ = error;
    if (++done_ == count_) finished_.notify_all();
  }
}

void ReplayWorkers::help() {
  std::uint64_t seen = 0;
  for (;;) {
    spin_until([&] { return round_.load(std::memory_order_relaxed) != seen || stopping_.load(std::memory_order_relaxed); });
    {
      std::unique_lock lock(mutex_);
      started_.wait(lock, [&] { return stopping_ || round_ != seen; });
      if (stopping_) return;
      seen = round_;
    }
    work(seen);
  }
}

void ReplayWorkers::run(std::size_t count, const Task& task) {
  std::uint64_t round = 0;
  {
    const std::scoped_lock lock(mutex_);
    task_ = &task;
    count_ = count, next_ = 0, done_ = 0;
    error_ = nullptr;
    round = ++round_;
  }
  started_.notify_all();
  work(round);
  spin_until([&] { return done_.load(std::memory_order_relaxed) == count; });
  std::unique_lock lock(mutex_);
  finished_.wait(lock, [&] { return done_ == count_; });
  task_ = nullptr;
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

}  // namespace wmmasim::sim
