/**
 * \file Vertex.hpp
 * \brief Vertex, the interleaved vertex layout shared by all meshes.
 */
#pragma once

#include <cstddef>

#include "helios/math/vec2.hpp"
#include "helios/math/vec3.hpp"

namespace helios::rendering {

    /**
     * \brief One vertex: position, normal and texture coordinate, interleaved.
     *
     * The layout is fixed so that every backend can describe it once:
     * attribute 0 is the position, 1 the normal, 2 the texture coordinate.
     * The offsets are available as `offsetof(Vertex, normal)` and so on.
     */
    struct Vertex {
        /** \brief Position in model space (attribute location 0). */
        math::vec3f position{};
        /** \brief Unit normal in model space (attribute location 1). */
        math::vec3f normal{};
        /** \brief Texture coordinate, origin at the bottom left (attribute location 2). */
        math::vec2f uv{};

        /**
         * \brief Exact equality of all attributes.
         * \return true if position, normal and uv compare equal.
         */
        friend constexpr bool operator==(const Vertex&, const Vertex&) noexcept = default;
    };

} // namespace helios::rendering
