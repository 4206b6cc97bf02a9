// The container reader against clang-19's own files: tests/data/hip_app.hip built as an executable, a .o (plain and
// with a compressed bundle), a plain and a compressed offload bundle. Every code object found must be byte for byte what
// clang-offload-bundler-19 --unbundle gives (the executable's .hip_fatbin dumped by llvm-objcopy-19 first); bundles
// re-compressed here with zlib and zstd in the header versions clang does not write by default (1, 3) must give the
// same; broken files give one CodeObjectError line each.
#include <doctest/doctest.h>
#include <zlib.h>
#include <zstd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "support.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/container.h"

namespace fs = std::filesystem;
using namespace wmmasim;

namespace {

const std::string kAppDir = WMMASIM_HIP_APP_DIR;
const std::string kGfx1201Id = "hipv4-amdgcn-amd-amdhsa--gfx1201";
const std::string kGfx1100Id = "hipv4-amdgcn-amd-amdhsa--gfx1100";

// A per-process scratch folder, removed when the tests end.
const fs::path& scratch() {
  static const test::ScratchDir dir("wmmasim_container");
  return dir.path();
}

// What clang-offload-bundler-19 unbundles for `bundle_id` from a bundle file (plain or compressed).
std::vector<std::byte> unbundled(const std::string& bundle, const std::string& bundle_id) {
  const std::string out = (scratch() / "unbundled.co").string();
  const auto r = test::run_command(std::string(WMMASIM_OFFLOAD_BUNDLER) + " --unbundle --type=o --input=" + bundle +
                                   " --targets=" + bundle_id + " --output=" + out);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  return test::file_bytes(out);
}

// The .hip_fatbin section of a host ELF file, as llvm-objcopy-19 dumps it.
std::string dumped_fatbin(const std::string& path) {
  const std::string out = (scratch() / "fatbin.bin").string();
  const auto r = test::run_command(std::string(WMMASIM_OBJCOPY) + " --dump-section .hip_fatbin=" + out + " " + path +
                                   " " + (scratch() / "stripped.o").string());
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  return out;
}

const isa::CodeObjectEntry* find_entry(const std::vector<isa::CodeObjectEntry>& entries, const std::string& id) {
  for (const auto& e : entries) {
    if (e.bundle_id == id) return &e;
  }
  return nullptr;
}

void check_entries(const std::vector<isa::CodeObjectEntry>& entries, const std::string& reference_bundle,
                   const std::vector<std::string>& ids) {
  REQUIRE(entries.size() == ids.size());
  for (const std::string& id : ids) {
    CAPTURE(id);
    const isa::CodeObjectEntry* e = find_entry(entries, id);
    REQUIRE(e);
    REQUIRE(e->target);
    CHECK(id.ends_with(std::string(e->target->name)));
    CHECK(e->code_object == unbundled(reference_bundle, id));
  }
}

std::string error_of(std::span<const std::byte> bytes) {
  try {
    isa::extract_code_objects(bytes, "broken.bin");
  } catch (const isa::CodeObjectError& e) {
    return e.what();
  }
  return "";
}

void put_le(std::vector<std::byte>& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::byte>(value >> (8 * i)));
}

// A CCOB header (clang/lib/Driver/OffloadBundler.cpp RawCompressedBundleHeader) around `payload`.
std::vector<std::byte> ccob(int version, int method, std::size_t uncompressed, std::span<const std::byte> payload) {
  std::vector<std::byte> out;
  for (char c : std::string("CCOB")) out.push_back(static_cast<std::byte>(c));
  put_le(out, version, 2);
  put_le(out, method, 2);
  const std::size_t header = version == 1 ? 20 : version == 2 ? 24 : 32;
  if (version == 2) put_le(out, header + payload.size(), 4);
  if (version == 3) put_le(out, header + payload.size(), 8);
  put_le(out, uncompressed, version == 3 ? 8 : 4);
  put_le(out, 0x0123456789abcdef, 8);  // the MD5 half, not checked by the reader
  out.insert(out.end(), payload.begin(), payload.end());
  return out;
}

std::vector<std::byte> zstd(std::span<const std::byte> data) {
  std::vector<std::byte> out(ZSTD_compressBound(data.size()));
  const std::size_t n = ZSTD_compress(out.data(), out.size(), data.data(), data.size(), 3);
  REQUIRE(!ZSTD_isError(n));
  out.resize(n);
  return out;
}

std::vector<std::byte> zlib(std::span<const std::byte> data) {
  uLongf n = compressBound(data.size());
  std::vector<std::byte> out(n);
  REQUIRE(compress2(reinterpret_cast<Bytef*>(out.data()), &n, reinterpret_cast<const Bytef*>(data.data()),
                    data.size(), 6) == Z_OK);
  out.resize(n);
  return out;
}

}  // namespace

