#include <doctest/doctest.h>

#include <stdexcept>

#include "helios/math/math.hpp"

using namespace helios::math;

namespace {
    bool near(const vec3f& a, const vec3f& b, float tol = 1e-5F) {
        return approxEqual(a.x, b.x, tol) && approxEqual(a.y, b.y, tol) && approxEqual(a.z, b.z, tol);
    }
} // namespace

TEST_SUITE("math") {

    TEST_CASE("concepts accept arithmetic types and reject bool") {
        static_assert(Numeric<int>);
        static_assert(Numeric<double>);
        static_assert(!Numeric<bool>);
        static_assert(FloatingPoint<float>);
        static_assert(!FloatingPoint<int>);
    }

    TEST_CASE("vec2 arithmetic, dot and normalize") {
        constexpr vec2i a{1, 2};
        constexpr vec2i b{3, 4};
        static_assert(a + b == vec2i{4, 6});
        static_assert(dot(a, b) == 11);
        CHECK(2 * a == vec2i{2, 4});
        CHECK(-a == vec2i{-1, -2});
        CHECK(length(vec2f{3.0F, 4.0F}) == doctest::Approx(5.0F));
        CHECK(normalize(vec2f{}) == vec2f{});
    }

    TEST_CASE("vec3 cross product follows the right-hand rule") {
        constexpr vec3f x{1.0F, 0.0F, 0.0F};
        constexpr vec3f y{0.0F, 1.0F, 0.0F};
        static_assert(cross(x, y) == vec3f{0.0F, 0.0F, 1.0F});
        CHECK(cross(y, x) == vec3f{0.0F, 0.0F, -1.0F});
        CHECK(dot(cross(x, y), x) == 0.0F);
    }

    TEST_CASE("vec3 length, normalize, min and max") {
        const vec3f v{2.0F, 3.0F, 6.0F};
        CHECK(length(v) == doctest::Approx(7.0F));
        CHECK(length(normalize(v)) == doctest::Approx(1.0F));
        CHECK(normalize(vec3f{}) == vec3f{});
        CHECK(min(vec3i{1, 5, 3}, vec3i{4, 2, 6}) == vec3i{1, 2, 3});
        CHECK(max(vec3i{1, 5, 3}, vec3i{4, 2, 6}) == vec3i{4, 5, 6});
        CHECK(v[2] == 6.0F);
    }

    TEST_CASE("vec4 from vec3 and back") {
        const vec4f p{vec3f{1.0F, 2.0F, 3.0F}, 1.0F};
        CHECK(p.w == 1.0F);
        CHECK(p.xyz() == vec3f{1.0F, 2.0F, 3.0F});
        CHECK(dot(p, p) == doctest::Approx(15.0F));
        CHECK(length(normalize(vec4f{1.0F, 1.0F, 1.0F, 1.0F})) == doctest::Approx(1.0F));
    }

    TEST_CASE("mat4 is column-major and identity by default") {
        mat4f m;
        CHECK(m == mat4f::identity());
        m(0, 3) = 5.0F; // row 0, column 3
        CHECK(m.data()[12] == 5.0F);
        CHECK(m.column(3) == vec4f{5.0F, 0.0F, 0.0F, 1.0F});
        CHECK(m.row(0) == vec4f{1.0F, 0.0F, 0.0F, 5.0F});
    }

    TEST_CASE("mat4 product and transpose") {
        const mat4f t = translate(vec3f{1.0F, 2.0F, 3.0F});
        const mat4f s = scale(vec3f{2.0F});
        const vec4f p{1.0F, 1.0F, 1.0F, 1.0F};
        // Scale first, then translate.
        CHECK((t * s * p) == vec4f{3.0F, 4.0F, 5.0F, 1.0F});
        CHECK((s * t * p) == vec4f{4.0F, 6.0F, 8.0F, 1.0F});
        CHECK(transpose(transpose(t)) == t);
        CHECK(transpose(t)(3, 0) == 1.0F);
        CHECK(translate(mat4f{}, vec3f{1.0F, 2.0F, 3.0F}) == t);
        CHECK(scale(mat4f{}, vec3f{2.0F}) == s);
    }

    TEST_CASE("mat4 determinant and inverse") {
        const mat4f m = translate(vec3f{1.0F, -2.0F, 3.0F}) * rotate(0.7F, vec3f{0.3F, 1.0F, 0.2F}) *
                        scale(vec3f{2.0F, 0.5F, 1.5F});
        CHECK(determinant(m) == doctest::Approx(1.5F));
        const auto inv = inverse(m);
        REQUIRE(inv.has_value());
        CHECK(approxEqual(m * *inv, mat4f::identity(), 1e-5F));
        CHECK(approxEqual(*inv * m, mat4f::identity(), 1e-5F));
    }

    TEST_CASE("inverse of a singular matrix is std::nullopt") {
        CHECK_FALSE(inverse(mat4f::zero()).has_value());
        CHECK_FALSE(inverse(scale(vec3f{1.0F, 0.0F, 1.0F})).has_value());
        mat4d dependent;
        dependent(1, 0) = 2.0;
        dependent(1, 1) = 0.0; // row 1 = 2 * row 0
        CHECK_FALSE(inverse(dependent).has_value());
    }

    TEST_CASE("rotate turns x into y about +z") {
        const mat4f r = rotate(pi<float> / 2.0F, vec3f{0.0F, 0.0F, 1.0F});
        CHECK(near(transformPoint(r, vec3f{1.0F, 0.0F, 0.0F}), vec3f{0.0F, 1.0F, 0.0F}));
        CHECK(rotate(1.0F, vec3f{}) == mat4f::identity());
        CHECK(radians(180.0) == doctest::Approx(pi<double>));
        CHECK(degrees(pi<double>) == doctest::Approx(180.0));
    }

    TEST_CASE("lookAt maps the eye to the origin and the target onto -z") {
        const vec3f eye{0.0F, 0.0F, 5.0F};
        const mat4f view = lookAt(eye, vec3f{}, vec3f{0.0F, 1.0F, 0.0F});
        CHECK(near(transformPoint(view, eye), vec3f{}));
        CHECK(near(transformPoint(view, vec3f{}), vec3f{0.0F, 0.0F, -5.0F}));
    }

    TEST_CASE("perspective maps near and far planes to -1 and +1") {
        const mat4f p = perspective(radians(90.0F), 1.0F, 1.0F, 10.0F);
        const vec4f nearPoint = p * vec4f{0.0F, 0.0F, -1.0F, 1.0F};
        const vec4f farPoint = p * vec4f{0.0F, 0.0F, -10.0F, 1.0F};
        CHECK(nearPoint.z / nearPoint.w == doctest::Approx(-1.0F));
        CHECK(farPoint.z / farPoint.w == doctest::Approx(1.0F));
        // 90 degrees: a point at 45 degrees lands on the top edge.
        const vec4f top = p * vec4f{0.0F, 2.0F, -2.0F, 1.0F};
        CHECK(top.y / top.w == doctest::Approx(1.0F));
    }

    TEST_CASE("perspective rejects invalid parameters") {
        CHECK_THROWS_AS((void)perspective(0.0F, 1.0F, 0.1F, 10.0F), std::invalid_argument);
        CHECK_THROWS_AS((void)perspective(1.0F, 0.0F, 0.1F, 10.0F), std::invalid_argument);
        CHECK_THROWS_AS((void)perspective(1.0F, 1.0F, 0.0F, 10.0F), std::invalid_argument);
        CHECK_THROWS_AS((void)perspective(1.0F, 1.0F, 5.0F, 1.0F), std::invalid_argument);
    }

    TEST_CASE("orthographic maps the box to the unit cube") {
        const mat4f o = orthographic(-2.0F, 2.0F, -1.0F, 1.0F, 0.5F, 10.0F);
        CHECK(near(transformPoint(o, vec3f{2.0F, 1.0F, -10.0F}), vec3f{1.0F, 1.0F, 1.0F}));
        CHECK(near(transformPoint(o, vec3f{-2.0F, -1.0F, -0.5F}), vec3f{-1.0F, -1.0F, -1.0F}));
        CHECK_THROWS_AS((void)orthographic(1.0F, 1.0F, -1.0F, 1.0F, 0.1F, 1.0F), std::invalid_argument);
    }

    TEST_CASE("aabb expands, contains and transforms") {
        aabbf box;
        CHECK(box.empty());
        CHECK(box.transformed(translate(vec3f{1.0F})).empty());
        box.expand({-1.0F, -1.0F, -1.0F});
        box.expand({1.0F, 1.0F, 1.0F});
        CHECK_FALSE(box.empty());
        CHECK(box.contains({0.5F, 0.0F, -0.5F}));
        CHECK_FALSE(box.contains({2.0F, 0.0F, 0.0F}));
        const aabbf moved = box.transformed(translate(vec3f{10.0F, 0.0F, 0.0F}));
        CHECK(near(moved.center(), vec3f{10.0F, 0.0F, 0.0F}));
        const aabbf turned = box.transformed(rotate(pi<float> / 4.0F, vec3f{0.0F, 1.0F, 0.0F}));
        CHECK(turned.extent().x == doctest::Approx(2.0F * std::sqrt(2.0F)));
    }
}
