// Code from the devlog's posts of August 2025, written against helios 0.1.0:
// "Hello, world", "Lost in translation", "Laying the foundation", the two
// model-matrix posts and "Establishing the transformation library".
// test-engine.sh compiles it against this release's headers.
#include <cassert>
#include <optional>
#include <string>
#include <vector>

#include <helios/math/Transform.hpp>
#include <helios/math/math.hpp>
#include <helios/util/Guid.hpp>
#include <helios/util/log/LogManager.hpp>

using namespace helios::math;

// Conventions: column-major storage, the translation in the last column.
constexpr mat4f t = translate(vec3f{5.0F, 6.0F, 7.0F});
static_assert(t(0, 3) == 5.0F);
static_assert(t.data()[12] == 5.0F);
static_assert(transpose(t)(3, 0) == 5.0F);

// Vectors: constexpr arithmetic, w = 1 for points.
constexpr vec3f forward{0.0F, 0.0F, -1.0F};
constexpr vec3f up{0.0F, 1.0F, 0.0F};
static_assert(cross(forward, up) == vec3f{1.0F, 0.0F, 0.0F});
static_assert(dot(forward, up) == 0.0F);
constexpr vec4f point{vec3f{1.0F, 2.0F, 3.0F}, 1.0F};
static_assert(point.xyz() == vec3f{1.0F, 2.0F, 3.0F});

// Translation and scale, and the order they come in.
constexpr mat4f T = translate(vec3f{1.0F, 2.0F, 0.0F});
constexpr mat4f S = scale(vec3f{2.0F, 2.0F, 1.0F});
constexpr vec4f corner{1.0F, 1.0F, 0.0F, 1.0F};
constexpr vec4f direction{0.0F, 0.0F, -1.0F, 0.0F};
static_assert(T * direction == direction);
static_assert(T * S * corner == vec4f{3.0F, 4.0F, 0.0F, 1.0F});
static_assert(S * T * corner == vec4f{4.0F, 6.0F, 0.0F, 1.0F});

int main() {
    const mat4f model = translate(vec3f{0.0F, 1.0F, 0.0F}) * scale(vec3f{2.0F});
    const vec4f p = model * vec4f{1.0F, 0.0F, 0.0F, 1.0F};
    assert(p == vec4f(2.0F, 1.0F, 0.0F, 1.0F));

    // The append forms read in the order of the description.
    mat4f appended;
    appended = translate(appended, vec3f{1.0F, 2.0F, 0.0F});
    appended = scale(appended, vec3f{2.0F, 2.0F, 1.0F});
    assert(approxEqual(appended, T * S));

    // A zero scale has no inverse; 0.1.0's inverse() takes no tolerance.
    const std::optional<mat4f> flat = inverse(scale(vec3f{1.0F, 0.0F, 1.0F}));
    assert(!flat.has_value());

    // Rotations, the view matrix and transformPoint().
    const mat4f quarter = rotate(radians(90.0F), vec3f{0.0F, 0.0F, 1.0F});
    const vec3f turned = transformPoint(quarter, vec3f{1.0F, 0.0F, 0.0F});
    assert(approxEqual(turned.y, 1.0F));
    const vec3f eye{3.0F, 2.0F, 4.0F};
    const mat4f view = lookAt(eye, vec3f{}, vec3f{0.0F, 1.0F, 0.0F});
    assert(approxEqual(transformPoint(view, vec3f{}).z, -length(eye), 1e-5F));
    const mat4f projection = perspective(radians(60.0F), 16.0F / 9.0F, 0.1F, 100.0F);
    const mat4f box = orthographic(-1.0F, 1.0F, -1.0F, 1.0F, 0.1F, 10.0F);
    assert(determinant(projection * box) != 0.0F);

    // Before the restructuring the transform lived with the math.
    Transform placement;
    placement.setRotation({0.0F, radians(45.0F), 0.0F});
    const mat4f& local = placement.matrix();
    (void)local;

    // Identifiers and the logger.
    using helios::util::Guid;
    using helios::util::GuidGenerator;
    const Guid id = Guid::generate();
    const auto roundTrip = Guid::parse(id.toString());
    assert(roundTrip && *roundTrip == id);
    assert(!Guid::parse("not-a-guid"));
    GuidGenerator a{42};
    GuidGenerator b{42};
    assert(a.next() == b.next());

    using namespace helios::util::log;
    auto& logs = LogManager::instance();
    logs.setLevel(LogLevel::Debug);
    std::vector<std::string> captured;
    logs.setSinks({consoleSink, [&](const LogRecord& r) { captured.emplace_back(r.message); }});
    logs.logger("helios::math").debug("model matrix rebuilt");
    return logs.loggerCount() > 0 ? 0 : 1;
}