TEST_CASE("the code objects of a HIP executable are the ones clang-offload-bundler unbundles from its .hip_fatbin") {
  const std::string app = kAppDir + "/wmmasim_hip_app";
  const auto entries = isa::extract_code_objects(test::file_bytes(app), app);
  check_entries(entries, dumped_fatbin(app), {kGfx1100Id, kGfx1201Id});
}

TEST_CASE("a .o with a compressed bundle, a plain bundle and a compressed bundle give the same code objects") {
  SUBCASE(".o") {
    const std::string object = WMMASIM_HIP_APP_OBJECT;
    check_entries(isa::extract_code_objects(test::file_bytes(object)), dumped_fatbin(object), {kGfx1100Id, kGfx1201Id});
  }
  SUBCASE(".o (--offload-compress)") {
    const std::string object = kAppDir + "/hip_app.compressed.o";
    check_entries(isa::extract_code_objects(test::file_bytes(object)), dumped_fatbin(object), {kGfx1100Id, kGfx1201Id});
  }
  SUBCASE("bundle (--cuda-device-only)") {
    const std::string bundle = kAppDir + "/hip_app.bundle";
    check_entries(isa::extract_code_objects(test::file_bytes(bundle)), bundle, {kGfx1100Id, kGfx1201Id});
  }
  SUBCASE("compressed bundle (--cuda-device-only --offload-compress)") {
    const std::string bundle = kAppDir + "/hip_app.ccob";
    check_entries(isa::extract_code_objects(test::file_bytes(bundle)), bundle, {kGfx1100Id, kGfx1201Id});
  }
}

TEST_CASE("a bare AMDGPU ELF is one entry without a bundle id") {
  const std::string bundle = kAppDir + "/hip_app.bundle";
  const auto elf = unbundled(bundle, kGfx1201Id);
  const auto entries = isa::extract_code_objects(elf);
  REQUIRE(entries.size() == 1);
  CHECK(entries[0].bundle_id.empty());
  REQUIRE(entries[0].target);
  CHECK(entries[0].target->name == "gfx1201");
  CHECK(entries[0].code_object == elf);
}

TEST_CASE("offload_bundle_size: a bundle's size from its header alone, as __hipRegisterFatBinary needs it") {
  for (const std::string name : {"hip_app.bundle", "hip_app.ccob"}) {
    CAPTURE(name);
    const auto bytes = test::file_bytes(kAppDir + "/" + name);
    CHECK(isa::offload_bundle_size(bytes.data()) == bytes.size());
  }
  const auto plain = test::file_bytes(kAppDir + "/hip_app.bundle");
  const auto v3 = ccob(3, 1, plain.size(), zstd(plain));
  CHECK(isa::offload_bundle_size(v3.data()) == v3.size());
  const auto v1 = ccob(1, 1, plain.size(), zstd(plain));
  CHECK_THROWS_WITH_AS(isa::offload_bundle_size(v1.data()), doctest::Contains("version-1 compressed bundle records no size"),
                       isa::CodeObjectError);
  const auto elf = unbundled(kAppDir + "/hip_app.bundle", kGfx1201Id);
  CHECK_THROWS_WITH_AS(isa::offload_bundle_size(elf.data()), doctest::Contains("starts with 7f 45 4c 46"),
                       isa::CodeObjectError);
}

TEST_CASE("compressed bundles: zstd and zlib, header versions 1, 2 and 3") {
  const auto plain = test::file_bytes(kAppDir + "/hip_app.bundle");
  const auto reference = isa::extract_code_objects(plain);
  for (int version : {1, 2, 3}) {
    for (int method : {0, 1}) {
      CAPTURE(version);
      CAPTURE(method);
      const auto bytes = ccob(version, method, plain.size(), method == 1 ? zstd(plain) : zlib(plain));
      const auto entries = isa::extract_code_objects(bytes);
      REQUIRE(entries.size() == reference.size());
      for (std::size_t i = 0; i < entries.size(); ++i) {
        CHECK(entries[i].bundle_id == reference[i].bundle_id);
        CHECK(entries[i].code_object == reference[i].code_object);
      }
    }
  }
}

