#include <array>
#include <stdexcept>

#include "helios/rendering/asset/shape/Cube.hpp"
#include "helios/rendering/asset/shape/Plane.hpp"

namespace helios::rendering::asset::shape {

    namespace {

        using math::vec2f;
        using math::vec3f;

        /** One face: outward normal n and in-plane axes u, v with cross(u, v) == n. */
        struct Face {
            vec3f n;
            vec3f u;
            vec3f v;
        };

        /** Appends a quad of four vertices and two counter-clockwise triangles. */
        void appendQuad(MeshData& data, const vec3f& center, const Face& f, float halfU, float halfV) {
            const auto base = static_cast<std::uint32_t>(data.vertices.size());
            const std::array<vec2f, 4> corners{vec2f{-1.0F, -1.0F}, vec2f{1.0F, -1.0F}, vec2f{1.0F, 1.0F},
                                               vec2f{-1.0F, 1.0F}};
            for (const auto& c : corners) {
                const vec3f p = center + f.u * (c.x * halfU) + f.v * (c.y * halfV);
                data.vertices.push_back(Vertex{p, f.n, vec2f{(c.x + 1.0F) * 0.5F, (c.y + 1.0F) * 0.5F}});
            }
            for (const std::uint32_t i : {0U, 1U, 2U, 0U, 2U, 3U}) {
                data.indices.push_back(base + i);
            }
        }

    } // namespace

    Cube::Cube(float size) : size_{size} {
        if (!(size > 0.0F)) {
            throw std::invalid_argument{"Cube: size must be positive"};
        }
    }

    MeshData Cube::meshData() const {
        static constexpr std::array<Face, 6> faces{{
            {{1.0F, 0.0F, 0.0F}, {0.0F, 0.0F, -1.0F}, {0.0F, 1.0F, 0.0F}},
            {{-1.0F, 0.0F, 0.0F}, {0.0F, 0.0F, 1.0F}, {0.0F, 1.0F, 0.0F}},
            {{0.0F, 1.0F, 0.0F}, {1.0F, 0.0F, 0.0F}, {0.0F, 0.0F, -1.0F}},
            {{0.0F, -1.0F, 0.0F}, {1.0F, 0.0F, 0.0F}, {0.0F, 0.0F, 1.0F}},
            {{0.0F, 0.0F, 1.0F}, {1.0F, 0.0F, 0.0F}, {0.0F, 1.0F, 0.0F}},
            {{0.0F, 0.0F, -1.0F}, {-1.0F, 0.0F, 0.0F}, {0.0F, 1.0F, 0.0F}},
        }};
        const float h = size_ * 0.5F;
        MeshData data;
        data.vertices.reserve(vertexCount);
        data.indices.reserve(indexCount);
        for (const auto& f : faces) {
            appendQuad(data, f.n * h, f, h, h);
        }
        return data;
    }

    Plane::Plane(float width, float depth) : width_{width}, depth_{depth} {
        if (!(width > 0.0F) || !(depth > 0.0F)) {
            throw std::invalid_argument{"Plane: width and depth must be positive"};
        }
    }

    MeshData Plane::meshData() const {
        MeshData data;
        const Face up{{0.0F, 1.0F, 0.0F}, {1.0F, 0.0F, 0.0F}, {0.0F, 0.0F, -1.0F}};
        appendQuad(data, vec3f{}, up, width_ * 0.5F, depth_ * 0.5F);
        return data;
    }

} // namespace helios::rendering::asset::shape
