/**
 * \file MeshData.hpp
 * \brief MeshData, CPU-side geometry, and the PrimitiveType enumeration.
 */
#pragma once

#include <cstdint>
#include <vector>

#include "helios/math/aabb.hpp"
#include "helios/rendering/mesh/Vertex.hpp"

namespace helios::rendering {

    /**
     * \brief How consecutive indices form primitives.
     */
    enum class PrimitiveType : std::uint8_t {
        Triangles, ///< Every three indices form a triangle, counter-clockwise is front-facing.
        Lines,     ///< Every two indices form a line segment.
        Points     ///< Every index is a point.
    };

    /**
     * \brief Indexed geometry in main memory, ready to be uploaded by a RenderingDevice.
     *
     * \code
     * helios::rendering::MeshData tri;
     * tri.vertices = {{{0, 0, 0}}, {{1, 0, 0}}, {{0, 1, 0}}};
     * tri.indices = {0, 1, 2};
     * bool ok = tri.valid(); // true
     * \endcode
     *
     * \see Mesh
     */
    struct MeshData {
        /** \brief The vertices. */
        std::vector<Vertex> vertices;
        /** \brief Indices into `vertices`, interpreted according to `primitive`. */
        std::vector<std::uint32_t> indices;
        /** \brief How the indices form primitives. */
        PrimitiveType primitive{PrimitiveType::Triangles};

        /**
         * \brief The box around all vertex positions.
         * \return The bounds in model space; an empty box if there are no vertices.
         */
        [[nodiscard]] math::aabbf bounds() const noexcept;

        /**
         * \brief Whether the data can be drawn.
         * \return true if there are indices, every index refers to an existing
         *         vertex and the index count fits the primitive type.
         */
        [[nodiscard]] bool valid() const noexcept;
    };

} // namespace helios::rendering
