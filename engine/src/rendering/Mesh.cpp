#include "helios/rendering/mesh/MeshData.hpp"

namespace helios::rendering {

    math::aabbf MeshData::bounds() const noexcept {
        math::aabbf box;
        for (const auto& v : vertices) {
            box.expand(v.position);
        }
        return box;
    }

    bool MeshData::valid() const noexcept {
        if (indices.empty() || vertices.empty()) {
            return false;
        }
        const std::size_t group = primitive == PrimitiveType::Triangles ? 3 : (primitive == PrimitiveType::Lines ? 2 : 1);
        if (indices.size() % group != 0) {
            return false;
        }
        for (const auto i : indices) {
            if (i >= vertices.size()) {
                return false;
            }
        }
        return true;
    }

} // namespace helios::rendering
