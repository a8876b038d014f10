// Micro-benchmark behind the "First benchmarks" section of the devlog post
// content/devlog/2025-08-23-cmake-has-entered-the-chat/index.mdx.
//
// Times three loops over helios::math (mat4f * mat4f, mat4f * vec4f, and building
// translate * rotate * scale) and prints the fastest and the median of 41 runs, in
// nanoseconds per operation. Build it against the engine as a consumer would:
//
//   # CMakeLists.txt in an empty folder, next to a copy of this file named bench.cpp
//   cmake_minimum_required(VERSION 3.25)
//   project(helios_bench LANGUAGES CXX)
//   set(HELIOS_BUILD_TESTS OFF CACHE BOOL "" FORCE)
//   set(HELIOS_BUILD_EXT OFF CACHE BOOL "" FORCE)
//   add_subdirectory(/path/to/helios/engine helios)
//   add_executable(bench bench.cpp)
//   target_link_libraries(bench PRIVATE helios::helios)
//
//   cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build && ./build/bench
#include <helios/math/mat4.hpp>
#include <helios/math/transform/affine.hpp>
#include <helios/math/utils.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace helios::math;
using Clock = std::chrono::steady_clock;

struct Timing { double min, median; };

template<class F>
Timing timeNs(F&& f, std::size_t ops, int reps = 41) {
    std::vector<double> t;
    for (int r = 0; r < reps; ++r) {
        auto a = Clock::now();
        f();
        auto b = Clock::now();
        t.push_back(std::chrono::duration<double, std::nano>(b - a).count() / double(ops));
    }
    std::sort(t.begin(), t.end());
    return {t.front(), t[t.size() / 2]};
}

int main() {
    constexpr std::size_t N = 1 << 16;
    std::vector<mat4f> ms(N), out(N);
    for (std::size_t i = 0; i < N; ++i)
        ms[i] = translate(vec3f{float(i % 7), 1.0F, -2.0F}) * rotate(0.001F * float(i), vec3f{0.3F, 1.0F, 0.2F}) * scale(vec3f{1.5F});
    const mat4f vp = rotate(0.5F, vec3f{0.0F, 1.0F, 0.0F});
    std::vector<vec4f> pts(N * 4), res(N * 4);
    for (std::size_t i = 0; i < pts.size(); ++i) pts[i] = vec4f{float(i % 13), float(i % 5), float(i % 3), 1.0F};

    Timing mm = timeNs([&] { for (std::size_t i = 0; i < N; ++i) out[i] = vp * ms[i]; }, N);
    Timing mv = timeNs([&] { const mat4f& m = ms[17]; for (std::size_t i = 0; i < pts.size(); ++i) res[i] = m * pts[i]; }, pts.size());
    Timing tr = timeNs([&] { for (std::size_t i = 0; i < N; ++i) out[i] = translate(vec3f{float(i), 0.0F, 0.0F}) * rotate(0.01F * float(i), vec3f{0.0F, 1.0F, 0.0F}) * scale(vec3f{2.0F}); }, N);
    float sum = 0;
    for (auto& m : out) sum += m(0, 3);
    for (auto& v : res) sum += v.x;
    std::printf("mat4f*mat4f   min %8.2f  median %8.2f ns\n", mm.min, mm.median);
    std::printf("mat4f*vec4f   min %8.2f  median %8.2f ns\n", mv.min, mv.median);
    std::printf("T*R*S build   min %8.2f  median %8.2f ns\n", tr.min, tr.median);
    std::printf("(checksum %g)\n", sum);
}
