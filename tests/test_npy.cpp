// The .npy reader and writer against NumPy itself (Debian's python3-numpy, run as /usr/bin/python3).
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/stat.h>

#include "support.h"
#include "wmmasim/io/npy.h"

using namespace wmmasim::sim;
namespace fs = std::filesystem;

namespace {

fs::path scratch_dir() {
  const fs::path dir = fs::temp_directory_path() / ("wmmasim_test_npy_" + std::to_string(getpid()));
  fs::create_directories(dir);
  return dir;
}

void python(const std::string& code) {
  const auto r = wmmasim::test::run_command("/usr/bin/python3 -c \"" + code + "\"");
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
}

template <typename T>
T element(const NpyArray& a, std::size_t i) {
  T value;
  std::memcpy(&value, a.data.data() + i * sizeof(T), sizeof(T));
  return value;
}

void write_bytes(const fs::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

}  // namespace

TEST_CASE("arrays written by numpy.save read back with dtype, shape and values") {
  const fs::path dir = scratch_dir();
  python("import numpy as np; d='" + dir.string() +
         "';"
         "np.save(d+'/f32.npy', np.arange(256, dtype=np.float32).reshape(16,16) * 0.5);"
         "np.save(d+'/f16.npy', np.array([1.0, -2.0, 65504.0], dtype=np.float16));"
         "np.save(d+'/i8.npy', np.array([[-128, 127]], dtype=np.int8));"
         "np.save(d+'/u32.npy', np.array(7, dtype=np.uint32));"
         "np.save(d+'/i32_3d.npy', np.arange(24, dtype=np.int32).reshape(2,3,4));"
         "np.lib.format.write_array(open(d+'/v2.npy','wb'), np.arange(5, dtype=np.int64), version=(2,0))");

  const NpyArray f32 = read_npy(dir / "f32.npy");
  CHECK(f32.dtype == NpyDtype::Float32);
  CHECK(f32.shape == std::vector<std::size_t>{16, 16});
  CHECK(element<float>(f32, 255) == 127.5f);

  const NpyArray f16 = read_npy(dir / "f16.npy");
  CHECK(f16.dtype == NpyDtype::Float16);
  CHECK(f16.shape == std::vector<std::size_t>{3});
  CHECK(element<std::uint16_t>(f16, 0) == 0x3c00);  // 1.0
  CHECK(element<std::uint16_t>(f16, 1) == 0xc000);  // -2.0
  CHECK(element<std::uint16_t>(f16, 2) == 0x7bff);  // 65504, the largest finite f16

  const NpyArray i8 = read_npy(dir / "i8.npy");
  CHECK(i8.dtype == NpyDtype::Int8);
  CHECK(element<std::int8_t>(i8, 0) == -128);

  const NpyArray scalar = read_npy(dir / "u32.npy");
  CHECK(scalar.shape.empty());
  CHECK(scalar.element_count() == 1);
  CHECK(element<std::uint32_t>(scalar, 0) == 7);

  CHECK(read_npy(dir / "i32_3d.npy").shape == std::vector<std::size_t>{2, 3, 4});
  const NpyArray v2 = read_npy(dir / "v2.npy");
  CHECK(v2.dtype == NpyDtype::Int64);
  CHECK(element<std::int64_t>(v2, 4) == 4);
  fs::remove_all(dir);
}

TEST_CASE("arrays written by write_npy load in numpy with the same dtype, shape and values") {
  const fs::path dir = scratch_dir();
  NpyArray a;
  a.dtype = NpyDtype::Int32;
  a.shape = {4, 2};
  for (std::int32_t v = -4; v < 4; ++v) {
    const auto* p = reinterpret_cast<const std::byte*>(&v);
    a.data.insert(a.data.end(), p, p + 4);
  }
  write_npy(dir / "ours.npy", a);
  NpyArray one_d = a;
  one_d.shape = {8};
  write_npy(dir / "ours_1d.npy", one_d);
  python("import numpy as np; d='" + dir.string() +
         "';"
         "x=np.load(d+'/ours.npy'); assert x.dtype==np.int32 and x.shape==(4,2) and (x.ravel()==np.arange(-4,4)).all();"
         "y=np.load(d+'/ours_1d.npy'); assert y.shape==(8,)");
  CHECK_FALSE(fs::exists(dir / "ours.npy.partial"));
  fs::remove_all(dir);
}

TEST_CASE("a .npy file that has no size, a pipe, reads as the same file does") {
  const fs::path dir = scratch_dir();
  python("import numpy as np; np.save('" + (dir / "file.npy").string() + "', np.arange(3000, dtype=np.int32))");
  const std::string bytes = wmmasim::test::file_text(dir / "file.npy");
  const fs::path fifo = dir / "fifo.npy";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  std::thread writer([&] { std::ofstream(fifo, std::ios::binary) << bytes; });
  const NpyArray piped = read_npy(fifo);
  writer.join();
  const NpyArray file = read_npy(dir / "file.npy");
  CHECK(piped.shape == file.shape);
  CHECK(piped.data == file.data);
  CHECK(element<std::int32_t>(piped, 2999) == 2999);
  fs::remove_all(dir);
}

TEST_CASE("malformed files are rejected with one line naming the file and the problem") {
  const fs::path dir = scratch_dir();
  python("import numpy as np; d='" + dir.string() +
         "';"
         "np.save(d+'/good.npy', np.zeros((4,4), dtype=np.float32));"
         "np.save(d+'/fortran.npy', np.asfortranarray(np.zeros((4,3), dtype=np.float32)));"
         "np.save(d+'/big_endian.npy', np.zeros(3, dtype='>f4'));"
         "np.save(d+'/complex.npy', np.zeros(3, dtype=np.complex64))");
  const std::string good = wmmasim::test::file_text(dir / "good.npy");
  write_bytes(dir / "truncated.npy", good.substr(0, good.size() - 5));
  write_bytes(dir / "header_cut.npy", good.substr(0, 40));
  write_bytes(dir / "not_npy.npy", "PK\x03\x04 this is a zip file");
  write_bytes(dir / "empty.npy", "");
  fs::create_directories(dir / "folder.npy");

  const std::pair<const char*, const char*> cases[] = {
      {"truncated.npy", "data bytes but its header promises"}, {"header_cut.npy", "truncated .npy header"},
      {"not_npy.npy", "not a .npy file"},                      {"empty.npy", "not a .npy file"},
      {"fortran.npy", "Fortran-order"},                        {"big_endian.npy", "unsupported dtype '>f4'"},
      {"complex.npy", "unsupported dtype '<c8'"},              {"missing.npy", "cannot open"},
      {"folder.npy", "is a folder, not a .npy file"},
  };
  for (const auto& [file, message] : cases) {
    CAPTURE(file);
    try {
      read_npy(dir / file);
      FAIL("accepted a malformed file");
    } catch (const NpyError& e) {
      const std::string what = e.what();
      CHECK(what.find(file) != std::string::npos);
      CHECK(what.find(message) != std::string::npos);
      CHECK(what.find('\n') == std::string::npos);
    }
  }
  fs::remove_all(dir);
}