TEST_CASE("select_code_object and CodeObject::load pick the entry for a target and name the targets there are") {
  const std::string app = kAppDir + "/wmmasim_hip_app";
  const auto entries = isa::extract_code_objects(test::file_bytes(app), app);
  CHECK(isa::select_code_object(entries, isa::find_target("gfx1100"), app).bundle_id == kGfx1100Id);
  CHECK(isa::entry_targets(entries) == "gfx1100, gfx1201");
  CHECK_THROWS_WITH_AS(isa::select_code_object(entries, std::nullopt, app),
                       (app + ": has code objects for gfx1100, gfx1201: choose one of them (wmmasim: --arch)").c_str(),
                       isa::CodeObjectError);
  CHECK_THROWS_WITH_AS(isa::select_code_object(entries, isa::find_target("gfx1200"), app),
                       (app + ": has no code object for gfx1200, only for gfx1100, gfx1201: choose one of those, or "
                              "rebuild it with --offload-arch=gfx1200")
                           .c_str(),
                       isa::CodeObjectError);
  const auto single = isa::extract_code_objects(unbundled(kAppDir + "/hip_app.bundle", kGfx1201Id));
  CHECK(isa::select_code_object(single, std::nullopt).target->name == "gfx1201");

  const isa::CodeObject co = isa::CodeObject::load(app, isa::find_target("gfx1201"));
  CHECK(co.target().name == "gfx1201");
  CHECK(co.origin() == app + " (gfx1201)");
  CHECK(co.kernel_names().find("_Z9wmma_gemmPKDF16_S0_Pfiii") != std::string::npos);
  CHECK(co.kernel_names().find("_Z4axpyIfEvT_PKS0_PS0_i") != std::string::npos);
  const std::string ccob = kAppDir + "/hip_app.ccob";
  CHECK(isa::CodeObject::load(ccob, isa::find_target("gfx1100")).origin() == ccob + " (gfx1100)");
}

TEST_CASE("files without a code object: one line that says what the file is") {
  CHECK(error_of({}) == "broken.bin: not an ELF file, offload bundle or compressed offload bundle (it is empty): "
                        "pass an AMDGPU code object, offload bundle or HIP program built for gfx11/gfx12, e.g. by "
                        "clang++-19 --offload-arch=gfx1201");
  const std::string text = "hello world";
  CHECK(error_of(std::as_bytes(std::span(text))).starts_with(
      "broken.bin: not an ELF file, offload bundle or compressed offload bundle (it starts with 68 65 6c 6c)"));
  // A host program without device code: the test executable itself.
  const auto self = test::file_bytes("/proc/self/exe");
  CHECK(error_of(self).starts_with("broken.bin: a host ELF shared object or executable (ELF machine 62, not AMDGPU) "
                                   "without HIP device code (no .hip_fatbin section)"));

  const auto plain = test::file_bytes(kAppDir + "/hip_app.bundle");
  SUBCASE("a bundle cut short") {
    const std::span<const std::byte> cut(plain.data(), plain.size() - 100);
    CHECK(error_of(cut) == "broken.bin: offload bundle of " + std::to_string(plain.size()) + " bytes is cut off after " +
                               std::to_string(cut.size()) + ": rebuild the file or copy it again");
    CHECK(error_of(std::span(plain.data(), 40)).find("offload bundle is truncated") != std::string::npos);
  }
  SUBCASE("a bundle with the host entry only") {
    std::vector<std::byte> host_only(plain.begin(), plain.begin() + 24);
    put_le(host_only, 1, 8);
    const std::string id = "host-x86_64-unknown-linux--";
    put_le(host_only, 24 + 8 + 24 + id.size(), 8);  // where the header ends
    put_le(host_only, 0, 8);
    put_le(host_only, id.size(), 8);
    for (char c : id) host_only.push_back(static_cast<std::byte>(c));
    CHECK(error_of(host_only) == "broken.bin: an offload bundle without AMDGPU code objects (host or bitcode entries "
                                 "only): bundle a code object built by clang++-19 --offload-arch=gfx1201 (without "
                                 "-fgpu-rdc)");
  }
  SUBCASE("compressed bundles that do not decompress") {
    auto compressed = zstd(plain);
    compressed[compressed.size() / 2] ^= std::byte{0xff};
    compressed.resize(compressed.size() - 8);
    CHECK(error_of(ccob(2, 1, plain.size(), compressed)).find("compressed offload bundle does not decompress") !=
          std::string::npos);
    CHECK(error_of(ccob(2, 7, plain.size(), zstd(plain))).find("uses compression method 7") != std::string::npos);
    CHECK(error_of(ccob(2, 1, std::uint64_t{1} << 33, zstd(plain))).find("does not decompress") != std::string::npos);
    CHECK(error_of(ccob(3, 1, std::uint64_t{1} << 40, zstd(plain))).find("claims 1099511627776 uncompressed bytes") !=
          std::string::npos);
    auto unknown = ccob(2, 1, plain.size(), zstd(plain));
    unknown[4] = std::byte{9};
    CHECK(error_of(unknown).find("compressed offload bundle (CCOB) of unknown version 9") != std::string::npos);
    const auto v2 = ccob(2, 1, plain.size(), zstd(plain));
    CHECK(error_of(std::span(v2).first(v2.size() - 1)).find("does not fit") != std::string::npos);
  }
}
