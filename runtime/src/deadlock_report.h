// A deadlocked workgroup (sim::Deadlock, from the executor when a budget runs out) as the sanitizer's sync report,
// and as the source lines of the waves it names, for the kernel fault's line.
#pragma once

#include <string>

#include "wmmasim/check/sanitizer.h"
#include "wmmasim/exec/executor.h"

namespace wmmasim::hiprt {

// "sync: tile.hip:12: deadlock: poll by wave 0 vs barrier wait by wave 1 at tile.hip:20; wave 0 polls 4 bytes at
// 0x… (global_load_b32) and never reaches the barrier the other waves wait at"
sim::CheckReport deadlock_report(const std::string& kernel, const sim::Deadlock& deadlock);
// "; wave 1 waits at the barrier at tile.hip:20" for each waiting wave whose line the locator knows; empty otherwise.
std::string deadlock_sources(const sim::Deadlock& deadlock, const sim::PcLocator& locate);

}  // namespace wmmasim::hiprt
